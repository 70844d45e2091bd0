// A proposed allowlist change (a proposal of kind `allowlist`: an address and its new role, or
// null to take it off), checked against the list as the console read it before anything is
// sent. The server checks again when it is proposed and when it is approved
// (server/admin/proposal-changes.ts): these checks only spare a request that would be refused.
import { type AdminRole, type AllowlistEntry, ProposalCreateSchema, type ProposalPayload } from '../../../../contract/admin.ts';
import { parseLookupAddress } from '../users/lookup-address.ts';

/** What the form offers: a role, or taking the address off the allowlist. */
export type RoleChoice = AdminRole | 'remove';

export interface AllowlistChangeValues {
  address: string;
  change: RoleChoice | undefined;
  reason: string;
}

export type AllowlistProposal = { kind: 'allowlist'; payload: ProposalPayload<'allowlist'>; reason: string };

export function currentRole(entries: readonly AllowlistEntry[], address: string): AdminRole | null {
  return entries.find((entry) => entry.address === address)?.role ?? null;
}

/** Why this address cannot be the subject of a proposal by `self`; null when it can. */
export function allowlistAddressProblem(text: string, self: string | null): string | null {
  const parsed = parseLookupAddress(text);
  if (!parsed.ok) return parsed.message;
  if (self !== null && parsed.address === self.toLowerCase()) return 'That is your own address: your entry is changed by two other people.';
  return null;
}

/** Why this change of a (valid) address cannot be proposed as the list stands; null when it can. */
export function allowlistChangeProblem(address: string, change: RoleChoice | undefined, entries: readonly AllowlistEntry[]): string | null {
  if (change === undefined) return 'Choose a role, or to take the address off the allowlist.';
  const before = currentRole(entries, address);
  const after = change === 'remove' ? null : change;
  if (before === after) return after === null ? 'That address is not on the allowlist: there is nothing to remove.' : `That address is already ${after}.`;
  if (before === 'approver' && after !== 'approver' && entries.filter((entry) => entry.role === 'approver').length <= 1) {
    return 'It is the only approver: at least one approver must remain on the allowlist.';
  }
  return null;
}

/** The POST /proposals body for checked values (address lowercased, reason trimmed). */
export function buildAllowlistProposal(values: AllowlistChangeValues): AllowlistProposal {
  const parsed = parseLookupAddress(values.address);
  if (!parsed.ok) throw new Error(parsed.message);
  if (values.change === undefined) throw new Error('no change chosen');
  const body: AllowlistProposal = {
    kind: 'allowlist',
    payload: { address: parsed.address, role: values.change === 'remove' ? null : values.change },
    reason: values.reason.trim(),
  };
  ProposalCreateSchema.parse(body);
  return body;
}

/** The change in a sentence, for the confirmation and the list of open proposals. */
export function describeAllowlistChange(before: AdminRole | null, after: AdminRole | null): string {
  if (before === null) return after === null ? 'no change' : `add as ${after}`;
  if (after === null) return `remove (now ${before})`;
  return `${before} → ${after}`;
}
