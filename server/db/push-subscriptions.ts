// The push_subscriptions and push_deliveries tables' queries (migration 0016): each browser's
// push subscription, for the user who registered it last, and the outbox of pushes to send.
// Deliveries are queued by the statement that records a notification (db/notifications.ts);
// here they are claimed (queued -> sending, one instance each: FOR UPDATE SKIP LOCKED), then
// finished (sent, failed) or put back (queued, when the push service did not take it).
import type { Locale } from '../../contract/api.ts';
import { type Executor, firstRow, rows, sql } from './client.ts';

export interface PushSubscriptionInput {
  address: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: Locale;
  sessionJti: string;
  at: string;
}

/**
 * Registers a browser's subscription for `address`, or updates it (keys, language, session): an
 * endpoint belongs to one user, the last to register it. Queued pushes of another user to that
 * endpoint are dropped with the move. The user keeps at most `maxDevices` subscriptions: those
 * registered longest ago go (their queued pushes with them). Run it in a transaction.
 */
export async function savePushSubscription(db: Executor, s: PushSubscriptionInput, maxDevices: number): Promise<void> {
  const before = await firstRow<{ id: string; address: string }>(db, sql`SELECT id::text AS id, address FROM push_subscriptions WHERE endpoint = ${s.endpoint} FOR UPDATE`);
  await db.execute(sql`INSERT INTO push_subscriptions (address, endpoint, p256dh, auth, locale, session_jti, created_at, updated_at)
      VALUES (${s.address}, ${s.endpoint}, ${s.p256dh}, ${s.auth}, ${s.locale}, ${s.sessionJti}, ${s.at}, ${s.at})
      ON CONFLICT (endpoint) DO UPDATE SET address = EXCLUDED.address, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
        locale = EXCLUDED.locale, session_jti = EXCLUDED.session_jti, updated_at = EXCLUDED.updated_at`);
  if (before && before.address !== s.address) {
    await db.execute(sql`DELETE FROM push_deliveries WHERE subscription_id = ${before.id} AND status = 'queued'`);
  }
  await db.execute(sql`DELETE FROM push_subscriptions WHERE address = ${s.address} AND id NOT IN (
      SELECT id FROM push_subscriptions WHERE address = ${s.address} ORDER BY updated_at DESC, id DESC LIMIT ${maxDevices})`);
}

/** Removes the caller's subscription with this endpoint; false when the caller had none such. */
export async function removePushSubscription(db: Executor, address: string, endpoint: string): Promise<boolean> {
  const gone = await firstRow(db, sql`DELETE FROM push_subscriptions WHERE endpoint = ${endpoint} AND address = ${address} RETURNING id`);
  return gone !== undefined;
}

/** Removes the subscriptions a sign-in registered (its token's jti): the user signed out. */
export async function removeSessionPushSubscriptions(db: Executor, jti: string): Promise<number> {
  return (await rows(db, sql`DELETE FROM push_subscriptions WHERE session_jti = ${jti} RETURNING id`)).length;
}

/** Removes a subscription the push service says is gone (404, 410); its queued pushes go with it. */
export async function removeGonePushSubscription(db: Executor, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM push_subscriptions WHERE id = ${id}`);
}

/** Whether the caller has a subscription with this endpoint. */
export async function hasPushSubscription(db: Executor, address: string, endpoint: string): Promise<boolean> {
  return (await firstRow(db, sql`SELECT 1 FROM push_subscriptions WHERE endpoint = ${endpoint} AND address = ${address}`)) !== undefined;
}

export interface ClaimedDelivery {
  notification_id: string;
  subscription_id: string;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: Locale;
}

/**
 * Claims up to `limit` due deliveries for this instance: queued -> sending in one statement
 * (rows another instance is claiming are skipped), so each is sent by one sender only.
 */
export function claimDueDeliveries(db: Executor, limit: number): Promise<ClaimedDelivery[]> {
  return rows<ClaimedDelivery>(
    db,
    sql`WITH due AS (
          SELECT notification_id, subscription_id FROM push_deliveries
          WHERE status = 'queued' AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED),
        claimed AS (
          UPDATE push_deliveries d SET status = 'sending', attempts = d.attempts + 1, next_attempt_at = now()
          FROM due WHERE d.notification_id = due.notification_id AND d.subscription_id = due.subscription_id
          RETURNING d.notification_id, d.subscription_id, d.attempts)
        SELECT c.notification_id::text AS notification_id, c.subscription_id::text AS subscription_id, c.attempts,
               s.endpoint, s.p256dh, s.auth, s.locale
        FROM claimed c JOIN push_subscriptions s ON s.id = c.subscription_id`,
  );
}

/** A claimed delivery's end: sent, or failed for good (with why). */
export async function finishDelivery(db: Executor, d: { notificationId: string; subscriptionId: string }, status: 'sent' | 'failed', error: string | null): Promise<void> {
  await db.execute(sql`UPDATE push_deliveries SET status = ${status}, finished_at = now(), last_error = ${error}
      WHERE notification_id = ${d.notificationId} AND subscription_id = ${d.subscriptionId} AND status = 'sending'`);
}

/** A claimed delivery the push service did not take (429, 5xx): queued again after `delayMs`. */
export async function requeueDelivery(db: Executor, d: { notificationId: string; subscriptionId: string }, delayMs: number, error: string): Promise<void> {
  await db.execute(sql`UPDATE push_deliveries SET status = 'queued', next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}), last_error = ${error}
      WHERE notification_id = ${d.notificationId} AND subscription_id = ${d.subscriptionId} AND status = 'sending'`);
}

/**
 * Deliveries left `sending` for longer than `olderThanMs` (their sender stopped mid-send): failed,
 * never sent again, since the push service may have taken them.
 */
export async function failInterruptedDeliveries(db: Executor, olderThanMs: number): Promise<number> {
  return (
    await rows(
      db,
      sql`UPDATE push_deliveries SET status = 'failed', finished_at = now(), last_error = 'interrupted while sending'
          WHERE status = 'sending' AND next_attempt_at < now() - make_interval(secs => ${olderThanMs / 1000}) RETURNING 1`,
    )
  ).length;
}

/** The outbox's figures for the metrics: deliveries queued, and subscriptions. */
export function pushQueueDepthOf() {
  return sql`(SELECT COUNT(*) FROM push_deliveries WHERE status = 'queued')`;
}
export function pushSubscriptionCountOf() {
  return sql`(SELECT COUNT(*) FROM push_subscriptions)`;
}
