// One proposal: what approving it changes, field by field (as read when proposed against as
// proposed, amounts in their coin, the changed fields marked and summed up in a line each), its
// hash, who proposed it, and the raw payload and record one toggle away. An approver (not the
// proposer) approves by naming the hash shown here: if the payload was edited since this page
// read it, the server refuses (payload_changed) and the page reads it again. The proposer or an
// approver cancels it. Both ask for a reason.
import { Show } from '@refinedev/antd';
import { useCan, useCustom, useCustomMutation, useGetIdentity, useInvalidate, useShow } from '@refinedev/core';
import { Alert, Button, Collapse, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { Dashboard, Proposal } from '../../../../contract/admin.ts';
import type { AdminIdentity } from '../../auth/auth-provider.ts';
import { BeforeAfter } from '../../components/before-after.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { formatTime } from '../dashboard/format.ts';
import { ProposalStatusTag } from './proposal-status-tag.tsx';
import { type ChangeLine, changeText, type ConfiguredDefaults, needsDefaults, PROPOSAL_KIND_LABELS, proposalChangeLines } from './proposal-summary.ts';

type Decision = 'approve' | 'cancel' | null;

/** The buttons of the two dialogs: each says what it does, so "cancel" never means two things. */
export const DECISION_WORDS = {
  approve: { title: (id: string) => `Approve proposal ${id}`, ok: 'Approve and execute', dismiss: 'Go back' },
  cancel: { title: (id: string) => `Cancel proposal ${id}?`, ok: 'Cancel the proposal', dismiss: 'Keep the proposal' },
} as const;

export function ProposalShowPage() {
  const { result: proposal, query } = useShow<Proposal>({ resource: 'proposals' });
  const { data: identity } = useGetIdentity<AdminIdentity>();
  const { data: canApprove } = useCan({ resource: 'proposals', action: 'approve' });
  const { data: canCancel } = useCan({ resource: 'proposals', action: 'cancel' });
  const [decision, setDecision] = useState<Decision>(null);
  const { mutate, mutation } = useCustomMutation<Proposal>();
  const invalidate = useInvalidate();
  // "Back to the default" is shown with the default's value: the dashboard carries the configured defaults.
  const wantsDefaults = proposal ? needsDefaults(proposal) : false;
  const { result: dashboard, query: dashboardQuery } = useCustom<Dashboard>({ url: '/dashboard', method: 'get', queryOptions: { enabled: wantsDefaults }, errorNotification: false });
  const defaults: ConfiguredDefaults = wantsDefaults && dashboardQuery.data ? dashboard.data.defaults : null;

  const open = proposal?.status === 'open';
  const own = proposal && identity && proposal.proposedBy === identity.address;
  const approveBlocked = !canApprove?.can ? canApprove?.reason : own ? 'You proposed it: another approver approves it.' : undefined;
  const cancelBlocked = !canCancel?.can ? canCancel?.reason : !own && identity?.role !== 'approver' ? 'Only its proposer or an approver cancels it.' : undefined;

  const refresh = () => void invalidate({ resource: 'proposals', invalidates: ['list', 'detail'], id: proposal?.id });

  const submit = (reason: string) => {
    if (!proposal || !decision) return;
    mutate(
      {
        url: `/proposals/${proposal.id}/${decision}`,
        method: 'post',
        values: decision === 'approve' ? { payloadHash: proposal.payloadHash, reason } : { reason },
        successNotification: (data) => ({
          type: 'success',
          message: decision === 'approve' ? `Proposal ${proposal.id}: ${data?.data.status ?? 'approved'}` : `Proposal ${proposal.id} cancelled`,
        }),
      },
      {
        onSuccess: () => {
          setDecision(null);
          refresh();
        },
        // The payload changed, or another person acted first: show what stands now.
        onError: refresh,
      },
    );
  };

  const lines = proposal ? proposalChangeLines(proposal, defaults) : null;
  const words = decision ? DECISION_WORDS[decision] : null;

  return (
    <Show title={<PageTitle>Proposal {proposal?.id}</PageTitle>} goBack={false} isLoading={query.isLoading} canDelete={false} canEdit={false}>
      {proposal && (
        <>
          {proposal.outcome && <Alert type={proposal.status === 'failed' ? 'error' : 'info'} showIcon message={proposal.outcome} style={{ marginBottom: 16 }} />}
          <Descriptions bordered size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Change">
              {PROPOSAL_KIND_LABELS[proposal.kind]} <Typography.Text code>{proposal.kind}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="Status">
              <ProposalStatusTag status={proposal.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Proposed by">{proposal.proposedBy}</Descriptions.Item>
            <Descriptions.Item label="Proposed">{formatTime(proposal.proposedAt)}</Descriptions.Item>
            <Descriptions.Item label="Reason">{proposal.reason}</Descriptions.Item>
            <Descriptions.Item label="Expires">{formatTime(proposal.expiresAt)}</Descriptions.Item>
            <Descriptions.Item label="Approved by">{proposal.approvedBy ?? 'nobody yet'}</Descriptions.Item>
            <Descriptions.Item label="Executed">{proposal.executedAt === null ? 'not yet' : formatTime(proposal.executedAt)}</Descriptions.Item>
            <Descriptions.Item label="Payload hash (sha256)" span={2}>
              <Typography.Text code copyable data-testid="proposal-hash">
                {proposal.payloadHash}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          {lines ? (
            <ChangeLines lines={lines} />
          ) : (
            <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="The console cannot read this payload field by field: read the raw payload below." />
          )}
          <Collapse
            // Open at once when there is nothing but the JSON to read.
            defaultActiveKey={lines ? [] : ['raw']}
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'raw',
                label: 'Raw payload and record (JSON): what the hash covers',
                children: (
                  <BeforeAfter
                    before={{ title: 'Now (when proposed or last edited)', value: proposal.before, testId: 'proposal-before' }}
                    after={{ title: 'Proposed payload', value: proposal.payload, testId: 'proposal-payload' }}
                  />
                ),
              },
            ]}
          />
          {open && (
            <Space style={{ marginTop: 16 }} wrap>
              <Button type="primary" disabled={!!approveBlocked} title={approveBlocked} onClick={() => setDecision('approve')}>
                Approve
              </Button>
              <Button danger disabled={!!cancelBlocked} title={cancelBlocked} onClick={() => setDecision('cancel')}>
                Cancel proposal
              </Button>
              {approveBlocked && <Typography.Text type="secondary">{approveBlocked}</Typography.Text>}
            </Space>
          )}
          <ReasonModal
            open={decision !== null}
            title={words ? words.title(proposal.id) : ''}
            okText={words?.ok ?? ''}
            cancelText={words?.dismiss}
            danger={decision === 'cancel'}
            pending={mutation.isPending}
            description={
              decision === 'approve' ? (
                <Typography.Paragraph>
                  You approve the payload shown, whose hash is <Typography.Text code>{proposal.payloadHash}</Typography.Text>. It takes effect at once.
                </Typography.Paragraph>
              ) : decision === 'cancel' ? (
                <Typography.Paragraph>The proposal is closed and changes nothing; to make the change later, someone proposes it again.</Typography.Paragraph>
              ) : null
            }
            onSubmit={submit}
            onCancel={() => setDecision(null)}
          />
        </>
      )}
    </Show>
  );
}

const EVERY_FIELD = 'Every field, now and as proposed';
/** Dark text on the tag's light blue: 4.5:1 or better. */
const CHANGED_TAG = { color: '#003eb3' };

/** What approving it changes: the changed fields in a line each, then every field, now against proposed. */
function ChangeLines({ lines }: { lines: ChangeLine[] }) {
  const changed = lines.filter((l) => l.changed);
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        What approving it changes
      </Typography.Title>
      <ul data-testid="proposal-change-summary" style={{ paddingLeft: 20, marginBottom: 16 }}>
        {changed.map((l) => (
          <li key={l.what}>
            <Typography.Text strong>{l.what}:</Typography.Text> {changeText(l)}
          </li>
        ))}
      </ul>
      <Typography.Paragraph strong style={{ marginBottom: 8 }} aria-hidden>
        {EVERY_FIELD}
      </Typography.Paragraph>
      <Table<ChangeLine>
        dataSource={lines}
        rowKey="what"
        pagination={false}
        size="small"
        style={{ marginBottom: 16 }}
        aria-label={EVERY_FIELD}
        data-testid="proposal-changes"
      >
        <Table.Column<ChangeLine>
          dataIndex="what"
          title="Field"
          width={240}
          render={(what: string, l) =>
            l.changed ? (
              <Space size={6}>
                <Typography.Text strong>{what}</Typography.Text>
                <Tag color="blue" style={CHANGED_TAG}>
                  changed
                </Tag>
              </Space>
            ) : (
              what
            )
          }
        />
        <Table.Column<ChangeLine> dataIndex="now" title="Now (when proposed or last edited)" />
        <Table.Column<ChangeLine>
          dataIndex="proposed"
          title="Proposed"
          render={(proposed: string, l) => (l.changed ? <Typography.Text strong>{proposed}</Typography.Text> : <Typography.Text type="secondary">{proposed}</Typography.Text>)}
        />
      </Table>
    </>
  );
}
