// Web Push with the server: its VAPID public key (GET /api/push/key, null when it sends no
// push), and this device's subscription, registered (POST /api/me/push-subscriptions, with the
// language its notifications are written in) or removed (POST /api/me/push-subscriptions/remove).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, PushKeyResponseSchema, PushSubscriptionResponseSchema } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { apiQueryKeys } from './query-keys';

export async function getPushKey(signal?: AbortSignal): Promise<string | null> {
  return parseAnswer(PushKeyResponseSchema, (await apiClient.get('/push/key', { signal })).data).publicKey;
}

/** The server's push key; null: the server sends no push. Read once a session. */
export function usePushKey(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: apiQueryKeys.pushKey(), queryFn: ({ signal }) => getPushKey(signal), enabled, staleTime: Infinity }));
}

/** The subscription as `PushSubscription.toJSON()` gives it. */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export async function registerPushSubscription(subscription: DeviceSubscription, locale: Locale): Promise<void> {
  parseAnswer(PushSubscriptionResponseSchema, (await apiClient.post('/me/push-subscriptions', { endpoint: subscription.endpoint, keys: subscription.keys, locale })).data);
}

export async function removePushSubscription(endpoint: string): Promise<void> {
  parseAnswer(PushSubscriptionResponseSchema, (await apiClient.post('/me/push-subscriptions/remove', { endpoint })).data);
}
