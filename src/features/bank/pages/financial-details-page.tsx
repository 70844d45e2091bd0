// One bank position (route financialDetails?id=<subscription>): its figures, its daily income
// records, and redeeming it.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AccessGate } from '../../../components/access-gate';
import { EmptyState } from '../../../components/empty-state';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';

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
          <>
            <SectionCard title={t('bank.positionTitle')}>
              {/* The position is read from the server's bank records; '--' until then. */}
              <InfoRows
                rows={[
                  { label: t('bank.principal') },
                  { label: t('bank.days') },
                  { label: t('bank.generatedIncome') },
                  { label: t('bank.yield') },
                  { label: t('bank.start') },
                  { label: t('bank.expiry') },
                ]}
              />
            </SectionCard>

            <SectionCard title={t('bank.incomeRecords')}>
              <EmptyState description={t('bank.incomeRecordsPlaceholder')} />
            </SectionCard>

            <SectionCard title={t('bank.redeemTitle')}>
              <SubmitBar label={t('bank.redeem')} requires="signIn" />
              <Notes items={[t('bank.noteRedeem'), t('bank.noteFee')]} />
            </SectionCard>
          </>
        )}
      </AccessGate>
    </PageLayout>
  );
}
