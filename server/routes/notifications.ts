// The user's inbox (/api/me/notifications: the list, the unread count, marking read) and this
// device's push subscription (/api/me/push-subscriptions), and the server's VAPID public key
// (/api/push/key, public). Notifications are made where their events happen
// (server/notifications/events.ts); the withdrawals list also notes vouchers that wait for the
// payout reserve, which is computed on read.
import { Hono } from 'hono';
import {
  MarkReadRequestSchema,
  type MarkReadResponse,
  NotificationsQuerySchema,
  type NotificationsResponse,
  type PushKeyResponse,
  PushSubscriptionRequestSchema,
  type PushSubscriptionResponse,
  PushUnsubscribeRequestSchema,
  type UnreadCountResponse,
} from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { transaction } from '../db/client.ts';
import { markRead, notificationPage, unreadCount } from '../db/notifications.ts';
import { removePushSubscription, savePushSubscription } from '../db/push-subscriptions.ts';
import { ApiError, cursorId, iso, page, readBody, readQuery } from '../http.ts';
import { noStore } from '../auth/middleware.ts';
import { notificationJson } from '../notifications/notification-json.ts';
import { isAllowedEndpoint } from '../notifications/push-sender.ts';
import { z } from 'zod';

/** Mounted under /api/me (signed in). */
export function notificationRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/', async (c) => {
    const q = readQuery(c, NotificationsQuerySchema);
    const address = c.get('address');
    const found = await notificationPage(ctx.db, address, q.locale, cursorId(q.cursor), q.limit);
    const paged = page(found.map(notificationJson), q.limit);
    return c.json({ ...paged, unread: await unreadCount(ctx.db, address) } satisfies NotificationsResponse);
  });

  app.get('/unread-count', async (c) => {
    readQuery(c, z.object({}).strict());
    return c.json({ unread: await unreadCount(ctx.db, c.get('address')) } satisfies UnreadCountResponse);
  });

  app.post('/read', async (c) => {
    const body = await readBody(c, MarkReadRequestSchema);
    const address = c.get('address');
    await markRead(ctx.db, address, 'ids' in body ? body.ids : null, iso(ctx.now()));
    return c.json({ unread: await unreadCount(ctx.db, address) } satisfies MarkReadResponse);
  });

  return app;
}

/** Mounted under /api/me (signed in): this device's subscription, registered by the sign-in that makes it. */
export function pushSubscriptionRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.post('/', async (c) => {
    const body = await readBody(c, PushSubscriptionRequestSchema);
    if (!ctx.pushKeys) throw new ApiError(503, 'push_unavailable', 'this server sends no push notifications');
    if (!isAllowedEndpoint(body.endpoint, ctx.config.push)) {
      throw new ApiError(400, 'push_endpoint_refused', 'the endpoint is not a push service this server sends to');
    }
    await transaction(ctx.db, (tx) =>
      savePushSubscription(tx, {
        address: c.get('address'), endpoint: body.endpoint, p256dh: body.keys.p256dh.replace(/=+$/, ''), auth: body.keys.auth.replace(/=+$/, ''),
        locale: body.locale, sessionJti: c.get('jti'), at: iso(ctx.wallNow()),
      }, ctx.config.push.maxDevicesPerUser),
    );
    return c.json({ subscribed: true } satisfies PushSubscriptionResponse);
  });

  app.post('/remove', async (c) => {
    const { endpoint } = await readBody(c, PushUnsubscribeRequestSchema);
    await removePushSubscription(ctx.db, c.get('address'), endpoint);
    return c.json({ subscribed: false } satisfies PushSubscriptionResponse);
  });

  return app;
}

/** /api/push: the VAPID public key the app subscribes a browser with (null: no push). */
export function pushKeyRoutes(ctx: ServerContext) {
  const app = new Hono();
  app.get('/key', noStore, (c) => {
    readQuery(c, z.object({}).strict());
    return c.json({ publicKey: ctx.pushKeys?.publicKey ?? null } satisfies PushKeyResponse);
  });
  return app;
}
