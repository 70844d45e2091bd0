// A user by address: whether the server knows it, inviter, balances, team, latest chain records,
// withdrawals (vouchers) and sessions, and ending its sessions (operator, with a reason). The
// address is the page's `?address=` query parameter, so a link opens a user directly; it is
// checked by the contract's rule before anything is sent, from the box and from a link alike.
import { SearchOutlined } from '@ant-design/icons';
import { useCan, useCustom, useCustomMutation } from '@refinedev/core';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminUser, AdminWithdrawal } from '../../../../contract/admin.ts';
import { ActionOutcome } from '../../components/action-outcome.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { formatSui, formatTime, formatWallTime, shortAddress } from '../dashboard/format.ts';
import { parseLookupAddress, userPath } from './lookup-address.ts';
import { BALANCES, formatBalance, formatCoinAmount } from './user-amounts.ts';

type UserRecord = AdminUser['records'][number];

const ADDRESS_INPUT_ID = 'user-lookup-address';
const ADDRESS_HELP_ID = 'user-lookup-address-help';

function Digest({ digest }: { digest: string | null }) {
  if (digest === null) return <Typography.Text type="secondary">none</Typography.Text>;
  return (
    <Typography.Text code copyable={{ text: digest }} title={digest} style={{ whiteSpace: 'nowrap' }}>
      {digest.length > 16 ? `${digest.slice(0, 8)}…${digest.slice(-6)}` : digest}
    </Typography.Text>
  );
}

export function UsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get('address');
  const lookup = fromUrl === null ? null : parseLookupAddress(fromUrl);
  const address = lookup?.ok ? lookup.address : null;

  // The box follows the URL (a link, back and forward); a bad address in a link is refused as if typed.
  const [text, setText] = useState(fromUrl ?? '');
  const [inputError, setInputError] = useState<string | null>(lookup && !lookup.ok ? lookup.message : null);
  const [shownUrl, setShownUrl] = useState(fromUrl);
  if (shownUrl !== fromUrl) {
    setShownUrl(fromUrl);
    setText(fromUrl ?? '');
    setInputError(lookup && !lookup.ok ? lookup.message : null);
  }

  const { query } = useCustom<AdminUser>({
    url: `/users/${address ?? ''}`,
    method: 'get',
    queryOptions: { enabled: address !== null },
    // Shown on the page instead, next to what it concerns.
    errorNotification: false,
  });
  const user = address !== null && query.data?.data.address === address ? query.data.data : undefined;

  const submit = () => {
    const parsed = parseLookupAddress(text);
    if (!parsed.ok) {
      setInputError(parsed.message);
      return;
    }
    setInputError(null);
    setText(parsed.address);
    if (parsed.address === address) void query.refetch();
    else setSearchParams({ address: parsed.address });
  };

  return (
    <>
      <PageTitle>Users</PageTitle>
      <Form layout="vertical" onFinish={submit} role="search" aria-label="Look up a user" style={{ marginTop: 16 }}>
        <Form.Item
          label="Address"
          htmlFor={ADDRESS_INPUT_ID}
          validateStatus={inputError ? 'error' : undefined}
          help={<span id={ADDRESS_HELP_ID}>{inputError ?? 'The full address: 0x and 64 hex digits.'}</span>}
        >
          <Space.Compact style={{ width: '100%', maxWidth: 760 }}>
            <Input
              id={ADDRESS_INPUT_ID}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-describedby={ADDRESS_HELP_ID}
              aria-invalid={inputError ? true : undefined}
              spellCheck={false}
              autoComplete="off"
              style={{ fontFamily: 'monospace' }}
              data-testid="user-lookup-input"
            />
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              Look up
            </Button>
          </Space.Compact>
          {/* Not the button's loading state: its faded colours fall below 4.5:1. */}
          {address !== null && query.isFetching && (
            <Typography.Text type="secondary" role="status" style={{ marginLeft: 12 }}>
              Reading…
            </Typography.Text>
          )}
        </Form.Item>
      </Form>
      {address === null ? (
        <Typography.Paragraph type="secondary">Look up an address to see its balances, records, team, withdrawals and sessions.</Typography.Paragraph>
      ) : query.isError && !user ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={`The user ${shortAddress(address)} could not be read.`}
          description={query.error?.message}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : !user ? (
        <Skeleton active />
      ) : (
        <UserDetails user={user} onChanged={() => void query.refetch()} />
      )}
    </>
  );
}

function UserDetails({ user, onChanged }: { user: AdminUser; onChanged: () => void }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%', marginTop: 16 }} data-testid="user-details">
      <Card
        title={
          <Space>
            <span>User</span>
            <Typography.Text code copyable data-testid="user-address">
              {user.address}
            </Typography.Text>
          </Space>
        }
        extra={user.known ? <Tag data-testid="user-known">known to the server</Tag> : <Tag data-testid="user-known">unknown to the server</Tag>}
      >
        {!user.known && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message="The server has no account for this address."
            description="It has never signed in to the app and no indexed chain event made it a user: there is no inviter, team or session to show, and its balances are zero."
            data-testid="user-unknown"
          />
        )}
        <Descriptions size="small" column={4}>
          <Descriptions.Item label="Inviter">
            {user.inviter ? (
              <Link to={userPath(user.inviter)} title={user.inviter}>
                {shortAddress(user.inviter)}
              </Link>
            ) : (
              'none'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Became a user">{user.createdAt ? formatTime(user.createdAt) : 'never'}</Descriptions.Item>
          <Descriptions.Item label="Direct friends">{user.team.direct}</Descriptions.Item>
          <Descriptions.Item label="Whole team">{user.team.total}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]}>
        {BALANCES.map((balance) => (
          <Col span={6} key={balance.name}>
            <Card size="small">
              <Statistic title={balance.label} value={formatBalance(user.balances, balance.name)} valueStyle={{ fontSize: 18, overflowWrap: 'anywhere' }} data-testid={`balance-${balance.name}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <SessionsCard user={user} onChanged={onChanged} />
      <Card title="Latest chain records (newest first)" size="small">
        <Table<UserRecord> dataSource={user.records} rowKey={(record) => `${record.txDigest}:${record.kind}:${record.at}`} pagination={false} size="small" locale={{ emptyText: <Typography.Text type="secondary">No chain records.</Typography.Text> }}>
          <Table.Column<UserRecord> dataIndex="kind" title="Kind" render={(kind: string) => <Tag>{kind}</Tag>} />
          <Table.Column<UserRecord> title="Amount" render={(_, record) => (record.amount === null ? 'none' : formatCoinAmount(record.amount, record.coin))} />
          <Table.Column<UserRecord> dataIndex="coin" title="Coin" render={(coin: string | null) => coin ?? 'none'} />
          {/* What arrived: a claim's SUI (taken as SUI) or net SUIL, a swap's or an unstake's SUI. */}
          <Table.Column<UserRecord> title="Received" render={(_, record) => (record.amountOut === null ? 'none' : formatCoinAmount(record.amountOut, record.coinOut))} />
          <Table.Column<UserRecord> dataIndex="txDigest" title="Transaction" render={(digest: string) => <Digest digest={digest} />} />
          <Table.Column<UserRecord> dataIndex="at" title="Time" render={formatTime} />
        </Table>
      </Card>
      <Card title="Withdrawals and their vouchers (newest first)" size="small">
        <Table<AdminWithdrawal> dataSource={user.withdrawals} rowKey="id" pagination={false} size="small" locale={{ emptyText: <Typography.Text type="secondary">No withdrawals.</Typography.Text> }}>
          <Table.Column<AdminWithdrawal> dataIndex="id" title="ID" width={70} />
          <Table.Column<AdminWithdrawal> dataIndex="amount" title="Amount" render={(amount: string) => formatSui(amount)} />
          <Table.Column<AdminWithdrawal> dataIndex="status" title="Status" render={(status: string) => <Tag>{status}</Tag>} />
          <Table.Column<AdminWithdrawal> dataIndex="nonce" title="Nonce" render={(nonce: string | null) => nonce ?? 'not signed'} />
          <Table.Column<AdminWithdrawal> dataIndex="createdAt" title="Requested" render={formatTime} />
          <Table.Column<AdminWithdrawal> dataIndex="paidAt" title="Paid" render={(paidAt: string | null) => (paidAt ? formatTime(paidAt) : 'not paid')} />
          <Table.Column<AdminWithdrawal> dataIndex="txDigest" title="Payout transaction" render={(digest: string | null) => <Digest digest={digest} />} />
          <Table.Column<AdminWithdrawal>
            title="Review"
            render={(_, withdrawal) =>
              withdrawal.reviewedBy ? (
                <span title={withdrawal.reviewedBy}>
                  {shortAddress(withdrawal.reviewedBy)}: {withdrawal.reviewReason ?? 'no reason given'}
                </span>
              ) : (
                'none'
              )
            }
          />
        </Table>
      </Card>
    </Space>
  );
}

type RevokeOutcome = { ok: true; revokedBefore: string | null } | { ok: false; message: string } | null;

function SessionsCard({ user, onChanged }: { user: AdminUser; onChanged: () => void }) {
  const { data: canRevoke } = useCan({ resource: 'users', action: 'revoke' });
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<RevokeOutcome>(null);
  const { mutate, mutation } = useCustomMutation<AdminUser>();

  const blocked = !canRevoke?.can ? (canRevoke?.reason ?? 'Checking your role…') : !user.known ? 'The server does not know this address: it has no session to end.' : undefined;

  const submit = (reason: string) => {
    setOutcome(null);
    mutate(
      {
        url: `/users/${user.address}/revoke-sessions`,
        method: 'post',
        values: { reason },
        successNotification: { type: 'success', message: `Sessions of ${shortAddress(user.address)} ended` },
        errorNotification: (error) => ({ type: 'error', message: 'The sessions were not ended', description: error?.message ?? 'the server refused' }),
      },
      {
        onSuccess: ({ data }) => {
          setAsking(false);
          setOutcome({ ok: true, revokedBefore: data.sessions.revokedBefore });
          onChanged();
        },
        onError: (error) => setOutcome({ ok: false, message: error.message }),
      },
    );
  };

  return (
    <Card title="Sessions" size="small">
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Last sign-in">{formatWallTime(user.sessions.lastSignInAt)}</Descriptions.Item>
        <Descriptions.Item label="Tokens refused if issued before">
          <span data-testid="user-revoked-before">{user.sessions.revokedBefore ? formatWallTime(user.sessions.revokedBefore) : 'never revoked'}</span>
        </Descriptions.Item>
      </Descriptions>
      <Space wrap>
        <Button danger disabled={!!blocked} title={blocked} loading={mutation.isPending} onClick={() => setAsking(true)} data-testid="revoke-sessions">
          Revoke sessions
        </Button>
        {blocked && <Typography.Text type="secondary">{blocked}</Typography.Text>}
      </Space>
      {outcome && (
        <ActionOutcome
          style={{ marginTop: 12 }}
          ok={outcome.ok}
          message={outcome.ok ? 'Sessions ended.' : 'The sessions were not ended.'}
          description={
            outcome.ok
              ? `Every token issued before ${formatWallTime(outcome.revokedBefore)} is refused: the user signs in again.`
              : outcome.message
          }
          onClose={() => setOutcome(null)}
          testId="revoke-outcome"
        />
      )}
      <ReasonModal
        open={asking}
        title={`Revoke the sessions of ${shortAddress(user.address)}`}
        okText="Revoke sessions"
        danger
        pending={mutation.isPending}
        description={<Typography.Paragraph>Every token this user holds now stops working at its next request; the app asks them to sign in again.</Typography.Paragraph>}
        onSubmit={submit}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
