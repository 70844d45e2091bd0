// One tab of the withdrawals screen: a page of withdrawals of one status, or of voucher
// anomalies, read with the server's cursor (newest first), in a captioned table. The review
// queue's rows carry the two actions; a control that cannot be used says why.
import { keepPreviousData } from '@tanstack/react-query';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { AdminWithdrawal, VoucherAnomaly } from '../../../../contract/admin.ts';
import type { Page, WithdrawalStatus } from '../../../../contract/api.ts';
import { formatSui, formatTime, shortAddress } from '../dashboard/format.ts';
import { ProposalLink } from './proposal-link.tsx';
import {
  type Availability,
  type CursorTrail,
  currentCursor,
  FIRST_PAGE,
  newerPage,
  olderPage,
  pageNumber,
  TAB_HEADINGS,
  TAB_LABELS,
  tabRequest,
  type WithdrawalTab,
} from './withdrawal-actions.ts';

const CAPTION_STYLE: React.CSSProperties = { display: 'block', captionSide: 'top', textAlign: 'left', padding: '0 0 8px', fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' };
const NOWRAP: React.CSSProperties = { whiteSpace: 'nowrap' };

/** A long hex or base58 value, short on screen and in full on hover. */
function Short({ value, empty }: { value: string | null; empty: string }) {
  if (value === null) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <span title={value} style={{ fontFamily: 'monospace', ...NOWRAP }}>
      {shortAddress(value)}
    </span>
  );
}

/** The page's rows through useCustom (the data provider's `custom`), with the cursor trail that reached them. */
function useCursorPage<T>(tab: WithdrawalTab) {
  const [trail, setTrail] = useState<CursorTrail>(FIRST_PAGE);
  const request = tabRequest(tab, currentCursor(trail));
  const { result, query } = useCustom<Page<T>>({
    url: request.url,
    method: 'get',
    config: { query: request.query },
    // Failures show in the table's place (below), not as a toast at every refetch.
    errorNotification: false,
    // Paging keeps the rows shown until the next page arrives.
    queryOptions: { placeholderData: keepPreviousData },
  });
  const page = result?.data as Page<T> | undefined;
  return { trail, setTrail, page, query };
}

function Pager({ tab, trail, nextCursor, loading, onChange }: { tab: WithdrawalTab; trail: CursorTrail; nextCursor: string | null | undefined; loading: boolean; onChange: (trail: CursorTrail) => void }) {
  const first = trail.length === 0;
  const last = !nextCursor;
  return (
    <nav aria-label={`Pages of ${TAB_LABELS[tab].toLowerCase()}`} style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'flex-end', marginTop: 12 }}>
      <Typography.Text>Page {pageNumber(trail)}</Typography.Text>
      <Button disabled={first || loading} title={first ? 'This is the first page (the newest).' : undefined} onClick={() => onChange(newerPage(trail))}>
        Newer
      </Button>
      <Button disabled={last || loading} title={last ? 'This is the last page (the oldest).' : undefined} onClick={() => onChange(olderPage(trail, nextCursor))}>
        Older
      </Button>
    </nav>
  );
}

/** A table's empty line in readable grey (Ant Design's placeholder grey is below 4.5:1). */
function EmptyText({ loading, children }: { loading: boolean; children: string }) {
  return <Typography.Text type="secondary">{loading ? 'Reading…' : children}</Typography.Text>;
}

function ReadFailure({ what, message }: { what: string; message: string | undefined }) {
  return <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={`The ${what} could not be read.`} description={message ?? 'The server did not answer.'} />;
}

/** What a row of the review queue offers: each action, allowed or why not. */
export interface ReviewRowActions {
  reject: (withdrawal: AdminWithdrawal) => Availability;
  proposeApproval: (withdrawal: AdminWithdrawal) => Availability;
  /** The open proposal already asking to approve it, if any. */
  openProposal: (withdrawal: AdminWithdrawal) => string | undefined;
  onReject: (withdrawal: AdminWithdrawal) => void;
  onProposeApproval: (withdrawal: AdminWithdrawal) => void;
}

function ReviewActions({ withdrawal, actions }: { withdrawal: AdminWithdrawal; actions: ReviewRowActions }) {
  const reject = actions.reject(withdrawal);
  const propose = actions.proposeApproval(withdrawal);
  const proposalId = actions.openProposal(withdrawal);
  return (
    <Space direction="vertical" size={4}>
      <Space size={8}>
        <Button
          size="small"
          aria-label={`Propose approval of withdrawal ${withdrawal.id}`}
          disabled={!propose.allowed}
          title={propose.allowed ? 'An approver other than you approves it; then its voucher is signed.' : propose.reason}
          onClick={() => actions.onProposeApproval(withdrawal)}
        >
          Propose approval
        </Button>
        <Button
          size="small"
          danger
          aria-label={`Reject withdrawal ${withdrawal.id}`}
          disabled={!reject.allowed}
          title={reject.allowed ? 'Its amount goes back to the owner; the owner sees your reason.' : reject.reason}
          onClick={() => actions.onReject(withdrawal)}
        >
          Reject
        </Button>
      </Space>
      {proposalId && <ProposalLink id={proposalId}>Proposal {proposalId} waits for an approver</ProposalLink>}
    </Space>
  );
}

export function WithdrawalTable({ status, actions }: { status: WithdrawalStatus; actions?: ReviewRowActions }) {
  const { trail, setTrail, page, query } = useCursorPage<AdminWithdrawal>(status);
  const inReview = status === 'review';
  return (
    <section aria-label={TAB_LABELS[status]}>
      {query.isError && <ReadFailure what={TAB_LABELS[status].toLowerCase()} message={query.error?.message} />}
      <Table<AdminWithdrawal>
        rowKey="id"
        dataSource={page?.items ?? []}
        loading={query.isFetching}
        pagination={false}
        size="middle"
        caption={<span style={CAPTION_STYLE}>{`${TAB_HEADINGS[status]}, page ${pageNumber(trail)}`}</span>}
        locale={{ emptyText: <EmptyText loading={query.isLoading}>{`No ${TAB_LABELS[status].toLowerCase()} withdrawals on this page.`}</EmptyText> }}
      >
        <Table.Column<AdminWithdrawal> dataIndex="id" title="ID" width={80} />
        <Table.Column<AdminWithdrawal> dataIndex="address" title="Address" render={(address: string) => <Short value={address} empty="none" />} />
        <Table.Column<AdminWithdrawal> dataIndex="amount" title="Amount" align="right" render={(amount: string) => <span style={NOWRAP}>{formatSui(amount)}</span>} />
        <Table.Column<AdminWithdrawal> dataIndex="createdAt" title="Created" render={(at: string) => <span style={NOWRAP}>{formatTime(at)}</span>} />
        {!inReview && (
          <Table.Column<AdminWithdrawal> dataIndex="paidAt" title="Paid" render={(at: string | null) => (at ? <span style={NOWRAP}>{formatTime(at)}</span> : <Typography.Text type="secondary">not paid</Typography.Text>)} />
        )}
        {!inReview && <Table.Column<AdminWithdrawal> dataIndex="txDigest" title="Tx digest" render={(digest: string | null) => <Short value={digest} empty="none" />} />}
        <Table.Column<AdminWithdrawal>
          title="Reviewer / reason"
          render={(_, withdrawal) =>
            withdrawal.reviewedBy === null && withdrawal.reviewReason === null ? (
              <Typography.Text type="secondary">{inReview ? 'waiting for a person' : 'not reviewed'}</Typography.Text>
            ) : (
              <Space direction="vertical" size={0}>
                <Short value={withdrawal.reviewedBy} empty="unknown reviewer" />
                {withdrawal.reviewReason && <Typography.Text>{withdrawal.reviewReason}</Typography.Text>}
              </Space>
            )
          }
        />
        {actions && <Table.Column<AdminWithdrawal> title="Actions" width={270} render={(_, withdrawal) => <ReviewActions withdrawal={withdrawal} actions={actions} />} />}
      </Table>
      <Pager tab={status} trail={trail} nextCursor={page?.nextCursor} loading={query.isFetching} onChange={setTrail} />
    </section>
  );
}

export function AnomalyTable() {
  const { trail, setTrail, page, query } = useCursorPage<VoucherAnomaly>('anomalies');
  return (
    <section aria-label={TAB_LABELS.anomalies}>
      {query.isError && <ReadFailure what="voucher anomalies" message={query.error?.message} />}
      <Table<VoucherAnomaly>
        rowKey="id"
        dataSource={page?.items ?? []}
        loading={query.isFetching}
        pagination={false}
        size="middle"
        caption={<span style={CAPTION_STYLE}>{`${TAB_HEADINGS.anomalies}, page ${pageNumber(trail)}`}</span>}
        locale={{ emptyText: <EmptyText loading={query.isLoading}>No voucher anomalies on this page.</EmptyText> }}
      >
        <Table.Column<VoucherAnomaly> dataIndex="id" title="ID" width={80} />
        <Table.Column<VoucherAnomaly> dataIndex="kind" title="Kind" />
        <Table.Column<VoucherAnomaly> dataIndex="nonce" title="Nonce" render={(nonce: string) => <span style={{ fontFamily: 'monospace' }}>{nonce}</span>} />
        <Table.Column<VoucherAnomaly> dataIndex="recipient" title="Recipient" render={(address: string) => <Short value={address} empty="none" />} />
        <Table.Column<VoucherAnomaly> dataIndex="amount" title="Amount" align="right" render={(amount: string) => <span style={NOWRAP}>{formatSui(amount)}</span>} />
        <Table.Column<VoucherAnomaly> dataIndex="txDigest" title="Tx digest" render={(digest: string) => <Short value={digest} empty="none" />} />
        <Table.Column<VoucherAnomaly> dataIndex="eventSeq" title="Event" width={80} />
        <Table.Column<VoucherAnomaly> dataIndex="createdAt" title="Seen" render={(at: string) => <span style={NOWRAP}>{formatTime(at)}</span>} />
      </Table>
      <Pager tab="anomalies" trail={trail} nextCursor={page?.nextCursor} loading={query.isFetching} onChange={setTrail} />
    </section>
  );
}
