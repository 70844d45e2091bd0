// A withdrawal the server issued and the chain has not paid yet: its amount has left the
// withdrawable income, and the signed voucher stays good until it is submitted. Shown on the
// assets page and in the withdraw sheet, with the button that completes it.
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '../../../api/get-withdrawals';
import { SUI_DECIMALS } from '../../../chain/amount';
import { formatDisplayAmount } from '../../../chain/format';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { SubmitBar } from '../../../components/submit-bar';
import { useFormatDateTime } from '../../../hooks/use-format-date';

export function PendingWithdrawal({ pending, onComplete, completing }: { pending: Withdrawal; onComplete: () => void; completing: boolean }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <div data-testid="pending-withdrawal">
      <InfoRows
        rows={[
          { label: t('assets.pendingAmount'), value: `${formatDisplayAmount(pending.amount, SUI_DECIMALS)} SUI` },
          { label: t('assets.pendingIssuedAt'), value: formatDateTime(Date.parse(pending.createdAt)) },
        ]}
      />
      <SubmitBar label={t('assets.completeWithdrawal')} requires="signIn" loading={completing} onSubmit={onComplete} />
      <Notes items={[t('assets.pendingNote')]} />
    </div>
  );
}
