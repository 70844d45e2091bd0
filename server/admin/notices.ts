// Notices as the console edits them (contract/admin.ts): a notice is created as a draft
// (published_at NULL, which the app never lists or serves), its category and texts are replaced
// whole, and it is published (at business time) or taken back to a draft. Each change writes one
// audit row in its own transaction: subject `notice:<id>`, before and after the texts and
// publishedAt. Texts are stored as given; the app shows them through its sanitizer.
import type { AdminNotice, Locale, NoticeText, NoticeTexts } from '../../contract/admin.ts';
import { LOCALES } from '../../contract/admin.ts';
import type { Db, Executor } from '../db/client.ts';
import { deleteNoticeTexts, insertNotice, insertNoticeText, noticeRows, noticeTextRows, setNoticeCategory, setNoticePublishedAt } from '../db/notices.ts';
import { ApiError, iso } from '../http.ts';
import { type AuditValue, appendAudit } from '../operator/audit.ts';
import { recordNoticeForEveryone } from '../db/notifications.ts';


/** The notices with `ids` (every notice when null), newest first, with all their texts. */
async function readNotices(db: Executor, ids: string[] | null, options: { forUpdate?: boolean } = {}): Promise<AdminNotice[]> {
  const notices = await noticeRows(db, ids, options);
  if (notices.length === 0) return [];
  const texts = await noticeTextRows(db, notices.map((n) => n.id));
  return notices.map((n) => {
    const own: Partial<Record<Locale, NoticeText>> = {};
    for (const t of texts) {
      if (t.notice_id === n.id && (LOCALES as readonly string[]).includes(t.locale)) own[t.locale as Locale] = { title: t.title, summary: t.summary, bodyHtml: t.body_html };
    }
    return { id: n.id, category: n.category, publishedAt: n.published_at === null ? null : iso(n.published_at), texts: own };
  });
}

/** Every notice, drafts included, newest first, with all its texts. */
export function listAdminNotices(db: Executor): Promise<AdminNotice[]> {
  return readNotices(db, null);
}

/** One notice, locked until the transaction ends; 404 when there is none. */
async function lockNotice(tx: Executor, id: string): Promise<AdminNotice> {
  const [notice] = await readNotices(tx, [id], { forUpdate: true });
  if (!notice) throw new ApiError(404, 'not_found', `no notice ${id}`);
  return notice;
}

function record(notice: AdminNotice): AuditValue {
  const texts: Record<string, AuditValue> = {};
  for (const [locale, text] of Object.entries(notice.texts)) texts[locale] = { title: text.title, summary: text.summary, bodyHtml: text.bodyHtml };
  return { category: notice.category, publishedAt: notice.publishedAt, texts };
}

async function writeTexts(tx: Executor, id: string, texts: NoticeTexts): Promise<void> {
  await deleteNoticeTexts(tx, id);
  for (const locale of LOCALES) {
    const text = texts[locale];
    if (!text) continue;
    await insertNoticeText(tx, id, { locale, ...text });
  }
}

export interface NoticeChange {
  operator: string;
  reason: string;
  /** Business time, ms since the epoch. */
  at: number;
}

/** Creates a draft notice (not listed by the app until published). */
export async function createNotice(db: Db, input: NoticeChange & { category: AdminNotice['category']; texts: NoticeTexts }): Promise<AdminNotice> {
  return db.transaction(async (tx) => {
    const id = await insertNotice(tx, { category: input.category, publishedAt: null });
    await writeTexts(tx, id, input.texts);
    const [created] = await readNotices(tx, [id]);
    await appendAudit(tx, {
      operator: input.operator, action: 'notice_create', subject: `notice:${id}`, before: null, after: record(created!), reason: input.reason, at: input.at,
    });
    return created!;
  });
}

/** Replaces a notice's category and all its texts (locales not given are removed); its publication stays as it is. */
export async function updateNotice(db: Db, id: string, input: NoticeChange & { category: AdminNotice['category']; texts: NoticeTexts }): Promise<AdminNotice> {
  return db.transaction(async (tx) => {
    const before = await lockNotice(tx, id);
    await setNoticeCategory(tx, id, input.category);
    await writeTexts(tx, id, input.texts);
    const [after] = await readNotices(tx, [id]);
    await appendAudit(tx, {
      operator: input.operator, action: 'notice_update', subject: `notice:${id}`, before: record(before), after: record(after!), reason: input.reason, at: input.at,
    });
    return after!;
  });
}

/**
 * Publishes a draft at `at` (the app lists it from then on), or takes a published notice back to
 * a draft; 409 invalid_change when it already is what was asked. Publishing tells every user in
 * their inbox, once per notice (published again, it tells no one again), and queues a push to
 * every subscription when `push`.
 */
export async function setNoticePublished(db: Db, id: string, publish: boolean, input: NoticeChange & { push?: boolean }): Promise<AdminNotice> {
  return db.transaction(async (tx) => {
    const before = await lockNotice(tx, id);
    if (publish && before.publishedAt !== null) throw new ApiError(409, 'invalid_change', `notice ${id} is already published (since ${before.publishedAt})`);
    if (!publish && before.publishedAt === null) throw new ApiError(409, 'invalid_change', `notice ${id} is not published`);
    await setNoticePublishedAt(tx, id, publish ? iso(input.at) : null);
    const [after] = await readNotices(tx, [id]);
    const told = publish ? await recordNoticeForEveryone(tx, { id, at: iso(input.at), push: input.push === true }) : null;
    await appendAudit(tx, {
      operator: input.operator,
      action: publish ? 'notice_publish' : 'notice_unpublish',
      subject: `notice:${id}`,
      before: record(before),
      after: publish ? { ...(record(after!) as Record<string, AuditValue>), notified: String(told), push: input.push === true } : record(after!),
      reason: input.reason,
      at: input.at,
    });
    return after!;
  });
}
