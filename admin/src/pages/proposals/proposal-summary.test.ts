import { describe, expect, it } from 'vitest';
import { type Dashboard, PROPOSAL_KINDS } from '../../../../contract/admin.ts';
import { changeText, needsDefaults, PROPOSAL_KIND_LABELS, proposalChangeLines } from './proposal-summary.ts';

const BY = `0x${'ab'.repeat(32)}`;
const ADDRESS = `0x${'cd'.repeat(32)}`;
const SUI = 1_000_000_000n;

/** What the dashboard says the server's configured defaults are. */
const DEFAULTS: Dashboard['defaults'] = {
  limits: { maxPerVoucher: (10_000n * SUI).toString(), userDailyLimit: (20_000n * SUI).toString(), totalDailyLimit: (100_000n * SUI).toString(), reviewThreshold: (1_000n * SUI).toString() },
  sponsor: { dailyBudget: (50n * SUI).toString(), dailyCount: 5000 },
};

/** The node tier as the server records it in a proposal's `before` (proposal-changes.ts tierRecord). */
const PRIMARY = { tier: 'primary', coin: 'USDC', price: '1000000000', limitedCount: '500', soldCount: '1', giftSuil: '1000000000000', autoReturnDays: '180' };

const rows = (lines: ReturnType<typeof proposalChangeLines>) => lines!.map((l) => [l.what, l.now, l.proposed, l.changed]);

describe('a proposal in words', () => {
  it('names every kind the contract has, each differently', () => {
    const labels = PROPOSAL_KINDS.map((kind) => PROPOSAL_KIND_LABELS[kind]);
    expect(labels.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(PROPOSAL_KINDS.length);
    expect(PROPOSAL_KIND_LABELS.resume_sponsor).toBe('Resume the sponsor');
    expect(PROPOSAL_KIND_LABELS.sponsor_budget).toBe('Sponsor budget');
  });

  it('reads every kind field by field: none is left to its JSON', () => {
    const samples: Record<(typeof PROPOSAL_KINDS)[number], { payload: unknown; before: unknown }> = {
      node_tier: { payload: { tier: 'primary', price: '1200000000' }, before: PRIMARY },
      bank_product: { payload: { id: 'sui-7', dailyRateBps: 12 }, before: null },
      withdrawal_limits: { payload: { limits: { reviewThreshold: '1000000' } }, before: null },
      allowlist: { payload: { address: ADDRESS, role: 'operator' }, before: { address: ADDRESS, role: null } },
      resume_withdrawals: { payload: {}, before: { paused: true, reason: 'drill', by: BY, at: '2026-11-21T12:00:00.000Z' } },
      approve_withdrawal: { payload: { withdrawalId: '7' }, before: null },
      resume_sponsor: { payload: {}, before: null },
      sponsor_budget: { payload: { dailyCount: 3 }, before: null },
    };
    for (const kind of PROPOSAL_KINDS) {
      const lines = proposalChangeLines({ kind, ...samples[kind] });
      expect(lines, kind).not.toBeNull();
      expect(lines!.some((l) => l.changed), kind).toBe(true);
    }
  });

  it("reads a node tier's price, limit, gift and return in their coins and units, before and after, the changed fields marked", () => {
    const lines = proposalChangeLines({ kind: 'node_tier', payload: { tier: 'primary', price: '1200000000', giftSuil: '1000000000000', autoReturnDays: 1 }, before: PRIMARY });
    expect(rows(lines)).toEqual([
      ['Tier', 'primary', 'unchanged', false],
      ['Price', '1,000 USDC', '1,200 USDC', true],
      ['Limited count', '500 (1 sold)', 'unchanged', false],
      ['Gift', '1,000 SUIL', '1,000 SUIL', false],
      ['Price returned after', '180 days', '1 day', true],
    ]);
    expect(changeText(lines![1]!)).toBe('1,000 USDC -> 1,200 USDC');
    // No coin on record: base units, said as such, never a bare number.
    expect(proposalChangeLines({ kind: 'node_tier', payload: { tier: 'primary', price: '1' }, before: { tier: 'primary' } })![1]).toEqual({
      what: 'Price',
      now: 'not recorded',
      proposed: '1 base unit (the coin is not recorded)',
      changed: true,
    });
  });

  it('reads withdrawal limits in SUI: a slip of a thousand shows as 0.001 SUI; back to the default shows the default', () => {
    const before = {
      overrides: { maxPerVoucher: null, userDailyLimit: null, totalDailyLimit: '200000000000000', reviewThreshold: null },
      effective: { maxPerVoucher: '10000000000000', userDailyLimit: '20000000000000', totalDailyLimit: '200000000000000', reviewThreshold: '1000000000000' },
    };
    const lines = proposalChangeLines({ kind: 'withdrawal_limits', payload: { limits: { reviewThreshold: '1000000', totalDailyLimit: null } }, before }, DEFAULTS);
    expect(rows(lines)).toEqual([
      ['Per voucher', "10,000 SUI (the server's default)", 'unchanged', false],
      ['Per user per day', "20,000 SUI (the server's default)", 'unchanged', false],
      ['All users per day', "200,000 SUI (an operator's setting)", "the server's default: 100,000 SUI", true],
      ['Review above', "1,000 SUI (the server's default)", '0.001 SUI', true],
    ]);
    // Before the defaults are read, the line says so rather than guessing.
    expect(proposalChangeLines({ kind: 'withdrawal_limits', payload: { limits: { totalDailyLimit: null } }, before })![2]!.proposed).toBe("the server's default (not read yet)");
  });

  it('reads a bank product: a new one against nothing, a change against its record, rates in percent, closing in words', () => {
    const created = proposalChangeLines({
      kind: 'bank_product',
      payload: { id: 'usdc-90', coin: 'USDC', dailyRateBps: 40, lockDays: 90, minAmount: '25500000', active: true, names: { en_US: '90-day USDC' } },
      before: null,
    });
    expect(rows(created)).toEqual([
      ['Product', 'usdc-90', 'unchanged', false],
      ['Coin', 'none (a new product)', 'USDC', true],
      ['Daily rate', 'none (a new product)', '40 bps (0.4% a day)', true],
      ['Lock', 'none (a new product)', '90 days', true],
      ['Minimum subscription', 'none (a new product)', '25.5 USDC', true],
      ['Subscriptions', 'none (a new product)', 'open to new subscriptions', true],
      ['Name (en_US)', 'none (a new product)', '90-day USDC', true],
    ]);
    const record = { id: 'sui-7', coin: 'SUI', dailyRateBps: '10', lockDays: '7', minAmount: '10000000000', feeBps: '300', active: true, names: { en_US: 'SUI Savings' } };
    expect(rows(proposalChangeLines({ kind: 'bank_product', payload: { id: 'sui-7', active: false, names: { ja_JP: 'SUI 貯金' } }, before: record }))).toEqual([
      ['Product', 'sui-7', 'unchanged', false],
      ['Coin', 'SUI', 'unchanged', false],
      ['Daily rate', '10 bps (0.1% a day)', 'unchanged', false],
      ['Lock', '7 days', 'unchanged', false],
      ['Minimum subscription', '10 SUI', 'unchanged', false],
      ['Subscriptions', 'open to new subscriptions', 'closed to new subscriptions', true],
      ['Name (ja_JP)', 'none (the app shows the en_US name)', 'SUI 貯金', true],
    ]);
  });

  it('reads an allowlist change, a resume of withdrawals and an approval of a withdrawal in words', () => {
    expect(rows(proposalChangeLines({ kind: 'allowlist', payload: { address: ADDRESS, role: null }, before: { address: ADDRESS, role: 'approver' } }))).toEqual([
      ['Address', ADDRESS, 'unchanged', false],
      ['Role', 'approver', 'removed from the allowlist', true],
    ]);
    const [resume] = proposalChangeLines({ kind: 'resume_withdrawals', payload: {}, before: { paused: true, reason: 'drill', by: BY, at: '2026-11-21T12:00:00.000Z' } })!;
    expect(resume).toEqual({ what: 'Withdrawals', now: 'paused since 2026-11-21 12:00:00 UTC by 0xababab…ababab: drill', proposed: 'issued again (the pause lifted)', changed: true });
    const approval = proposalChangeLines({
      kind: 'approve_withdrawal',
      payload: { withdrawalId: '7' },
      before: { id: '7', address: ADDRESS, amount: '2500000000000', status: 'review', createdAt: '2026-11-21T11:00:00.000Z' },
    });
    expect(rows(approval)).toEqual([
      ['Withdrawal', '7, requested 2026-11-21 11:00:00 UTC', 'unchanged', false],
      ['Recipient', ADDRESS, 'unchanged', false],
      ['Amount', '2,500 SUI', 'unchanged', false],
      ['Status', 'in review (nothing signed)', 'pending: the voucher is signed now and payable on chain', true],
    ]);
  });

  it("reads a sponsor budget in SUI and counts: the default, an operator's setting, unchanged, back to the default with its value", () => {
    const before = { overrides: { dailyBudget: null, dailyCount: '800' }, effective: { dailyBudget: '50000000000', dailyCount: '800' } };
    expect(proposalChangeLines({ kind: 'sponsor_budget', payload: { dailyBudget: '75000000001' }, before })).toEqual([
      { what: 'Daily gas budget', now: "50 SUI (the server's default)", proposed: '75.000000001 SUI', changed: true },
      { what: 'Daily transaction count', now: "800 (an operator's setting)", proposed: 'unchanged', changed: false },
    ]);
    expect(proposalChangeLines({ kind: 'sponsor_budget', payload: { dailyCount: null, dailyBudget: '1' }, before }, DEFAULTS)).toEqual([
      { what: 'Daily gas budget', now: "50 SUI (the server's default)", proposed: '0.000000001 SUI', changed: true },
      { what: 'Daily transaction count', now: "800 (an operator's setting)", proposed: "the server's default: 5,000", changed: true },
    ]);
    expect(proposalChangeLines({ kind: 'sponsor_budget', payload: { dailyCount: 12000 }, before: null })![1]).toEqual({
      what: 'Daily transaction count',
      now: 'not recorded',
      proposed: '12,000',
      changed: true,
    });
  });

  it('reads a resume of the sponsor against the pause it lifts', () => {
    const [line] = proposalChangeLines({ kind: 'resume_sponsor', payload: {}, before: { paused: true, reason: 'drained by a bot', by: BY, at: '2026-11-21T12:00:00.000Z' } })!;
    expect(line).toEqual({ what: 'Free binds', now: 'paused since 2026-11-21 12:00:00 UTC by 0xababab…ababab: drained by a bot', proposed: 'sponsored again (the pause lifted)', changed: true });
  });

  it('asks for the configured defaults only when a part goes back to them', () => {
    expect(needsDefaults({ kind: 'withdrawal_limits', payload: { limits: { reviewThreshold: null } } })).toBe(true);
    expect(needsDefaults({ kind: 'withdrawal_limits', payload: { limits: { reviewThreshold: '1' } } })).toBe(false);
    expect(needsDefaults({ kind: 'sponsor_budget', payload: { dailyCount: null } })).toBe(true);
    expect(needsDefaults({ kind: 'node_tier', payload: { tier: 'primary', price: '1' } })).toBe(false);
  });
});
