// The console's notices: drafts the app never shows, texts in several languages replaced whole,
// publish and unpublish; each change one audit row; viewers read but never write.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminNotice } from '../../contract/admin.ts';
import type { ErrorBody, Notice, NoticesResponse } from '../../contract/api.ts';
import { readAudit } from '../operator/audit.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { NO_NODE_URL, adminSignIn } from '../test/admin.ts';

const database = fileDatabase();
let server: TestServer;
let operator: { token: string; address: string };
beforeEach(async () => {
  server = await createTestServer({ suiNodeUrl: NO_NODE_URL }, database);
  operator = await adminSignIn(server, 'operator');
});
afterEach(() => server.close());

const codeOf = async (res: Response) => ((await res.json()) as ErrorBody).error.code;
const TEXTS = {
  en_US: { title: 'Maintenance on Sunday', summary: 'Two hours', bodyHtml: '<p>The app pauses from 02:00 to 04:00 UTC.</p>' },
  ja_JP: { title: '日曜日のメンテナンス', summary: '2 時間', bodyHtml: '<p>02:00〜04:00 UTC に一時停止します。</p>' },
};
const create = (token = operator.token, body: unknown = { category: 'notice', texts: TEXTS, reason: 'planned maintenance' }) =>
  server.request('POST', '/api/admin/notices', { token, body });
const publicList = async (locale: string) => ((await (await server.request('GET', `/api/notices?locale=${locale}&limit=100`)).json()) as NoticesResponse).items;

describe('/api/admin/notices', () => {
  it('an operator publishes a draft: the app shows it only once published, in English and Japanese', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    const draft = (await res.json()) as AdminNotice;
    expect(draft).toMatchObject({ category: 'notice', publishedAt: null, texts: TEXTS });
    for (const locale of ['en_US', 'ja_JP']) expect((await publicList(locale)).map((n) => n.id)).not.toContain(draft.id);
    expect((await server.request('GET', `/api/notices/${draft.id}`)).status).toBe(404);

    const published = await server.request('POST', `/api/admin/notices/${draft.id}/publish`, { token: operator.token, body: { reason: 'ready' } });
    expect(published.status).toBe(200);
    expect(((await published.json()) as AdminNotice).publishedAt).toBe('2026-11-21T12:00:00.000Z');
    expect((await publicList('en_US'))[0]).toMatchObject({ id: draft.id, locale: 'en_US', title: 'Maintenance on Sunday' });
    expect((await publicList('ja_JP'))[0]).toMatchObject({ id: draft.id, locale: 'ja_JP', title: '日曜日のメンテナンス' });
    const one = (await (await server.request('GET', `/api/notices/${draft.id}?locale=ja_JP`)).json()) as Notice;
    expect(one).toMatchObject({ title: '日曜日のメンテナンス', summary: '2 時間' });
    // Korean has no text of its own: the English one is served.
    expect((await publicList('ko_KR'))[0]).toMatchObject({ id: draft.id, locale: 'en_US' });

    const again = await server.request('POST', `/api/admin/notices/${draft.id}/publish`, { token: operator.token, body: { reason: 'again' } });
    expect([again.status, await codeOf(again)]).toEqual([409, 'invalid_change']);

    const unpublished = await server.request('POST', `/api/admin/notices/${draft.id}/unpublish`, { token: operator.token, body: { reason: 'postponed' } });
    expect(((await unpublished.json()) as AdminNotice).publishedAt).toBeNull();
    expect((await publicList('en_US')).map((n) => n.id)).not.toContain(draft.id);

    const audit = (await readAudit(server.ctx.db)).filter((r) => r.action !== 'admin_sign_in');
    expect(audit.map((r) => [r.operator, r.action, r.subject, r.reason])).toEqual([
      [operator.address, 'notice_create', `notice:${draft.id}`, 'planned maintenance'],
      [operator.address, 'notice_publish', `notice:${draft.id}`, 'ready'],
      [operator.address, 'notice_unpublish', `notice:${draft.id}`, 'postponed'],
    ]);
    expect(audit[0]!.before).toBeNull();
    expect(audit[0]!.after).toEqual({ category: 'notice', publishedAt: null, texts: TEXTS });
    expect(audit[1]!.before).toMatchObject({ publishedAt: null });
    expect(audit[1]!.after).toMatchObject({ publishedAt: '2026-11-21T12:00:00.000Z' });
    expect(audit[2]!.after).toMatchObject({ publishedAt: null });
  });

  it('PUT replaces the category and every text (a locale left out is removed), with before and after on the audit row', async () => {
    const draft = (await (await create()).json()) as AdminNotice;
    const texts = { en_US: { title: 'Maintenance moved', summary: 'Monday now', bodyHtml: '<p>Monday.</p>' } };
    const res = await server.request('PUT', `/api/admin/notices/${draft.id}`, { token: operator.token, body: { category: 'dynamic', texts, reason: 'moved to Monday' } });
    expect(res.status).toBe(200);
    expect((await res.json()) as AdminNotice).toEqual({ id: draft.id, category: 'dynamic', publishedAt: null, texts });
    const [update] = (await readAudit(server.ctx.db)).filter((r) => r.action === 'notice_update');
    expect(update).toMatchObject({ subject: `notice:${draft.id}`, before: { category: 'notice', texts: TEXTS }, after: { category: 'dynamic', texts } });
    expect((await server.request('PUT', '/api/admin/notices/999999', { token: operator.token, body: { category: 'dynamic', texts, reason: 'none' } })).status).toBe(404);
  });

  it('lists every notice, drafts included, with all locale texts (the seeded six too)', async () => {
    const draft = (await (await create()).json()) as AdminNotice;
    const viewer = await adminSignIn(server, 'viewer');
    const res = await server.request('GET', '/api/admin/notices', { token: viewer.token });
    expect(res.status).toBe(200);
    const all = (await res.json()) as AdminNotice[];
    expect(all[0]).toEqual(draft);
    expect(all).toHaveLength(7);
    expect(Object.keys(all[1]!.texts).sort()).toEqual(['en_IN', 'en_US', 'ja_JP', 'ko_KR', 'zh_CN', 'zh_TW']);
  });

  it('refuses a viewer any change: 403 forbidden, nothing written', async () => {
    const draft = (await (await create()).json()) as AdminNotice;
    const viewer = await adminSignIn(server, 'viewer');
    const attempts = [
      create(viewer.token),
      server.request('PUT', `/api/admin/notices/${draft.id}`, { token: viewer.token, body: { category: 'notice', texts: TEXTS, reason: 'edit it' } }),
      server.request('POST', `/api/admin/notices/${draft.id}/publish`, { token: viewer.token, body: { reason: 'publish it' } }),
      server.request('POST', `/api/admin/notices/${draft.id}/unpublish`, { token: viewer.token, body: { reason: 'hide it' } }),
    ];
    for (const res of await Promise.all(attempts)) expect([res.status, await codeOf(res)]).toEqual([403, 'forbidden']);
    expect((await readAudit(server.ctx.db)).map((r) => r.action)).toEqual(['admin_sign_in', 'notice_create', 'admin_sign_in']);
  });

  it('refuses bad bodies with 400: no en_US text, an unknown locale, no reason, an overlong title', async () => {
    const bad = [
      { category: 'notice', texts: { ja_JP: TEXTS.ja_JP }, reason: 'no english' },
      { category: 'notice', texts: { ...TEXTS, fr_FR: TEXTS.en_US }, reason: 'french' },
      { category: 'notice', texts: TEXTS },
      { category: 'notice', texts: { en_US: { ...TEXTS.en_US, title: 'x'.repeat(201) } }, reason: 'long title' },
      { category: 'banner', texts: TEXTS, reason: 'banner' },
    ];
    for (const body of bad) expect((await create(operator.token, body)).status).toBe(400);
    expect((await server.request('POST', '/api/admin/notices/abc/publish', { token: operator.token, body: { reason: 'ready' } })).status).toBe(404);
  });
});
