// Notices, community dynamics and pages: seeded content, locale fallback, paging, and markup
// sanitized on write and on read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage, Notice, NoticesResponse } from '../../contract/api.ts';
import { type TestServer, createTestServer } from '../testing.ts';
import { saveNotice } from '../content.ts';
import { firstRow, sql } from '../db/client.ts';

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

describe('GET /api/notices', () => {
  it('lists seeded notices newest first, pages them, and falls back to en_US per notice', async () => {
    const first = await get<NoticesResponse>('/api/notices?limit=2');
    expect(first.items.map((n) => n.title)).toEqual(['Node sale: limited places', 'Bank savings are open']);
    const rest = await get<NoticesResponse>(`/api/notices?limit=2&cursor=${first.nextCursor}`);
    expect(rest.items.map((n) => n.title)).toEqual(['Welcome to SuiL']);
    expect(rest.nextCursor).toBeNull();
    const zh = await get<NoticesResponse>('/api/notices?locale=zh_CN');
    expect(zh.items.map((n) => [n.locale, n.title])).toEqual([
      ['en_US', 'Node sale: limited places'],
      ['en_US', 'Bank savings are open'],
      ['zh_CN', '欢迎来到 SuiL'],
    ]);
    const dynamics = await get<NoticesResponse>('/api/notices?category=dynamic');
    expect(dynamics.items).toHaveLength(3);
    await get('/api/notices?category=ads', 400);
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
      expect(page.locale).toBe('en_US');
      expect(page.bodyHtml.length).toBeGreaterThan(100);
    }
    await get('/api/pages/eth', 404);
  });
});
