// Exchange (route exchange): swap SUIL for SUI through the pool. The preview (fee, fee rate,
// amount out, price) is the chain's swap_view_v2 for the amount typed; the slippage the user
// accepts sets the least SUI the swap may pay. Nothing is sent on a bad amount. Below, the SUIL
// price over time (components/charts/suil-price-chart).
import { ArrowDown } from '@react-vant/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDisplay, parseAmount } from '../../../chain/amount';
import { AmountField } from '../../../components/amount-field';
import { SuilPriceChart } from '../../../components/charts/suil-price-chart';
import { CoinSelector } from '../../../components/coin-selector';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { formatBps } from '../../../components/percent';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { DECIMALS } from '../../../config/constants';
import { useAmountForm } from '../../../hooks/use-amount-form';
import { SUI_COIN_TYPE, useCoinBalance } from '../../../hooks/use-coin-balance';
import { env } from '../../../config/env';
import { useSwap, type SwapOrder } from '../hooks/use-swap';
import { useRetryBalances, useSwapQuote } from '../hooks/use-swap-quote';
import { checkSwapAmount, DEFAULT_SLIPPAGE_BPS, parseSlippagePercent, SLIPPAGE_PRESETS_BPS } from '../lib/swap-math';
import { describeSwapPreview } from '../lib/swap-preview';
import styles from './exchange-page.module.css';

const PRESET_LABELS = SLIPPAGE_PRESETS_BPS.map(formatBps);
const CUSTOM = 'custom';

export default function ExchangePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [slippageChoice, setSlippageChoice] = useState(formatBps(DEFAULT_SLIPPAGE_BPS));
  const [customSlippage, setCustomSlippage] = useState('');
  const suil = useCoinBalance(env.suilType);
  const sui = useCoinBalance(SUI_COIN_TYPE);

  const swap = useSwap();
  const form = useAmountForm({
    // The quick exchange of the hashrate page hands over the SUIL just claimed; whatever a link
    // carries is checked like typed text.
    initialText: () => params.get('amount') ?? '',
    check: (text) => checkSwapAmount(text, suil.balance),
    // After the amount: the slippage, then a quote for exactly this amount. Neither is ready:
    // nothing is sent, and the screen already says why (the slippage's message, the quote's
    // status line).
    run: async (): Promise<boolean> => {
      if (slippageBps === null || !order) return false;
      return (await swap.run(order)) !== null;
    },
    pending: swap.isPending,
  });
  const { check } = form;
  const isCustom = slippageChoice === CUSTOM;
  const slippageBps = isCustom
    ? parseSlippagePercent(customSlippage)
    : (SLIPPAGE_PRESETS_BPS[PRESET_LABELS.indexOf(slippageChoice)] ?? DEFAULT_SLIPPAGE_BPS);
  // Said once something is typed, or once the exchange was tried without a valid slippage.
  const slippageError = isCustom && (customSlippage !== '' || form.submitted) && slippageBps === null ? t('exchange.slippageInvalid') : null;

  // The preview is shown for any amount typed (also above the balance: what it would fetch);
  // only a valid amount becomes an order.
  const typed = parseAmount(form.text, DECIMALS.SUIL);
  const quoted = typed !== null && typed > 0n ? typed : null;
  const { quote, isLoading, isError, retry: retryQuote } = useSwapQuote(quoted);
  const retryBalances = useRetryBalances();
  const preview = quote && quoted !== null ? describeSwapPreview(quote, quoted, slippageBps ?? DEFAULT_SLIPPAGE_BPS) : null;
  const order: SwapOrder | null =
    check.ok && quote && quoted === check.amount && slippageBps !== null
      ? { amountIn: check.amount, minOut: describeSwapPreview(quote, check.amount, slippageBps).minOut }
      : null;

  const quoteStatus = !isError && isLoading ? t('exchange.quoteLoading') : null;
  // What the node could not answer: said on screen with a retry, and the reason the button waits.
  const balancesFailed = suil.isError || sui.isError;
  const readFailure = balancesFailed ? t('exchange.balancesFailed') : isError ? t('exchange.quoteFailed') : null;
  const retry = () => {
    if (balancesFailed) retryBalances();
    if (isError) retryQuote();
  };
  const disabledReason = balancesFailed || isError ? t('disabled.nodeUnreachable') : null;
  const suiBalance = sui.balance === null ? null : `${formatDisplay(sui.balance, DECIMALS.SUI)} SUI`;

  return (
    <PageLayout title={t('exchange.title')}>
      <SectionCard>
        <AmountField
          label={t('exchange.pay')}
          {...form.field}
          decimals={DECIMALS.SUIL}
          symbol="SUIL"
          symbolText="SUIL"
          available={suil.balance}
          placeholder={t('components.amountPlaceholder')}
        />
        <div className={styles.arrow} aria-hidden>
          <ArrowDown />
        </div>
        <InfoRows
          rows={[
            { label: t('exchange.receive'), value: preview?.amountOut },
            { label: t('exchange.suiBalance'), value: suiBalance },
          ]}
        />
      </SectionCard>

      <SectionCard title={t('exchange.previewTitle')}>
        {readFailure ? (
          <p className={styles.failure} role="status">
            {readFailure}{' '}
            <button type="button" className={styles.retry} onClick={retry}>
              {t('common.retry')}
            </button>
          </p>
        ) : null}
        {quoteStatus ? (
          <p className={styles.status} role="status">
            {quoteStatus}
          </p>
        ) : null}
        <InfoRows
          rows={[
            { label: t('exchange.fee'), value: preview?.fee },
            { label: t('exchange.feeRate'), value: preview?.feeRate },
            { label: t('exchange.amountOut'), value: preview?.amountOut },
            { label: t('exchange.price'), value: preview?.price },
            { label: t('exchange.minimumReceived'), value: slippageBps !== null ? preview?.minimumReceived : null },
          ]}
        />
        <div className={styles.slippage}>
          <span className={styles.slippageLabel}>{t('exchange.slippage')}</span>
          <CoinSelector
            label={t('exchange.slippage')}
            coins={[...PRESET_LABELS, CUSTOM]}
            value={slippageChoice}
            onChange={setSlippageChoice}
            labels={{ [CUSTOM]: t('exchange.custom') }}
          />
          {isCustom ? (
            <div className={styles.custom}>
              <span className={styles.slippageLabel} aria-hidden>
                {t('exchange.customSlippage')}
              </span>
              <span className={styles.customBox}>
                <input
                  className={styles.customInput}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.5"
                  aria-label={t('exchange.customSlippage')}
                  value={customSlippage}
                  aria-invalid={slippageError ? true : undefined}
                  onChange={(event) => setCustomSlippage(event.target.value)}
                />
                <span aria-hidden>%</span>
              </span>
            </div>
          ) : null}
          {slippageError ? (
            <p className={styles.error} role="alert">
              {slippageError}
            </p>
          ) : null}
        </div>
      </SectionCard>

      <SubmitBar label={t('exchange.submit')} requires="wallet" onSubmit={form.submit} loading={form.pending} disabledReason={disabledReason} />
      <Notes items={[t('exchange.noteFee'), t('exchange.noteSlippage')]} />
      <SuilPriceChart />
    </PageLayout>
  );
}
