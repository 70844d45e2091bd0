// Top up the app balance with SUI, SUIL or USDC from the wallet: the coin, the amount with what
// is available (Max leaves SUI for gas), the USDC minimum and SUI fee, then the shared runner.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, SUI_DECIMALS } from '../../../chain/amount';
import { AmountField } from '../../../components/amount-field';
import { CoinSelector } from '../../../components/coin-selector';
import { showToast } from '../../../components/feedback';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { SubmitBar } from '../../../components/submit-bar';
import { checkTopUpAmount, COIN_DECIMALS, MIN_USDC_TOP_UP, TOP_UP_COINS, type TopUpCoin } from '../../../components/top-up-rules';
import { spendableSui, SUI_COIN_TYPE, useCoinBalance } from '../../../components/use-coin-balance';
import { env } from '../../../config/env';
import { useTopUp } from '../hooks/use-top-up';
import { USDC_TOP_UP_SUI_FEE } from '../lib/suil-rules';

const COIN_TYPES: Record<TopUpCoin, string> = { SUI: SUI_COIN_TYPE, SUIL: env.suilType, USDC: env.usdcType };

export function TopUpSection() {
  const { t } = useTranslation();
  const [coin, setCoin] = useState<TopUpCoin>('SUI');
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { balance } = useCoinBalance(COIN_TYPES[coin]);
  const check = checkTopUpAmount(coin, amount, balance);
  const minimumUsdc = formatAmount(MIN_USDC_TOP_UP, COIN_DECIMALS.USDC);
  const topUp = useTopUp(
    check.ok ? { coin, amount: check.amount } : null,
    { pending: 'suil.toppingUp', success: 'suil.toppedUp', failure: 'suil.topUpFailed' },
    () => {
      setAmount('');
      setSubmitted(false);
    },
  );

  const chooseCoin = (next: TopUpCoin) => {
    setCoin(next);
    // An amount typed for one coin means something else in another.
    setAmount('');
    setSubmitted(false);
  };

  const submit = () => {
    setSubmitted(true);
    if (!check.ok) return showToast(t(check.key, { amount: minimumUsdc }), 'fail');
    void topUp.run();
  };

  return (
    <>
      <CoinSelector label={t('suil.topUpCoin')} coins={TOP_UP_COINS} value={coin} onChange={chooseCoin} />
      <AmountField
        label={t('suil.topUpAmount')}
        value={amount}
        onChange={setAmount}
        decimals={COIN_DECIMALS[coin]}
        symbol={coin}
        symbolText={coin}
        available={balance}
        max={coin === 'SUI' ? spendableSui(balance) : balance}
        placeholder={t('components.amountPlaceholder')}
        error={(amount !== '' || submitted) && !check.ok ? t(check.key) : null}
        hint={coin === 'USDC' ? t('suil.minimumUsdc', { amount: minimumUsdc }) : undefined}
      />
      {coin === 'USDC' ? (
        <InfoRows rows={[{ label: t('suil.usdcFee'), value: `${formatAmount(USDC_TOP_UP_SUI_FEE, SUI_DECIMALS)} SUI` }]} />
      ) : null}
      <SubmitBar label={t('suil.topUp')} requires="wallet" onSubmit={submit} loading={topUp.isPending} />
      <Notes
        items={[
          t('suil.topUpNote'),
          t('suil.topUpUsdcNote', { amount: minimumUsdc, fee: formatAmount(USDC_TOP_UP_SUI_FEE, SUI_DECIMALS) }),
        ]}
      />
    </>
  );
}
