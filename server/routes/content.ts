// Public content: notices and community dynamics, and the ecology / BTC / SUI pages. Text is
// served in the requested locale, falling back to en_US.
import { Hono } from 'hono';
import { type ContentPage, type Notice, NoticeQuerySchema, NoticesQuerySchema, type NoticesResponse, PageSlugSchema, RowIdSchema } from '../../contract/api.ts';
import type { ServerContext } from '../context.ts';
import { contentPage } from '../db/content-pages.ts';
import { type PublishedNoticeRow, publishedNotice, publishedNoticePage } from '../db/notices.ts';
import { ApiError, cursorId, iso, page, readParam, readQuery } from '../http.ts';
import { plainText, sanitizeMarkup } from '../content.ts';

function noticeJson(r: PublishedNoticeRow): Notice {
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
    const found = await publishedNoticePage(ctx.db, q.locale, q.category, cursor, q.limit);
    return c.json(page(found.map(noticeJson), q.limit) satisfies NoticesResponse);
  });

  app.get('/notices/:id', async (c) => {
    const id = readParam(c, 'id', RowIdSchema);
    const q = readQuery(c, NoticeQuerySchema);
    const found = await publishedNotice(ctx.db, q.locale, id);
    if (!found) throw new ApiError(404, 'not_found', 'no such notice');
    return c.json(noticeJson(found) satisfies Notice);
  });

  app.get('/pages/:slug', async (c) => {
    const slug = readParam(c, 'slug', PageSlugSchema);
    const q = readQuery(c, NoticeQuerySchema);
    const found = await contentPage(ctx.db, slug, q.locale);
    if (!found) throw new ApiError(404, 'not_found', 'no such page');
    return c.json({
      slug, locale: found.locale, title: plainText(found.title), bodyHtml: sanitizeMarkup(found.body_html), updatedAt: iso(found.updated_at),
    } satisfies ContentPage);
  });

  return app;
}
