// Who may sign in to the console, and as what: shown to everyone signed in, changed only by a
// proposal of kind `allowlist` that an approver other than the proposer approves (two people).
// The form checks a change against the list as read here before sending it; the server checks
// again on proposing and on approving.
import { useCan, useCustom, useCustomMutation, useGetIdentity, useInvalidate, useList } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Radio, Space, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AllowlistEntry, Proposal, ProposalPayload } from '../../../../contract/admin.ts';
import type { AdminIdentity } from '../../auth/auth-provider.ts';
import { ActionOutcome } from '../../components/action-outcome.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { reasonRule } from '../../components/reason-modal.tsx';
import { formatTime, shortAddress } from '../dashboard/format.ts';
import { parseLookupAddress, userPath } from '../users/lookup-address.ts';
import {
  type AllowlistChangeValues,
  type AllowlistProposal,
  allowlistAddressProblem,
  allowlistChangeProblem,
  buildAllowlistProposal,
  currentRole,
  describeAllowlistChange,
  type RoleChoice,
} from './allowlist-change.ts';

const CHANGE_OPTIONS: { value: RoleChoice; label: string }[] = [
  { value: 'viewer', label: 'viewer' },
  { value: 'operator', label: 'operator' },
  { value: 'approver', label: 'approver' },
  { value: 'remove', label: 'remove from the allowlist' },
];

function proposalPath(id: string): string {
  return `/proposals/show/${id}`;
}

export function AllowlistPage() {
  const { query } = useCustom<AllowlistEntry[]>({ url: '/allowlist', method: 'get', errorNotification: false });
  const entries = query.data?.data;
  const { data: identity } = useGetIdentity<AdminIdentity>();
  const self = identity?.address ?? null;
  const formCard = useRef<HTMLDivElement>(null);
  const [form] = Form.useForm<AllowlistChangeValues>();

  const prefill = (entry: AllowlistEntry) => {
    form.setFieldsValue({ address: entry.address, change: undefined });
    formCard.current?.scrollIntoView({ block: 'start' });
    formCard.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  };

  return (
    <>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <div>
          <PageTitle>Allowlist</PageTitle>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            Who may sign in to the console, and as what. A change is a proposal: it takes effect when an approver other than its proposer approves it, and
            nobody proposes a change of their own entry.
          </Typography.Paragraph>
        </div>
        <Card title="On the allowlist" size="small">
          {query.isError && (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginBottom: 12 }}
              message="The allowlist could not be read."
              description={query.error?.message}
              action={<Button onClick={() => void query.refetch()}>Try again</Button>}
            />
          )}
          <AllowlistTable entries={entries} loading={query.isLoading} self={self} onPropose={prefill} />
        </Card>
        <OpenAllowlistProposals />
        <div ref={formCard}>
          <ProposeChangeCard form={form} entries={entries} self={self} />
        </div>
      </Space>
    </>
  );
}

function AllowlistTable({ entries, loading, self, onPropose }: { entries: AllowlistEntry[] | undefined; loading: boolean; self: string | null; onPropose: (entry: AllowlistEntry) => void }) {
  const { data: canCreate } = useCan({ resource: 'proposals', action: 'create' });
  return (
    <Table<AllowlistEntry> dataSource={entries ?? []} loading={loading} rowKey="address" pagination={false} size="small" locale={{ emptyText: <Typography.Text type="secondary">{loading ? 'Reading the allowlist…' : 'Nobody is on the allowlist.'}</Typography.Text> }}>
      <Table.Column<AllowlistEntry>
        dataIndex="address"
        title="Address"
        render={(address: string) => (
          <Space size={4}>
            <Typography.Text code copyable style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {address}
            </Typography.Text>
            {address === self && <Tag>you</Tag>}
          </Space>
        )}
      />
      <Table.Column<AllowlistEntry> dataIndex="role" title="Role" render={(role: string) => <Tag>{role}</Tag>} />
      <Table.Column<AllowlistEntry>
        dataIndex="addedBy"
        title="Added by"
        render={(addedBy: string) => (parseLookupAddress(addedBy).ok ? <Link to={userPath(addedBy)} title={addedBy}>{shortAddress(addedBy)}</Link> : addedBy)}
      />
      <Table.Column<AllowlistEntry> dataIndex="addedAt" title="Added" render={(at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(at)}</span>} />
      <Table.Column<AllowlistEntry>
        title="Change"
        render={(_, entry) => {
          if (entry.address === self) return <Typography.Text type="secondary">Your own entry: two other people change it.</Typography.Text>;
          const blocked = !canCreate?.can ? canCreate?.reason : undefined;
          return (
            <Button size="small" disabled={!!blocked} title={blocked} onClick={() => onPropose(entry)} aria-label={`Propose a change of ${shortAddress(entry.address)}`}>
              Propose a change
            </Button>
          );
        }}
      />
    </Table>
  );
}

/** Allowlist proposals still open: what is already waiting, so nobody proposes it twice. */
function OpenAllowlistProposals() {
  const { result, query } = useList<Proposal>({ resource: 'proposals', filters: [{ field: 'status', operator: 'eq', value: 'open' }], pagination: { mode: 'off' } });
  const open = (result.data ?? []).filter((proposal) => proposal.kind === 'allowlist');
  return (
    <Card title="Allowlist changes waiting for approval" size="small">
      {query.isError ? (
        <Alert type="error" showIcon role="alert" message="The open proposals could not be read." description={query.error?.message} />
      ) : (
        <Table<Proposal> dataSource={open} loading={query.isLoading} rowKey="id" pagination={false} size="small" locale={{ emptyText: <Typography.Text type="secondary">No allowlist change is waiting.</Typography.Text> }}>
          <Table.Column<Proposal> dataIndex="id" title="Proposal" render={(id: string) => <Link to={proposalPath(id)}>Proposal {id}</Link>} />
          <Table.Column<Proposal>
            title="Address"
            render={(_, proposal) => {
              const payload = proposal.payload as ProposalPayload<'allowlist'>;
              return <span title={payload.address}>{shortAddress(payload.address)}</span>;
            }}
          />
          <Table.Column<Proposal>
            title="Change"
            render={(_, proposal) => {
              const payload = proposal.payload as ProposalPayload<'allowlist'>;
              const before = (proposal.before as { role?: AllowlistEntry['role'] | null } | null)?.role ?? null;
              return describeAllowlistChange(before, payload.role);
            }}
          />
          <Table.Column<Proposal> dataIndex="reason" title="Reason" />
          <Table.Column<Proposal> dataIndex="proposedBy" title="Proposed by" render={(address: string) => <span title={address}>{shortAddress(address)}</span>} />
          <Table.Column<Proposal> dataIndex="expiresAt" title="Expires" render={formatTime} />
        </Table>
      )}
    </Card>
  );
}

type ProposeOutcome = { ok: true; proposal: Proposal } | { ok: false; message: string } | null;

function ProposeChangeCard({ form, entries, self }: { form: ReturnType<typeof Form.useForm<AllowlistChangeValues>>[0]; entries: AllowlistEntry[] | undefined; self: string | null }) {
  const { data: canCreate } = useCan({ resource: 'proposals', action: 'create' });
  const { mutate, mutation } = useCustomMutation<Proposal>();
  const invalidate = useInvalidate();
  const [outcome, setOutcome] = useState<ProposeOutcome>(null);
  const typed = Form.useWatch('address', form) as string | undefined;
  const chosen = Form.useWatch('change', form) as RoleChoice | undefined;

  const parsed = parseLookupAddress(typed);
  const now = parsed.ok && entries ? currentRole(entries, parsed.address) : undefined;
  const blocked = !canCreate?.can ? (canCreate?.reason ?? 'Checking your role…') : !entries ? 'The allowlist has not been read: a change cannot be checked against it.' : undefined;

  const submit = (values: AllowlistChangeValues) => {
    if (blocked || !entries) return;
    let body: AllowlistProposal;
    try {
      body = buildAllowlistProposal(values);
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof Error ? error.message : 'The change is not valid.' });
      return;
    }
    setOutcome(null);
    mutate(
      {
        url: '/proposals',
        method: 'post',
        values: body,
        successNotification: (data) => ({ type: 'success', message: `Proposal ${data?.data.id ?? ''} opened: it waits for another approver` }),
        errorNotification: (error) => ({ type: 'error', message: 'The change was not proposed', description: error?.message ?? 'the server refused' }),
      },
      {
        onSuccess: ({ data }) => {
          setOutcome({ ok: true, proposal: data });
          form.resetFields();
          void invalidate({ resource: 'proposals', invalidates: ['list'] });
        },
        onError: (error) => setOutcome({ ok: false, message: error.message }),
      },
    );
  };

  return (
    <Card title="Propose a change" size="small">
      <Form<AllowlistChangeValues> form={form} name="allowlist-change" layout="vertical" onFinish={submit} style={{ maxWidth: 760 }}>
        <Form.Item
          name="address"
          label="Address"
          extra={parsed.ok && now !== undefined ? <span data-testid="allowlist-now">Now: {now ?? 'not on the allowlist'}</span> : 'The full address: 0x and 64 hex digits.'}
          rules={[
            {
              validator: async (_, value: unknown) => {
                const problem = allowlistAddressProblem(typeof value === 'string' ? value : '', self);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input spellCheck={false} autoComplete="off" style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Form.Item
          name="change"
          label="New role"
          dependencies={['address']}
          rules={[
            {
              validator: async (_, value: unknown) => {
                const address = parseLookupAddress(form.getFieldValue('address') as string | undefined);
                // A bad address has its own message; the role is checked against a valid one.
                if (!address.ok) {
                  if (value === undefined) throw new Error('Choose a role, or to take the address off the allowlist.');
                  return;
                }
                const problem = allowlistChangeProblem(address.address, value as RoleChoice | undefined, entries ?? []);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Radio.Group optionType="button" options={CHANGE_OPTIONS} />
        </Form.Item>
        <Form.Item name="reason" label="Reason (kept with the proposal and in the audit log)" rules={[reasonRule]}>
          <Input maxLength={200} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={!!blocked} title={blocked} data-testid="allowlist-propose">
            {chosen === 'remove' ? 'Propose removing it' : 'Propose the change'}
          </Button>
          {blocked && <Typography.Text type="secondary">{blocked}</Typography.Text>}
        </Space>
      </Form>
      {outcome && (
        <ActionOutcome
          style={{ marginTop: 12 }}
          ok={outcome.ok}
          message={outcome.ok ? `Proposal ${outcome.proposal.id} is open.` : 'The change was not proposed.'}
          description={
            outcome.ok ? (
              <span>
                It takes effect when an approver other than you approves it, before {formatTime(outcome.proposal.expiresAt)}.{' '}
                <Link to={proposalPath(outcome.proposal.id)} data-testid="allowlist-proposal-link">
                  Open proposal {outcome.proposal.id}
                </Link>
              </span>
            ) : (
              outcome.message
            )
          }
          onClose={() => setOutcome(null)}
          testId="allowlist-outcome"
        />
      )}
    </Card>
  );
}
