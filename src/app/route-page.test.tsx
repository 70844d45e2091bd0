// The page wrapper is the app's one data-refresh listener: a login success (or a language
// change, which emits one) invalidates the page's data by the query key factories.
import { QueryClient, QueryClientProvider, useQuery, type QueryKey } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { apiQueryKeys } from '../api/query-keys';
import { emitLoginSuccess } from '../auth/events';
import { chainQueryKeys } from '../chain/query-keys';
import { SUI_COIN_TYPE, useCoinBalance } from '../hooks/use-coin-balance';
import { connectBurnerWallet, createTestClient, createTestDAppKit, renderForTest } from '../test/render-for-test';
import { WalletStackProvider } from '../wallet/wallet-stack';
import { RoutePage } from './route-page';

const OWNER = '0x' + 'a'.repeat(64);

function Reads({ reads }: { reads: { key: QueryKey; enabled?: boolean; count: () => string }[] }) {
  return reads.map(({ key, enabled, count }) => <Read key={JSON.stringify(key)} queryKey={key} enabled={enabled ?? true} count={count} />);
}

function Read({ queryKey, enabled, count }: { queryKey: QueryKey; enabled: boolean; count: () => string }) {
  const query = useQuery({ queryKey, enabled, staleTime: Infinity, queryFn: async () => count() });
  return <p>{query.data ?? 'none'}</p>;
}

function counter(name: string) {
  let n = 0;
  const count = () => `${name} ${++n}`;
  return {
    count,
    get calls() {
      return n;
    },
  };
}

describe('RoutePage', () => {
  it('on every login success refetches the chain reads, coin balances and /api data on screen, marks the rest stale, and leaves other data alone', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = counter('view');
    const balance = counter('balance');
    const me = counter('me');
    const latency = counter('latency');
    const noWallet = counter('no-wallet');
    // Cached by an earlier page, not on screen now.
    await queryClient.prefetchQuery({ queryKey: apiQueryKeys.notices('notice', 'en_US'), queryFn: () => 'notices', staleTime: Infinity });

    render(
      <QueryClientProvider client={queryClient}>
        <WalletStackProvider dAppKit={createTestDAppKit()}>
          <MemoryRouter initialEntries={['/flow?id=7']}>
            <Routes>
              <Route
                path="/flow"
                element={
                  <RoutePage>
                    <Reads
                      reads={[
                        { key: chainQueryKeys.views('flow', OWNER), count: view.count },
                        { key: chainQueryKeys.coinBalance(OWNER, SUI_COIN_TYPE), count: balance.count },
                        { key: apiQueryKeys.me(OWNER), count: me.count },
                        { key: ['node-latency', 'http://node'], count: latency.count },
                        { key: chainQueryKeys.views('flow', null), enabled: false, count: noWallet.count },
                      ]}
                    />
                  </RoutePage>
                }
              />
            </Routes>
          </MemoryRouter>
        </WalletStackProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('view 1')).toBeTruthy();
    await screen.findByText('balance 1');
    await screen.findByText('me 1');
    await screen.findByText('latency 1');

    act(() => emitLoginSuccess({ address: OWNER, isNewLogin: true }));
    await screen.findByText('view 2');
    await screen.findByText('balance 2');
    await screen.findByText('me 2');
    act(() => emitLoginSuccess({ address: OWNER, isNewLogin: false }));
    await screen.findByText('view 3');
    await screen.findByText('balance 3');
    await screen.findByText('me 3');

    expect([latency.calls, noWallet.calls]).toEqual([1, 0]);
    const notices = queryClient.getQueryState(apiQueryKeys.notices('notice', 'en_US'));
    expect(notices?.isInvalidated).toBe(true);
    expect(notices?.dataUpdateCount).toBe(1);
  });

  it("refreshes a page's real hook: the coin balance is read again from the node after a login success", async () => {
    const client = createTestClient();
    let balance = 1_000n;
    const getBalance = vi
      .spyOn(client.core, 'listBalances')
      .mockImplementation(async () => ({ balances: [{ coinType: SUI_COIN_TYPE, balance: String(balance) }], hasNextPage: false, cursor: null }) as never);
    const dAppKit = createTestDAppKit(client);
    function Balance() {
      const { balance: shown } = useCoinBalance(SUI_COIN_TYPE);
      return <p>balance {shown?.toString() ?? 'unknown'}</p>;
    }
    renderForTest(
      <RoutePage>
        <Balance />
      </RoutePage>,
      { dAppKit },
    );
    await act(() => connectBurnerWallet(dAppKit));
    await screen.findByText('balance 1000');
    const readsBefore = getBalance.mock.calls.length;

    balance = 2_500n;
    act(() => emitLoginSuccess({ address: null, isNewLogin: true }));
    await screen.findByText('balance 2500');
    await waitFor(() => expect(getBalance.mock.calls.length).toBe(readsBefore + 1));
  });
});
