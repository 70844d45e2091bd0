import { describe, expect, it } from 'vitest';
import { savingsTotals } from './savings-totals';

const SUI = 1_000_000_000n;
const USDC = 1_000_000n;

describe('savingsTotals', () => {
  it('totals each coin apart: 20 SUI and a 100 USDC subscription are two totals, the redeemed one left out', () => {
    expect(
      savingsTotals([
        { coin: 'USDC', status: 'active', principal: 100n * USDC, generatedIncome: 77_600n },
        { coin: 'SUI', status: 'active', principal: 20n * SUI, generatedIncome: 19_400_000n },
        { coin: 'SUI', status: 'redeemed', principal: 5n * SUI, generatedIncome: SUI },
      ]),
    ).toEqual([
      { coin: 'SUI', principal: 20n * SUI, income: 19_400_000n },
      { coin: 'USDC', principal: 100n * USDC, income: 77_600n },
    ]);
  });

  it('with nothing in progress, SUI at 0', () => {
    expect(savingsTotals([])).toEqual([{ coin: 'SUI', principal: 0n, income: 0n }]);
  });
});
