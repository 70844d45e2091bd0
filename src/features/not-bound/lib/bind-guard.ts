// When the app sends a user to `not_bound`: a connected wallet whose address the chain does not
// count as a valid user (no inviter, and not the root). Never before the chain has answered,
// never without a wallet, and never away from the pages a not-bound user still needs. Nor from
// the home page that account reached by the bind screen's back arrow: the user chose to look
// around first, and sending them straight back would make the arrow lead to the same page.
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
  /** The history entry's state (react-router's location.state). */
  state?: unknown;
}

export function shouldRedirectToNotBound({ pathname, address, info, state }: GuardInput): boolean {
  if (address === null || info === undefined) return false;
  if (GUARD_EXEMPT_PATHS.includes(pathname)) return false;
  if (pathname === '/' && leftBindingIn(state) === address) return false;
  return !isValidUser(info, address);
}

/** What the bind screen's back arrow leaves on the home entry it opens: which account left binding for later. */
export interface LeftBindingState {
  leftBindingFor: string;
}

export function leftBindingState(address: string): LeftBindingState {
  return { leftBindingFor: address };
}

/** The account that left the bind screen for this entry, if it is such an entry. */
export function leftBindingIn(state: unknown): string | null {
  const value = (state as Partial<LeftBindingState> | null | undefined)?.leftBindingFor;
  return typeof value === 'string' ? value : null;
}
