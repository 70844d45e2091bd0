// The bind screen's back arrow leaves it. An account that must bind is sent to this screen from
// every other page (the guard), so going back in history would show it again: the arrow takes
// such an account home, and the guard lets it stay there until it opens another page. Reached
// from an invite link (the first entry, replaced by the guard's redirect) or from a page the
// guard turned away, it never returns to the same screen.
import { bcs } from '@mysten/sui/bcs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectBurnerWallet, createTestClient, createTestDAppKit } from '../../../test/render-for-test';
import { WalletStackProvider } from '../../../wallet/wallet-stack';
import { useNotBoundGuard } from '../hooks/use-not-bound-guard';
import NotBoundPage from './not-bound-page';

const ROOT = '0x' + '1'.repeat(64);
const FRIEND = '0x' + '3'.repeat(64);
const ZERO = '0x' + '0'.repeat(64);

function Guarded({ children }: { children: ReactNode }) {
  useNotBoundGuard();
  return children;
}

/** The app's pages as far as the guard goes, the chain answering that the connected account has no inviter. */
function renderApp(entries: string[]) {
  const client = createTestClient();
  vi.spyOn(client.core, 'simulateTransaction').mockResolvedValue({
    $kind: 'Transaction',
    commandResults: [{ returnValues: [{ bcs: bcs.Address.serialize(ROOT).toBytes() }, { bcs: bcs.Address.serialize(ZERO).toBytes() }] }],
  } as never);
  const dAppKit = createTestDAppKit(client);
  const router = createMemoryRouter(
    [
      { path: '/', element: <Guarded>home page</Guarded> },
      { path: '/flow', element: <Guarded>pool page</Guarded> },
      { path: '/not_bound', element: <Guarded><NotBoundPage /></Guarded> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WalletStackProvider dAppKit={dAppKit}>
        <RouterProvider router={router} />
      </WalletStackProvider>
    </QueryClientProvider>,
  );
  return { router, dAppKit };
}

async function tapBackAndSettle() {
  fireEvent.click(document.querySelector('.rv-nav-bar__arrow')!);
  // Long enough for the guard to have sent the user back, if it were going to.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the bind screen’s back arrow, for an account that must bind', () => {
  it('from a friend’s invite link: goes home and stays there, and the guard still asks on the next page', async () => {
    const { router, dAppKit } = renderApp([`/?inviter=${FRIEND}`]);
    await act(() => connectBurnerWallet(dAppKit));
    await waitFor(() => expect(router.state.location.pathname).toBe('/not_bound'));
    await screen.findByLabelText('Inviter address');

    await tapBackAndSettle();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home page')).toBeTruthy();

    await act(() => router.navigate('/flow'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/not_bound'));
    // The link's inviter is still there to confirm.
    expect((screen.getByLabelText('Inviter address') as HTMLTextAreaElement).value).toBe(FRIEND);
  });

  it('from a page the guard turned away: goes home, not back to that page (which would send it here again)', async () => {
    const { router, dAppKit } = renderApp(['/', '/flow']);
    await act(() => connectBurnerWallet(dAppKit));
    await waitFor(() => expect(router.state.location.pathname).toBe('/not_bound'));
    await screen.findByLabelText('Inviter address');

    await tapBackAndSettle();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home page')).toBeTruthy();
  });
});
