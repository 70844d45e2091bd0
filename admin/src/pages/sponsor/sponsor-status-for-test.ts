// Test-only: a sponsor status as the server answers it (contract SponsorStatus), running with the
// server's default budget, for the screens' tests that need a dashboard answer.
import type { SponsorStatus } from '../../../../contract/admin.ts';

export const TEST_SPONSOR_ADDRESS = `0x${'5a'.repeat(32)}`;

export function sponsorStatusForTest(overrides: Partial<SponsorStatus> = {}): SponsorStatus {
  return {
    address: TEST_SPONSOR_ADDRESS,
    balance: '12500000000',
    coinBalance: '0',
    spent24h: '2500000000',
    count24h: 900,
    dailyBudget: '50000000000',
    dailyCount: 5000,
    maxGasBudget: '50000000',
    paused: { paused: false, reason: null, by: null, at: null },
    outcomes: { executed: 1200, failed: 3, submitted: 1 },
    ...overrides,
  };
}
