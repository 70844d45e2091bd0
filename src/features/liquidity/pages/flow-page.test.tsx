import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { answerLiquidityReads, DAY_MS, SUI } from '../../../test/liquidity-reads-for-test';
import { connectBurnerWallet, createTestClient, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import FlowDetailsPage from './flow-details-page';
import FlowPage from './flow-page';

describe('FlowPage', () => {
  it('shows the pool total and daily release rate from the chain, and the user figures as unknown without a wallet', async () => {
    const client = createTestClient();
    answerLiquidityReads(client);
    renderForTest(<FlowPage />, { url: '/flow', dAppKit: createTestDAppKit(client) });
    expect(await screen.findByText('1,000')).toBeTruthy(); // total_staked 1000 SUI
    expect(screen.getByText('1.00% / day')).toBeTruthy();
    expect(screen.getAllByText('--')).toHaveLength(2);
    expect(screen.getByText('Adding liquidity starts from 20 SUI.')).toBeTruthy();
  });

  it('shows the connected user’s liquidity and income: in progress past the lock while hashrate remains, the lock on its own line', async () => {
    const client = createTestClient();
    const startMs = 1_767_225_600_000n;
    answerLiquidityReads(client, {
      nowMs: startMs + 8n * DAY_MS,
      position: { principal: 25n * SUI, hashrate: 23n * SUI, startMs, pending: 1_500_000_000n },
      unstakeable: true,
    });
    const dAppKit = createTestDAppKit(client);
    renderForTest(<FlowPage />, { url: '/flow', dAppKit });
    await act(() => connectBurnerWallet(dAppKit));
    const position = await screen.findByTestId('flow-position');
    expect(position.textContent).toContain('25 SUI');
    expect(position.textContent).toContain('8 days');
    expect(position.textContent).toContain('In progress');
    expect(position.textContent).not.toContain('Ended');
    expect(position.textContent).toContain('Unlocked');
    expect(position.textContent).toContain('0.25 SUIL'); // the daily yield: 1 % of 25 SUI
    expect(screen.getByTestId('flow-income').textContent).toBe('1.5 SUIL');
    expect(screen.getByText('25')).toBeTruthy(); // my liquidity in the overview
  });

  it('shows Ended once the hashrate is used up: no daily yield, the income still there to withdraw', async () => {
    const client = createTestClient();
    const startMs = 1_767_225_600_000n;
    answerLiquidityReads(client, {
      nowMs: startMs + 180n * DAY_MS,
      position: { principal: 25n * SUI, hashrate: 0n, startMs, pending: 25n * SUI },
      unstakeable: true,
    });
    const dAppKit = createTestDAppKit(client);
    renderForTest(<FlowPage />, { url: '/flow', dAppKit });
    await act(() => connectBurnerWallet(dAppKit));
    const position = await screen.findByTestId('flow-position');
    expect(position.textContent).toContain('Ended');
    expect(position.textContent).toContain('Hashrate used up');
    expect(position.textContent).toContain('0 SUIL'); // current daily yield
    expect(screen.getByTestId('flow-income').textContent).toBe('25 SUIL');
  });

  it('offers no deposit into the ecosystem, on the pool or on the liquidity details: the finance package has none', async () => {
    const client = createTestClient();
    const startMs = 1_767_225_600_000n;
    answerLiquidityReads(client, { nowMs: startMs + 8n * DAY_MS, position: { principal: 25n * SUI, startMs, pending: 1_500_000_000n }, unstakeable: true });
    const dAppKit = createTestDAppKit(client);
    const pool = renderForTest(<FlowPage />, { url: '/flow', dAppKit });
    const owner = await act(() => connectBurnerWallet(dAppKit));
    await screen.findByTestId('flow-position');
    const ecologyLinks = () => [...document.querySelectorAll('a')].filter((a) => /ecology/.test(a.getAttribute('href') ?? ''));
    expect(screen.getByRole('link', { name: 'Deposit to bank' })).toBeTruthy();
    expect(ecologyLinks()).toEqual([]);
    expect(screen.queryByText(/ecosystem/i)).toBeNull();
    pool.unmount();

    renderForTest(<FlowDetailsPage />, { url: `/flowDetails?id=${owner}`, dAppKit });
    expect(await screen.findByTestId('flow-income')).toBeTruthy();
    expect(ecologyLinks()).toEqual([]);
    expect(screen.queryByText(/ecosystem/i)).toBeNull();
  });
});
