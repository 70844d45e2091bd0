// The nodes the signed-in user bought: tier, price, when bought, when the price comes back, and
// whether it has (days left counted on the server's clock, the chain's on localnet).
import { useTranslation } from 'react-i18next';
import { type NodePurchase, useMyNodes } from '../../../api/get-my-nodes';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { AccessGate } from '../../../components/access-gate';
import { ApiList } from '../../../components/api-list';
import { InfoRows } from '../../../components/info-rows';
import { SectionCard } from '../../../components/section-card';
import { useFormatDateTime } from '../../../hooks/use-format-date';
import { daysUntilReturn } from '../lib/node-return';
import styles from './my-nodes.module.css';

function MyNode({ node, asOf }: { node: NodePurchase; asOf: string | null }) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const status = node.returned ? t('assets.nodes.mine.returned') : t('assets.nodes.mine.held');
  const rows = [
    { label: t('assets.nodes.mine.price'), value: `${formatDisplayAmount(node.price, DECIMALS[node.coin])} ${node.coin}` },
    { label: t('assets.nodes.mine.boughtOn'), value: formatDate(Date.parse(node.purchasedAt)) },
    { label: t(node.returned ? 'assets.nodes.mine.returnDate' : 'assets.nodes.mine.returnsOn'), value: formatDate(Date.parse(node.returnAt)) },
  ];
  if (!node.returned && asOf) rows.push({ label: t('assets.nodes.mine.daysLeft'), value: String(daysUntilReturn(node.returnAt, asOf)) });
  return (
    <article className={styles.node} aria-label={t(`assets.nodes.tiers.${node.tier}`)}>
      <header className={styles.header}>
        <h3 className={styles.tier}>{t(`assets.nodes.tiers.${node.tier}`)}</h3>
        <span className={node.returned ? styles.returned : styles.held}>{status}</span>
      </header>
      <InfoRows rows={rows} />
    </article>
  );
}

function MyNodesList() {
  const { t } = useTranslation();
  const nodes = useMyNodes();
  const asOf = nodes.data?.pages[0]?.asOf ?? null;
  return (
    <ApiList query={nodes} itemKey={(node) => node.id} emptyText={t('assets.nodes.mine.none')} renderItem={(node) => <MyNode node={node} asOf={asOf} />} />
  );
}

export function MyNodes() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('assets.nodes.mine.title')}>
      <AccessGate requires="signIn" walletHint={t('assets.nodes.mine.connect')}>
        <MyNodesList />
      </AccessGate>
    </SectionCard>
  );
}
