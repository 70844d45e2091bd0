import { describe, expect, it } from 'vitest';
import { PROPOSAL_KINDS } from '../../../../contract/admin.ts';
import { PROPOSAL_KIND_LABELS, proposalChangeLines } from './proposal-summary.ts';

const BY = `0x${'ab'.repeat(32)}`;

describe('a proposal in words', () => {
  it('names every kind the contract has, each differently', () => {
    const labels = PROPOSAL_KINDS.map((kind) => PROPOSAL_KIND_LABELS[kind]);
    expect(labels.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(PROPOSAL_KINDS.length);
    expect(PROPOSAL_KIND_LABELS.resume_sponsor).toBe('Resume the sponsor');
    expect(PROPOSAL_KIND_LABELS.sponsor_budget).toBe('Sponsor budget');
  });

  it('reads a sponsor budget in SUI and counts: the default, an override, unchanged, back to the default', () => {
    const before = { overrides: { dailyBudget: null, dailyCount: '800' }, effective: { dailyBudget: '50000000000', dailyCount: '800' } };
    expect(proposalChangeLines({ kind: 'sponsor_budget', payload: { dailyBudget: '75000000001' }, before })).toEqual([
      { what: 'Daily gas budget', now: "50 SUI (the server's default)", proposed: '75.000000001 SUI' },
      { what: 'Daily transaction count', now: '800 (set by a proposal)', proposed: 'unchanged' },
    ]);
    expect(proposalChangeLines({ kind: 'sponsor_budget', payload: { dailyCount: null, dailyBudget: '1' }, before })).toEqual([
      { what: 'Daily gas budget', now: "50 SUI (the server's default)", proposed: '0.000000001 SUI' },
      { what: 'Daily transaction count', now: '800 (set by a proposal)', proposed: "the server's default" },
    ]);
    expect(proposalChangeLines({ kind: 'sponsor_budget', payload: { dailyCount: 12000 }, before: null })![1]).toEqual({ what: 'Daily transaction count', now: 'not recorded', proposed: '12,000' });
  });

  it('reads a resume of the sponsor against the pause it lifts', () => {
    const [line] = proposalChangeLines({ kind: 'resume_sponsor', payload: {}, before: { paused: true, reason: 'drained by a bot', by: BY, at: '2026-11-21T12:00:00.000Z' } })!;
    expect(line!.what).toBe('Free binds');
    expect(line!.now).toMatch(/^paused since .+ by 0xababab…ababab: drained by a bot$/);
    expect(line!.proposed).toBe('sponsored again (the pause lifted)');
  });

  it('leaves the kinds whose JSON says it plainly to the JSON', () => {
    expect(proposalChangeLines({ kind: 'resume_withdrawals', payload: {}, before: null })).toBeNull();
    expect(proposalChangeLines({ kind: 'node_tier', payload: { tier: 'primary', price: '1' }, before: null })).toBeNull();
  });
});
