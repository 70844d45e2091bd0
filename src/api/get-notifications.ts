// GET /api/me/notifications?locale=: the user's inbox, newest first, a page at a time; and POST
// /api/me/notifications/read, which marks some (or all) read and answers the unread count.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { MarkReadResponseSchema, type MarkReadRequest, type Notification, NotificationsResponseSchema, type NotificationsResponse } from '../../contract/api';
import type { Locale } from '../config/locales';
import { useSettingsStore } from '../stores/settings';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { firstPage, pageParams } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export type { Notification };

export async function getNotifications(locale: Locale, cursor: string | null, signal?: AbortSignal): Promise<NotificationsResponse> {
  return parseAnswer(NotificationsResponseSchema, (await apiClient.get('/me/notifications', { params: pageParams(cursor, { locale }), signal })).data) as NotificationsResponse;
}

export function getNotificationsQueryOptions(account: string | null, locale: Locale) {
  return infiniteQueryOptions({
    queryKey: apiQueryKeys.notifications(account ?? '', locale),
    queryFn: ({ pageParam, signal }) => getNotifications(locale, pageParam, signal),
    enabled: account !== null,
    ...firstPage,
  });
}

/** The signed-in user's notifications in the app's language; idle without a sign-in. */
export function useNotifications() {
  const locale = useSettingsStore((state) => state.language);
  return useInfiniteQuery(getNotificationsQueryOptions(useSignedInAccount(), locale));
}

export async function markNotificationsRead(request: MarkReadRequest): Promise<number> {
  return parseAnswer(MarkReadResponseSchema, (await apiClient.post('/me/notifications/read', request)).data).unread;
}

/** Marks some notifications (or all) read; the inbox and the bell refresh. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const account = useSignedInAccount();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (unread) => {
      if (account) queryClient.setQueryData(apiQueryKeys.unreadNotifications(account), unread);
    },
    onSettled: () => {
      if (account) void queryClient.invalidateQueries({ queryKey: apiQueryKeys.allNotifications(account) });
    },
  });
}
