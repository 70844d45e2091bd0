// The user's liquidity position as the pledge and pool (flow) screens show it: its fields (the
// status by the hashrate rule: in progress while hashrate remains, ended when none does; the
// lock on its own line), a summary linking to its details, the failed-load state, and the
// income withdrawal's figures and button. Layout only: the words are the liquidity section's,
// the withdrawal runs in useWithdrawIncome, and each screen passes the test ids its checks read.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDisplay } from '../../../chain/amount';
import { bpsToPercent, claimAllFigures, claimArrivalValue } from '../../../chain/format';
import type { LiquidityPosition } from '../../../chain/liquidity-position';
import type { LiquidityConfig } from '../../../chain/views';
import { EmptyState } from '../../../components/empty-state';
import { InfoRows } from '../../../components/info-rows';
import styles from './liquidity-position.module.css';
import { SubmitBar } from '../../../components/submit-bar';
import { DECIMALS } from '../../../config/constants';
import { useFormatDateTime } from '../../../hooks/use-format-date';
import type { WithdrawIncome } from '../hooks/use-withdraw-income';

const suil = (value: bigint) => `${formatDisplay(value, DECIMALS.SUIL)} SUIL`;

/** A position's fields; every value reads '--' while the position is not loaded. */
export function LiquidityPositionFields({ position, incomeTestId }: { position: LiquidityPosition | null; incomeTestId: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const p = position;
  return (
    <InfoRows
      rows={[
        { label: t('liquidity.principal'), value: p && `${formatDisplay(p.principal, DECIMALS.SUI)} SUI` },
        { label: t('liquidity.days'), value: p && t(p.days === 1 ? 'liquidity.oneDay' : 'liquidity.daysValue', { count: p.days }) },
        {
          label: t('liquidity.withdrawableIncome'),
          value: p && (
            <span data-testid={incomeTestId}>{suil(p.withdrawableIncome)}</span>
          ),
        },
        { label: t('liquidity.dailyYield'), value: p && `${formatDisplay(p.dailyYield, DECIMALS.SUIL)} SUIL` },
        { label: t('liquidity.hashrateLeft'), value: p && formatDisplay(p.hashrate, DECIMALS.SUI) },
        { label: t('liquidity.start'), value: p && formatDate(p.startMs) },
        // When the hashrate runs out at the current rate (docs/contract.md's rule), or that it has.
        { label: t('liquidity.end'), value: p && (p.endMs === null ? t('liquidity.hashrateUsedUp') : formatDate(p.endMs)) },
        { label: t('liquidity.status'), value: p && t(p.status === 'inProgress' ? 'liquidity.inProgress' : 'liquidity.ended') },
        // The lock is its own line: it only says when the principal may be unstaked.
        { label: t('liquidity.lock'), value: p && (p.locked ? t('liquidity.lockedUntilTime', { time: formatDate(p.unlockMs) }) : t('liquidity.unlocked')) },
      ]}
    />
  );
}

export interface LiquidityPositionSummaryProps {
  position: LiquidityPosition;
  detailsUrl: string;
  /** The summary's test id and its income field's (each screen keeps its own). */
  testId: string;
  incomeTestId: string;
}

/** The position's fields and a link to its details page. */
export function LiquidityPositionSummary({ position, detailsUrl, testId, incomeTestId }: LiquidityPositionSummaryProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.position} data-testid={testId}>
      <LiquidityPositionFields position={position} incomeTestId={incomeTestId} />
      <Link className={styles.details} to={detailsUrl}>
        {t('liquidity.viewDetails')}
      </Link>
    </div>
  );
}

/** The position could not be read: say so (in the screen's words) and offer a retry. */
export function LiquidityLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      tone="error"
      description={message}
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
 * its fee at the pool's rate: the claim's own figures), and the button, which runs `withdraw`
 * (the hook checks there is income and asks for confirmation).
 */
export function WithdrawIncomeForm({ position, config, withdraw }: { position: LiquidityPosition | null; config: LiquidityConfig | null; withdraw: WithdrawIncome }) {
  const { t } = useTranslation();
  const preview = position && config && position.withdrawableIncome > 0n ? claimAllFigures(position.withdrawableIncome, config.claimHrRate) : null;

  return (
    <>
      <InfoRows
        rows={[
          { label: t('liquidity.claimReward'), value: preview && suil(preview.rewardValue) },
          {
            label: config ? t('liquidity.claimFeeRate', { rate: bpsToPercent(config.claimHrRate) }) : t('liquidity.claimFee'),
            value: preview && suil(preview.rewardValueFee),
          },
          { label: t('liquidity.claimArrival'), value: preview && suil(claimArrivalValue(preview)) },
        ]}
      />
      {/* Nothing to withdraw: the button is off and says why under it (said once, nothing sent). */}
      <SubmitBar
        label={t('liquidity.withdrawIncome')}
        requires="wallet"
        onSubmit={withdraw.submit}
        loading={withdraw.isPending}
        disabledReason={position === null ? t('disabled.positionLoading') : position.withdrawableIncome === 0n ? t('validation.nothingToClaim') : null}
      />
    </>
  );
}
