import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiMessageKey } from '../../../api/api-error';
import { useMe } from '../../../api/get-me';
import { useCurrentWithdrawal } from '../../../api/get-withdrawals';
import { formatDisplayAmount } from '../../../chain/format';
import { AmountField } from '../../../components/amount-field';
import { BottomSheet } from '../../../components/bottom-sheet';
import { Notes } from '../../../components/notes';
import { SubmitBar } from '../../../components/submit-bar';
import { DECIMALS } from '../../../config/constants';
import { useAmountForm } from '../../../hooks/use-amount-form';
import { useFormatDateTime } from '../../../hooks/use-format-date';
import { useShownWithdrawalPolicy } from '../hooks/use-shown-withdrawal-policy';
import { useWithdraw } from '../hooks/use-withdraw';
import { checkWithdrawAmount } from '../lib/asset-rules';
import { WithdrawalState } from './pending-withdrawal';
import { WithdrawalNotice } from './withdrawal-notice';
import styles from './withdraw-sheet.module.css';

/**
 * Withdraw income as SUI: the server issues a voucher that the pool pays out on chain, or, above
 * the review threshold, queues the request for an operator. The sheet reads the operator's
 * policy first: while withdrawals are paused it says so (and that the income is safe), and an
 * amount above a limit is explained and never sent. While a withdrawal is open (one at a time),
 * the sheet shows that one instead.
 */
export function WithdrawSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  // What the server said when it refused the last request; gone once the amount changes.
  const [refusal, setRefusal] = useState<ApiMessageKey | null>(null);
  const me = useMe();
  // Read again while the sheet is open: a pause or a resume shows without closing it.
  const policy = useShownWithdrawalPolicy(visible);
  const current = useCurrentWithdrawal();
  const { withdraw, complete, isPending } = useWithdraw();
  // The withdrawable income comes from the signed-in user's record on the server.
  const withdrawable = me.data?.balances.withdrawableIncome ?? null;
  // Without the policy (it could not be read) the server's own checks still answer.
  const limits = policy.data ?? null;
  const paused = policy.data?.paused === true;
  const form = useAmountForm({
    check: (text) => checkWithdrawAmount(text, withdrawable, limits),
    run: async ({ amount }) => {
      const outcome = await withdraw(amount);
      if (outcome.kind === 'refused') {
        setRefusal(outcome.messageKey);
        return false;
      }
      if (outcome.kind === 'paid' || outcome.kind === 'review') onClose();
      return outcome.kind !== 'failed';
    },
    pending: isPending,
  });
  const { check } = form;
  // The server's refusal (paused, a limit, the reserve) is said apart, in its own box, until
  // the amount changes: it is not a mistake of the user's.
  const error = refusal === null ? form.error : null;
  const open = current.data && current.data.status !== 'rejected' ? current.data : null;

  const changeAmount = (text: string) => {
    form.setText(text);
    setRefusal(null);
  };
  const finish = async () => {
    if (open?.status === 'pending' && (await complete(open)).kind === 'paid') onClose();
  };

  let disabledReason: string | null = null;
  if (paused) disabledReason = t('assets.paused.disabled');
  else if (withdrawable === null) disabledReason = me.isError ? t('disabled.balanceFailed') : t('disabled.balanceLoading');
  else if (policy.isPending && !policy.isError) disabledReason = t('assets.limits.loading');

  const pausedNotice = paused ? (
    <div className={styles.paused}>
      <WithdrawalNotice tone="waiting" title={t('assets.paused.title')} testId="withdrawals-paused">
        <p>{policy.data?.pausedAt ? t('assets.paused.since', { time: formatDateTime(Date.parse(policy.data.pausedAt)) }) : t('assets.paused.sinceUnknown')}</p>
        <p>{t('assets.paused.safe')}</p>
        <p>{t('assets.paused.pendingStillGood')}</p>
      </WithdrawalNotice>
    </div>
  ) : null;

  return (
    <BottomSheet visible={visible} title={t('assets.withdrawTitle')} onClose={onClose}>
      {pausedNotice}
      {open ? (
        <>
          <p>{t(open.status === 'review' ? 'assets.review.finishFirst' : 'assets.finishPendingFirst')}</p>
          <WithdrawalState withdrawal={open} paused={paused} completing={isPending} onComplete={() => void finish()} />
        </>
      ) : (
        <>
          <AmountField
            label={t('assets.withdrawAmount')}
            {...form.field}
            onChange={changeAmount}
            decimals={DECIMALS.SUI}
            symbol="SUI"
            symbolText="SUI"
            available={withdrawable}
            placeholder={t('components.amountPlaceholder')}
            error={error}
          />
          {refusal !== null ? (
            <div className={styles.refusal}>
              <WithdrawalNotice tone="waiting" testId="withdraw-refused">
                <p>{t(refusal)}</p>
              </WithdrawalNotice>
            </div>
          ) : null}
          {refusal === null && check.ok && check.review && limits ? (
            <p className={styles.hint} data-testid="withdraw-review-hint">
              {t('assets.review.willWait', { threshold: formatDisplayAmount(limits.reviewThreshold, DECIMALS.SUI) })}
            </p>
          ) : null}
          <SubmitBar label={t('assets.withdraw')} requires="signIn" disabledReason={disabledReason} loading={form.pending} onSubmit={form.submit} />
          <Notes
            items={[
              t('assets.withdrawNote'),
              t('assets.withdrawHeldNote'),
              ...(limits
                ? [
                    t('assets.limits.summary', {
                      max: formatDisplayAmount(limits.maxPerWithdrawal, DECIMALS.SUI),
                      limit: formatDisplayAmount(limits.userDailyLimit, DECIMALS.SUI),
                      remaining: formatDisplayAmount(limits.userRemaining24h, DECIMALS.SUI),
                    }),
                  ]
                : []),
            ]}
          />
        </>
      )}
    </BottomSheet>
  );
}
