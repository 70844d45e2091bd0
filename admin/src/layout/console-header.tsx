// The console's header: which clock the times are on (clock-legend.ts), who is signed in
// (address and role) and sign-out, which also disconnects the wallet so the next person starts
// from a clean slate.
import { LogoutOutlined } from '@ant-design/icons';
import { useDAppKit } from '@mysten/dapp-kit-react';
import { useGetIdentity, useLogout, useOne } from '@refinedev/core';
import { Button, Layout, Space, Tag, Typography } from 'antd';
import type { Dashboard } from '../../../contract/admin.ts';
import { SINGLETON_ID } from '../api/data-provider.ts';
import type { AdminIdentity } from '../auth/auth-provider.ts';
import { clockLegendText } from './clock-legend.ts';

// Preset tag colours whose text reads 4.5:1 on their background (gold does not).
const ROLE_COLOURS = { viewer: 'default', operator: 'blue', approver: 'purple' } as const;

export function ConsoleHeader() {
  const { data: identity } = useGetIdentity<AdminIdentity>();
  const { mutate: logout, isPending } = useLogout();
  const dAppKit = useDAppKit();
  return (
    <>
      <Layout.Header style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', background: '#fff', padding: '0 24px', height: 56 }}>
        {identity && (
          <Space size="middle">
            <Typography.Text code title={identity.address} data-testid="console-address">
              {identity.address}
            </Typography.Text>
            <Tag color={ROLE_COLOURS[identity.role]} data-testid="console-role">
              {identity.role}
            </Tag>
            <Button
              icon={<LogoutOutlined />}
              loading={isPending}
              onClick={() => logout(undefined, { onSuccess: () => void dAppKit.disconnectWallet().catch(() => undefined) })}
            >
              Sign out
            </Button>
          </Space>
        )}
      </Layout.Header>
      <ClockLegend />
    </>
  );
}

/** The clock the times are on, from the dashboard's answer (read once a minute at most; nothing shown until read); the gap is measured when the answer came. */
function ClockLegend() {
  const { result, query } = useOne<Dashboard>({ resource: 'dashboard', id: SINGLETON_ID, queryOptions: { staleTime: 60_000 }, errorNotification: false });
  if (!result?.clock) return null;
  return (
    <div style={{ background: '#fff', borderTop: '1px solid #f0f0f0', padding: '4px 24px' }}>
      <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="console-clock">
        {clockLegendText(result.clock, query.dataUpdatedAt)}
      </Typography.Text>
    </div>
  );
}
