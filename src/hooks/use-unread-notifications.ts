// The home bell's count of unread notifications, for a signed-in user: read when the screen
// shows, every minute while it stays, and again when a push arrives in an open app (the service
// worker tells the page). The fetcher (and with it the API client) is imported only when asked,
// so the first paint's screen carries the bell, not the client.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiQueryKeys } from '../api/query-keys';
import { useSignedInAccount } from '../api/session';
import { sameAddress } from '../auth/address-change';
import { PUSH_ARRIVED_MESSAGE } from '../config/constants';

/** How often an open screen asks again. */
export const UNREAD_REFRESH_MS = 60_000;


export function unreadNotificationsQueryOptions(account: string | null) {
  return queryOptions({
    queryKey: apiQueryKeys.unreadNotifications(account ?? ''),
    queryFn: async ({ signal }) => (await import('../api/get-unread-notifications')).getUnreadNotifications(signal),
    enabled: account !== null,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}

/**
 * Whose inbox the home screen shows: the signed-in account while the connected wallet's address
 * is that account (null otherwise). A session left by another address is ended when the wallet
 * connects (auth/address-change.ts), never asked with.
 */
export function useInboxAccount(connected: string | undefined): string | null {
  const session = useSignedInAccount();
  return session !== null && connected !== undefined && sameAddress(session, connected) ? session : null;
}

/** The unread count of `account`'s inbox (undefined while unknown, or without an account). */
export function useUnreadNotifications(account: string | null): number | undefined {
  const queryClient = useQueryClient();
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : (navigator.serviceWorker as ServiceWorkerContainer | undefined);
    if (!account || !container) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === PUSH_ARRIVED_MESSAGE) {
        void queryClient.invalidateQueries({ queryKey: apiQueryKeys.allNotifications(account) });
      }
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [account, queryClient]);
  return useQuery(unreadNotificationsQueryOptions(account)).data;
}
