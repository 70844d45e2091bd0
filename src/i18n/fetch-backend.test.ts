// The catalogues' fetch backend (./fetch-backend.ts): the catalogue on success, and whether
// i18next may retry a failed read (network and server errors yes, a missing file or bad JSON no).
import { describe, expect, it, vi } from 'vitest';
import { fetchBackend } from './fetch-backend';

const url = (lng: string, ns: string) => `/chain/locales/${lng}/${ns}.json?v=1`;

function read(fetchImpl: typeof fetch, ns = 'translation'): Promise<{ error: unknown; data: unknown }> {
  const backend = fetchBackend(url, fetchImpl);
  return new Promise((resolve) => backend.read('ja_JP', ns, (error, data) => resolve({ error, data })));
}

describe('fetch backend', () => {
  it('reads the language and namespace asked for, at the URL the boot script preloads', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"hello":"こんにちは"}', { status: 200 }));
    await expect(read(fetchImpl, 'charts')).resolves.toEqual({ error: null, data: { hello: 'こんにちは' } });
    expect(fetchImpl).toHaveBeenCalledWith('/chain/locales/ja_JP/charts.json?v=1');
  });

  it('lets i18next retry after a network error or a server error', async () => {
    const offline = await read(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(offline.error).toBeInstanceOf(Error);
    expect(offline.data).toBe(true);
    const busy = await read(async () => new Response('', { status: 503 }));
    expect(busy.data).toBe(true);
  });

  it('does not retry a missing catalogue or one that is not JSON', async () => {
    const missing = await read(async () => new Response('', { status: 404 }));
    expect(String(missing.error)).toMatch(/status 404/);
    expect(missing.data).toBe(false);
    const broken = await read(async () => new Response('<html>', { status: 200 }));
    expect(String(broken.error)).toMatch(/failed parsing/);
    expect(broken.data).toBe(false);
  });
});
