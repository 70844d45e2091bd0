import { describe, expect, it, vi } from 'vitest';
import { createAdminClient } from './admin-client.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('admin client', () => {
  it('refuses a call the console has no route for, and a body its schema refuses, without sending either', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const client = createAdminClient({ token: () => 't', fetchImpl });
    await expect(client.request({ method: 'post', path: '/notices/1/delete' })).rejects.toMatchObject({ statusCode: 400, code: 'bad_request' });
    await expect(client.request({ method: 'post', path: '/notices/1/publish', body: { reason: 'x' } })).rejects.toMatchObject({ code: 'bad_request' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('sends the token as Bearer and the query without empty values', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json(200, { items: [] }));
    await createAdminClient({ token: () => 'abc', fetchImpl }).request({ method: 'get', path: '/proposals', query: { status: 'open', other: '' } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/admin/proposals?status=open');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer abc');
  });

  it("turns the server's error body into status and code, and an answer off the contract into bad_response", async () => {
    const refusing = createAdminClient({ token: () => null, fetchImpl: async () => json(409, { error: { code: 'self_approval', message: 'not yours to approve' } }) });
    await expect(refusing.request({ method: 'get', path: '/dashboard' })).rejects.toMatchObject({ statusCode: 409, code: 'self_approval', message: 'not yours to approve' });
    const odd = createAdminClient({ token: () => null, fetchImpl: async () => json(200, { items: 'nope' }) });
    await expect(odd.request({ method: 'get', path: '/proposals' })).rejects.toMatchObject({ code: 'bad_response' });
    const offline = createAdminClient({ token: () => null, fetchImpl: async () => Promise.reject(new TypeError('fetch failed')) });
    await expect(offline.request({ method: 'get', path: '/dashboard' })).rejects.toMatchObject({ statusCode: 0, code: 'network' });
  });
});
