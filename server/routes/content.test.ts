// Notices, community dynamics and pages: seeded content, locale fallback, paging, and markup
// sanitized on write and on read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankProductsResponse, ContentPage, Notice, NoticesResponse } from '../../contract/api.ts';
import { type TestServer, createTestServer } from '../test/server.ts';
import { saveNotice } from '../content.ts';
import { migrationFiles } from '../db/migrate.ts';
import { type SQL, firstRow, rows, sql } from '../db/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function get<T>(path: string, status = 200): Promise<T> {
  const res = await server.request('GET', path);
  expect(res.status).toBe(status);
  return (await res.json()) as T;
}

const LOCALES = ['en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR', 'en_IN'] as const;

/** What the seed says in each language: the newest notice, the newest dynamic, a page, a product. */
const SEEDED: Record<(typeof LOCALES)[number], { notice: string; dynamic: string; ecology: string; product: string }> = {
  en_US: { notice: 'Node sale: limited places', dynamic: 'Top teams of November', ecology: 'The SuiL ecosystem', product: 'SUI Savings, 7 days' },
  zh_CN: { notice: '节点限量发售', dynamic: '11 月优秀团队', ecology: 'SuiL 生态', product: 'SUI 储蓄 · 7 天' },
  zh_TW: { notice: '節點限量發售', dynamic: '11 月優秀團隊', ecology: 'SuiL 生態', product: 'SUI 儲蓄 · 7 天' },
  ja_JP: { notice: 'ノード販売：数量限定', dynamic: '11 月のトップチーム', ecology: 'SuiL のエコシステム', product: 'SUI 預金・7 日' },
  ko_KR: { notice: '노드 한정 판매', dynamic: '11월 우수 팀', ecology: 'SuiL 생태계', product: 'SUI 예금 · 7일' },
  en_IN: { notice: 'Node sale: limited places', dynamic: 'Top teams of November', ecology: 'The SuiL ecosystem', product: 'SUI Savings, 7 days' },
};

describe('seeded content in six languages', () => {
  it('has a text of its own in every locale for every seeded notice, dynamic, page and product', async () => {
    const counts = await rows<{ locale: string; notices: number; pages: number; products: number }>(
      server.ctx.db,
      sql`SELECT l.locale,
            (SELECT COUNT(*)::int FROM notice_texts WHERE locale = l.locale) AS notices,
            (SELECT COUNT(*)::int FROM content_pages WHERE locale = l.locale) AS pages,
            (SELECT COUNT(*)::int FROM bank_product_names WHERE locale = l.locale) AS products
          FROM (VALUES ('en_US'), ('zh_CN'), ('zh_TW'), ('ja_JP'), ('ko_KR'), ('en_IN')) AS l (locale)`,
    );
    expect(counts).toEqual(LOCALES.map((locale) => ({ locale, notices: 6, pages: 3, products: 4 })));
  });

  it.each(LOCALES)('serves every notice, dynamic, page and product name in %s', async (locale) => {
    const notices = await get<NoticesResponse>(`/api/notices?locale=${locale}`);
    expect(notices.items).toHaveLength(3);
    expect(notices.items.every((n) => n.locale === locale)).toBe(true);
    expect(notices.items[0]!.title).toBe(SEEDED[locale].notice);
    const dynamics = await get<NoticesResponse>(`/api/notices?category=dynamic&locale=${locale}`);
    expect(dynamics.items.map((n) => n.locale)).toEqual([locale, locale, locale]);
    expect(dynamics.items[0]!.title).toBe(SEEDED[locale].dynamic);
    const one = await get<Notice>(`/api/notices/${notices.items[1]!.id}?locale=${locale}`);
    expect([one.locale, one.title]).toEqual([locale, notices.items[1]!.title]);
    for (const slug of ['ecology', 'btc', 'sui']) {
      const page = await get<ContentPage>(`/api/pages/${slug}?locale=${locale}`);
      expect(page.locale).toBe(locale);
      if (slug === 'ecology') expect(page.title).toBe(SEEDED[locale].ecology);
    }
    const products = await get<BankProductsResponse>(`/api/bank/products?locale=${locale}`);
    expect(products.items[0]!.name).toBe(SEEDED[locale].product);
    // Every language but the two Englishes reads differently from en_US.
    if (!locale.startsWith('en_')) {
      const english = await get<NoticesResponse>('/api/notices?category=dynamic&locale=en_US');
      const titles = new Set(english.items.map((n) => n.title));
      expect(dynamics.items.filter((n) => titles.has(n.title))).toEqual([]);
    }
  });

  it('rejects a locale that is not one of the six with 400 on every content read', async () => {
    for (const path of ['/api/notices?locale=ja', '/api/notices?locale=de_DE', '/api/notices/1?locale=ja-JP', '/api/pages/sui?locale=xx', '/api/bank/products?locale=JA_JP']) {
      const res = await server.request('GET', path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code, path).toBe('invalid_request');
    }
  });
});

describe('GET /api/notices', () => {
  it('lists seeded notices newest first and pages them', async () => {
    const first = await get<NoticesResponse>('/api/notices?limit=2');
    expect(first.items.map((n) => n.title)).toEqual(['Node sale: limited places', 'Bank savings are open']);
    const rest = await get<NoticesResponse>(`/api/notices?limit=2&cursor=${first.nextCursor}`);
    expect(rest.items.map((n) => n.title)).toEqual(['Welcome to SuiL']);
    expect(rest.nextCursor).toBeNull();
    const dynamics = await get<NoticesResponse>('/api/notices?category=dynamic');
    expect(dynamics.items).toHaveLength(3);
    await get('/api/notices?category=ads', 400);
  });

  it('falls back to en_US for a notice with no text in the asked locale, and says so', async () => {
    const id = await saveNotice(server.ctx.db, {
      category: 'dynamic',
      publishedAt: new Date('2026-11-24T00:00:00Z'),
      texts: [
        { locale: 'en_US', title: 'Only in English and Korean', summary: 'en', bodyHtml: '<p>en</p>' },
        { locale: 'ko_KR', title: '영어와 한국어로만', summary: 'ko', bodyHtml: '<p>ko</p>' },
      ],
    });
    const ja = await get<NoticesResponse>('/api/notices?category=dynamic&locale=ja_JP');
    expect(ja.items.map((n) => [n.id, n.locale, n.title])).toEqual([
      [id, 'en_US', 'Only in English and Korean'],
      ['6', 'ja_JP', '11 月のトップチーム'],
      ['5', 'ja_JP', 'ウォレット安全週間'],
      ['4', 'ja_JP', 'シンガポールでコミュニティミートアップを開催'],
    ]);
    expect(await get<Notice>(`/api/notices/${id}?locale=ko_KR`)).toMatchObject({ locale: 'ko_KR', title: '영어와 한국어로만', bodyHtml: '<p>ko</p>' });
    expect(await get<Notice>(`/api/notices/${id}?locale=zh_TW`)).toMatchObject({ locale: 'en_US', title: 'Only in English and Korean' });
  });

  it('answers one notice by id, 404 for an unknown one', async () => {
    const one = await get<Notice>('/api/notices/2');
    expect(one.bodyHtml).toContain('<li>A 3% handling fee applies to income only');
    await get('/api/notices/999', 404);
    await get('/api/notices/abc', 404);
  });

  it('sanitizes markup when it is written and again when it is read', async () => {
    const id = await saveNotice(server.ctx.db, {
      category: 'notice',
      publishedAt: new Date('2026-11-20T00:00:00Z'),
      texts: [{ locale: 'en_US', title: 'Hi <b>there</b> & all', summary: 'x', bodyHtml: '<p onclick="steal()">Hello<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' }],
    });
    const stored = await firstRow<{ body_html: string }>(server.ctx.db, sql`SELECT body_html FROM notice_texts WHERE notice_id = ${id}`);
    expect(stored!.body_html).toBe('<p>Hello<a rel="noopener noreferrer" target="_blank">x</a></p>');
    // A row an operator typed into the table by hand is cleaned on the way out.
    await server.ctx.db.execute(sql`UPDATE notice_texts SET body_html = '<img src=x onerror=alert(1)><p>ok</p>' WHERE notice_id = ${id}`);
    const served = await get<Notice>(`/api/notices/${id}`);
    expect(served.bodyHtml).toBe('<p>ok</p>');
    expect(served.title).toBe('Hi there & all');
  });
});

describe('GET /api/pages/:slug', () => {
  it('serves the ecology, BTC and SUI pages, 404 for others', async () => {
    for (const slug of ['ecology', 'btc', 'sui']) {
      const page = await get<ContentPage>(`/api/pages/${slug}?locale=ko_KR`);
      expect(page.slug).toBe(slug);
      expect(page.locale).toBe('ko_KR');
      expect(page.bodyHtml.length).toBeGreaterThan(100);
    }
    await get('/api/pages/eth', 404);
  });

  it('falls back to en_US when the locale has no row, and sanitizes a translation typed in by hand', async () => {
    await server.ctx.db.execute(sql`DELETE FROM content_pages WHERE slug = 'btc' AND locale = 'zh_TW'`);
    expect(await get<ContentPage>('/api/pages/btc?locale=zh_TW')).toMatchObject({ locale: 'en_US', title: 'Bitcoin (BTC)' });
    expect(await get<ContentPage>('/api/pages/btc?locale=zh_CN')).toMatchObject({ locale: 'zh_CN', title: '比特币 (BTC)' });
    await server.ctx.db.execute(
      sql`UPDATE content_pages SET title = '<i>ビットコイン</i>', body_html = '<p style="x">安全<script>alert(1)</script><iframe src="https://evil.example"></iframe></p>'
          WHERE slug = 'btc' AND locale = 'ja_JP'`,
    );
    expect(await get<ContentPage>('/api/pages/btc?locale=ja_JP')).toMatchObject({ locale: 'ja_JP', title: 'ビットコイン', bodyHtml: '<p>安全</p>' });
  });

  it('accepts only the six locales in the tables', async () => {
    /** The database's own reason for refusing a write (drizzle wraps it as the cause). */
    const refusal = (query: SQL) =>
      server.ctx.db.execute(query).then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`INSERT INTO content_pages (slug, locale, title, body_html, updated_at) VALUES ('sui', 'ja', 't', 'b', now())`)).toMatch(/content_pages_locale_check/);
    expect(await refusal(sql`INSERT INTO notice_texts (notice_id, locale, title, summary, body_html) VALUES (1, 'fr_FR', 't', 's', 'b')`)).toMatch(/notice_texts_locale_check/);
    expect(await refusal(sql`INSERT INTO bank_product_names (product_id, locale, name) VALUES ('sui-7', 'en', 'n')`)).toMatch(/bank_product_names_locale_check/);
  });
});

describe('migration 0008', () => {
  it('translates only seeded rows whose English is unchanged and keeps rows that are already there', async () => {
    const own = await createTestServer();
    try {
      const db = own.ctx.db;
      // As an operator might have left things before 0008: notice 3 rewritten, notice 1's
      // Chinese text edited, and no Japanese anywhere yet.
      await db.execute(sql`UPDATE notice_texts SET title = 'Node sale closed' WHERE notice_id = 3 AND locale = 'en_US'`);
      await db.execute(sql`UPDATE notice_texts SET title = '欢迎！' WHERE notice_id = 1 AND locale = 'zh_CN'`);
      await db.execute(sql`UPDATE bank_product_names SET name = 'SUI 7-day saver' WHERE product_id = 'sui-7' AND locale = 'en_US'`);
      for (const table of ['notice_texts', 'content_pages', 'bank_product_names']) {
        await own.ctx.database.runScript(`DELETE FROM ${table} WHERE locale = 'ja_JP'; ALTER TABLE ${table} DROP CONSTRAINT ${table}_locale_check;`);
      }
      const migration = migrationFiles().find((m) => m.version.startsWith('0008_'))!;
      await own.ctx.database.runScript(migration.text);

      const ja = await rows<{ notice_id: string; title: string }>(db, sql`SELECT notice_id::text, title FROM notice_texts WHERE locale = 'ja_JP' ORDER BY notice_id`);
      expect(ja.map((r) => r.notice_id)).toEqual(['1', '2', '4', '5', '6']);
      const zh = await firstRow<{ title: string }>(db, sql`SELECT title FROM notice_texts WHERE notice_id = 1 AND locale = 'zh_CN'`);
      expect(zh!.title).toBe('欢迎！');
      const names = await rows<{ product_id: string }>(db, sql`SELECT product_id FROM bank_product_names WHERE locale = 'ja_JP' ORDER BY product_id`);
      expect(names.map((r) => r.product_id)).toEqual(['sui-30', 'sui-90', 'usdc-7']);
      const pages = await rows<{ slug: string }>(db, sql`SELECT slug FROM content_pages WHERE locale = 'ja_JP' ORDER BY slug`);
      expect(pages.map((r) => r.slug)).toEqual(['btc', 'ecology', 'sui']);
    } finally {
      await own.close();
    }
  });
});

describe('drafts and unpublished notices (published_at NULL)', () => {
  it('are never listed or served, in any locale; once published they are', async () => {
    const draft = await firstRow<{ id: string }>(server.ctx.db, sql`INSERT INTO notices (category, published_at) VALUES ('notice', NULL) RETURNING id::text AS id`);
    const id = draft!.id;
    await server.ctx.db.execute(sql`INSERT INTO notice_texts (notice_id, locale, title, summary, body_html)
      VALUES (${id}, 'en_US', 'Draft title', 'draft', '<p>draft</p>'), (${id}, 'ja_JP', '下書き', '下書き', '<p>下書き</p>')`);
    try {
      for (const locale of ['en_US', 'ja_JP']) {
        const listed = await get<NoticesResponse>(`/api/notices?locale=${locale}&limit=100`);
        expect(listed.items.map((n) => n.id)).not.toContain(id);
        await get(`/api/notices/${id}?locale=${locale}`, 404);
      }
      await server.ctx.db.execute(sql`UPDATE notices SET published_at = '2026-11-21T12:00:00Z' WHERE id = ${id}`);
      expect((await get<NoticesResponse>('/api/notices?locale=ja_JP')).items[0]).toMatchObject({ id, title: '下書き' });
      expect(await get<Notice>(`/api/notices/${id}`)).toMatchObject({ id, title: 'Draft title', publishedAt: '2026-11-21T12:00:00.000Z' });
      // Unpublished again: gone again.
      await server.ctx.db.execute(sql`UPDATE notices SET published_at = NULL WHERE id = ${id}`);
      await get(`/api/notices/${id}`, 404);
    } finally {
      await server.ctx.db.execute(sql`DELETE FROM notice_texts WHERE notice_id = ${id}`);
      await server.ctx.db.execute(sql`DELETE FROM notices WHERE id = ${id}`);
    }
  });
});
