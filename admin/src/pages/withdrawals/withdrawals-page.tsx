// Withdrawals: the pause (one person pauses; resuming is a proposal for two), then the lists by
// status with the review queue first, and the voucher anomalies the indexer found. A withdrawal
// in review is rejected by one operator, or approved by a proposal another approver signs.
// Every action asks for a reason; the server decides in any case.
import { useCan, useList, useOne } from '@refinedev/core';
import { Alert, Button, Card, Skeleton, Space, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { Dashboard, Proposal } from '../../../../contract/admin.ts';
import { SINGLETON_ID } from '../../api/data-provider.ts';
import { ActionOutcome } from '../../components/action-outcome.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { formatSui, formatTime, shortAddress } from '../dashboard/format.ts';
import { ProposalLink } from './proposal-link.tsx';
import { type CreatedProposal, useWithdrawalActions } from './use-withdrawal-actions.ts';
import {
  type Availability,
  actionWords,
  isWithdrawalTab,
  openApprovalProposals,
  openResumeProposal,
  pauseAvailability,
  proposeApprovalAvailability,
  rejectAvailability,
  resumeAvailability,
  TAB_LABELS,
  WITHDRAWAL_TABS,
  type WithdrawalAction,
  type WithdrawalTab,
} from './withdrawal-actions.ts';
import { AnomalyTable, type ReviewRowActions, WithdrawalTable } from './withdrawal-tables.tsx';

/** The pause is read again this often, as the dashboard reads it. */
const REFRESH_MS = 15_000;

export function WithdrawalsPage() {
  const [tab, setTab] = useState<WithdrawalTab>('review');
  const { result: dashboard, query: dashboardQuery } = useOne<Dashboard>({
    resource: 'dashboard',
    id: SINGLETON_ID,
    queryOptions: { refetchInterval: REFRESH_MS },
    errorNotification: false,
  });
  const { result: openProposals, query: proposalsQuery } = useList<Proposal>({
    resource: 'proposals',
    filters: [{ field: 'status', operator: 'eq', value: 'open' }],
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const { data: canReject } = useCan({ resource: 'withdrawals', action: 'reject' });
  const { data: canPause } = useCan({ resource: 'withdrawals', action: 'pause' });
  const { data: canPropose } = useCan({ resource: 'proposals', action: 'create' });
  const actions = useWithdrawalActions();

  const proposals = useMemo(() => openProposals?.data ?? [], [openProposals?.data]);
  const approvals = useMemo(() => openApprovalProposals(proposals), [proposals]);
  const resumeProposal = openResumeProposal(proposals);
  const pause = dashboard?.paused;

  const rowActions: ReviewRowActions = {
    reject: (withdrawal) => rejectAvailability(withdrawal, canReject),
    proposeApproval: (withdrawal) => proposeApprovalAvailability(withdrawal, canPropose, approvals.get(withdrawal.id)),
    openProposal: (withdrawal) => approvals.get(withdrawal.id),
    onReject: (withdrawal) => actions.ask({ kind: 'reject', withdrawal }),
    onProposeApproval: (withdrawal) => actions.ask({ kind: 'propose_approval', withdrawal }),
  };

  // One line for a person who may only read, rather than the same reason on every row.
  const readOnly = canReject && !canReject.can ? canReject.reason : undefined;

  return (
    <div>
        <PageTitle>Withdrawals</PageTitle>
        <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
          Pausing and rejecting take one operator; resuming and approving a withdrawal above the review threshold are proposals that another approver approves.
        </Typography.Paragraph>
        {readOnly && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={`You can read this screen but not act on it: ${readOnly}`} />}
        {actions.created && <CreatedNotice created={actions.created} onClose={actions.dismissCreated} />}
        {proposalsQuery.isError && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message="The open proposals could not be read: a proposal for the same change may already be open."
            description={proposalsQuery.error?.message}
          />
        )}
        <PausePanel
          pause={pause}
          loading={dashboardQuery.isLoading}
          failure={dashboardQuery.isError ? (dashboardQuery.error?.message ?? 'The server did not answer.') : undefined}
          pauseState={pauseAvailability(pause, canPause)}
          resumeState={resumeAvailability(pause, canPropose, resumeProposal)}
          resumeProposal={resumeProposal}
          reviewThreshold={dashboard?.limits.reviewThreshold}
          onPause={() => actions.ask({ kind: 'pause' })}
          onProposeResume={() => actions.ask({ kind: 'propose_resume' })}
        />
        <Tabs
          activeKey={tab}
          onChange={(key) => isWithdrawalTab(key) && setTab(key)}
          items={WITHDRAWAL_TABS.map((key) => ({
            key,
            label: key === 'review' && dashboard ? `${TAB_LABELS.review} (${dashboard.reviewQueue})` : TAB_LABELS[key],
            // Only the tab shown reads its list; switching back starts again at its newest page.
            children: key !== tab ? null : key === 'anomalies' ? <AnomalyTable /> : <WithdrawalTable status={key} actions={key === 'review' ? rowActions : undefined} />,
          }))}
        />
        <ReasonModal
          open={actions.asked !== null}
          title={actions.asked ? actionWords(actions.asked).title : ''}
          okText={actions.asked ? actionWords(actions.asked).okText : ''}
          danger={actions.asked?.kind === 'reject' || actions.asked?.kind === 'pause'}
          pending={actions.pending}
          description={actions.asked && <ActionDescription action={actions.asked} paused={pause?.paused ?? false} />}
          onSubmit={actions.submit}
          onCancel={actions.cancel}
        />
    </div>
  );
}

function ActionDescription({ action, paused }: { action: WithdrawalAction; paused: boolean }) {
  switch (action.kind) {
    case 'reject': {
      const { withdrawal } = action;
      return (
        <Typography.Paragraph>
          Withdrawal {withdrawal.id} of {formatSui(withdrawal.amount)} to <span title={withdrawal.address}>{shortAddress(withdrawal.address)}</span> is rejected: nothing was signed, so its amount goes
          back to the owner's withdrawable income. The owner sees your reason in the app.
        </Typography.Paragraph>
      );
    }
    case 'propose_approval': {
      const { withdrawal } = action;
      return (
        <Typography.Paragraph>
          Proposes approving withdrawal {withdrawal.id} of {formatSui(withdrawal.amount)} to <span title={withdrawal.address}>{shortAddress(withdrawal.address)}</span>. When an approver other than you
          approves it, its voucher is signed at once (the reserve and the pause are checked then).
          {paused && ' Withdrawals are paused now: approving it fails until they are resumed.'}
        </Typography.Paragraph>
      );
    }
    case 'pause':
      return (
        <Typography.Paragraph>
          New withdrawal requests and approvals are refused until a proposal to resume is approved by two people. Vouchers already signed stay payable: the contract cannot stop them.
        </Typography.Paragraph>
      );
    case 'propose_resume':
      return <Typography.Paragraph>Proposes issuing withdrawals again. It takes effect when an approver other than you approves it.</Typography.Paragraph>;
  }
}

function CreatedNotice({ created, onClose }: { created: CreatedProposal; onClose: () => void }) {
  const what = created.action.kind === 'propose_approval' ? `approve withdrawal ${created.action.withdrawal.id}` : 'resume withdrawals';
  return (
    <ActionOutcome
      ok
      onClose={onClose}
      style={{ marginBottom: 16 }}
      message={`Proposal ${created.proposal.id} to ${what} waits for another approver.`}
      action={<ProposalLink id={created.proposal.id}>Open proposal {created.proposal.id}</ProposalLink>}
    />
  );
}

interface PausePanelProps {
  pause: Dashboard['paused'] | undefined;
  loading: boolean;
  failure: string | undefined;
  pauseState: Availability;
  resumeState: Availability;
  resumeProposal: string | undefined;
  reviewThreshold: string | undefined;
  onPause: () => void;
  onProposeResume: () => void;
}

function PausePanel({ pause, loading, failure, pauseState, resumeState, resumeProposal, reviewThreshold, onPause, onProposeResume }: PausePanelProps) {
  const headingId = 'withdrawals-pause-heading';
  const blocked = pause?.paused ? resumeState : pauseState;
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <section aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
          Issuing withdrawals
        </Typography.Title>
        {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message="Whether withdrawals are paused could not be read." description={failure} />}
        {loading && <Skeleton active paragraph={{ rows: 1 }} />}
        {pause &&
          (pause.paused ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              message="Paused: new withdrawals and approvals are refused"
              description={
                <>
                  Since {formatTime(pause.at)}, by {pause.by ? <span title={pause.by}>{shortAddress(pause.by)}</span> : 'unknown'}: {pause.reason ?? 'no reason given'}. Vouchers already signed stay
                  payable.
                </>
              }
              data-testid="withdrawals-paused"
            />
          ) : (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              message="Not paused: withdrawals are issued"
              description={`New requests are signed within the limits${reviewThreshold ? `; those above ${formatSui(reviewThreshold)} wait in the review queue` : ''}.`}
              data-testid="withdrawals-running"
            />
          ))}
        <Space wrap>
          {pause?.paused ? (
            <Button type="primary" disabled={!resumeState.allowed} title={resumeState.allowed ? undefined : resumeState.reason} onClick={onProposeResume}>
              Propose resume
            </Button>
          ) : (
            <Button danger disabled={!pauseState.allowed} title={pauseState.allowed ? undefined : pauseState.reason} onClick={onPause}>
              Pause withdrawals
            </Button>
          )}
          {resumeProposal && <ProposalLink id={resumeProposal}>Open proposal {resumeProposal}</ProposalLink>}
          {!blocked.allowed && <Typography.Text type="secondary">{blocked.reason}</Typography.Text>}
        </Space>
      </section>
    </Card>
  );
}
