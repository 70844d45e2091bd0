// The bind screen's back arrow. Every page but the language choice sends an account that must
// bind straight back here, so going back in history would only show this screen again: such an
// account goes home instead, and the guard leaves it there (lib/bind-guard.ts) until it opens
// another page. Anyone else (no wallet, bound, not read yet) goes back as on every page.
import { useNavigate } from 'react-router-dom';
import { leftBindingState } from '../lib/bind-guard';

/** The back arrow's action for the bind screen, or undefined for the usual one. */
export function useLeaveBindScreen(address: string | null, isBound: boolean | null): (() => void) | undefined {
  const navigate = useNavigate();
  if (address === null || isBound === true) return undefined;
  return () => void navigate('/', { replace: true, state: leftBindingState(address) });
}
