// Localnet builds only (console-dapp-kit.ts imports this behind MODE === 'localnet'): the app's
// local test wallet, asking before each signature in an Ant Design dialog with the message in
// full. It opens with the local console's two accounts, the operator then the approver, which
// the server allowlists when started with CONSOLE_DEV_ACCOUNTS=1 (npm start, the e2e stack):
// public dev keys, in this origin's localStorage under the console's own prefix, apart from the
// app's local wallet on the same origin.
import type { InitializeArgs, InitializeResult } from '@mysten/dapp-kit-react';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { fromHex } from '@mysten/sui/utils';
import { getWallets } from '@mysten/wallet-standard';
import { Modal, Typography } from 'antd';
import { DEV_CONSOLE_ACCOUNTS } from '../../../localnet/packages/finance/dev-keys.ts';
import { DISABLE_LOCAL_WALLET_FLAG, LOCAL_WALLET_KEYS_STORAGE, LocalTestWallet, type SigningRequest } from '../../../src/wallet/local-test-wallet.ts';

const CONSOLE_STORAGE_PREFIX = 'suil:admin:';

/** Which local console account has which role (the server allowlists them so): the sign-in page names them. */
export const LOCAL_CONSOLE_ROLES: ReadonlyMap<string, string> = new Map(DEV_CONSOLE_ACCOUNTS.map(({ address, role }) => [address, role]));

/** `base` seen through a key prefix: the console's wallet state never meets the app's. */
export function prefixedStorage(base: Storage, prefix: string): Storage {
  const own = () => Array.from({ length: base.length }, (_, i) => base.key(i)).filter((key): key is string => key?.startsWith(prefix) ?? false);
  return {
    get length() {
      return own().length;
    },
    key: (index) => own()[index]?.slice(prefix.length) ?? null,
    getItem: (key) => base.getItem(prefix + key),
    setItem: (key, value) => base.setItem(prefix + key, value),
    removeItem: (key) => base.removeItem(prefix + key),
    clear: () => own().forEach((key) => base.removeItem(key)),
  };
}

/** The console's wallet storage, holding the two local console accounts before anything else. */
export function consoleWalletStorage(base: Storage): Storage {
  const storage = prefixedStorage(base, CONSOLE_STORAGE_PREFIX);
  if (storage.getItem(LOCAL_WALLET_KEYS_STORAGE) === null) {
    const secrets = DEV_CONSOLE_ACCOUNTS.map(({ secretKeyHex }) => Ed25519Keypair.fromSecretKey(fromHex(secretKeyHex)).getSecretKey());
    storage.setItem(LOCAL_WALLET_KEYS_STORAGE, JSON.stringify(secrets));
  }
  return storage;
}

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
  const wallet = new LocalTestWallet({ clients, storage: consoleWalletStorage(localStorage), approve: ask });
  return { unregister: getWallets().register(wallet) };
}
