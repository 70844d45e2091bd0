// The inviter a user binds to (docs/product.md §5 and docs/contract.md finance::bind_inviter): a valid
// Sui address that is not the user's own. Whether it is a *valid user* (the root or bound
// itself) the chain decides; this catches what can be known without asking it.
import { isValidSuiAddress, normalizeSuiAddress } from '@mysten/sui/utils';

type InviterProblem = 'validation.enterInviter' | 'validation.invalidUser' | 'validation.ownAddress';

export type InviterCheck = { ok: true; inviter: string } | { ok: false; key: InviterProblem };

export function checkInviterAddress(text: string, self: string | null): InviterCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, key: 'validation.enterInviter' };
  if (!isValidSuiAddress(trimmed)) return { ok: false, key: 'validation.invalidUser' };
  const inviter = normalizeSuiAddress(trimmed);
  if (self !== null && inviter === normalizeSuiAddress(self)) return { ok: false, key: 'validation.ownAddress' };
  return { ok: true, inviter };
}
