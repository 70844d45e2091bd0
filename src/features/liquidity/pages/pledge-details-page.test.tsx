// The unstake card's texts agree with what unstaking does (docs/contract.md: it pays the pending
// income, then the principal less the fee), and unstaking everything asks without speaking of
// income on what stays.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerLiquidityReads, DAY_MS, SUI } from '../../../test/liquidity-reads-for-test';
import { connectBurnerWallet, createTestClient, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import PledgeDetailsPage from './pledge-details-page';

async function openUnlockedPosition() {
  const client = createTestClient();
  const startMs = 1_767_225_600_000n;
  answerLiquidityReads(client, { nowMs: startMs + 8n * DAY_MS, position: { principal: 25n * SUI, startMs, pending: 1_500_000_000n }, unstakeable: true });
  const dAppKit = createTestDAppKit(client);
  const { router } = renderForTest(<PledgeDetailsPage />, { url: '/pledgeDetails1', path: '/pledgeDetails1', dAppKit });
  const owner = await act(() => connectBurnerWallet(dAppKit));
  await act(() => router.navigate(`/pledgeDetails1?id=${owner}`));
  await screen.findByTestId('withdrawable-income');
}

describe('PledgeDetailsPage, unstaking', () => {
  it('says unstaking pays the income and then the principal, and nowhere that both together cannot be taken out', async () => {
    await openUnlockedPosition();
    expect(screen.getByText('Unstaking first pays out the pending income in SUIL, then returns the SUI less the unstake fee.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/not supported/);
  });

  it('asks before unstaking all of it without warning about income on what stays', async () => {
    await openUnlockedPosition();
    fireEvent.change(screen.getByLabelText('Unstake quantity'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unstake' }));
    const dialog = await screen.findByText(/^Unstaking all of it pays out your income now/);
    expect(dialog.textContent).toBe('Unstaking all of it pays out your income now and returns all your SUI less the unstake fee. Nothing stays in the pool. Continue?');
    expect(document.body.textContent).not.toMatch(/on what stays/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  });
});
