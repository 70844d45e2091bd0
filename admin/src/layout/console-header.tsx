// The console's header: who is signed in (address and role) and sign-out, which also
// disconnects the wallet so the next person starts from a clean slate.
import { LogoutOutlined } from '@ant-design/icons';
import { useDAppKit } from '@mysten/dapp-kit-react';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Button, Layout, Space, Tag, Typography } from 'antd';
import type { AdminIdentity } from '../auth/auth-provider.ts';

// Preset tag colours whose text reads 4.5:1 on their background (gold does not).
const ROLE_COLOURS = { viewer: 'default', operator: 'blue', approver: 'purple' } as const;

export function ConsoleHeader() {
  const { data: identity } = useGetIdentity<AdminIdentity>();
  const { mutate: logout, isPending } = useLogout();
  const dAppKit = useDAppKit();
  return (
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
  );
}
