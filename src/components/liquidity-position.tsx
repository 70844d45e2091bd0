// The user's liquidity position as the pledge and pool (flow) screens show it: its fields (the
// status by the hashrate rule: in progress while hashrate remains, ended when none does; the
// lock on its own line), a summary linking to its details, the failed-load state, and
// withdrawing its income. Each
// screen words these in its own locale section (the same text under `pledge.*` and `flow.*`).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDisplay, SUI_DECIMALS, SUIL_DECIMALS } from '../chain/amount';
import { bpsToPercent, claimAllFigures, claimArrivalValue } from '../chain/format';
import type { LiquidityPosition } from '../chain/liquidity-position';
import type { LiquidityConfig } from '../chain/views';
import { EmptyState } from './empty-state';
import { showToast } from './feedback';
import { InfoRows } from './info-rows';
import styles from './liquidity-position.module.css';
import { SubmitBar } from './submit-bar';
import { useFormatDateTime } from '../hooks/use-format-date';
import { useClaimIncome } from '../hooks/use-liquidity';

/** The locale section a liquidity screen takes its words from. */
export type LiquiditySection = 'pledge' | 'flow';

// The one field whose key and test id differ between the two sections.
const INCOME = {
  pledge: { label: 'pledge.withdrawableIncome', testId: 'withdrawable-income' },
  flow: { label: 'flow.positionIncome', testId: 'flow-income' },
} as const;

const suil = (value: bigint) => `${formatDisplay(value, SUIL_DECIMALS)} SUIL`;

/** A position's fields; every value reads '--' while the position is not loaded. */
export function LiquidityPositionFields({ section, position }: { section: LiquiditySection; position: LiquidityPosition | null }) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const p = position;
  return (
    <InfoRows
      rows={[
        { label: t(`${section}.principal`), value: p && `${formatDisplay(p.principal, SUI_DECIMALS)} SUI` },
        { label: t(`${section}.days`), value: p && t(p.days === 1 ? `${section}.oneDay` : `${section}.daysValue`, { count: p.days }) },
        {
          label: t(INCOME[section].label),
          value: p && (
            <span data-testid={INCOME[section].testId}>{suil(p.withdrawableIncome)}</span>
          ),
        },
        { label: t(`${section}.dailyYield`), value: p && `${formatDisplay(p.dailyYield, SUIL_DECIMALS)} SUIL` },
        { label: t(`${section}.hashrateLeft`), value: p && formatDisplay(p.hashrate, SUI_DECIMALS) },
        { label: t(`${section}.start`), value: p && formatDate(p.startMs) },
        // When the hashrate runs out at the current rate (CONTRACT.md's rule), or that it has.
        { label: t(`${section}.end`), value: p && (p.endMs === null ? t(`${section}.hashrateUsedUp`) : formatDate(p.endMs)) },
        { label: t(`${section}.status`), value: p && t(p.status === 'inProgress' ? `${section}.inProgress` : `${section}.ended`) },
        // The lock is its own line: it only says when the principal may be unstaked.
        { label: t(`${section}.lock`), value: p && (p.locked ? t(`${section}.lockedUntilTime`, { time: formatDate(p.unlockMs) }) : t(`${section}.unlocked`)) },
      ]}
    />
  );
}

/** The position's fields and a link to its details page (test id `<section>-position`). */
export function LiquidityPositionSummary({ section, position, detailsUrl }: { section: LiquiditySection; position: LiquidityPosition; detailsUrl: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.position} data-testid={`${section}-position`}>
      <LiquidityPositionFields section={section} position={position} />
      <Link className={styles.details} to={detailsUrl}>
        {t(`${section}.viewDetails`)}
      </Link>
    </div>
  );
}

/** The position could not be read: say so and offer a retry. */
export function LiquidityLoadError({ section, onRetry }: { section: LiquiditySection; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      tone="error"
      description={t(`${section}.loadFailed`)}
      action={
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

/**
 * Withdrawing all the income as SUIL: what it would pay (the income read at the chain's time,
 * its fee at the pool's rate: the claim's own figures), and the button, which confirms first
 * (the income starts again from zero).
 */
export function WithdrawIncomeForm({ section, position, config }: { section: LiquiditySection; position: LiquidityPosition | null; config: LiquidityConfig | null }) {
  const { t } = useTranslation();
  const preview = position && config && position.withdrawableIncome > 0n ? claimAllFigures(position.withdrawableIncome, config.claimHrRate) : null;
  const claim = useClaimIncome({
    messages: { pending: `${section}.withdrawingIncome`, success: `${section}.incomeWithdrawn` },
    confirmTitle: t(`${section}.withdrawIncomeConfirmTitle`),
    confirmMessage: t(`${section}.restartConfirm`),
  });

  const withdrawIncome = () => {
    // Validation first: with nothing to claim, nothing is sent.
    if (!position || position.withdrawableIncome === 0n) {
      showToast(t('validation.nothingToClaim'), 'fail');
      return;
    }
    void claim.run();
  };

  return (
    <>
      <InfoRows
        rows={[
          { label: t(`${section}.claimReward`), value: preview && suil(preview.rewardValue) },
          {
            label: config ? t(`${section}.claimFeeRate`, { rate: bpsToPercent(config.claimHrRate) }) : t(`${section}.claimFee`),
            value: preview && suil(preview.rewardValueFee),
          },
          { label: t(`${section}.claimArrival`), value: preview && suil(claimArrivalValue(preview)) },
        ]}
      />
      {position && position.withdrawableIncome === 0n ? <p className={styles.hint}>{t('validation.nothingToClaim')}</p> : null}
      <SubmitBar
        label={t(`${section}.withdrawIncome`)}
        requires="wallet"
        onSubmit={withdrawIncome}
        loading={claim.isPending}
        disabledReason={position === null ? t('disabled.positionLoading') : null}
      />
    </>
  );
}
