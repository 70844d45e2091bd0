// Sign-in: connect a wallet (the local test wallet on localnet), then sign the server's
// one-time message. Only allowlisted addresses get in; the page says why when one does not. On
// localnet it says which local console account is the operator and which the approver.
import { useCurrentAccount, useCurrentWallet, useDAppKit, useWallets } from '@mysten/dapp-kit-react';
import { useLogin } from '@refinedev/core';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { localConsoleRoles } from '../../wallet/console-dapp-kit.ts';
import { AccountChoice, localAccountsSentence } from './account-choice.tsx';

export function LoginPage() {
  const wallets = useWallets();
  const account = useCurrentAccount();
  const wallet = useCurrentWallet();
  const dAppKit = useDAppKit();
  const { mutate: login, isPending } = useLogin();
  const [problem, setProblem] = useState<string | null>(null);
  const [connecting, setConnecting] = useState<string | null>(null);
  const [roles, setRoles] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    void localConsoleRoles().then((found) => live && setRoles(found));
    return () => {
      live = false;
    };
  }, []);

  const connect = async (wallet: (typeof wallets)[number]) => {
    setProblem(null);
    setConnecting(wallet.name);
    try {
      await dAppKit.connectWallet({ wallet });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The wallet did not connect.');
    } finally {
      setConnecting(null);
    }
  };

  const signIn = () => {
    setProblem(null);
    login({}, { onSuccess: (result) => !result.success && setProblem(result.error?.message ?? 'Sign-in failed.') });
  };

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <main>
        <Card style={{ width: 560 }}>
          <Typography.Title level={1} style={{ fontSize: 24 }}>
            SuiL operator console
          </Typography.Title>
          <Typography.Paragraph>
            Connect the wallet of an allowlisted address, then sign the one-time sign-in message. Signing costs nothing and moves no funds.
          </Typography.Paragraph>
          {roles.size > 0 && (
            <Typography.Paragraph data-testid="login-local-accounts">
              {localAccountsSentence(roles)}
            </Typography.Paragraph>
          )}
          {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} role="alert" />}
          {account ? (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text>
                Connected: <Typography.Text code data-testid="login-address">{account.address}</Typography.Text>
              </Typography.Text>
              {wallet && wallet.accounts.length > 1 && (
                <AccountChoice
                  addresses={wallet.accounts.map((a) => a.address)}
                  current={account.address}
                  roles={roles}
                  onChoose={(address) => {
                    const next = wallet.accounts.find((a) => a.address === address);
                    if (next) dAppKit.switchAccount({ account: next });
                  }}
                />
              )}
              <Space>
                <Button type="primary" size="large" loading={isPending} onClick={signIn}>
                  Sign in
                </Button>
                <Button size="large" onClick={() => void dAppKit.disconnectWallet()}>
                  Disconnect
                </Button>
              </Space>
            </Space>
          ) : wallets.length === 0 ? (
            <Alert type="warning" showIcon message="No Sui wallet found in this browser. Install one (for example Slush) and reload." />
          ) : (
            <Space direction="vertical" style={{ width: '100%' }}>
              {wallets.map((wallet) => (
                <Button key={wallet.name} block size="large" loading={connecting === wallet.name} onClick={() => void connect(wallet)} icon={<img src={wallet.icon} alt="" width={20} height={20} />}>
                  Connect {wallet.name}
                </Button>
              ))}
            </Space>
          )}
        </Card>
      </main>
    </Flex>
  );
}
