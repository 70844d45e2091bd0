import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth';

type Connection = { isConnected: boolean; isDisconnected: boolean; account: { address: string } | null };
let connection: Connection = { isConnected: false, isDisconnected: true, account: null };

vi.mock('./hooks', () => ({ useWalletConnection: () => connection }));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
const showToast = vi.fn();
vi.mock('../components/feedback', () => ({ showToast: (...args: unknown[]) => showToast(...args) }));

const revokeToken = vi.fn((_token: string) => Promise.resolve());
vi.mock('../api/auth', () => ({ revokeToken: (token: string) => revokeToken(token) }));

const { WalletSessionGuard: Guard } = await import('./wallet-session');
const { apiQueryKeys } = await import('../api/query-keys');
const { chainQueryKeys } = await import('../chain/query-keys');
const { LOCAL_WALLET_FUNDED_EVENT } = await import('./local-wallet-feature');

let queryClient = new QueryClient();
function WalletSessionGuard() {
  return (
    <QueryClientProvider client={queryClient}>
      <Guard />
    </QueryClientProvider>
  );
}

const A = '0x' + 'a'.repeat(64);
const B = '0x' + 'b'.repeat(64);

function connected(address: string): Connection {
  return { isConnected: true, isDisconnected: false, account: { address } };
}
const disconnected: Connection = { isConnected: false, isDisconnected: true, account: null };

describe('WalletSessionGuard', () => {
  afterEach(cleanup);
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.getState().clearSession();
    showToast.mockClear();
    revokeToken.mockClear();
    connection = disconnected;
    queryClient = new QueryClient();
  });

  it('keeps the session when the stored address connects', () => {
    useAuthStore.getState().setSession('token', A);
    connection = connected(A);
    render(<WalletSessionGuard />);
    expect(localStorage.getItem('access_token')).toBe('token');
    expect(showToast).not.toHaveBeenCalled();
  });

  it("clears the session, drops the old account's cached data and says so when another address connects", async () => {
    useAuthStore.getState().setSession('token', A);
    queryClient.setQueryData(apiQueryKeys.me(A), { balances: 'of A' });
    queryClient.setQueryData(apiQueryKeys.nodes(), { items: [] });
    connection = connected(A);
    const view = render(<WalletSessionGuard />);
    expect(queryClient.getQueryData(apiQueryKeys.me(A))).toEqual({ balances: 'of A' });
    connection = connected(B);
    view.rerender(<WalletSessionGuard />);
    expect(queryClient.getQueryData(apiQueryKeys.me(A))).toBeUndefined();
    expect(queryClient.getQueryData(apiQueryKeys.nodes())).toEqual({ items: [] });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('currentAccount')).toBe(B);
    await vi.waitFor(() => expect(revokeToken).toHaveBeenCalledExactlyOnceWith('token'));
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith('wallet.addressChanged', 'info');
  });

  it('logs out when the wallet disconnects, but not on a page load without a wallet', async () => {
    useAuthStore.getState().setSession('token', A);
    const view = render(<WalletSessionGuard />);
    expect(localStorage.getItem('access_token')).toBe('token');
    expect(revokeToken).not.toHaveBeenCalled();

    connection = connected(A);
    view.rerender(<WalletSessionGuard />);
    connection = disconnected;
    view.rerender(<WalletSessionGuard />);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('currentAccount')).toBeNull();
    await vi.waitFor(() => expect(revokeToken).toHaveBeenCalledExactlyOnceWith('token'));
    expect(showToast).not.toHaveBeenCalled();
  });

  it("in a localnet build, marks an account's balances stale when the local wallet's faucet funded it, and no other account's", () => {
    queryClient.setQueryData(chainQueryKeys.balances(A), { SUI: 0n });
    queryClient.setQueryData(chainQueryKeys.balances(B), { SUI: 0n });
    render(<WalletSessionGuard />);
    window.dispatchEvent(new CustomEvent(LOCAL_WALLET_FUNDED_EVENT, { detail: { address: A } }));
    expect(queryClient.getQueryState(chainQueryKeys.balances(A))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(chainQueryKeys.balances(B))?.isInvalidated).toBe(false);
  });
});
