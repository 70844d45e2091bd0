import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../chain/amount';
import { env } from '../config/env';
import type { AmountCheck } from './amount-validation';
import { AmountField } from './amount-field';
import { CoinSelector } from './coin-selector';
import { Notes } from './notes';
import { SubmitBar } from './submit-bar';
import { checkTopUpAmount, COIN_DECIMALS, MIN_USDC_TOP_UP, TOP_UP_COINS, type TopUpCoin } from './top-up-rules';
import { spendableSui, SUI_COIN_TYPE, useCoinBalance } from './use-coin-balance';

const COIN_TYPES: Record<TopUpCoin, string> = { SUI: SUI_COIN_TYPE, SUIL: env.suilType, USDC: env.usdcType };

export interface TopUpAmount {
  coin: TopUpCoin;
  chooseCoin: (next: TopUpCoin) => void;
  amount: string;
  setAmount: (text: string) => void;
  /** The wallet's balance of the chosen coin; null while unknown. */
  balance: bigint | null;
  check: AmountCheck;
}

/** The coin chosen to top up with, the amount typed and its check against the wallet's balance. */
export function useTopUpAmount(onCoinChange?: () => void): TopUpAmount {
  const [coin, setCoin] = useState<TopUpCoin>('SUI');
  const [amount, setAmount] = useState('');
  const { balance } = useCoinBalance(COIN_TYPES[coin]);
  const check = checkTopUpAmount(coin, amount, balance);
  const chooseCoin = (next: TopUpCoin) => {
    setCoin(next);
    // An amount typed for one coin means something else in another.
    setAmount('');
    onCoinChange?.();
  };
  return { coin, chooseCoin, amount, setAmount, balance, check };
}

export interface TopUpFieldsProps {
  topUp: TopUpAmount;
  /** Translated by the screen: the coin and amount labels, and the USDC minimum hint. */
  labels: { coin: string; amount: string; minimumUsdc: string };
  error: string | null;
}

/** The coin selector and the amount (what is available; Max leaves SUI for gas; the USDC minimum as a hint). */
export function TopUpFields({ topUp: { coin, chooseCoin, amount, setAmount, balance }, labels, error }: TopUpFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <CoinSelector label={labels.coin} coins={TOP_UP_COINS} value={coin} onChange={chooseCoin} />
      <AmountField
        label={labels.amount}
        value={amount}
        onChange={setAmount}
        decimals={COIN_DECIMALS[coin]}
        symbol={coin}
        symbolText={coin}
        available={balance}
        max={coin === 'SUI' ? spendableSui(balance) : balance}
        placeholder={t('components.amountPlaceholder')}
        error={error}
        hint={coin === 'USDC' ? labels.minimumUsdc : undefined}
      />
    </>
  );
}

/** Top up the app balance with SUI, SUIL or USDC from the wallet (assets and SuiL pages). */
export function TopUpForm() {
  const { t } = useTranslation();
  const topUp = useTopUpAmount();
  const { amount, check } = topUp;
  const error = amount !== '' && !check.ok ? t(check.key) : null;
  const minimumUsdc = formatAmount(MIN_USDC_TOP_UP, COIN_DECIMALS.USDC);

  return (
    <>
      <TopUpFields
        topUp={topUp}
        labels={{ coin: t('components.topUpCoin'), amount: t('components.topUpAmount'), minimumUsdc: t('components.minimumUsdc', { amount: minimumUsdc }) }}
        error={error}
      />
      <SubmitBar label={t('components.topUp')} requires="wallet" disabled={!check.ok} />
      <Notes items={[t('components.topUpNote'), t('components.topUpUsdcNote', { amount: minimumUsdc })]} />
    </>
  );
}
