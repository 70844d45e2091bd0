// The binding guard, mounted once by the app shell: keeps the invite link's inviter for the
// session as soon as the app opens with it, and sends a connected user that the chain does not
// count as valid (no inviter, not the root) to `not_bound`, carrying the inviter along.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NOT_BOUND_PATH, shouldRedirectToNotBound } from '../lib/bind-guard';
import { captureInviter, INVITER_PARAM } from '../lib/invite-link';
import { useBindingStatus } from './use-binding-status';

/**
 * The redirect; reads the chain, so the shell mounts it (NotBoundGuard) once the wallet stack
 * is there. useInviterCapture runs from the first paint on.
 */
export function useNotBoundGuard(): void {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const { address, info } = useBindingStatus();
  const redirect = shouldRedirectToNotBound({ pathname, address, info, state });

  useEffect(() => {
    if (!redirect) return;
    const inviter = captureInviter([search, window.location.search], window.sessionStorage);
    const query = inviter ? `?${new URLSearchParams({ [INVITER_PARAM]: inviter })}` : '';
    void navigate({ pathname: NOT_BOUND_PATH, search: query }, { replace: true });
  }, [redirect, search, navigate]);
}

/** The guard as a component, for the app shell to load with the wallet stack. */
export function NotBoundGuard(): null {
  useNotBoundGuard();
  return null;
}
