// Test harness for a page whose content the server serves per locale: a local /api (see
// local-api.ts) made the page's origin for the whole test file, which records what each request
// asked for; after each test the page is unmounted first (the language reset must not make a
// mounted page read again), the language goes back to en_US and the records are cleared.
import { act, cleanup } from '@testing-library/react';
import type http from 'node:http';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Locale } from '../../contract/api';
import { useSettingsStore } from '../stores/settings';
import { replyJson, setPageUrl, startLocalApi, type LocalApi } from './local-api';

export interface LocalizedRequest {
  url: URL;
  /** The `locale` query parameter, en_US when the request had none. */
  locale: Locale;
}

export interface LocalizedApiRecords {
  /** The locale of each request, in order. */
  asked: Locale[];
  /** Each request as `<path>?locale=<parameter>`, in order. */
  requested: string[];
}

/**
 * Serves `handle` for the test file's lifetime and records the requests it answered; one it
 * turns down (returns false) gets a 404 and is not recorded.
 */
export function serveLocalizedApi(handle: (request: LocalizedRequest, res: http.ServerResponse) => boolean | void): LocalizedApiRecords {
  const records: LocalizedApiRecords = { asked: [], requested: [] };
  let api: LocalApi;
  let restorePage: () => void;

  beforeAll(async () => {
    api = await startLocalApi(({ url }, res) => {
      const parsed = new URL(url, 'http://x');
      const parameter = parsed.searchParams.get('locale');
      const locale = (parameter ?? 'en_US') as Locale;
      if (handle({ url: parsed, locale }, res) === false) return replyJson(res, 404, { error: { code: 'not_found', message: 'no such route' } });
      records.asked.push(locale);
      records.requested.push(`${parsed.pathname}?locale=${parameter}`);
    });
    restorePage = setPageUrl(`${api.origin}/`);
  });

  afterAll(async () => {
    restorePage();
    await api.close();
  });

  afterEach(() => {
    cleanup();
    act(() => useSettingsStore.getState().setLanguage('en_US'));
    records.asked.length = 0;
    records.requested.length = 0;
  });

  return records;
}
