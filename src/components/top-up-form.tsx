// The top-up form (assets page sheet, SuiL pledge page): the coin, the amount with what is
// available (Max leaves SUI for gas), the USDC minimum and SUI fee, SUIL's worth and its minimum
// (the same rule as the SuiL asset's addition), the button and the notes.
// Its state and action come from hooks/use-top-up's useTopUpForm.
import { useTranslation } from 'react-i18next';
import { formatDisplay } from '../chain/amount';
import { DECIMALS } from '../config/constants';
import type { TopUpForm as TopUpFormState } from '../hooks/use-top-up';
import { AmountField } from './amount-field';
import { CoinSelector } from './coin-selector';
import { InfoRows } from './info-rows';
import { Notes } from './notes';
import { SubmitBar } from './submit-bar';
import { MIN_SUIL_TOP_UP_WORTH_USDC, MIN_USDC_TOP_UP, TOP_UP_COINS, USDC_TOP_UP_SUI_FEE } from './top-up-rules';
import { spendableSui } from '../hooks/use-coin-balance';

export function TopUpForm({ form }: { form: TopUpFormState }) {
  const { t } = useTranslation();
  const { coin, chooseCoin, balance } = form;
  const minimumUsdc = formatDisplay(MIN_USDC_TOP_UP, DECIMALS.USDC);
  const fee = formatDisplay(USDC_TOP_UP_SUI_FEE, DECIMALS.SUI);
  const minimumWorth = formatDisplay(MIN_SUIL_TOP_UP_WORTH_USDC, DECIMALS.USDC);
  const { worth } = form;
  let hint: string | undefined;
  if (coin === 'USDC') hint = t('topUp.minimumUsdc', { amount: minimumUsdc });
  else if (coin === 'SUIL') hint = t('topUp.minimumSuilWorth', { amount: minimumWorth });
  return (
    <>
      <CoinSelector label={t('topUp.coin')} coins={TOP_UP_COINS} value={coin} onChange={chooseCoin} />
      <AmountField
        label={t('topUp.amount')}
        {...form.field}
        decimals={DECIMALS[coin]}
        symbol={coin}
        symbolText={coin}
        available={balance}
        max={coin === 'SUI' ? spendableSui(balance) : balance}
        placeholder={t('components.amountPlaceholder')}
        hint={hint}
      />
      {coin === 'USDC' ? <InfoRows rows={[{ label: t('topUp.usdcFee'), value: `${fee} SUI` }]} /> : null}
      {coin === 'SUIL' ? (
        <InfoRows rows={[{ label: t('topUp.suilWorth'), value: worth.worth === null ? null : `≈ ${formatDisplay(worth.worth, DECIMALS.USDC)} USDC` }]} />
      ) : null}
      <SubmitBar label={t('topUp.submit')} requires="wallet" onSubmit={form.submit} loading={form.isPending} />
      <Notes items={[t('topUp.note'), t('topUp.usdcNote', { amount: minimumUsdc, fee }), t('topUp.suilNote', { amount: minimumWorth })]} />
    </>
  );
}
