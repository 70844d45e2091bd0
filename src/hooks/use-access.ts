// Who is looking at a page: the connected account (dApp Kit) and whether that account has
// signed in (a token stored for the same address). Pages decide what to show from this.
import { useCurrentAccount } from '../wallet/hooks';
import { useAuthStore } from '../stores/auth';

export interface Access {
  /** The connected account's address, or null without a wallet. */
  address: string | null;
  /** A sign-in token exists and belongs to the connected address. */
  signedIn: boolean;
}

export function useAccess(): Access {
  const account = useCurrentAccount();
  const accessToken = useAuthStore((state) => state.accessToken);
  const tokenAccount = useAuthStore((state) => state.currentAccount);
  const address = account?.address ?? null;
  return { address, signedIn: address !== null && accessToken !== null && tokenAccount === address };
}

export type Requirement = 'wallet' | 'signIn';

/** What stands between the user and a page part that needs `requirement`, or null when nothing. */
export function missingAccess(access: Access, requirement: Requirement): Requirement | null {
  if (access.address === null) return 'wallet';
  if (requirement === 'signIn' && !access.signedIn) return 'signIn';
  return null;
}
