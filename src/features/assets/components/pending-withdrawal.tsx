// The user's current withdrawal, in every state an operator or the chain can leave it in, with
// why it waits and what happens next (issue 21): a signed voucher to complete; one that waits
// for the payout reserve (the voucher stays good, the income is safe); a request awaiting an
// operator's review; a rejected one (the reason, and the amount back in the income). Shown on
// the assets page and in the withdraw sheet.
import { Button } from 'react-vant/es/button/index.js';
import { useTranslation } from 'react-i18next';
import type { CurrentWithdrawal } from '../../../api/get-withdrawals';
import { formatDisplayAmount } from '../../../chain/format';
import { InfoRows, type InfoRow } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { SubmitBar } from '../../../components/submit-bar';
import { DECIMALS } from '../../../config/constants';
import { useFormatDateTime } from '../../../hooks/use-format-date';
import { WithdrawalNotice, WithdrawalStateLayout } from './withdrawal-notice';

export interface WithdrawalStateProps {
  withdrawal: CurrentWithdrawal;
  /** Submits a pending voucher. */
  onComplete: () => void;
  completing: boolean;
  /** Withdrawals are paused: a signed voucher can still be completed, and the card says so. */
  paused?: boolean;
  /** The rejected one has been read (the assets page's card then goes). */
  onDismiss?: () => void;
}

export function WithdrawalState({ withdrawal, onComplete, completing, paused = false, onDismiss }: WithdrawalStateProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const rows: InfoRow[] = [
    { label: t('assets.pendingAmount'), value: `${formatDisplayAmount(withdrawal.amount, DECIMALS.SUI)} SUI` },
    { label: t('assets.pendingIssuedAt'), value: formatDateTime(Date.parse(withdrawal.createdAt)) },
  ];

  if (withdrawal.status === 'review') {
    return (
      <WithdrawalStateLayout state="review">
        <WithdrawalNotice tone="info" title={t('assets.state.review')}>
          <p>{t('assets.review.what')}</p>
        </WithdrawalNotice>
        <InfoRows rows={rows} />
        <Notes items={[t('assets.review.ifApproved'), t('assets.review.ifRejected')]} />
      </WithdrawalStateLayout>
    );
  }

  if (withdrawal.status === 'rejected') {
    const decided = withdrawal.reviewedAt ? [{ label: t('assets.rejected.decidedAt'), value: formatDateTime(Date.parse(withdrawal.reviewedAt)) }] : [];
    return (
      <WithdrawalStateLayout state="rejected">
        <WithdrawalNotice
          tone="rejected"
          title={t('assets.state.rejected')}
          action={
            onDismiss ? (
              <Button size="small" round nativeType="button" onClick={onDismiss}>
                {t('assets.rejected.dismiss')}
              </Button>
            ) : null
          }
        >
          <p>{t('assets.rejected.amountBack')}</p>
        </WithdrawalNotice>
        <InfoRows rows={[...rows, ...decided, { label: t('assets.rejected.reason'), value: withdrawal.reviewReason || t('assets.rejected.noReason') }]} />
      </WithdrawalStateLayout>
    );
  }

  const waiting = withdrawal.waitingForReserve;
  return (
    <WithdrawalStateLayout state={waiting ? 'waitingForReserve' : 'pending'}>
      {waiting ? (
        <WithdrawalNotice tone="waiting" title={t('assets.state.waitingForReserve')}>
          <p>{t('assets.reserve.why')}</p>
          <p>{t('assets.reserve.safe')}</p>
        </WithdrawalNotice>
      ) : null}
      <InfoRows rows={rows} />
      <SubmitBar
        label={t('assets.completeWithdrawal')}
        requires="signIn"
        loading={completing}
        disabledReason={waiting ? t('assets.reserve.completeDisabled') : null}
        onSubmit={onComplete}
      />
      <Notes items={[t('assets.pendingNote'), ...(paused ? [t('assets.paused.pendingStillGood')] : [])]} />
    </WithdrawalStateLayout>
  );
}
