// One proposal: what it changes (payload) against what it replaces (before), its hash, and who
// proposed it. An approver (not the proposer) approves by naming the hash shown here: if the
// payload was edited since this page read it, the server refuses (payload_changed) and the page
// reads it again. The proposer or an approver cancels it. Both ask for a reason.
import { Show } from '@refinedev/antd';
import { useCan, useCustomMutation, useGetIdentity, useInvalidate, useShow } from '@refinedev/core';
import { Alert, Button, Descriptions, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { Proposal } from '../../../../contract/admin.ts';
import type { AdminIdentity } from '../../auth/auth-provider.ts';
import { BeforeAfter } from '../../components/before-after.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { formatTime } from '../dashboard/format.ts';
import { ProposalStatusTag } from './proposal-status-tag.tsx';
import { type ChangeLine, PROPOSAL_KIND_LABELS, proposalChangeLines } from './proposal-summary.ts';

type Decision = 'approve' | 'cancel' | null;

export function ProposalShowPage() {
  const { result: proposal, query } = useShow<Proposal>({ resource: 'proposals' });
  const { data: identity } = useGetIdentity<AdminIdentity>();
  const { data: canApprove } = useCan({ resource: 'proposals', action: 'approve' });
  const { data: canCancel } = useCan({ resource: 'proposals', action: 'cancel' });
  const [decision, setDecision] = useState<Decision>(null);
  const { mutate, mutation } = useCustomMutation<Proposal>();
  const invalidate = useInvalidate();

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
            <Descriptions.Item label="Executed">{formatTime(proposal.executedAt)}</Descriptions.Item>
            <Descriptions.Item label="Payload hash (sha256)" span={2}>
              <Typography.Text code copyable data-testid="proposal-hash">
                {proposal.payloadHash}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <ChangeLines lines={proposalChangeLines(proposal)} />
          <BeforeAfter
            before={{ title: 'Now (when proposed or last edited)', value: proposal.before, testId: 'proposal-before' }}
            after={{ title: 'Proposed', value: proposal.payload, testId: 'proposal-payload' }}
          />
          {open && (
            <Space style={{ marginTop: 16 }}>
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
            title={decision === 'approve' ? `Approve proposal ${proposal.id}` : `Cancel proposal ${proposal.id}`}
            okText={decision === 'approve' ? 'Approve and execute' : 'Cancel proposal'}
            danger={decision === 'cancel'}
            pending={mutation.isPending}
            description={
              decision === 'approve' ? (
                <Typography.Paragraph>
                  You approve the payload shown, whose hash is <Typography.Text code>{proposal.payloadHash}</Typography.Text>. It takes effect at once.
                </Typography.Paragraph>
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

const CAPTION_STYLE: React.CSSProperties = { display: 'block', textAlign: 'left', padding: '0 0 8px', fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' };

/** What approving it changes, in SUI and counts, for the kinds that have figures (the JSON below stays what is approved). */
function ChangeLines({ lines }: { lines: ChangeLine[] | null }) {
  if (!lines) return null;
  return (
    <Table<ChangeLine>
      dataSource={lines}
      rowKey="what"
      pagination={false}
      size="small"
      style={{ marginBottom: 16 }}
      caption={<span style={CAPTION_STYLE}>What approving it changes</span>}
      data-testid="proposal-changes"
    >
      <Table.Column<ChangeLine> dataIndex="what" title="What" width={220} />
      <Table.Column<ChangeLine> dataIndex="now" title="Now (when proposed or last edited)" />
      <Table.Column<ChangeLine> dataIndex="proposed" title="Proposed" />
    </Table>
  );
}
