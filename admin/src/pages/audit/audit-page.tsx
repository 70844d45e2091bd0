// The audit log: every operator action on the record, newest first, filtered by operator,
// action, subject and time (the subject proposal:<id> finds the proposal's rows and the row its
// execution wrote, which names the proposal); a row opens to what it changed (before and after); "Older" pages
// back with the server's cursor; "Export CSV" saves every row the filters match; "Check the
// chain" asks the server whether any row was edited, removed or reordered since it was written.
import { List } from '@refinedev/antd';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import type { AdminAuditRow } from '../../../../contract/admin.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { formatTime, shortAddress } from '../dashboard/format.ts';
import { ProposalLink } from '../withdrawals/proposal-link.tsx';
import { AuditChainResult } from './audit-chain-result.tsx';
import { AuditFilterForm } from './audit-filter-form.tsx';
import { hasAuditFilters } from './audit-query.ts';
import { AuditRowDetails } from './audit-row-details.tsx';
import { useAuditChainCheck } from './use-audit-chain-check.ts';
import { useAuditCsvExport } from './use-audit-csv-export.ts';
import { useAuditLog } from './use-audit-log.ts';

/** Read by screen readers, not shown: the expand column's header. */
const VISUALLY_HIDDEN: React.CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

export function AuditPage() {
  const log = useAuditLog();
  const chain = useAuditChainCheck();
  const csv = useAuditCsvExport();

  const filtered = hasAuditFilters(log.filters);
  const emptyText = log.error
    ? 'The audit log could not be read.'
    : !log.loaded
      ? 'Reading the audit log…'
      : filtered
        ? 'No audit row matches these filters.'
        : 'The audit log is empty: no operator action has been recorded yet.';
  const first = log.rows[0];
  const last = log.rows.at(-1);

  return (
    <List
      title={<PageTitle>Audit log</PageTitle>}
      breadcrumb={false}
      headerButtons={
        <Space>
          <Button loading={csv.exporting} onClick={() => csv.run(log.filters)} title="Every row that matches the applied filters, newest first" data-testid="audit-export-csv">
            {csv.exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
          <Button loading={chain.checking} onClick={chain.run} data-testid="audit-check-chain">
            {chain.checking ? 'Checking…' : 'Check the chain'}
          </Button>
        </Space>
      }
    >
      <AuditChainResult check={chain} />
      <AuditFilterForm knownActions={log.knownActions} loading={log.loading} onApply={log.apply} />
      {log.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message="The audit log could not be read."
          description={log.rows.length > 0 ? `${log.error.message}. The rows below are from the last read that worked.` : log.error.message}
          style={{ marginBottom: 16 }}
          data-testid="audit-read-error"
        />
      )}
      <Table<AdminAuditRow>
        dataSource={log.rows}
        rowKey="seq"
        loading={log.loading}
        pagination={false}
        size="middle"
        // Ant Design greys the empty text below 4.5:1; the theme's secondary text is readable.
        locale={{ emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> }}
        expandable={{ columnTitle: <span style={VISUALLY_HIDDEN}>Details</span>, expandedRowRender: (row) => <AuditRowDetails row={row} /> }}
        data-testid="audit-table"
      >
        <Table.Column<AdminAuditRow> dataIndex="seq" title="Seq" width={80} />
        <Table.Column<AdminAuditRow> dataIndex="at" title="Time (UTC)" width={200} render={(at: string) => <span title={at}>{formatTime(at)}</span>} />
        <Table.Column<AdminAuditRow> dataIndex="operator" title="Operator" width={170} render={(operator: string) => <span title={operator}>{shortAddress(operator)}</span>} />
        <Table.Column<AdminAuditRow> dataIndex="action" title="Action" width={170} render={(action: string) => <Tag>{action}</Tag>} />
        <Table.Column<AdminAuditRow>
          dataIndex="subject"
          title="Subject"
          width={220}
          render={(subject: string | null, row) => (
            <>
              {subject === null ? <Typography.Text type="secondary">none</Typography.Text> : <span title={subject}>{subject.replace(/0x[0-9a-fA-F]{64}/g, shortAddress)}</span>}
              {row.proposal !== null && (
                <div data-testid={`audit-executes-${row.seq}`}>
                  <ProposalLink id={row.proposal}>executes proposal {row.proposal}</ProposalLink>
                </div>
              )}
            </>
          )}
        />
        <Table.Column<AdminAuditRow> dataIndex="reason" title="Reason" />
      </Table>
      <Space style={{ marginTop: 16 }} wrap>
        <Button onClick={log.newest} disabled={log.loading} title="The newest rows, read again">
          Newest
        </Button>
        <Button onClick={log.newer} disabled={log.pageNumber === 1 || log.loading} title={log.pageNumber === 1 ? 'These are the newest rows that match' : undefined}>
          Newer
        </Button>
        <Button type="primary" onClick={log.older} disabled={!log.hasOlder || log.loading} title={!log.hasOlder ? 'No older row matches' : undefined} data-testid="audit-older">
          Older
        </Button>
        <Typography.Text type="secondary" aria-live="polite" data-testid="audit-page-status">
          {first && last ? `Page ${log.pageNumber}: rows ${first.seq} to ${last.seq}` : `Page ${log.pageNumber}`}
          {log.loaded && !log.hasOlder && log.rows.length > 0 ? '; no older row matches.' : ''}
        </Typography.Text>
      </Space>
    </List>
  );
}
