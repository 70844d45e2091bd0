// The page wrapper turns a login success into a route-data refresh for the current path and
// the connected wallet address (none here: no wallet is connected in this test).
import { createDAppKit } from '@mysten/dapp-kit-react';
import { WalletStackProvider } from '../wallet/wallet-stack';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { emitLoginSuccess, onRouteDataRefresh, type RouteDataRefreshDetail } from '../auth/events';
import { getSuiClient } from '../chain/client';
import { env } from '../config/env';
import { RoutePage } from './route-page';

const dAppKit = createDAppKit({
  networks: [env.network],
  createClient: () => getSuiClient(),
  slushWalletConfig: null,
  storage: null,
});

describe('RoutePage', () => {
  it('emits a route-data refresh with the path and address on every login success', async () => {
    const refreshes: RouteDataRefreshDetail[] = [];
    const stop = onRouteDataRefresh((detail) => refreshes.push(detail));
    render(
      <WalletStackProvider dAppKit={dAppKit}>
        <MemoryRouter initialEntries={['/flow?id=7']}>
          <Routes>
            <Route
              path="/flow"
              element={
                <RoutePage>
                  <p>flow page</p>
                </RoutePage>
              }
            />
          </Routes>
        </MemoryRouter>
      </WalletStackProvider>,
    );
    expect(await screen.findByText('flow page')).toBeTruthy();
    expect(refreshes).toEqual([]);

    act(() => emitLoginSuccess({ address: '0x1', isNewLogin: true }));
    act(() => emitLoginSuccess({ address: '0x1', isNewLogin: false }));
    expect(refreshes).toEqual([
      { path: '/flow', address: null },
      { path: '/flow', address: null },
    ]);
    stop();
  });
});
