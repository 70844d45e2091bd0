import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../chain/amount';
import { env } from '../config/env';
import { AmountField } from './amount-field';
import { CoinSelector } from './coin-selector';
import { Notes } from './notes';
import { SubmitBar } from './submit-bar';
import { checkTopUpAmount, COIN_DECIMALS, MIN_USDC_TOP_UP, TOP_UP_COINS, type TopUpCoin } from './top-up-rules';
import { spendableSui, SUI_COIN_TYPE, useCoinBalance } from './use-coin-balance';

const COIN_TYPES: Record<TopUpCoin, string> = { SUI: SUI_COIN_TYPE, SUIL: env.suilType, USDC: env.usdcType };

/** Top up the app balance with SUI, SUIL or USDC from the wallet (assets and SuiL pages). */
export function TopUpForm() {
  const { t } = useTranslation();
  const [coin, setCoin] = useState<TopUpCoin>('SUI');
  const [amount, setAmount] = useState('');
  const { balance } = useCoinBalance(COIN_TYPES[coin]);
  const check = checkTopUpAmount(coin, amount, balance);
  const error = amount !== '' && !check.ok ? t(check.key) : null;
  const minimumUsdc = formatAmount(MIN_USDC_TOP_UP, COIN_DECIMALS.USDC);

  const chooseCoin = (next: TopUpCoin) => {
    setCoin(next);
    // An amount typed for one coin means something else in another.
    setAmount('');
  };

  return (
    <>
      <CoinSelector label={t('components.topUpCoin')} coins={TOP_UP_COINS} value={coin} onChange={chooseCoin} />
      <AmountField
        label={t('components.topUpAmount')}
        value={amount}
        onChange={setAmount}
        decimals={COIN_DECIMALS[coin]}
        symbol={coin}
        symbolText={coin}
        available={balance}
        max={coin === 'SUI' ? spendableSui(balance) : balance}
        placeholder={t('components.amountPlaceholder')}
        error={error}
        hint={coin === 'USDC' ? t('components.minimumUsdc', { amount: minimumUsdc }) : undefined}
      />
      <SubmitBar label={t('components.topUp')} requires="wallet" disabled={!check.ok} />
      <Notes items={[t('components.topUpNote'), t('components.topUpUsdcNote', { amount: minimumUsdc })]} />
    </>
  );
}
