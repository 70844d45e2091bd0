// Hashrate mining (route hashrate, the second tab): hashrate figures, claiming the mined SUIL
// as SUIL or as SUI, and the ways to the exchange and the records.
import { BillO, Exchange, Records } from '@react-vant/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActionGrid } from '../../../components/action-grid';
import { CoinSelector } from '../../../components/coin-selector';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';
import { SubmitBar } from '../../../components/submit-bar';
import { CLAIM_MODES, type ClaimMode } from '../lib/claim-preview';

export default function HashratePage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ClaimMode>('SUIL');
  // Hashrate, rates and the pending reward are chain reads (stake pool and claim preview);
  // every figure reads '--' until the contract module provides them.
  return (
    <PageLayout title={t('hashrate.title')} back={false} right={<Link to="/hashrateLog">{t('hashrate.records')}</Link>}>
      <SectionCard title={t('hashrate.myHashrate')}>
        <StatGrid
          items={[
            { label: t('hashrate.total') },
            { label: t('hashrate.remaining') },
            { label: t('hashrate.releaseRatio') },
            { label: t('hashrate.pending') },
          ]}
        />
      </SectionCard>

      <SectionCard title={t('hashrate.claimTitle')}>
        <CoinSelector label={t('hashrate.claimAs')} coins={CLAIM_MODES} value={mode} onChange={setMode} />
        <InfoRows
          rows={[
            { label: t('hashrate.claimAmount') },
            { label: t('hashrate.claimFee') },
            { label: t('hashrate.arrival', { coin: mode }) },
          ]}
        />
        <SubmitBar label={t('hashrate.claim')} requires="wallet" />
        <Notes items={[t('hashrate.noteModes'), t('hashrate.noteFee')]} />
      </SectionCard>

      <ActionGrid
        actions={[
          { key: 'exchange', label: t('hashrate.quickExchange'), icon: <Exchange />, to: '/exchange' },
          { key: 'records', label: t('hashrate.records'), icon: <Records />, to: '/hashrateLog' },
          { key: 'collection', label: t('hashrate.collection'), icon: <BillO />, to: '/collection' },
        ]}
      />
    </PageLayout>
  );
}
