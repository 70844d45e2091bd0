// Web Push end to end on loopback: the test is the browser (a P-256 key pair and an auth secret
// of its own) and the push service (a local HTTP server). A notification's push arrives once per
// subscription, signed with the server's VAPID key (RFC 8292) and encrypted to the subscription
// (RFC 8291, aes128gcm), which the test decrypts with its private key; in the subscription's
// language. 404/410 remove the subscription; 5xx queues it again; senders racing send each once;
// signing out removes the device's subscription; an endpoint that is no push service is refused.
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody, PushKeyResponse, PushMessage } from '../../contract/api.ts';
import { credit } from '../db/balances.ts';
import { rows, sql } from '../db/client.ts';
import { testPushConfig } from '../test/config.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { PushDispatcher } from './push-dispatcher.ts';
import { pushDeliveries } from './push-metrics.ts';
import { generateVapidKeys } from './vapid.ts';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** A browser's push subscription keys: what PushManager.subscribe makes. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
}

const hmac = (key: Uint8Array, data: Uint8Array) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 / RFC 8188: the browser's side, decrypting an aes128gcm body with its private key and auth secret. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  expect(idlen).toBe(65);
  expect(ciphertext.length).toBeLessThanOrEqual(rs);
  const uaPublic = keys.ecdh.getPublicKey();
  const ecdhSecret = keys.ecdh.computeSecret(asPublic);
  const prkKey = hmac(keys.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end], 'the last record ends with the delimiter 2').toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header: a JWT (ES256) for this push service's origin, signed by the server's public key. */
function checkVapid(header: string, publicKey: string, origin: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  expect(match, header).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const [head, payload, signature] = jwt!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
  expect(verify('sha256', Buffer.from(`${head}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true);
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(claims.aud).toBe(origin);
  expect(claims.sub).toMatch(/^mailto:|^https:/);
}

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let push: Server;
let pushOrigin: string;
const received: Received[] = [];
/** What the push service answers, by the endpoint path's first segment. */
const answers: Record<string, number> = { ok: 201, gone: 410, missing: 404, busy: 503, bad: 400 };

beforeAll(async () => {
  push = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers[(req.url ?? '').split('/')[1] ?? ''] ?? 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => push.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(push.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => push.close(() => resolve())));

const database = fileDatabase();
let server: TestServer;
const vapid = generateVapidKeys();
beforeEach(async () => {
  received.length = 0;
  server = await createTestServer({ push: testPushConfig(vapid) }, database);
});
afterEach(() => server.close());

async function subscribed(path: string, locale = 'ja_JP') {
  const me = await server.signIn();
  const keys = browserKeys();
  const res = await server.request('POST', '/api/me/push-subscriptions', { token: me.token, body: { endpoint: `${pushOrigin}${path}`, keys: keys.json, locale } });
  expect(res.status, await res.clone().text()).toBe(200);
  return { ...me, keys };
}

/** Someone sends `to` a transfer: one notification for them. */
async function transferTo(address: string, amount = '7') {
  const from = await server.signIn();
  await credit(server.ctx.db, from.address, 'SUI', 1_000n);
  const res = await server.request('POST', '/api/me/transfers', { token: from.token, body: { to: address, coin: 'SUI', amount } });
  expect(res.status).toBe(201);
}

const deliveries = () =>
  rows<{ status: string; attempts: number; subscription_id: string }>(server.ctx.db, sql`SELECT status, attempts, subscription_id::text AS subscription_id FROM push_deliveries ORDER BY queued_at`);
const counter = async (outcome: string) => (await pushDeliveries.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;

describe('Web Push', () => {
  it('the server gives its VAPID public key; a push arrives once, encrypted to the subscription, in its language', async () => {
    expect(((await (await server.request('GET', '/api/push/key')).json()) as PushKeyResponse).publicKey).toBe(vapid.publicKey);
    const me = await subscribed('/ok/device-1', 'ja_JP');
    await transferTo(me.address, '42');
    expect(received, 'nothing is sent inside the transaction').toEqual([]);
    const sentBefore = await counter('sent');

    expect(await new PushDispatcher(server.ctx, server.ctx.pushKeys!).runOnce()).toBe(1);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe('/ok/device-1');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    checkVapid(String(request!.headers.authorization), vapid.publicKey, pushOrigin);
    const message = JSON.parse(decrypt(request!.body, me.keys)) as PushMessage;
    expect(message).toMatchObject({ v: 1, locale: 'ja_JP', notification: { kind: 'transfer_received', data: { coin: 'SUI', amount: '42' }, readAt: null } });
    expect(await deliveries()).toMatchObject([{ status: 'sent', attempts: 1 }]);
    expect(await counter('sent')).toBe(sentBefore + 1);

    // Sent is sent: nothing is sent again.
    expect(await new PushDispatcher(server.ctx, server.ctx.pushKeys!).runOnce()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('410 and 404 remove the subscription (and nothing more is queued to it)', async () => {
    const gone = await subscribed('/gone/device-2');
    const missing = await subscribed('/missing/device-3');
    const goneBefore = await counter('gone');
    await transferTo(gone.address);
    await transferTo(missing.address);
    await new PushDispatcher(server.ctx, server.ctx.pushKeys!).runOnce();
    expect(received).toHaveLength(2);
    expect(await rows(server.ctx.db, sql`SELECT 1 FROM push_subscriptions`)).toEqual([]);
    expect(await deliveries()).toEqual([]);
    expect(await counter('gone')).toBe(goneBefore + 2);
    await transferTo(gone.address);
    expect(await deliveries()).toEqual([]);
  });

  it('a 5xx is queued again with a delay, a 400 fails for good; neither is sent twice at once', async () => {
    const busy = await subscribed('/busy/device-4');
    const bad = await subscribed('/bad/device-5');
    await transferTo(busy.address);
    await transferTo(bad.address);
    const dispatcher = new PushDispatcher(server.ctx, server.ctx.pushKeys!);
    await dispatcher.runOnce();
    const after = await deliveries();
    expect(after.map((d) => d.status).sort()).toEqual(['failed', 'queued']);
    // Queued for later: not due yet.
    expect(await dispatcher.runOnce()).toBe(0);
    expect(received).toHaveLength(2);
  });

  it('senders racing (instances of one server) send each delivery once', async () => {
    const devices = await Promise.all(Array.from({ length: 4 }, (_, i) => subscribed(`/ok/race-${i}`)));
    for (const d of devices) for (let i = 0; i < 3; i++) await transferTo(d.address, String(i + 1));
    const senders = Array.from({ length: 4 }, () => new PushDispatcher(server.ctx, server.ctx.pushKeys!));
    const handled = await Promise.all(senders.map((s) => s.runOnce()));
    expect(handled.reduce((a, b) => a + b, 0)).toBe(12);
    expect(received).toHaveLength(12);
    const perDevice = new Map<string, number>();
    for (const r of received) perDevice.set(r.path, (perDevice.get(r.path) ?? 0) + 1);
    expect([...perDevice.values()]).toEqual([3, 3, 3, 3]);
  });

  it('a subscription registered again moves to the new user; signing out removes it', async () => {
    const first = await subscribed('/ok/shared');
    const second = await server.signIn();
    const body = { endpoint: `${pushOrigin}/ok/shared`, keys: first.keys.json, locale: 'en_US' };
    await transferTo(first.address);
    expect((await server.request('POST', '/api/me/push-subscriptions', { token: second.token, body })).status).toBe(200);
    // The first user's push queued to that device is dropped with the move.
    expect(await deliveries()).toEqual([]);
    expect(await rows(server.ctx.db, sql`SELECT address, locale FROM push_subscriptions`)).toEqual([{ address: second.address, locale: 'en_US' }]);
    expect((await server.request('POST', '/api/auth/logout', { token: second.token })).status).toBe(200);
    expect(await rows(server.ctx.db, sql`SELECT 1 FROM push_subscriptions`)).toEqual([]);
  });

  it('one user keeps at most PUSH_MAX_DEVICES_PER_USER devices: registering more drops the oldest, so a notification is at most that many pushes', async () => {
    const max = server.ctx.config.push.maxDevicesPerUser;
    expect(max).toBe(10);
    const me = await server.signIn();
    for (let i = 0; i < max + 2; i++) {
      const body = { endpoint: `${pushOrigin}/ok/device-${i}`, keys: browserKeys().json, locale: 'en_US' };
      expect((await server.request('POST', '/api/me/push-subscriptions', { token: me.token, body })).status).toBe(200);
    }
    const kept = await rows<{ endpoint: string }>(server.ctx.db, sql`SELECT endpoint FROM push_subscriptions WHERE address = ${me.address} ORDER BY id`);
    expect(kept.map((r) => r.endpoint.replace(pushOrigin, ''))).toEqual(Array.from({ length: max }, (_, i) => `/ok/device-${i + 2}`));
    // Another user's devices are not counted against this one.
    await subscribed('/ok/someone-else');
    await transferTo(me.address);
    expect(await deliveries()).toHaveLength(max);
  });

  it('removing by endpoint takes only the caller’s own', async () => {
    const me = await subscribed('/ok/mine');
    const other = await server.signIn();
    const endpoint = `${pushOrigin}/ok/mine`;
    expect(await (await server.request('POST', '/api/me/push-subscriptions/remove', { token: other.token, body: { endpoint } })).json()).toEqual({ subscribed: false });
    expect(await rows(server.ctx.db, sql`SELECT 1 AS one FROM push_subscriptions`)).toEqual([{ one: 1 }]);
    await server.request('POST', '/api/me/push-subscriptions/remove', { token: me.token, body: { endpoint } });
    expect(await rows(server.ctx.db, sql`SELECT 1 FROM push_subscriptions`)).toEqual([]);
  });

  it('refuses an endpoint that is no push service, and keys that are not keys', async () => {
    const me = await server.signIn();
    const keys = browserKeys().json;
    const post = (body: unknown) => server.request('POST', '/api/me/push-subscriptions', { token: me.token, body });
    for (const endpoint of ['https://internal.example/admin', 'http://10.0.0.1/x', 'http://fcm.googleapis.com/fcm/send/x', 'https://fcm.googleapis.com:8443/x', 'https://fcm.googleapis.com.evil.example/x']) {
      const res = await post({ endpoint, keys, locale: 'en_US' });
      expect(res.status, endpoint).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe('push_endpoint_refused');
    }
    for (const body of [
      { endpoint: 'ftp://fcm.googleapis.com/x', keys, locale: 'en_US' },
      { endpoint: 'https://user:pw@fcm.googleapis.com/fcm/send/x', keys, locale: 'en_US' },
      { endpoint: `${pushOrigin}/ok/x`, keys: { ...keys, p256dh: 'short' }, locale: 'en_US' },
      { endpoint: `${pushOrigin}/ok/x`, keys: { ...keys, auth: 'a'.repeat(30) }, locale: 'en_US' },
      { endpoint: `${pushOrigin}/ok/x`, keys, locale: 'fr_FR' },
      { endpoint: `${pushOrigin}/ok/\u0000`, keys, locale: 'en_US' },
    ]) {
      expect((await post(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await post({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys, locale: 'en_US' })).status).toBe(200);
  });

  it('a server without VAPID keys sends no push: no key, and subscribing answers 503', async () => {
    const off = await createTestServer({ network: 'testnet', push: { ...testPushConfig(vapid), vapid: null } }, database);
    try {
      expect(await (await off.request('GET', '/api/push/key')).json()).toEqual({ publicKey: null });
      const token = (await off.ctx.tokens.issue('0x' + 'ab'.repeat(32))).token;
      const res = await off.request('POST', '/api/me/push-subscriptions', { token, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: browserKeys().json, locale: 'en_US' } });
      expect(res.status).toBe(503);
      expect(((await res.json()) as ErrorBody).error.code).toBe('push_unavailable');
    } finally {
      await off.close();
    }
  });
});
