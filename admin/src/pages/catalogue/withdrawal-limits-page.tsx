// The withdrawal limits that apply now (the dashboard's) beside the server's configured
// defaults, and new limits as a two-person proposal: each limit kept, set to an amount of SUI, or
// sent back to the default (its value shown). An approver other than the proposer approves it on
// the proposals page.
import { List } from '@refinedev/antd';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Descriptions, Form, Input, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { type Dashboard, LIMIT_NAMES, type Limits } from '../../../../contract/admin.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { formatCoin } from './amount-input.ts';
import { ProposalFormModal } from './proposal-form-modal.tsx';
import { useProposeAccess } from './use-propose.ts';
import { LIMIT_LABELS, type LimitName, toWithdrawalLimitsProposal, type WithdrawalLimitsFormValues, withdrawalLimitsFormValues } from './withdrawal-limits-proposal.ts';

const LIMIT_HELP: Record<LimitName, string> = {
  maxPerVoucher: 'The most one withdrawal voucher may carry.',
  userDailyLimit: 'The most one user may withdraw in 24 hours.',
  totalDailyLimit: 'The most all users together may withdraw in 24 hours.',
  reviewThreshold: 'A withdrawal above this waits for a person (an approve_withdrawal proposal).',
};

export function WithdrawalLimitsPage() {
  const { result, query } = useCustom<Dashboard>({ url: '/dashboard', method: 'get', errorNotification: false });
  const access = useProposeAccess();
  const [proposing, setProposing] = useState(false);
  const limits = query.data ? result.data.limits : null;
  const defaults = query.data ? result.data.defaults.limits : null;

  return (
    <List
      title={<PageTitle>Withdrawal limits</PageTitle>}
      canCreate={false}
      headerButtons={() => (
        <Button type="primary" disabled={!access.allowed || !limits} title={access.reason ?? (!limits ? 'The limits in force are not read yet.' : undefined)} onClick={() => setProposing(true)}>
          Propose new limits
        </Button>
      )}
    >
      <Typography.Paragraph>
        The limits that apply to withdrawals now, in SUI. A change is a proposal that another approver approves on the Proposals page; it applies from then on.
      </Typography.Paragraph>
      {!access.allowed && access.reason && (
        <Typography.Paragraph type="secondary" data-testid="propose-blocked">
          Proposing is not open to you: {access.reason}
        </Typography.Paragraph>
      )}
      {query.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message="The limits could not be read."
          description={query.error.message}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      )}
      {limits && defaults ? <LimitsNow limits={limits} defaults={defaults} /> : !query.isError && <Skeleton active />}
      {proposing && limits && defaults && (
        <ProposalFormModal<WithdrawalLimitsFormValues>
          open
          title="New withdrawal limits"
          description={
            <Typography.Paragraph>
              For each limit: keep it, set a new amount, or send it back to the server&apos;s configured default (WITHDRAW_* in its environment; each
              limit&apos;s default is shown beside it).
            </Typography.Paragraph>
          }
          initialValues={withdrawalLimitsFormValues()}
          toDraft={(values) => toWithdrawalLimitsProposal(limits, values)}
          onClose={() => setProposing(false)}
        >
          {LIMIT_NAMES.map((name) => (
            <LimitFields key={name} name={name} now={limits[name]} defaultAmount={defaults[name]} />
          ))}
        </ProposalFormModal>
      )}
    </List>
  );
}

function LimitsNow({ limits, defaults }: { limits: Limits; defaults: Limits }) {
  return (
    <Descriptions bordered size="small" column={1} style={{ maxWidth: 860 }}>
      {LIMIT_NAMES.map((name) => (
        <Descriptions.Item key={name} label={LIMIT_LABELS[name]}>
          <span data-testid={`limit-${name}`}>{formatCoin(limits[name], 'SUI')}</span>
          <Typography.Text type="secondary" data-testid={`limit-default-${name}`}>
            {' '}
            (the server&apos;s default: {formatCoin(defaults[name], 'SUI')})
          </Typography.Text>
          <Typography.Text type="secondary"> {LIMIT_HELP[name]}</Typography.Text>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

function LimitFields({ name, now, defaultAmount }: { name: LimitName; now: string; defaultAmount: string }) {
  const choice = Form.useWatch(['limits', name, 'choice']) as WithdrawalLimitsFormValues['limits'][LimitName]['choice'] | undefined;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4 }}>
        {LIMIT_LABELS[name]}: now {formatCoin(now, 'SUI')}
      </legend>
      <Form.Item name={['limits', name, 'choice']} style={{ marginBottom: 8 }}>
        <Radio.Group
          aria-label={`${LIMIT_LABELS[name]}: what to do`}
          options={[
            { value: 'keep', label: 'Keep' },
            { value: 'set', label: 'New amount' },
            { value: 'default', label: `Back to the server's default (${formatCoin(defaultAmount, 'SUI')})` },
          ]}
        />
      </Form.Item>
      {choice === 'set' && (
        <Form.Item name={['limits', name, 'amount']} label={`New ${LIMIT_LABELS[name].toLowerCase()} limit (SUI)`} extra="Up to 9 decimals, more than 0." style={{ maxWidth: 360 }}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
      )}
    </fieldset>
  );
}
