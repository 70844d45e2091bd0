// The local test wallet's account actions (localnet builds; the unit tests run in that mode):
// 'Add an account without SUI' adds an account the faucet never funds, for the free bind.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { formatAddress } from '@mysten/sui/utils';
import { getWallets } from '@mysten/wallet-standard';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDAppKit, renderForTest } from '../test/render-for-test';
import { LOCAL_TEST_WALLET_NAME, LocalTestWallet } from './local-test-wallet';
import { LocalWalletActions } from './local-wallet-actions';

const offlineClient = { network: 'localnet', core: { getBalance: async () => ({ balance: { balance: '0' } }) } } as unknown as ClientWithCoreApi;

afterEach(() => localStorage.clear());

describe('LocalWalletActions', () => {
  it('adds an account without SUI: shared with the app, never sent to the faucet', async () => {
    const faucet = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    const wallet = new LocalTestWallet({
      clients: { 'sui:localnet': offlineClient },
      storage: localStorage,
      faucetUrl: 'http://faucet.invalid/gas',
      fetchImpl: faucet as unknown as typeof fetch,
      approve: async () => true,
    });
    const unregister = getWallets().register(wallet);
    try {
      const dAppKit = createTestDAppKit();
      const ui = await vi.waitUntil(() => dAppKit.stores.$wallets.get().find((w) => w.name === LOCAL_TEST_WALLET_NAME));
      const [first] = await act(async () => (await dAppKit.connectWallet({ wallet: ui })).accounts);
      await vi.waitFor(() => expect(faucet).toHaveBeenCalledTimes(1));
      renderForTest(<LocalWalletActions wallet={ui} />, { dAppKit });

      fireEvent.click(screen.getByRole('button', { name: 'Add an account without SUI' }));
      await vi.waitFor(() => expect(wallet.accounts).toHaveLength(2));
      const added = wallet.accounts[1]!.address;
      await vi.waitFor(() => expect(document.body.textContent).toContain(`Account ${formatAddress(added)} added, without SUI`));
      expect(screen.getByRole('button', { name: 'Add account' })).toBeTruthy();
      // Only the connected account was ever funded.
      expect(faucet.mock.calls.map(([, init]) => (JSON.parse(String(init.body)) as { address: string }).address)).toEqual([first!.address]);
    } finally {
      unregister();
    }
  });
});
