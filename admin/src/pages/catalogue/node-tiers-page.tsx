// Node tiers as users buy them now (the app's own GET /api/nodes), and new terms for a tier as a
// two-person proposal: an approver other than the proposer approves it on the proposals page.
// New terms apply to purchases from then on; nodes already bought keep the terms they were bought on.
import { List } from '@refinedev/antd';
import { Alert, Button, Col, Form, Input, Row, Table, Typography } from 'antd';
import { useState } from 'react';
import type { NodeTier } from '../../../../contract/api.ts';
import { useNodeTiers } from '../../api/public-catalogue.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { DECIMALS } from '../../../../src/config/constants.ts';
import { formatCoin } from './amount-input.ts';
import { countOf } from '../dashboard/format.ts';
import { type NodeTierFormValues, nodeTierFormValues, soldText, toNodeTierProposal } from './node-tier-proposal.ts';
import { ProposalFormModal } from './proposal-form-modal.tsx';
import { useProposeAccess } from './use-propose.ts';

export function NodeTiersPage() {
  const tiers = useNodeTiers();
  const access = useProposeAccess();
  const [editing, setEditing] = useState<NodeTier | null>(null);

  return (
    <List title={<PageTitle>Node tiers</PageTitle>} canCreate={false} headerButtons={() => null}>
      <Typography.Paragraph>
        The tiers as the app sells them now. New terms apply to new purchases only: nodes already bought keep the price, gift and return date they were
        bought with. Each change is a proposal that another approver approves on the Proposals page.
      </Typography.Paragraph>
      {!access.allowed && access.reason && (
        <Typography.Paragraph type="secondary" data-testid="propose-blocked">
          Proposing is not open to you: {access.reason}
        </Typography.Paragraph>
      )}
      {tiers.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message="The node tiers could not be read."
          description={tiers.error.message}
          action={<Button onClick={() => void tiers.refetch()}>Try again</Button>}
        />
      )}
      <Table<NodeTier> dataSource={tiers.data ?? []} loading={tiers.isLoading} rowKey="tier" pagination={false}>
        <Table.Column<NodeTier> dataIndex="tier" title="Tier" render={(tier: string) => <Typography.Text strong>{tier}</Typography.Text>} />
        <Table.Column<NodeTier> title="Price" render={(_, tier) => <span data-testid={`tier-price-${tier.tier}`}>{formatCoin(tier.price, tier.coin)}</span>} />
        <Table.Column<NodeTier> title="Sold / limited count" render={(_, tier) => `${tier.soldCount} / ${tier.limitedCount}`} />
        <Table.Column<NodeTier> title="Gift" render={(_, tier) => formatCoin(tier.giftSuil, 'SUIL')} />
        <Table.Column<NodeTier> dataIndex="autoReturnDays" title="Price returned after" render={(days: number) => countOf(days, 'day')} />
        <Table.Column<NodeTier>
          title="Change"
          width={190}
          render={(_, tier) => (
            <Button disabled={!access.allowed} title={access.reason} aria-label={`Propose new terms for the ${tier.tier} tier`} onClick={() => setEditing(tier)}>
              Propose new terms
            </Button>
          )}
        />
      </Table>
      {editing && (
        <ProposalFormModal<NodeTierFormValues>
          open
          title={`New terms for the ${editing.tier} tier`}
          description={
            <Typography.Paragraph>
              Change what should change; the terms left as they are stay out of the proposal. New terms apply to new purchases only.{' '}
              {soldText(editing.soldCount)}.
            </Typography.Paragraph>
          }
          initialValues={nodeTierFormValues(editing)}
          toDraft={(values) => toNodeTierProposal(editing, values)}
          onClose={() => setEditing(null)}
        >
          <NodeTierFields tier={editing} />
        </ProposalFormModal>
      )}
    </List>
  );
}

function NodeTierFields({ tier }: { tier: NodeTier }) {
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="price" label={`Price (${tier.coin})`} extra={`Now ${formatCoin(tier.price, tier.coin)}; up to ${DECIMALS[tier.coin]} decimals.`}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="limitedCount" label="Limited count" extra={`Now ${tier.limitedCount}; at least the ${tier.soldCount} sold.`}>
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="giftSuil" label="Gift (SUIL)" extra={`Now ${formatCoin(tier.giftSuil, 'SUIL')}; 0 for none.`}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="autoReturnDays" label="Price returned after (days)" extra={`Now ${tier.autoReturnDays}; 1 to 3650.`}>
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
