// One bank position (route financialDetails?id=<subscription>): its figures, its daily income
// records, and redeeming it.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { toApiError } from '../../../api/api-error';
import { useRedeemBankSubscription } from '../../../api/redeem-bank-subscription';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { AccessGate } from '../../../components/access-gate';
import { EmptyState } from '../../../components/empty-state';
import { confirmDialog, showLoading, showToast } from '../../../components/feedback';
import { InfoRows } from '../../../components/info-rows';
import { CardSkeleton } from '../../../components/loading-skeleton';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { formatBps } from '../../../components/percent';
import { QueryErrorState } from '../../../components/query-error-state';
import { RecordRow } from '../../../components/record-row';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { useFormatDateTime } from '../../../hooks/use-format-date';
import { useBankPosition } from '../hooks/use-bank-position';
import { useNow } from '../hooks/use-now';
import { canRedeem } from '../lib/bank-rules';

function Position({ id }: { id: string }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { position, isPending, isError, error, refetch } = useBankPosition(id);
  const redeem = useRedeemBankSubscription();
  const now = useNow();
  if (isPending) {
    return <CardSkeleton label={t('api.loading')} rows={5} />;
  }
  if (isError) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  if (!position) {
    return <EmptyState description={t('bank.positionNotFound')} action={<Link to="/financial">{t('bank.backToBank')}</Link>} />;
  }
  const decimals = DECIMALS[position.coin];
  const money = (value: bigint) => `${formatDisplayAmount(value, decimals)} ${position.coin}`;
  const redeemable = canRedeem(position, now);

  const submit = async () => {
    if (!(await confirmDialog({ title: t('bank.redeemTitle'), message: t('bank.confirmRedeem', { principal: money(position.principal) }) }))) return;
    const closeLoading = showLoading(t('bank.redeeming'));
    try {
      const { payout } = await redeem.mutateAsync(position.id);
      closeLoading();
      showToast(t('bank.redeemed', { principal: money(payout.principal), income: money(payout.income) }), 'success');
    } catch (failure) {
      closeLoading();
      const apiError = toApiError(failure);
      if (apiError.code !== 'unauthorized') showToast(`${t('bank.redeemFailed')}\n${t(apiError.messageKey)}`, 'fail');
    }
  };

  return (
    <>
      <SectionCard title={t('bank.positionTitle')} extra={t(`bank.status.${position.status}`)}>
        <InfoRows
          rows={[
            { label: t('bank.principal'), value: money(position.principal) },
            { label: t('bank.days'), value: String(position.days) },
            { label: t('bank.generatedIncome'), value: money(position.generatedIncome) },
            { label: t('bank.yield'), value: t('bank.dailyYield', { rate: formatBps(BigInt(position.dailyRateBps)) }) },
            { label: t('bank.start'), value: formatDateTime(Date.parse(position.startAt)) },
            { label: t('bank.expiry'), value: formatDateTime(Date.parse(position.expiresAt)) },
          ]}
        />
      </SectionCard>

      <SectionCard title={t('bank.incomeRecords')}>
        {position.incomeRecords.length === 0 ? (
          <EmptyState description={t('bank.incomeRecordsPlaceholder')} />
        ) : (
          position.incomeRecords.map((record) => (
            <RecordRow
              key={record.day}
              title={t('bank.dayN', { day: record.day })}
              detail={t('bank.feeTaken', { fee: money(record.fee) })}
              time={record.releasedAt}
              amount={`+${money(record.net)}`}
            />
          ))
        )}
      </SectionCard>

      {position.status === 'active' ? (
        <SectionCard title={t('bank.redeemTitle')}>
          <SubmitBar
            label={t('bank.redeem')}
            requires="signIn"
            disabledReason={redeemable ? null : t('bank.redeemableFrom', { time: formatDateTime(Date.parse(position.redeemableAt)) })}
            loading={redeem.isPending}
            onSubmit={() => void submit()}
          />
          <Notes items={[t('bank.noteRedeem'), t('bank.noteFee')]} />
        </SectionCard>
      ) : null}
    </>
  );
}

export default function FinancialDetailsPage() {
  const { t } = useTranslation();
  const subscriptionId = useSearchParams()[0].get('id');
  return (
    <PageLayout title={t('bank.detailsTitle')}>
      <AccessGate requires="signIn" walletHint={t('bank.connectForPositions')}>
        {subscriptionId === null ? (
          <EmptyState
            description={t('bank.noPositionSelected')}
            action={<Link to="/financial">{t('bank.backToBank')}</Link>}
          />
        ) : (
          <Position id={subscriptionId} />
        )}
      </AccessGate>
    </PageLayout>
  );
}
