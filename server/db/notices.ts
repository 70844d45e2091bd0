// The notices and notice_texts tables' queries (migrations 0001, 0008, 0012): a notice (its
// category and publication; published_at NULL is a draft the app never lists) and its text per
// locale. The app reads published notices in one locale, falling back to en_US; the console reads
// and writes them whole.
import type { Notice } from '../../contract/api.ts';
import { type Executor, type Row, type SQL, firstRow, rows, sql } from './client.ts';
import type { noticeTexts, notices } from './schema.ts';

export type NoticeRow = Row<typeof notices> & { category: Notice['category'] };
export type NoticeTextRow = Row<typeof noticeTexts>;

/** A published notice with its text in one locale, as the app reads it. */
export type PublishedNoticeRow = {
  id: string; category: Notice['category']; locale: Notice['locale']; title: string; summary: string; body_html: string; published_at: Date | string;
};

/**
 * One text per notice: the requested locale when it exists, else en_US. Published notices only:
 * a draft, or a notice the console unpublished (published_at NULL), is never listed or served.
 */
function publishedNoticeSelect(locale: string, where: SQL, limit: number): SQL {
  return sql`SELECT n.id::text AS id, n.category, t.locale, t.title, t.summary, t.body_html, n.published_at
    FROM notices n
    JOIN LATERAL (
      SELECT * FROM notice_texts WHERE notice_id = n.id AND locale IN (${locale}, 'en_US')
      ORDER BY (locale = ${locale}) DESC LIMIT 1
    ) t ON TRUE
    WHERE n.published_at IS NOT NULL AND ${where} ORDER BY n.id DESC LIMIT ${limit}`;
}

/** Published notices of a category, newest first, keyset-paged by id (limit + 1 rows: see `page`). */
export function publishedNoticePage(db: Executor, locale: string, category: string, cursor: bigint | null, limit: number): Promise<PublishedNoticeRow[]> {
  return rows<PublishedNoticeRow>(
    db,
    publishedNoticeSelect(locale, sql`n.category = ${category} AND ${cursor === null ? sql`TRUE` : sql`n.id < ${cursor.toString()}`}`, limit + 1),
  );
}

/** One published notice in a locale (or en_US); undefined when there is none, or it is a draft. */
export function publishedNotice(db: Executor, locale: string, id: string): Promise<PublishedNoticeRow | undefined> {
  return firstRow<PublishedNoticeRow>(db, publishedNoticeSelect(locale, sql`n.id = ${id}`, 1));
}

/** The notices with `ids` (every notice when null), newest first, drafts included; `forUpdate` locks them. */
export function noticeRows(db: Executor, ids: string[] | null, options: { forUpdate?: boolean } = {}): Promise<NoticeRow[]> {
  const where = ids === null ? sql`TRUE` : sql`id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
  return rows<NoticeRow>(
    db,
    sql`SELECT id::text AS id, category, published_at FROM notices WHERE ${where} ORDER BY id DESC ${options.forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
}

/** Every text of these notices, by notice and locale. */
export function noticeTextRows(db: Executor, ids: string[]): Promise<NoticeTextRow[]> {
  return rows<NoticeTextRow>(
    db,
    sql`SELECT notice_id::text AS notice_id, locale, title, summary, body_html FROM notice_texts
        WHERE notice_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) ORDER BY notice_id, locale`,
  );
}

/** A new notice (a draft when `publishedAt` is null); its id. */
export async function insertNotice(db: Executor, notice: { category: string; publishedAt: string | null }): Promise<string> {
  const row = await firstRow<{ id: string }>(db, sql`INSERT INTO notices (category, published_at) VALUES (${notice.category}, ${notice.publishedAt}) RETURNING id::text AS id`);
  return row!.id;
}

export async function setNoticeCategory(db: Executor, id: string, category: string): Promise<void> {
  await db.execute(sql`UPDATE notices SET category = ${category} WHERE id = ${id}`);
}

/** Publishes at `publishedAt`, or takes back to a draft with null. */
export async function setNoticePublishedAt(db: Executor, id: string, publishedAt: string | null): Promise<void> {
  await db.execute(sql`UPDATE notices SET published_at = ${publishedAt} WHERE id = ${id}`);
}

export async function insertNoticeText(db: Executor, id: string, text: { locale: string; title: string; summary: string; bodyHtml: string }): Promise<void> {
  await db.execute(sql`INSERT INTO notice_texts (notice_id, locale, title, summary, body_html)
    VALUES (${id}, ${text.locale}, ${text.title}, ${text.summary}, ${text.bodyHtml})`);
}

export async function deleteNoticeTexts(db: Executor, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM notice_texts WHERE notice_id = ${id}`);
}
