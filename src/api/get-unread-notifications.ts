// GET /api/me/notifications/unread-count: the home bell's figure. Its fetcher is a module of its
// own so the bell (on the first paint's screen) loads it, and the API client with it, only for a
// signed-in user, after the app has started (src/hooks/use-unread-notifications.ts).
import { UnreadCountResponseSchema } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';

export async function getUnreadNotifications(signal?: AbortSignal): Promise<number> {
  return parseAnswer(UnreadCountResponseSchema, (await apiClient.get('/me/notifications/unread-count', { signal })).data).unread;
}
