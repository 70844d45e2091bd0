import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { connectBurnerWallet, createTestClient, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import PledgePage from './pledge-page';
import { answerLiquidityReads, DAY_MS, SUI } from '../../../test/liquidity-reads-for-test';

describe('PledgePage', () => {
  it('shows the add form with the pool minimum read from the chain and asks for a wallet', async () => {
    const client = createTestClient();
    answerLiquidityReads(client, { minStake: 20n * SUI });
    renderForTest(<PledgePage />, { url: '/pledge1', dAppKit: createTestDAppKit(client) });
    expect(screen.getByText('Liquidity pledge')).toBeTruthy();
    expect(await screen.findByText('Minimum 20 SUI')).toBeTruthy();
    expect(screen.getByText('Connect your wallet to see your positions')).toBeTruthy();
    expect(screen.getByText('Wallet not connected')).toBeTruthy();
  });

  it('validates the quantity as it is typed against the pool minimum', async () => {
    const client = createTestClient();
    answerLiquidityReads(client, { minStake: 20n * SUI });
    renderForTest(<PledgePage />, { url: '/pledge1', dAppKit: createTestDAppKit(client) });
    await screen.findByText('Minimum 20 SUI');
    const input = screen.getByLabelText('Pledge quantity');
    fireEvent.change(input, { target: { value: '19' } });
    expect(screen.getByRole('alert').textContent).toBe('The pledge quantity cannot be less than 20 SUI');
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('The pledge quantity must be more than 0');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: '20' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the connected user’s position from the chain views, and what is available to pledge', async () => {
    const client = createTestClient();
    const startMs = 1_767_225_600_000n;
    answerLiquidityReads(client, {
      balance: 50n * SUI,
      nowMs: startMs + DAY_MS + 5n,
      position: { principal: 20n * SUI, startMs, pending: 200_000_000n },
    });
    const dAppKit = createTestDAppKit(client);
    renderForTest(<PledgePage />, { url: '/pledge1', dAppKit });
    await act(() => connectBurnerWallet(dAppKit));
    const position = await screen.findByTestId('pledge-position');
    expect(position.textContent).toContain('20 SUI');
    expect(position.textContent).toContain('1 day');
    expect(screen.getByTestId('withdrawable-income').textContent).toBe('0.2 SUIL');
    expect(position.textContent).toContain('In progress');
    expect(position.textContent).toContain('Locked until ');
    // 50 SUI less the 0.1 SUI kept for gas.
    expect(screen.getByText('Available: 49.9 SUI')).toBeTruthy();
  });

  it('says so when the user has no position', async () => {
    const client = createTestClient();
    answerLiquidityReads(client, { balance: 50n * SUI });
    const dAppKit = createTestDAppKit(client);
    renderForTest(<PledgePage />, { url: '/pledge1', dAppKit });
    await act(() => connectBurnerWallet(dAppKit));
    expect(await screen.findByText('You have no liquidity position yet')).toBeTruthy();
  });
});
