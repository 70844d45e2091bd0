// Proposals (two people for money): by status, open first, each with what it changes in a line
// ("Price: 1,000 USDC -> 1,200 USDC"); each opens on its own page where it is read field by field
// and approved or cancelled.
import { List, ShowButton, useTable } from '@refinedev/antd';
import { useCustom } from '@refinedev/core';
import { Table, Tabs, Tag } from 'antd';
import { type Dashboard, PROPOSAL_STATUSES, type Proposal, type ProposalKind, type ProposalStatus } from '../../../../contract/admin.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { formatTime, shortAddress } from '../dashboard/format.ts';
import { ProposalStatusTag } from './proposal-status-tag.tsx';
import { changeText, type ConfiguredDefaults, needsDefaults, PROPOSAL_KIND_LABELS, proposalChangeLines } from './proposal-summary.ts';

/** At most this many changed fields in a row of the list; the proposal's page has them all. */
const SHOWN_CHANGES = 2;

/** What a proposal changes, in a line or two. */
function ChangesInBrief({ proposal, defaults }: { proposal: Proposal; defaults: ConfiguredDefaults }) {
  const changed = (proposalChangeLines(proposal, defaults) ?? []).filter((line) => line.changed);
  if (changed.length === 0) return <span>see its page</span>;
  return (
    <>
      {changed.slice(0, SHOWN_CHANGES).map((line) => (
        <div key={line.what}>
          {line.what}: {changeText(line)}
        </div>
      ))}
      {changed.length > SHOWN_CHANGES && <div>and {changed.length - SHOWN_CHANGES} more</div>}
    </>
  );
}

export function ProposalListPage() {
  const { tableProps, filters, setFilters } = useTable<Proposal>({
    resource: 'proposals',
    pagination: { mode: 'client', pageSize: 20 },
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'open' }] },
    syncWithLocation: false,
  });
  const status = filters.find((filter) => 'field' in filter && filter.field === 'status')?.value as ProposalStatus | undefined;
  const wantsDefaults = (tableProps.dataSource ?? []).some((proposal) => needsDefaults(proposal));
  const { result: dashboard, query: dashboardQuery } = useCustom<Dashboard>({ url: '/dashboard', method: 'get', queryOptions: { enabled: wantsDefaults }, errorNotification: false });
  const defaults: ConfiguredDefaults = wantsDefaults && dashboardQuery.data ? dashboard.data.defaults : null;

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
        <Table.Column<Proposal> title="What it changes" render={(_, proposal) => <ChangesInBrief proposal={proposal} defaults={defaults} />} />
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
