// One liquidity position (route pledgeDetails1?id=<position>): its fields, withdrawing the
// income, and unstaking.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SUI_DECIMALS } from '../../../chain/amount';
import { AccessGate } from '../../../components/access-gate';
import { AmountField } from '../../../components/amount-field';
import { checkAmount } from '../../../components/amount-validation';
import { EmptyState } from '../../../components/empty-state';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { PledgePositionFields } from '../components/pledge-position-fields';
import type { PledgePosition } from '../lib/pledge-position';

export default function PledgeDetailsPage() {
  const { t } = useTranslation();
  const positionId = useSearchParams()[0].get('id');
  const [unstakeAmount, setUnstakeAmount] = useState('');
  // Positions come from the chain through the contract module; until it reads them, the
  // position is unknown: its fields read '--' and the unstake amount is not capped here.
  const position = null as PledgePosition | null;
  const principal = position?.principal ?? null;
  const check = checkAmount(unstakeAmount, {
    decimals: SUI_DECIMALS,
    emptyKey: 'validation.enterPledgeAmount',
    available: principal,
    overKey: 'validation.exceedsAvailable',
  });
  const unstakeError = unstakeAmount !== '' && !check.ok ? t(check.key) : null;

  return (
    <PageLayout title={t('pledge.detailsTitle')}>
      <AccessGate requires="wallet" walletHint={t('pledge.connectForPositions')}>
        {positionId === null ? (
          <EmptyState
            description={t('pledge.noPositionSelected')}
            action={<Link to="/pledge1">{t('pledge.backToPositions')}</Link>}
          />
        ) : (
          <>
            <SectionCard title={t('pledge.positionTitle')}>
              <PledgePositionFields position={position} />
            </SectionCard>

            <SectionCard title={t('pledge.withdrawIncomeTitle')}>
              <Notes items={[t('pledge.noteRestart')]} />
              <SubmitBar label={t('pledge.withdrawIncome')} requires="wallet" />
            </SectionCard>

            <SectionCard title={t('pledge.unstakeTitle')}>
              <AmountField
                label={t('pledge.unstakeQuantity')}
                value={unstakeAmount}
                onChange={setUnstakeAmount}
                decimals={SUI_DECIMALS}
                symbol="SUI"
                symbolText="SUI"
                available={principal}
                error={unstakeError}
              />
              <SubmitBar label={t('pledge.unstake')} requires="wallet" disabled={!check.ok} />
              <Notes items={[t('pledge.noteUnstake'), t('pledge.notePrincipalAndIncome')]} />
            </SectionCard>
          </>
        )}
      </AccessGate>
    </PageLayout>
  );
}
