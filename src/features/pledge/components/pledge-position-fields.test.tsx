import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderForTest } from '../../../components/render-for-test';
import { PledgePositionFields } from './pledge-position-fields';

describe('PledgePositionFields', () => {
  it('reads -- for every field while the position is not loaded', () => {
    renderForTest(<PledgePositionFields position={null} />);
    expect(screen.getAllByText('--')).toHaveLength(7);
  });

  it('formats a position: SUI principal, SUIL income, days and status', () => {
    renderForTest(
      <PledgePositionFields
        position={{
          id: '0x1',
          principal: 25_500_000_000n,
          days: 1,
          withdrawableIncome: 123_456_789n,
          dailyYield: 2_000_000_000n,
          startMs: Date.UTC(2026, 0, 2, 3, 4),
          endMs: null,
          status: 'inProgress',
        }}
      />,
    );
    expect(screen.getByText('25.5 SUI')).toBeTruthy();
    expect(screen.getByText('1 day')).toBeTruthy();
    expect(screen.getByText('0.1234 SUIL')).toBeTruthy();
    expect(screen.getByText('2 SUIL')).toBeTruthy();
    expect(screen.getByText('Open-ended')).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.queryByText('--')).toBeNull();
  });
});
