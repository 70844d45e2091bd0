// A binding is permanent: the chain sets a user's inviter once and never clears it, and the root
// is fixed when the contract is published. So once the chain has said an address is bound, this
// device remembers it, per deployment (the Finance object's id: a new localnet or another network
// has another) and per address, and the binding guard does not ask the node again on every
// reload (one request less on every screen). A "not bound" answer is never remembered: it can
// change at any moment.
import { isValidSuiAddress, normalizeSuiAddress } from '@mysten/sui/utils';
import type { FinanceInfo } from '../../../chain/views';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: the guard asks the chain each time
  }
}

export function rememberedBindingKey(financeObject: string, address: string): string {
  return `suil:bound:${normalizeSuiAddress(financeObject)}:${normalizeSuiAddress(address)}`;
}

/** The finance::info this device saw for a bound `address` of this deployment, if any. */
export function rememberedBinding(financeObject: string, address: string, storage = defaultStorage()): FinanceInfo | undefined {
  try {
    const text = storage?.getItem(rememberedBindingKey(financeObject, address));
    if (!text) return undefined;
    const value = JSON.parse(text) as Partial<FinanceInfo>;
    if (typeof value.root !== 'string' || typeof value.inviter !== 'string' || !isValidSuiAddress(value.root) || !isValidSuiAddress(value.inviter)) return undefined;
    return { root: value.root, inviter: value.inviter };
  } catch {
    return undefined; // unreadable: ask the chain
  }
}

/** Remembers a bound address's finance::info (call it only for a bound one). */
export function rememberBinding(financeObject: string, address: string, info: FinanceInfo, storage = defaultStorage()): void {
  try {
    storage?.setItem(rememberedBindingKey(financeObject, address), JSON.stringify({ root: info.root, inviter: info.inviter }));
  } catch {
    // storage full or disabled: the guard asks the chain next time
  }
}
