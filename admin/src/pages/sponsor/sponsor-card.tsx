// The dashboard's sponsor of free binds: what it can still pay (its balance, coins waiting to be
// swept, how long the balance lasts at the last 24 hours' spend), what it paid in the last 24
// hours against the budget, the per-transaction cap, how its transactions ended, and its pause.
// Below, for the roles that may: pause it (one operator), or propose its resume or a new budget
// (another approver approves on the proposal's page). The server decides in any case.
import { useCan, useList } from '@refinedev/core';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Radio, Row, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import type { Dashboard, Proposal, SponsorStatus } from '../../../../contract/admin.ts';
import { ActionOutcome } from '../../components/action-outcome.tsx';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { ProposalFormModal } from '../catalogue/proposal-form-modal.tsx';
import { formatSui, formatTime, shortAddress } from '../dashboard/format.ts';
import { ProposalLink } from '../withdrawals/proposal-link.tsx';
import {
  openSponsorProposals,
  type SponsorAction,
  sponsorActionWords,
  sponsorBudgetAvailability,
  sponsorPauseAvailability,
  sponsorResumeAvailability,
} from './sponsor-actions.ts';
import { type BudgetChoice, type SponsorBudgetFormValues, sponsorBudgetFormValues, toSponsorBudgetProposal } from './sponsor-budget-proposal.ts';
import {
  balanceBelowCap,
  budgetWarning,
  coinsToSweep,
  formatCount,
  outcomesText,
  percentOf,
  runwayIsShort,
  runwayNote,
  runwayText,
  sponsorRunway,
  sponsorState,
} from './sponsor-figures.ts';
import { useSponsorActions } from './use-sponsor-actions.ts';

const NOWRAP: React.CSSProperties = { whiteSpace: 'nowrap' };
const WARNING_RED = '#b91c1c';
const HEADING_ID = 'dashboard-sponsor-heading';

/** Who paused: an address short with the whole on hover, a name (the command line's) as it is. */
function Who({ by }: { by: string | null }) {
  if (by === null) return <>unknown</>;
  return <span title={by}>{shortAddress(by)}</span>;
}

function Note({ children }: { children: React.ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      {children}
    </Typography.Text>
  );
}

/** The server's configured budget (the dashboard's defaults): what "back to the default" puts back. */
export type SponsorBudgetDefaults = Dashboard['defaults']['sponsor'];

export function SponsorCard({ sponsor, defaults }: { sponsor: SponsorStatus; defaults?: SponsorBudgetDefaults }) {
  const state = sponsorState(sponsor);
  const runway = sponsorRunway(sponsor);
  const coins = coinsToSweep(sponsor);
  const budgetNote = budgetWarning(sponsor);
  const { paused } = sponsor;
  const spent = BigInt(sponsor.spent24h);

  return (
    <section aria-labelledby={HEADING_ID} data-testid="dashboard-sponsor">
      <Card
        title={
          <Typography.Title level={2} id={HEADING_ID} style={{ fontSize: 16, margin: 0 }}>
            Sponsor of free binds
          </Typography.Title>
        }
      >
        <Typography.Paragraph type="secondary">
          Pays the gas of a newcomer&apos;s first transaction (binding an inviter), once per address, within a budget for any 24 hours.
        </Typography.Paragraph>
        {state === 'none' && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message="No sponsor configured"
            description="The server has no sponsor key (SPONSOR_SECRET_KEY): free binds are refused, and newcomers bind with their own SUI. The budget and the pause below apply once a key is set."
            data-testid="sponsor-none"
          />
        )}
        {paused.paused && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message="Paused: free binds are refused"
            description={
              <>
                Since {formatTime(paused.at)}, by <Who by={paused.by} />: {paused.reason ?? 'no reason given'}. Newcomers can still bind with their own SUI; a transaction the sponsor already signed
                is not stopped.
              </>
            }
            data-testid="sponsor-paused"
          />
        )}
        {budgetNote && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={budgetNote} data-testid="sponsor-budget-warning" />}
        {state !== 'none' && balanceBelowCap(sponsor) && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={`The balance is below one transaction's cap (${formatSui(sponsor.maxGasBudget)}): the next free bind may be refused as unfunded. Send SUI to the sponsor's address.`}
            data-testid="sponsor-low-balance"
          />
        )}
        {/* Money two to a row, as the dashboard's: every digit of an amount on one line. */}
        <Row gutter={[16, 16]}>
          <Col span={12}>
            <Statistic
              title="Balance (what gas is paid from)"
              value={state === 'none' ? 'no sponsor' : formatSui(sponsor.balance)}
              valueStyle={sponsor.balance !== null && BigInt(sponsor.balance) === 0n ? { color: WARNING_RED } : undefined}
              data-testid="sponsor-balance"
            />
            {state !== 'none' && sponsor.balance === null && <Note>The node could not be read just now.</Note>}
          </Col>
          <Col span={12}>
            <Statistic title="Lasts at the last 24 hours' spend" value={runwayText(runway)} valueStyle={runwayIsShort(runway) ? { color: WARNING_RED } : undefined} data-testid="sponsor-runway" />
            <Note>{runwayNote(runway)}</Note>
          </Col>
          <Col span={12}>
            <Statistic
              title="Gas spent, last 24 hours"
              value={formatSui(sponsor.spent24h)}
              suffix={
                <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                  of {formatSui(sponsor.dailyBudget)} ({percentOf(spent, BigInt(sponsor.dailyBudget))})
                </Typography.Text>
              }
              data-testid="sponsor-spent"
            />
          </Col>
          <Col span={12}>
            <Statistic
              title="Sponsored transactions, last 24 hours"
              value={formatCount(sponsor.count24h)}
              suffix={
                <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                  of {formatCount(sponsor.dailyCount)} ({percentOf(BigInt(sponsor.count24h), BigInt(sponsor.dailyCount))})
                </Typography.Text>
              }
              data-testid="sponsor-count"
            />
          </Col>
        </Row>
        <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
          <Descriptions.Item label="Address">
            {sponsor.address === null ? (
              <Typography.Text type="secondary">none: no sponsor key</Typography.Text>
            ) : (
              <Typography.Text copyable style={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="sponsor-address">
                {sponsor.address}
              </Typography.Text>
            )}
          </Descriptions.Item>
          {coins !== null && (
            <Descriptions.Item label="Coins waiting to be swept">
              <span data-testid="sponsor-coins">
                <span style={NOWRAP}>{formatSui(coins)}</span> held as coins, which gas cannot use until they are moved into the address balance: run{' '}
                <Typography.Text code>npm run server:sponsor-sweep</Typography.Text> on the server.
              </span>
            </Descriptions.Item>
          )}
          <Descriptions.Item label="Budget">
            <span data-testid="sponsor-budget">
              <span style={NOWRAP}>{formatSui(sponsor.dailyBudget)}</span> of gas and <span style={NOWRAP}>{formatCount(sponsor.dailyCount)}</span> transactions in any 24 hours
            </span>
          </Descriptions.Item>
          <Descriptions.Item label="Cap per transaction">
            <span style={NOWRAP} data-testid="sponsor-cap">
              {formatSui(sponsor.maxGasBudget)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label="Transactions ever">
            <span data-testid="sponsor-outcomes" style={sponsor.outcomes.failed > 0 ? { color: WARNING_RED } : undefined}>
              {outcomesText(sponsor)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label="Pause">
            <span data-testid="sponsor-pause">
              {paused.paused ? (
                <>
                  paused since {formatTime(paused.at)} by <Who by={paused.by} />: {paused.reason ?? 'no reason given'}
                </>
              ) : (
                'not paused'
              )}
            </span>
          </Descriptions.Item>
        </Descriptions>
        <SponsorSteering sponsor={sponsor} defaults={defaults} />
      </Card>
    </section>
  );
}

/** Pause, propose resume, propose a budget: shown to the roles that may, each disabled with its reason when it cannot be done now. */
function SponsorSteering({ sponsor, defaults }: { sponsor: SponsorStatus; defaults: SponsorBudgetDefaults | undefined }) {
  const { data: canPause } = useCan({ resource: 'sponsor', action: 'pause' });
  const { data: canPropose } = useCan({ resource: 'proposals', action: 'create' });
  const mayAct = canPause?.can === true || canPropose?.can === true;
  const { result: openList, query: proposalsQuery } = useList<Proposal>({
    resource: 'proposals',
    filters: [{ field: 'status', operator: 'eq', value: 'open' }],
    pagination: { mode: 'off' },
    errorNotification: false,
    queryOptions: { enabled: mayAct },
  });
  const actions = useSponsorActions();
  const [budgetOpen, setBudgetOpen] = useState(false);

  // Nothing while the role is asked; a person who may only read is told why in one line.
  if (!canPause || !canPropose) return null;
  if (!mayAct) {
    return (
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }} data-testid="sponsor-read-only">
        Pausing the sponsor and proposing its resume or a new budget are not open to you: {canPause.reason ?? canPropose.reason}
      </Typography.Paragraph>
    );
  }

  const open = openSponsorProposals(openList?.data ?? []);
  const pauseState = sponsorPauseAvailability(sponsor.paused, canPause);
  const resumeState = sponsorResumeAvailability(sponsor.paused, canPropose, open.resume);
  const budgetState = sponsorBudgetAvailability(canPropose, open.budget);
  const pauseOrResume = sponsor.paused.paused ? resumeState : pauseState;
  const reasons = [pauseOrResume, budgetState].flatMap((state) => (state.allowed ? [] : [state.reason]));

  return (
    <div style={{ marginTop: 16 }}>
      {proposalsQuery.isError && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="The open proposals could not be read: a proposal for the same change may already be open."
          description={proposalsQuery.error?.message}
        />
      )}
      {actions.created && (
        <ActionOutcome
          ok
          onClose={actions.dismissCreated}
          style={{ marginBottom: 12 }}
          message={`Proposal ${actions.created.id} to resume the sponsor waits for another approver.`}
          action={<ProposalLink id={actions.created.id}>Open proposal {actions.created.id}</ProposalLink>}
        />
      )}
      <Space wrap>
        {sponsor.paused.paused ? (
          <Button type="primary" disabled={!resumeState.allowed} title={resumeState.allowed ? undefined : resumeState.reason} onClick={() => actions.ask({ kind: 'propose_resume' })}>
            Propose resume
          </Button>
        ) : (
          <Button danger disabled={!pauseState.allowed} title={pauseState.allowed ? undefined : pauseState.reason} onClick={() => actions.ask({ kind: 'pause' })}>
            Pause the sponsor
          </Button>
        )}
        <Button disabled={!budgetState.allowed} title={budgetState.allowed ? undefined : budgetState.reason} onClick={() => setBudgetOpen(true)}>
          Propose a new budget
        </Button>
        {open.resume && <ProposalLink id={open.resume}>Open proposal {open.resume} (resume)</ProposalLink>}
        {open.budget && <ProposalLink id={open.budget}>Open proposal {open.budget} (budget)</ProposalLink>}
      </Space>
      {reasons.map((reason) => (
        <Typography.Paragraph key={reason} type="secondary" style={{ margin: '8px 0 0' }}>
          {reason}
        </Typography.Paragraph>
      ))}
      <ReasonModal
        open={actions.asked !== null}
        title={actions.asked ? sponsorActionWords(actions.asked).title : ''}
        okText={actions.asked ? sponsorActionWords(actions.asked).okText : ''}
        danger={actions.asked?.kind === 'pause'}
        pending={actions.pending}
        description={actions.asked && <ActionDescription action={actions.asked} />}
        onSubmit={actions.submit}
        onCancel={actions.cancel}
      />
      {budgetOpen && (
        <ProposalFormModal<SponsorBudgetFormValues>
          open
          title="New sponsor budget"
          description={
            <Typography.Paragraph>
              For each part: keep it, set a new value, or put it back to the server&apos;s default (SPONSOR_DAILY_BUDGET, SPONSOR_DAILY_COUNT
              {defaults ? (
                <>
                  : <span style={NOWRAP}>{formatSui(defaults.dailyBudget)}</span> and {formatCount(defaults.dailyCount)} transactions
                </>
              ) : null}
              ). It applies from approval on, to the rolling 24 hours; the cap per transaction stays{' '}
              <span style={NOWRAP}>{formatSui(sponsor.maxGasBudget)}</span>.
            </Typography.Paragraph>
          }
          initialValues={sponsorBudgetFormValues()}
          toDraft={(values) => toSponsorBudgetProposal(sponsor, values)}
          onClose={() => setBudgetOpen(false)}
        >
          <BudgetPartFields
            part="dailyBudget"
            valueField="amount"
            legend={`Daily gas budget: now ${formatSui(sponsor.dailyBudget)}`}
            setLabel="New amount"
            defaultText={defaults ? formatSui(defaults.dailyBudget) : undefined}
            valueLabel="New daily gas budget (SUI)"
            extra="Up to 9 decimals, more than 0."
            inputMode="decimal"
          />
          <BudgetPartFields
            part="dailyCount"
            valueField="count"
            legend={`Daily transaction count: now ${formatCount(sponsor.dailyCount)}`}
            setLabel="New count"
            defaultText={defaults ? formatCount(defaults.dailyCount) : undefined}
            valueLabel="New daily count (transactions)"
            extra="A whole number from 1 to 1,000,000."
            inputMode="numeric"
          />
        </ProposalFormModal>
      )}
    </div>
  );
}

function ActionDescription({ action }: { action: SponsorAction }) {
  switch (action.kind) {
    case 'pause':
      return (
        <Typography.Paragraph>
          New free binds are refused until a proposal to resume is approved by two people; newcomers can still bind with their own SUI. A transaction the sponsor already signed is not stopped.
        </Typography.Paragraph>
      );
    case 'propose_resume':
      return <Typography.Paragraph>Proposes sponsoring free binds again. It takes effect when an approver other than you approves it.</Typography.Paragraph>;
  }
}

interface BudgetPartFieldsProps {
  part: 'dailyBudget' | 'dailyCount';
  valueField: 'amount' | 'count';
  legend: string;
  setLabel: string;
  /** The configured default, shown on the choice that puts it back (undefined while unread). */
  defaultText: string | undefined;
  valueLabel: string;
  extra: string;
  inputMode: 'decimal' | 'numeric';
}

function BudgetPartFields({ part, valueField, legend, setLabel, defaultText, valueLabel, extra, inputMode }: BudgetPartFieldsProps) {
  const choice = Form.useWatch([part, 'choice']) as BudgetChoice | undefined;
  const name = legend.split(':')[0]!;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4 }}>{legend}</legend>
      <Form.Item name={[part, 'choice']} style={{ marginBottom: 8 }}>
        <Radio.Group
          aria-label={`${name}: what to do`}
          options={[
            { value: 'keep', label: 'Keep' },
            { value: 'set', label: setLabel },
            { value: 'default', label: defaultText ? `Back to the server's default (${defaultText})` : "Back to the server's default" },
          ]}
        />
      </Form.Item>
      {choice === 'set' && (
        <Form.Item name={[part, valueField]} label={valueLabel} extra={extra} style={{ maxWidth: 360 }}>
          <Input inputMode={inputMode} autoComplete="off" />
        </Form.Item>
      )}
    </fieldset>
  );
}
