// Waiting for the server to have read a transaction, against a real HTTP server on this
// machine: it answers the user's records, and the digest appears after some looks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { replyJson, setPageUrl, startLocalApi, type LocalApi } from '../test/local-api';
import { waitForIndexed } from './wait-for-indexed';

const ALICE = '0x' + 'a'.repeat(64);
const DIGEST = 'Fk2mVQ4pR8sT1uW3xY5zA7bC9dE2fG4hJ6kL8mN1pQ3r';

let api: LocalApi;
let restorePage: () => void;
let looks = 0;
/** The look (1-based) from which the server has the transaction; 500 before that when `failFirst`. */
let indexedFrom = Infinity;
let failFirst = false;

const record = (txDigest: string, id: string) => ({
  id, kind: 'topup', txDigest, eventSeq: 0, amount: '1000', coin: 'SUI', fee: null, amountOut: null, createdAt: '2026-11-21T12:00:00.000Z',
});

beforeAll(async () => {
  api = await startLocalApi(({ url }, res) => {
    if (!url.startsWith('/api/me/records')) return replyJson(res, 404, { error: { code: 'not_found', message: 'no such route' } });
    looks += 1;
    if (failFirst && looks === 1) return replyJson(res, 500, { error: { code: 'internal', message: 'busy' } });
    const items = looks >= indexedFrom ? [record(DIGEST, '2'), record('older', '1')] : [record('older', '1')];
    replyJson(res, 200, { items, nextCursor: null });
  });
  restorePage = setPageUrl(`${api.origin}/`);
  useAuthStore.getState().setSession('token-of-alice', ALICE);
});

afterAll(async () => {
  restorePage();
  useAuthStore.getState().clearSession();
  await api.close();
});

beforeEach(() => {
  looks = 0;
  failFirst = false;
});

describe('waitForIndexed', () => {
  it('looks until the digest is among the newest records', async () => {
    indexedFrom = 3;
    expect(await waitForIndexed(DIGEST, { attempts: 5, intervalMs: 1 })).toBe(true);
    expect(looks).toBe(3);
  });

  it('counts a failed look as one attempt and goes on', async () => {
    indexedFrom = 2;
    failFirst = true;
    expect(await waitForIndexed(DIGEST, { attempts: 5, intervalMs: 1 })).toBe(true);
    expect(looks).toBe(2);
  });

  it('gives up after its attempts', async () => {
    indexedFrom = Infinity;
    expect(await waitForIndexed(DIGEST, { attempts: 3, intervalMs: 1 })).toBe(false);
    expect(looks).toBe(3);
  });

  it('stops when aborted', async () => {
    indexedFrom = Infinity;
    const controller = new AbortController();
    controller.abort();
    expect(await waitForIndexed(DIGEST, { attempts: 3, intervalMs: 1, signal: controller.signal })).toBe(false);
    expect(looks).toBe(0);
  });
});
