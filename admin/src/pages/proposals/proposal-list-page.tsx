// Proposals (two people for money): by status, open first; each opens on its own page where it
// is approved or cancelled.
import { List, ShowButton, useTable } from '@refinedev/antd';
import { Table, Tabs, Tag } from 'antd';
import { PROPOSAL_STATUSES, type Proposal, type ProposalKind, type ProposalStatus } from '../../../../contract/admin.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { formatTime, shortAddress } from '../dashboard/format.ts';
import { ProposalStatusTag } from './proposal-status-tag.tsx';
import { PROPOSAL_KIND_LABELS } from './proposal-summary.ts';

export function ProposalListPage() {
  const { tableProps, filters, setFilters } = useTable<Proposal>({
    resource: 'proposals',
    pagination: { mode: 'client', pageSize: 20 },
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'open' }] },
    syncWithLocation: false,
  });
  const status = filters.find((filter) => 'field' in filter && filter.field === 'status')?.value as ProposalStatus | undefined;

  return (
    <List title={<PageTitle>Proposals</PageTitle>}>
      <Tabs
        activeKey={status ?? 'all'}
        onChange={(key) => setFilters([{ field: 'status', operator: 'eq', value: key === 'all' ? undefined : key }], 'replace')}
        items={[...PROPOSAL_STATUSES.map((s) => ({ key: s, label: s })), { key: 'all', label: 'all' }]}
      />
      <Table {...tableProps} rowKey="id">
        <Table.Column<Proposal> dataIndex="id" title="ID" width={70} />
        <Table.Column<Proposal> dataIndex="kind" title="Change" render={(kind: ProposalKind) => <Tag title={kind}>{PROPOSAL_KIND_LABELS[kind]}</Tag>} />
        <Table.Column<Proposal> dataIndex="reason" title="Reason" />
        <Table.Column<Proposal> dataIndex="proposedBy" title="Proposed by" render={(address: string) => <span title={address}>{shortAddress(address)}</span>} />
        <Table.Column<Proposal> dataIndex="proposedAt" title="Proposed" render={formatTime} />
        <Table.Column<Proposal> dataIndex="expiresAt" title="Expires" render={formatTime} />
        <Table.Column<Proposal> dataIndex="status" title="Status" render={(s: ProposalStatus) => <ProposalStatusTag status={s} />} />
        <Table.Column<Proposal> title="Details" width={90} render={(_, proposal) => <ShowButton size="small" recordItemId={proposal.id}>Open</ShowButton>} />
      </Table>
    </List>
  );
}
