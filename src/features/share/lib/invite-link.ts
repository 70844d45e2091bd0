// The invite link of docs/product.md §1: <origin>/chain/#/?inviter=<address>. The app's hash router
// reads `inviter` from the home route's query and offers to bind it.
import { normalizeSuiAddress } from '@mysten/sui/utils';

/** `base` is the app's base path, '/chain/' in every build (import.meta.env.BASE_URL). */
export function buildInviteLink(origin: string, base: string, address: string): string {
  const path = base.endsWith('/') ? base : `${base}/`;
  return `${origin}${path}#/?inviter=${normalizeSuiAddress(address)}`;
}
