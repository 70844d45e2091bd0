// Localnet builds only (console-dapp-kit.ts imports this behind MODE === 'localnet'): the app's
// local test wallet, its keys in this origin's localStorage, asking before each signature in
// an Ant Design dialog with the message in full.
import type { InitializeArgs, InitializeResult } from '@mysten/dapp-kit-react';
import { getWallets } from '@mysten/wallet-standard';
import { Modal, Typography } from 'antd';
import { DISABLE_LOCAL_WALLET_FLAG, LocalTestWallet, type SigningRequest } from '../../../src/wallet/local-test-wallet.ts';

function ask(request: SigningRequest): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: 'SuiL Local Wallet: signature request',
      content:
        request.kind === 'personalMessage' ? (
          <>
            <Typography.Paragraph>Account {request.address}</Typography.Paragraph>
            <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{new TextDecoder().decode(request.message)}</pre>
          </>
        ) : (
          <Typography.Paragraph>Sign a transaction with {request.address}?</Typography.Paragraph>
        ),
      okText: 'Approve',
      cancelText: 'Reject',
      width: 640,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

export function registerConsoleTestWallet({ networks, getClient }: InitializeArgs): InitializeResult {
  if (localStorage.getItem(DISABLE_LOCAL_WALLET_FLAG) === '1') return { unregister: () => {} };
  const clients = Object.fromEntries(networks.map((network) => [`sui:${network}`, getClient(network)]));
  const wallet = new LocalTestWallet({ clients, storage: localStorage, approve: ask });
  return { unregister: getWallets().register(wallet) };
}
