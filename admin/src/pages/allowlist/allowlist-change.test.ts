import { describe, expect, it } from 'vitest';
import { type AllowlistEntry, ProposalCreateSchema } from '../../../../contract/admin.ts';
import { allowlistAddressProblem, allowlistChangeProblem, buildAllowlistProposal, currentRole, describeAllowlistChange } from './allowlist-change.ts';

const address = (digit: string) => `0x${digit.repeat(64)}`;
const entry = (digit: string, role: AllowlistEntry['role']): AllowlistEntry => ({ address: address(digit), role, addedBy: 'test', addedAt: '2026-11-21T12:00:00.000Z' });
const LIST = [entry('a', 'approver'), entry('b', 'operator'), entry('c', 'viewer')];

describe('allowlistAddressProblem', () => {
  it('takes a full address and refuses a bad one, a short form, and the proposer own', () => {
    expect(allowlistAddressProblem(`  ${address('D')} `, address('a'))).toBeNull();
    expect(allowlistAddressProblem('0x2', null)).toMatch(/full address has 64/);
    expect(allowlistAddressProblem('', null)).toMatch(/Enter an address/);
    expect(allowlistAddressProblem(address('A'), address('a'))).toMatch(/your own address/);
  });
});

describe('allowlistChangeProblem', () => {
  it('allows adding, changing a role and removing', () => {
    expect(allowlistChangeProblem(address('d'), 'operator', LIST)).toBeNull();
    expect(allowlistChangeProblem(address('b'), 'approver', LIST)).toBeNull();
    expect(allowlistChangeProblem(address('c'), 'remove', LIST)).toBeNull();
  });

  it('refuses no choice, a change that changes nothing, and taking away the last approver', () => {
    expect(allowlistChangeProblem(address('d'), undefined, LIST)).toMatch(/Choose a role/);
    expect(allowlistChangeProblem(address('b'), 'operator', LIST)).toBe('That address is already operator.');
    expect(allowlistChangeProblem(address('d'), 'remove', LIST)).toMatch(/not on the allowlist/);
    expect(allowlistChangeProblem(address('a'), 'remove', LIST)).toMatch(/only approver/);
    expect(allowlistChangeProblem(address('a'), 'viewer', LIST)).toMatch(/only approver/);
    expect(allowlistChangeProblem(address('a'), 'remove', [...LIST, entry('e', 'approver')])).toBeNull();
  });
});

describe('buildAllowlistProposal', () => {
  it('builds the proposal body the contract takes: lowercased address, role or null, trimmed reason', () => {
    const add = buildAllowlistProposal({ address: ` ${address('D')}`, change: 'viewer', reason: '  new support hire ' });
    expect(add).toEqual({ kind: 'allowlist', payload: { address: address('d'), role: 'viewer' }, reason: 'new support hire' });
    expect(ProposalCreateSchema.safeParse(add).success).toBe(true);
    expect(buildAllowlistProposal({ address: address('b'), change: 'remove', reason: 'left the team' }).payload).toEqual({ address: address('b'), role: null });
  });

  it('throws rather than build a body the server would refuse', () => {
    expect(() => buildAllowlistProposal({ address: '0x2', change: 'viewer', reason: 'a reason' })).toThrow(/64/);
    expect(() => buildAllowlistProposal({ address: address('d'), change: undefined, reason: 'a reason' })).toThrow();
    expect(() => buildAllowlistProposal({ address: address('d'), change: 'viewer', reason: 'no' })).toThrow();
  });
});

describe('currentRole and describeAllowlistChange', () => {
  it('reads the role on the list and says the change in words', () => {
    expect(currentRole(LIST, address('b'))).toBe('operator');
    expect(currentRole(LIST, address('d'))).toBeNull();
    expect(describeAllowlistChange(null, 'viewer')).toBe('add as viewer');
    expect(describeAllowlistChange('operator', 'approver')).toBe('operator → approver');
    expect(describeAllowlistChange('viewer', null)).toBe('remove (now viewer)');
  });
});
