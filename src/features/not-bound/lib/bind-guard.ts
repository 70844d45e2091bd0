// When the app sends a user to `not_bound`: a connected wallet whose address the chain does not
// count as a valid user (no inviter, and not the root). Never before the chain has answered,
// never without a wallet, and never away from the pages a not-bound user still needs.
import { isValidUser, type FinanceInfo } from '../../../chain/views';

export const NOT_BOUND_PATH = '/not_bound';
/** Pages the guard leaves alone: binding itself, and the language choice. */
export const GUARD_EXEMPT_PATHS: readonly string[] = [NOT_BOUND_PATH, '/language'];

export interface GuardInput {
  pathname: string;
  /** The connected address, null without a wallet. */
  address: string | null;
  /** finance::info for that address; undefined while not read (loading or failed). */
  info: FinanceInfo | undefined;
}

export function shouldRedirectToNotBound({ pathname, address, info }: GuardInput): boolean {
  if (address === null || info === undefined) return false;
  if (GUARD_EXEMPT_PATHS.includes(pathname)) return false;
  return !isValidUser(info, address);
}
