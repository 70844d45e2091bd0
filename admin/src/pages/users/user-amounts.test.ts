import { describe, expect, it } from 'vitest';
import { AdminUserSchema } from '../../../../contract/admin.ts';
import { BALANCES, formatBalance, formatCoinAmount } from './user-amounts.ts';

describe('formatCoinAmount', () => {
  it('shows every digit with the coin decimals: 1 base unit is never 0', () => {
    expect(formatCoinAmount('1', 'SUI')).toBe('0.000000001 SUI');
    expect(formatCoinAmount('1', 'USDC')).toBe('0.000001 USDC');
    expect(formatCoinAmount('1234567000000001', 'SUIL')).toBe('1,234,567.000000001 SUIL');
    expect(formatCoinAmount('0', 'SUI')).toBe('0 SUI');
  });

  it('keeps the base units of a coin it does not know, and of no coin', () => {
    expect(formatCoinAmount('1500', 'WAL')).toBe('1,500 base units of WAL');
    expect(formatCoinAmount('7', null)).toBe('7 base units');
  });
});

describe('formatBalance', () => {
  it('formats the four balances of a user answer, INCOME in SUI', () => {
    const user = AdminUserSchema.parse({
      address: `0x${'a'.repeat(64)}`,
      known: true,
      inviter: null,
      createdAt: '2026-11-21T12:00:00.000Z',
      balances: { SUI: '20000000000', USDC: '5', SUIL: '18446744073709551615', INCOME: '1' },
      team: { direct: 0, total: 0 },
      records: [],
      withdrawals: [],
      sessions: { lastSignInAt: null, revokedBefore: null },
    });
    expect(BALANCES.map((b) => formatBalance(user.balances, b.name))).toEqual([
      '20 SUI',
      '0.000005 USDC',
      '18,446,744,073.709551615 SUIL',
      '0.000000001 SUI',
    ]);
  });
});

describe('the balances named in words', () => {
  it('names withdrawable income as the app does, never by its code', () => {
    expect(BALANCES.map((b) => b.label)).toEqual(['SUI', 'USDC', 'SUIL', 'Withdrawable income (SUI)']);
    expect(BALANCES.some((b) => b.label.includes('(INCOME)'))).toBe(false);
  });
});
