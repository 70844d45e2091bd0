import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { LiquidityPosition } from '../../../chain/liquidity-position';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import { formatDateTime } from '../../../hooks/use-format-date';
import { LiquidityPositionFields, WithdrawIncomeForm } from './liquidity-position';

describe('LiquidityPositionFields', () => {
  it('reads -- for every field while the position is not loaded', () => {
    renderForTest(<LiquidityPositionFields position={null} incomeTestId="withdrawable-income" />);
    expect(screen.getAllByText('--')).toHaveLength(9);
  });

  it('formats a position: SUI principal, SUIL income, days, hashrate left, end time, status and the lock', () => {
    const startMs = Date.UTC(2026, 0, 2, 3, 4);
    const unlockMs = startMs + 7 * 86_400_000;
    const endMs = startMs + 100 * 86_400_000;
    renderForTest(
      <LiquidityPositionFields
        incomeTestId="withdrawable-income"
        position={{
          principal: 25_500_000_000n,
          hashrate: 24_000_000_000n,
          days: 1,
          withdrawableIncome: 123_456_789n,
          dailyYield: 2_000_000_000n,
          startMs,
          endMs,
          status: 'inProgress',
          unlockMs,
          locked: true,
          unstakeable: false,
        }}
      />,
    );
    expect(screen.getByText('25.5 SUI')).toBeTruthy();
    expect(screen.getByText('1 day')).toBeTruthy();
    expect(screen.getByText('0.1234 SUIL')).toBeTruthy();
    expect(screen.getByText('2 SUIL')).toBeTruthy();
    expect(screen.getByText('24')).toBeTruthy();
    expect(screen.getByText(formatDateTime(endMs, 'en_US'))).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText(`Locked until ${formatDateTime(unlockMs, 'en_US')}`)).toBeTruthy();
    expect(screen.queryByText('--')).toBeNull();
  });

  it('an ended position (no hashrate left) reads Ended and hashrate used up, its lock on its own line', () => {
    const startMs = Date.UTC(2026, 0, 2, 3, 4);
    renderForTest(
      <LiquidityPositionFields
        incomeTestId="flow-income"
        position={{
          principal: 420_000_000_000n,
          hashrate: 0n,
          days: 180,
          withdrawableIncome: 420_000_000_000n,
          dailyYield: 0n,
          startMs,
          endMs: null,
          status: 'ended',
          unlockMs: startMs + 7 * 86_400_000,
          locked: false,
          unstakeable: true,
        }}
      />,
    );
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.getByText('Hashrate used up')).toBeTruthy();
    expect(screen.getByText('Unlocked')).toBeTruthy();
    expect(screen.getByText('0 SUIL')).toBeTruthy();
  });

  it('shows a tiny withdrawable income by the display rule, as the claim preview does: never 0', () => {
    const startMs = Date.UTC(2026, 0, 2, 3, 4);
    renderForTest(
      <LiquidityPositionFields
        incomeTestId="flow-income"
        position={{
          principal: 1_000_000_000n,
          days: 0,
          hashrate: 1_000_000_000n,
          withdrawableIncome: 16_700n,
          dailyYield: 16_700n,
          startMs,
          endMs: startMs + 86_400_000,
          status: 'inProgress',
          unlockMs: startMs + 86_400_000,
          locked: true,
          unstakeable: false,
        }}
      />,
    );
    expect(screen.getByTestId('flow-income').textContent).toBe('0.0000167 SUIL');
    expect(screen.getAllByText('0.0000167 SUIL')).toHaveLength(2);
  });
});

describe('WithdrawIncomeForm', () => {
  const startMs = Date.UTC(2026, 0, 2, 3, 4);
  const position = (withdrawableIncome: bigint): LiquidityPosition => ({
    principal: 20_000_000_000n, days: 1, hashrate: 20_000_000_000n, withdrawableIncome, dailyYield: 200_000_000n, startMs,
    endMs: startMs + 100 * 86_400_000, status: 'inProgress', unlockMs: startMs, locked: false, unstakeable: true,
  });
  const config = { claimHrRate: 300n } as Parameters<typeof WithdrawIncomeForm>[0]['config'];
  const button = () => screen.getByRole('button', { name: 'Withdraw income' }) as HTMLButtonElement;

  async function renderForm(withdrawableIncome: bigint, submit: () => void) {
    const dAppKit = createTestDAppKit();
    renderForTest(<WithdrawIncomeForm position={position(withdrawableIncome)} config={config} withdraw={{ submit, isPending: false }} />, { dAppKit });
    await act(() => connectBurnerWallet(dAppKit));
  }

  it('with no income the button is off and says why, once, and sends nothing', async () => {
    const submit = vi.fn();
    await renderForm(0n, submit);
    expect(button().disabled).toBe(true);
    expect(screen.getAllByText('No Suil available to claim')).toHaveLength(1);
    expect(document.getElementById(button().getAttribute('aria-describedby')!)?.textContent).toBe('No Suil available to claim');
    fireEvent.click(button());
    expect(submit).not.toHaveBeenCalled();
  });

  it('with income the button runs, with nothing said against it', async () => {
    const submit = vi.fn();
    await renderForm(1_000_000_000n, submit);
    expect(button().disabled).toBe(false);
    expect(screen.queryByText('No Suil available to claim')).toBeNull();
    fireEvent.click(button());
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
