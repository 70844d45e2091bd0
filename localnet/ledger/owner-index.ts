// The order in which a node's owner index lists an address's objects: by type, and within a
// coin type the largest balance first. ListOwnedObjects pages in this order and gas selection
// picks coins in it, as on Sui.
import { coinTypeOf } from '../framework/move-type.ts';
import type { Ledger } from './ledger.ts';
import type { StoredObject } from './types.ts';

/** Owned objects in a node's owner-index order: by type, a coin type's largest balance first. */
export function ownedInIndexOrder(ledger: Ledger, owner: string): StoredObject[] {
  return ledger.ownedBy(owner).sort((a, b) => (ownerIndexKey(a) < ownerIndexKey(b) ? -1 : 1));
}

/** The object's key in that order (also the page token of ListOwnedObjects). */
export function ownerIndexKey(o: StoredObject): string {
  const inverted = coinTypeOf(o.type) ? 0xffff_ffff_ffff_ffffn - BigInt(o.fields.balance as bigint) : 0n;
  return `${o.type}\u0000${inverted.toString(16).padStart(16, '0')}\u0000${o.id}`;
}
