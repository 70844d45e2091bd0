import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderForTest } from '../test/render-for-test';
import { formatDateTime } from '../hooks/use-format-date';
import { LiquidityPositionFields } from './liquidity-position';

describe('LiquidityPositionFields', () => {
  it('reads -- for every field while the position is not loaded', () => {
    renderForTest(<LiquidityPositionFields section="pledge" position={null} />);
    expect(screen.getAllByText('--')).toHaveLength(7);
  });

  it('formats a position: SUI principal, SUIL income, days, end time and status', () => {
    const startMs = Date.UTC(2026, 0, 2, 3, 4);
    const endMs = startMs + 7 * 86_400_000;
    renderForTest(
      <LiquidityPositionFields
        section="pledge"
        position={{
          principal: 25_500_000_000n,
          days: 1,
          withdrawableIncome: 123_456_789n,
          dailyYield: 2_000_000_000n,
          startMs,
          endMs,
          status: 'inProgress',
          unstakeable: false,
        }}
      />,
    );
    expect(screen.getByText('25.5 SUI')).toBeTruthy();
    expect(screen.getByText('1 day')).toBeTruthy();
    expect(screen.getByText('0.1234 SUIL')).toBeTruthy();
    expect(screen.getByText('2 SUIL')).toBeTruthy();
    expect(screen.getByText(formatDateTime(endMs, 'en_US'))).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.queryByText('--')).toBeNull();
  });

  it('shows a tiny withdrawable income by the display rule, as the claim preview does: never 0', () => {
    const startMs = Date.UTC(2026, 0, 2, 3, 4);
    renderForTest(
      <LiquidityPositionFields
        section="flow"
        position={{
          principal: 1_000_000_000n,
          days: 0,
          withdrawableIncome: 16_700n,
          dailyYield: 16_700n,
          startMs,
          endMs: startMs + 86_400_000,
          status: 'inProgress',
          unstakeable: false,
        }}
      />,
    );
    expect(screen.getByTestId('flow-income').textContent).toBe('0.0000167 SUIL');
    expect(screen.getAllByText('0.0000167 SUIL')).toHaveLength(2);
  });
});
