// One move of the app balance that happened on the server: which way it went (sent or received,
// a node bought or its price returned), with whom or which node, when, and how much. It names
// no transaction: a server record has no digest to show, copy or look up.
import { useTranslation } from 'react-i18next';
import type { BalanceRecord } from '../../../api/get-balance-records';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { RecordRow } from '../../../components/record-row';
import { CopyAddress } from './copy-address';

const OUT: ReadonlySet<BalanceRecord['kind']> = new Set(['transfer_out', 'node_purchase']);

const TITLE_KEYS = {
  transfer_out: 'assets.records.transferOut',
  transfer_in: 'assets.records.transferIn',
  node_purchase: 'assets.records.nodePurchase',
  node_return: 'assets.records.nodeReturn',
} as const;

function Detail({ record }: { record: BalanceRecord }) {
  const { t } = useTranslation();
  if (record.counterparty) {
    return <CopyAddress address={record.counterparty} labelKey={record.kind === 'transfer_out' ? 'assets.records.to' : 'assets.records.from'} />;
  }
  if (!record.node) return null;
  const tier = t(`assets.nodes.tiers.${record.node.tier}`);
  if (record.kind === 'node_purchase' && record.node.giftSuil > 0n) {
    return <>{t('assets.records.nodeWithGift', { tier, gift: `${formatDisplayAmount(record.node.giftSuil, DECIMALS.SUIL)} SUIL` })}</>;
  }
  return <>{tier}</>;
}

export function BalanceRecordRow({ record }: { record: BalanceRecord }) {
  const { t } = useTranslation();
  const sign = OUT.has(record.kind) ? '-' : '+';
  return (
    <RecordRow
      title={t(TITLE_KEYS[record.kind])}
      detail={<Detail record={record} />}
      time={record.createdAt}
      amount={`${sign}${formatDisplayAmount(record.amount, DECIMALS[record.coin])} ${record.coin}`}
    />
  );
}
