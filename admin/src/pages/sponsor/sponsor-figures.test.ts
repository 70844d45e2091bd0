import { describe, expect, it } from 'vitest';
import {
  balanceBelowCap,
  budgetWarning,
  coinsToSweep,
  outcomesText,
  percentOf,
  runwayIsShort,
  runwayNote,
  runwayText,
  sponsorRunway,
  sponsorState,
} from './sponsor-figures.ts';
import { sponsorStatusForTest } from './sponsor-status-for-test.ts';

const SUI = 1_000_000_000n;
const runwayOf = (balance: bigint | null, spent: bigint) => sponsorRunway(sponsorStatusForTest({ balance: balance?.toString() ?? null, spent24h: spent.toString() }));

describe('sponsorState', () => {
  it('says none without a sponsor key, paused when paused, else running', () => {
    expect(sponsorState(sponsorStatusForTest())).toBe('running');
    expect(sponsorState(sponsorStatusForTest({ paused: { paused: true, reason: 'drill', by: '0x1', at: '2026-11-21T12:00:00.000Z' } }))).toBe('paused');
    expect(sponsorState(sponsorStatusForTest({ address: null, paused: { paused: true, reason: 'x', by: 'cli', at: null } }))).toBe('none');
  });
});

describe('how long the balance lasts at the last 24 hours\' spend', () => {
  it('divides the balance by the spend exactly: whole days from ten, tenths below, hours under a day', () => {
    expect(runwayText(runwayOf(12_345n * SUI, 1n * SUI))).toBe('about 12,345 days');
    expect(runwayText(runwayOf(12n * SUI + SUI / 2n, 1n * SUI))).toBe('about 12 days');
    expect(runwayText(runwayOf(10n * SUI, 1n * SUI))).toBe('about 10 days');
    expect(runwayText(runwayOf(9n * SUI + 990_000_000n, 1n * SUI))).toBe('about 9.9 days');
    expect(runwayText(runwayOf(3n * SUI, 1n * SUI))).toBe('about 3 days');
    expect(runwayText(runwayOf(1n * SUI, 1n * SUI))).toBe('about 1 day');
    expect(runwayText(runwayOf(SUI / 2n, 1n * SUI))).toBe('less than a day (about 12 hours)');
    expect(runwayText(runwayOf(SUI / 24n + 1n, 1n * SUI))).toBe('less than a day (about 1 hour)');
    expect(runwayText(runwayOf(SUI / 24n, 1n * SUI))).toBe('less than an hour');
    expect(runwayText(runwayOf(1n, 1n * SUI))).toBe('less than an hour');
    // Base units all the way: a balance past 2^53 is not rounded.
    expect(runwayText(runwayOf(18_000_000_000_000_000_001n, 9n))).toBe('about 2,000,000,000,000,000,000 days');
  });

  it('says what it cannot know rather than showing a number', () => {
    expect(runwayText(sponsorRunway(sponsorStatusForTest({ address: null, balance: null })))).toBe('no sponsor');
    expect(runwayText(runwayOf(null, SUI))).toBe('unknown');
    expect(runwayNote(runwayOf(null, SUI))).toBe('The balance could not be read from the node just now.');
    expect(runwayText(runwayOf(5n * SUI, 0n))).toBe('no spend to go by');
    expect(runwayNote(runwayOf(5n * SUI, 0n))).toBe('Nothing was sponsored in the last 24 hours.');
    expect(runwayText(runwayOf(0n, SUI))).toBe('nothing left');
  });

  it('warns under 7 days and when empty', () => {
    expect(runwayIsShort(runwayOf(6n * SUI + 999_999_999n, SUI))).toBe(true);
    expect(runwayIsShort(runwayOf(7n * SUI, SUI))).toBe(false);
    expect(runwayIsShort(runwayOf(0n, 0n))).toBe(true);
    expect(runwayIsShort(runwayOf(null, SUI))).toBe(false);
    expect(runwayIsShort(runwayOf(1n, 0n))).toBe(false);
  });
});

describe('the budget', () => {
  it('gives a share as a whole percentage, never 0% for a spend that is not zero', () => {
    expect(percentOf(2_500_000_000n, 50_000_000_000n)).toBe('5%');
    expect(percentOf(1n, 50_000_000_000n)).toBe('<1%');
    expect(percentOf(0n, 50n)).toBe('0%');
    expect(percentOf(60n, 50n)).toBe('120%');
  });

  it('warns when the count or the gas is used up, and when less than one cap of gas is left', () => {
    expect(budgetWarning(sponsorStatusForTest())).toBeNull();
    expect(budgetWarning(sponsorStatusForTest({ count24h: 5000 }))).toMatch(/^The budget of the last 24 hours is used up/);
    expect(budgetWarning(sponsorStatusForTest({ spent24h: '50000000000' }))).toMatch(/^The budget of the last 24 hours is used up/);
    expect(budgetWarning(sponsorStatusForTest({ spent24h: '49950000001' }))).toBe(
      "Less than one transaction's cap (0.05 SUI) is left of the gas budget: the next free bind may be refused.",
    );
    expect(budgetWarning(sponsorStatusForTest({ spent24h: '49950000000' }))).toBeNull();
  });

  it('flags a balance below the cap, coins waiting to be swept, and the outcomes in a line', () => {
    expect(balanceBelowCap(sponsorStatusForTest({ balance: '49999999' }))).toBe(true);
    expect(balanceBelowCap(sponsorStatusForTest({ balance: '50000000' }))).toBe(false);
    expect(balanceBelowCap(sponsorStatusForTest({ balance: null }))).toBe(false);
    expect(coinsToSweep(sponsorStatusForTest({ coinBalance: '0' }))).toBeNull();
    expect(coinsToSweep(sponsorStatusForTest({ coinBalance: null }))).toBeNull();
    expect(coinsToSweep(sponsorStatusForTest({ coinBalance: '1' }))).toBe('1');
    expect(outcomesText(sponsorStatusForTest())).toBe('1,200 executed, 3 failed (gas paid all the same), 1 in flight');
  });
});
