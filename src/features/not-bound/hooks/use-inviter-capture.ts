// Keeps the invite link's inviter for the session as soon as the app opens with it. Needs no
// wallet, so the app shell runs it from the first paint on.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { captureInviter } from '../lib/invite-link';

export function useInviterCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    // The route's query (inside the hash) and the page's own query (a link without the hash).
    captureInviter([search, window.location.search], window.sessionStorage);
  }, [search]);
}
