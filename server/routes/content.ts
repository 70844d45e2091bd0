// Public content: notices and community dynamics, and the ecology / BTC / SUI pages. Text is
// served in the requested locale, falling back to en_US.
import { Hono } from 'hono';
import { type ContentPage, type Notice, NoticeQuerySchema, NoticesQuerySchema, type NoticesResponse, PageSlugSchema, RowIdSchema } from '../../contract/api.ts';
import type { ServerContext } from '../context.ts';
import { type SQL, firstRow, rows, sql } from '../db/client.ts';
import { ApiError, cursorId, iso, page, readParam, readQuery } from '../http.ts';
import { plainText, sanitizeMarkup } from '../content.ts';

type NoticeRow = {
  id: string; category: Notice['category']; locale: Notice['locale']; title: string; summary: string; body_html: string; published_at: Date | string;
};

/**
 * One text per notice: the requested locale when it exists, else en_US. Published notices only:
 * a draft, or a notice the console unpublished (published_at NULL), is never listed or served.
 */
function noticeSelect(locale: string, where: SQL, limit: number): SQL {
  return sql`SELECT n.id::text AS id, n.category, t.locale, t.title, t.summary, t.body_html, n.published_at
    FROM notices n
    JOIN LATERAL (
      SELECT * FROM notice_texts WHERE notice_id = n.id AND locale IN (${locale}, 'en_US')
      ORDER BY (locale = ${locale}) DESC LIMIT 1
    ) t ON TRUE
    WHERE n.published_at IS NOT NULL AND ${where} ORDER BY n.id DESC LIMIT ${limit}`;
}

function noticeJson(r: NoticeRow): Notice {
  return {
    id: r.id, category: r.category, locale: r.locale, title: plainText(r.title), summary: plainText(r.summary),
    bodyHtml: sanitizeMarkup(r.body_html), publishedAt: iso(r.published_at),
  };
}

export function contentRoutes(ctx: ServerContext) {
  const app = new Hono();

  app.get('/notices', async (c) => {
    const q = readQuery(c, NoticesQuerySchema);
    const cursor = cursorId(q.cursor);
    const found = await rows<NoticeRow>(
      ctx.db,
      noticeSelect(q.locale, sql`n.category = ${q.category} AND ${cursor === null ? sql`TRUE` : sql`n.id < ${cursor.toString()}`}`, q.limit + 1),
    );
    return c.json(page(found.map(noticeJson), q.limit) satisfies NoticesResponse);
  });

  app.get('/notices/:id', async (c) => {
    const id = readParam(c, 'id', RowIdSchema);
    const q = readQuery(c, NoticeQuerySchema);
    const found = await firstRow<NoticeRow>(ctx.db, noticeSelect(q.locale, sql`n.id = ${id}`, 1));
    if (!found) throw new ApiError(404, 'not_found', 'no such notice');
    return c.json(noticeJson(found) satisfies Notice);
  });

  app.get('/pages/:slug', async (c) => {
    const slug = readParam(c, 'slug', PageSlugSchema);
    const q = readQuery(c, NoticeQuerySchema);
    const found = await firstRow<{ locale: ContentPage['locale']; title: string; body_html: string; updated_at: Date | string }>(
      ctx.db,
      sql`SELECT locale, title, body_html, updated_at FROM content_pages WHERE slug = ${slug} AND locale IN (${q.locale}, 'en_US')
          ORDER BY (locale = ${q.locale}) DESC LIMIT 1`,
    );
    if (!found) throw new ApiError(404, 'not_found', 'no such page');
    return c.json({
      slug, locale: found.locale, title: plainText(found.title), bodyHtml: sanitizeMarkup(found.body_html), updatedAt: iso(found.updated_at),
    } satisfies ContentPage);
  });

  return app;
}
