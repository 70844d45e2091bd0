// The notifications table's queries (migration 0016): what happened to a user, as a kind and its
// figures, once per event. Every insert is one statement that also queues the push deliveries to
// the user's subscriptions (the outbox, db/push-deliveries.ts), so a notification that commits
// has its pushes queued, and one that rolls back has none. `ON CONFLICT (address, event_key) DO
// NOTHING`: the unique index `notifications_one_per_event` makes a replayed or raced event
// create nothing more, and queue no second push.
import type { NotificationData, NotificationKind } from '../../contract/api.ts';
import { type Executor, type SQL, type Row, firstRow, rows, sql } from './client.ts';
import type { notifications } from './schema.ts';
import { PENDING_STATUSES, statusIn } from './withdrawals.ts';

/**
 * Inserts the rows `source` selects (address, kind, event_key, data, created_at), each unless
 * its event is already recorded for that address, and queues a push delivery of each new one to
 * every subscription of its user when `push`. Returns how many were new.
 */
async function insertNotifications(db: Executor, source: SQL, push: boolean): Promise<number> {
  const made = await firstRow<{ made: number }>(
    db,
    sql`WITH made AS (
          INSERT INTO notifications (address, kind, event_key, data, created_at) ${source}
          ON CONFLICT (address, event_key) DO NOTHING RETURNING id, address),
        queued AS (
          INSERT INTO push_deliveries (notification_id, subscription_id, queued_at, next_attempt_at)
          SELECT made.id, s.id, now(), now() FROM made JOIN push_subscriptions s ON s.address = made.address
          WHERE ${push} RETURNING 1)
        SELECT COUNT(*)::int AS made FROM made`,
  );
  return Number(made?.made ?? 0);
}

export interface NewNotification<K extends NotificationKind = NotificationKind> {
  address: string;
  kind: K;
  /** Names the event, unique per user: `withdrawal:42:rejected`. */
  eventKey: string;
  data: NotificationData<K>;
  /** Business time (ISO). */
  at: string;
}

/** One user's notification of one event, with its pushes queued; false when that event was recorded before. */
export async function recordNotification<K extends NotificationKind>(db: Executor, n: NewNotification<K>): Promise<boolean> {
  const source = sql`VALUES (${n.address}, ${n.kind}, ${n.eventKey}, ${JSON.stringify(n.data)}::jsonb, ${n.at}::timestamptz)`;
  return (await insertNotifications(db, source, true)) === 1;
}

/**
 * A published notice, to every user the server knows (once per notice: publishing it again adds
 * nothing); pushed only when the operator asked for it. Returns how many users were told.
 */
export function recordNoticeForEveryone(db: Executor, notice: { id: string; at: string; push: boolean }): Promise<number> {
  const data = JSON.stringify({ noticeId: notice.id, title: null } satisfies NotificationData<'notice_published'>);
  const source = sql`SELECT address, 'notice_published', ${`notice:${notice.id}`}, ${data}::jsonb, ${notice.at}::timestamptz FROM users`;
  return insertNotifications(db, source, notice.push);
}

/**
 * Pending vouchers above the payout reserve just read: each owner is told once per withdrawal
 * that it waits for the reserve (`withdrawal:<id>:reserve_wait`), however often it is seen.
 */
export function recordReserveWaits(db: Executor, reserve: bigint, at: string): Promise<number> {
  const source = sql`SELECT address, 'withdrawal_reserve_wait', 'withdrawal:' || id || ':reserve_wait',
      jsonb_build_object('withdrawalId', id::text, 'amount', amount::text), ${at}::timestamptz
    FROM withdrawals WHERE ${statusIn(PENDING_STATUSES)} AND amount > ${reserve.toString()}`;
  return insertNotifications(db, source, true);
}

/**
 * Active subscriptions whose first term has ended by `at` and whose owner was not told yet
 * (one user's, or everyone's when `address` is null): each is marked in the one conditional
 * UPDATE that claims it (`matured_noted_at`), and its owner told (`bank:<id>:matured`).
 */
export function recordBankMaturities(db: Executor, at: string, address: string | null): Promise<number> {
  const source = sql`SELECT address, 'bank_matured', 'bank:' || id || ':matured',
      jsonb_build_object('subscriptionId', id::text, 'coin', coin, 'principal', principal::text, 'lockDays', lock_days), ${at}::timestamptz
    FROM matured`;
  return firstRow<{ made: number }>(
    db,
    sql`WITH matured AS (
          UPDATE bank_subscriptions SET matured_noted_at = ${at}
          WHERE status = 'active' AND matured_noted_at IS NULL AND start_at + make_interval(days => lock_days) <= ${at}::timestamptz
            ${address === null ? sql`` : sql`AND address = ${address}`}
          RETURNING id, address, coin, principal, lock_days),
        made AS (
          INSERT INTO notifications (address, kind, event_key, data, created_at) ${source}
          ON CONFLICT (address, event_key) DO NOTHING RETURNING id, address),
        queued AS (
          INSERT INTO push_deliveries (notification_id, subscription_id, queued_at, next_attempt_at)
          SELECT made.id, s.id, now(), now() FROM made JOIN push_subscriptions s ON s.address = made.address RETURNING 1)
        SELECT COUNT(*)::int AS made FROM made`,
  ).then((r) => Number(r?.made ?? 0));
}

export type NotificationRow = Pick<Row<typeof notifications>, 'kind' | 'created_at' | 'read_at'> & {
  id: string;
  data: Record<string, unknown>;
  /** A notice's title in the asked locale (else en_US), null for other kinds or a notice taken down. */
  notice_title: string | null;
};

/** The title of the notice a notification is about, in `locale` (else en_US), while it is published. */
function noticeTitle(locale: SQL): SQL {
  return sql`CASE WHEN n.kind = 'notice_published' THEN (
      SELECT t.title FROM notice_texts t JOIN notices p ON p.id = t.notice_id AND p.published_at IS NOT NULL
      WHERE t.notice_id = (n.data ->> 'noticeId')::bigint AND t.locale IN (${locale}, 'en_US')
      ORDER BY (t.locale = ${locale}) DESC LIMIT 1) END`;
}

/** A user's notifications, newest first, keyset-paged by id (limit + 1 rows: see `page`). */
export function notificationPage(db: Executor, address: string, locale: string, cursor: bigint | null, limit: number): Promise<NotificationRow[]> {
  return rows<NotificationRow>(
    db,
    sql`SELECT n.id::text AS id, n.kind, n.data, n.created_at, n.read_at, ${noticeTitle(sql`${locale}`)} AS notice_title
        FROM notifications n WHERE n.address = ${address} AND ${cursor === null ? sql`TRUE` : sql`n.id < ${cursor.toString()}`}
        ORDER BY n.id DESC LIMIT ${limit + 1}`,
  );
}

/** How many of the user's notifications are unread. */
export async function unreadCount(db: Executor, address: string): Promise<number> {
  const row = await firstRow<{ unread: number }>(db, sql`SELECT COUNT(*)::int AS unread FROM notifications WHERE address = ${address} AND read_at IS NULL`);
  return Number(row?.unread ?? 0);
}

/** Marks the user's own notifications read (these ids, or all when null); others' ids change nothing. */
export async function markRead(db: Executor, address: string, ids: string[] | null, at: string): Promise<void> {
  const which = ids === null ? sql`TRUE` : sql`id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
  await db.execute(sql`UPDATE notifications SET read_at = ${at} WHERE address = ${address} AND read_at IS NULL AND ${which}`);
}

/** A notification as a push carries it, with a notice's title in `locale`. */
export function notificationForPush(db: Executor, id: string, locale: string): Promise<NotificationRow | undefined> {
  return firstRow<NotificationRow>(
    db,
    sql`SELECT n.id::text AS id, n.kind, n.data, n.created_at, n.read_at, ${noticeTitle(sql`${locale}`)} AS notice_title
        FROM notifications n WHERE n.id = ${id}`,
  );
}
