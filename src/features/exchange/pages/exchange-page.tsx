// Exchange (route exchange): swap SUIL for SUI through the pool, with a preview of fee, fee
// rate, amount out and price, and a slippage limit.
import { ArrowDown } from '@react-vant/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, SUI_DECIMALS, SUIL_DECIMALS } from '../../../chain/amount';
import { AmountField } from '../../../components/amount-field';
import { CoinSelector } from '../../../components/coin-selector';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { formatBps } from '../../../components/percent';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { useCoinBalance } from '../../../components/use-coin-balance';
import { env } from '../../../config/env';
import {
  checkSwapAmount,
  DEFAULT_SLIPPAGE_BPS,
  feeRateBps,
  formatPrice,
  minAmountOut,
  SLIPPAGE_CHOICES_BPS,
  type SwapPreview,
} from '../lib/swap-math';
import styles from './exchange-page.module.css';

const SLIPPAGE_LABELS = SLIPPAGE_CHOICES_BPS.map(formatBps);

export default function ExchangePage() {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState(formatBps(DEFAULT_SLIPPAGE_BPS));
  const { balance } = useCoinBalance(env.suilType);
  const check = checkSwapAmount(amount, balance);
  const error = amount !== '' && !check.ok ? t(check.key) : null;
  const slippageBps = SLIPPAGE_CHOICES_BPS[SLIPPAGE_LABELS.indexOf(slippage)] ?? DEFAULT_SLIPPAGE_BPS;

  // The quote is swap_view_v2 simulated on chain; until the contract module reads it the rows read '--'.
  const preview = null as SwapPreview | null;
  const quoted = check.ok && preview !== null ? { amountIn: check.amount, ...preview } : null;
  const sui = (value: bigint) => `${formatAmount(value, SUI_DECIMALS, { maxFractionDigits: 6, group: true })} SUI`;
  const suil = (value: bigint) => `${formatAmount(value, SUIL_DECIMALS, { maxFractionDigits: 6, group: true })} SUIL`;

  return (
    <PageLayout title={t('exchange.title')}>
      <SectionCard>
        <AmountField
          label={t('exchange.pay')}
          value={amount}
          onChange={setAmount}
          decimals={SUIL_DECIMALS}
          symbol="SUIL"
          symbolText="SUIL"
          available={balance}
          placeholder={t('components.amountPlaceholder')}
          error={error}
        />
        <div className={styles.arrow} aria-hidden>
          <ArrowDown />
        </div>
        <InfoRows rows={[{ label: t('exchange.receive'), value: quoted && sui(quoted.amountOut) }]} />
      </SectionCard>

      <SectionCard title={t('exchange.previewTitle')}>
        <InfoRows
          rows={[
            { label: t('exchange.fee'), value: quoted && suil(quoted.fee) },
            { label: t('exchange.feeRate'), value: quoted && formatBps(feeRateBps(quoted.fee, quoted.amountIn)) },
            { label: t('exchange.amountOut'), value: quoted && sui(quoted.amountOut) },
            { label: t('exchange.price'), value: quoted && `1 SUIL ≈ ${formatPrice(quoted.amountIn, quoted.amountOut)} SUI` },
            { label: t('exchange.minimumReceived'), value: quoted && sui(minAmountOut(quoted.amountOut, slippageBps)) },
          ]}
        />
        <div className={styles.slippage}>
          <span className={styles.slippageLabel}>{t('exchange.slippage')}</span>
          <CoinSelector label={t('exchange.slippage')} coins={SLIPPAGE_LABELS} value={slippage} onChange={setSlippage} />
        </div>
      </SectionCard>

      <SubmitBar label={t('exchange.submit')} requires="wallet" disabled={!check.ok} />
      <Notes items={[t('exchange.noteFee'), t('exchange.noteSlippage')]} />
    </PageLayout>
  );
}
