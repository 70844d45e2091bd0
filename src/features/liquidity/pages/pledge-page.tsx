// Liquidity pledge (route pledge1): add liquidity from the pool's minimum (20 SUI) and the
// user's position, read from the chain.
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../chain/amount';
import { DECIMALS, MIN_LIQUIDITY_ADD } from '../../../config/constants';
import { AccessGate } from '../../../components/access-gate';
import { AmountField } from '../../../components/amount-field';
import { EmptyState } from '../../../components/empty-state';
import { LiquidityLoadError, LiquidityPositionSummary } from '../components/liquidity-position';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { spendableSui, SUI_COIN_TYPE, SUI_GAS_RESERVE, useCoinBalance } from '../../../hooks/use-coin-balance';
import { useLiquidityPosition } from '../hooks/use-liquidity';
import { useAmountForm } from '../../../hooks/use-amount-form';
import { useAddLiquidity } from '../hooks/use-add-liquidity';
import { checkPledgeAmount } from '../lib/pledge-rules';
import styles from './pledge-page.module.css';

export default function PledgePage() {
  const { t } = useTranslation();
  const { balance } = useCoinBalance(SUI_COIN_TYPE);
  const liquidity = useLiquidityPosition();
  const minStake = liquidity.config?.minStake ?? null;
  const add = useAddLiquidity();
  const form = useAmountForm({
    check: (text) => checkPledgeAmount(text, { minStake, balance }),
    run: async ({ amount }) => (await add.run({ amount })) !== null,
    pending: add.isPending,
  });
  // The pool's own minimum once read; until then (or with the node down) the product's, so the hint stays.
  const minimum = formatAmount(minStake ?? MIN_LIQUIDITY_ADD, DECIMALS.SUI);
  // The minimum is the pool's: until it is read, a valid amount cannot be told apart.
  const waitingFor = minStake !== null ? null : liquidity.isError ? t('disabled.nodeUnreachable') : t('disabled.poolLoading');

  return (
    <PageLayout title={t('liquidity.pledge.title')}>
      <SectionCard title={t('liquidity.pledge.addTitle')}>
        <AmountField
          label={t('liquidity.pledge.quantity')}
          {...form.field}
          decimals={DECIMALS.SUI}
          symbol="SUI"
          symbolText="SUI"
          available={spendableSui(balance)}
          placeholder={t('liquidity.pledge.quantityPlaceholder', { amount: minimum })}
          hint={<span className={styles.minimum}>{t('liquidity.pledge.minimum', { amount: minimum })}</span>}
        />
        <SubmitBar
          label={t('liquidity.pledge.add')}
          requires="wallet"
          onSubmit={form.submit}
          loading={form.pending}
          disabledReason={waitingFor}
        />
        <Notes
          items={[
            t('liquidity.pledge.noteMinimum', { amount: minimum }),
            t('liquidity.pledge.noteGasReserve', { amount: formatAmount(SUI_GAS_RESERVE, DECIMALS.SUI) }),
            t('liquidity.pledge.noteYield'),
            t('liquidity.pledge.noteAddRestartsLock'),
            t('liquidity.pledge.noteRestart'),
          ]}
        />
      </SectionCard>

      <SectionCard title={t('liquidity.pledge.positionsTitle')}>
        <AccessGate requires="wallet" walletHint={t('liquidity.pledge.connectForPositions')}>
          {liquidity.isError ? (
            <LiquidityLoadError message={t('liquidity.pledge.loadFailed')} onRetry={liquidity.retry} />
          ) : !liquidity.isLoaded ? (
            <p className={styles.positionsHint}>{t('liquidity.pledge.loading')}</p>
          ) : liquidity.position === null ? (
            <EmptyState description={t('liquidity.pledge.noPositions')} />
          ) : (
            <LiquidityPositionSummary
              position={liquidity.position}
              detailsUrl={`/pledgeDetails1?id=${liquidity.owner}`}
              testId="pledge-position"
              incomeTestId="withdrawable-income"
            />
          )}
        </AccessGate>
      </SectionCard>
    </PageLayout>
  );
}
