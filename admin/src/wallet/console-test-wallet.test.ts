// The console's local wallet opens with the local console's operator and approver, in storage of
// its own: the app's local wallet on the same origin keeps its keys and never sees these.
import { StandardConnect, type StandardConnectFeature } from '@mysten/wallet-standard';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_CONSOLE_ACCOUNTS } from '../../../localnet/packages/finance/dev-keys.ts';
import { LOCAL_WALLET_KEYS_STORAGE, LocalTestWallet } from '../../../src/wallet/local-test-wallet.ts';
import { consoleWalletStorage, prefixedStorage } from './console-test-wallet.tsx';

beforeEach(() => localStorage.clear());

describe("the console's local wallet", () => {
  it('connects with the operator then the approver', async () => {
    const wallet = new LocalTestWallet({ clients: {}, storage: consoleWalletStorage(localStorage), approve: async () => true });
    const { accounts } = await (wallet.features as StandardConnectFeature)[StandardConnect].connect();
    expect(accounts.map((account) => account.address)).toEqual(DEV_CONSOLE_ACCOUNTS.map((account) => account.address));
  });

  it("keeps its keys apart from the app's local wallet", () => {
    localStorage.setItem(LOCAL_WALLET_KEYS_STORAGE, '["the app user\'s key"]');
    const storage = consoleWalletStorage(localStorage);
    expect(localStorage.getItem(LOCAL_WALLET_KEYS_STORAGE)).toBe('["the app user\'s key"]');
    expect(JSON.parse(storage.getItem(LOCAL_WALLET_KEYS_STORAGE)!)).toHaveLength(2);
    storage.clear();
    expect(storage.length).toBe(0);
    expect(localStorage.getItem(LOCAL_WALLET_KEYS_STORAGE)).toBe('["the app user\'s key"]');
  });

  it('keeps accounts the operator added to it', () => {
    prefixedStorage(localStorage, 'suil:admin:').setItem(LOCAL_WALLET_KEYS_STORAGE, '["a"]');
    expect(consoleWalletStorage(localStorage).getItem(LOCAL_WALLET_KEYS_STORAGE)).toBe('["a"]');
  });
});

describe('the local console accounts by role', () => {
  it('names the first account the operator and the second the approver, as the server allowlists them', async () => {
    const { LOCAL_CONSOLE_ROLES } = await import('./console-test-wallet.tsx');
    expect([...LOCAL_CONSOLE_ROLES]).toEqual([
      [DEV_CONSOLE_ACCOUNTS[0].address, 'operator'],
      [DEV_CONSOLE_ACCOUNTS[1].address, 'approver'],
    ]);
  });
});
