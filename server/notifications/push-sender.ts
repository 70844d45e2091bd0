// One push message to one subscription: encrypted to the browser's keys (RFC 8291, aes128gcm),
// signed with the server's VAPID key (RFC 8292), posted to the subscription's endpoint. web-push
// builds the request (its encryption and its VAPID header); the request itself is ours, so its
// deadline and the push service's answer are read the same way for every endpoint.
import webpush from 'web-push';
import type { PushConfig } from '../config.ts';
import type { VapidKeys } from './vapid.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service said: `sent` (2xx), `gone` (404, 410: the subscription is no more),
 * `retry` (it did not take the message: 429, 5xx, or no connection was made), `failed` (any
 * other answer, or no answer in time: it may have taken it, so it is not sent again).
 */
export type PushOutcome = { outcome: 'sent' | 'gone' | 'retry' | 'failed'; status: number | null; detail: string };

/** Whether `endpoint` is a push service this server sends to: https on a configured host (or, in tests, loopback http). */
export function isAllowedEndpoint(endpoint: string, config: Pick<PushConfig, 'endpointHosts' | 'allowLoopbackEndpoints'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (config.allowLoopbackEndpoints && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase();
  return config.endpointHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** Errors of a request that never reached the push service: safe to send again. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function causeCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Encrypts `payload` to `target` and posts it; never throws. */
export async function sendPush(target: PushTarget, payload: string, keys: VapidKeys, config: Pick<PushConfig, 'subject' | 'ttlSeconds' | 'timeoutMs'>): Promise<PushOutcome> {
  let request: { endpoint: string; method: string; headers: Record<string, string>; body: Buffer };
  try {
    request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: config.ttlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    }) as unknown as typeof request;
  } catch (error) {
    // Keys a browser would never give (not a point on the curve): no push service could use them.
    return { outcome: 'gone', status: null, detail: `cannot encrypt to this subscription: ${(error as Error).message}` };
  }
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers,
      body: new Uint8Array(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const code = causeCode(error);
    const detail = `${(error as Error).name}: ${(error as Error).message}${code ? ` (${code})` : ''}`;
    return { outcome: code && NOT_CONNECTED.has(code) ? 'retry' : 'failed', status: null, detail };
  }
  const text = (await response.text().catch(() => '')).slice(0, 200);
  const status = response.status;
  if (status >= 200 && status < 300) return { outcome: 'sent', status, detail: '' };
  if (status === 404 || status === 410) return { outcome: 'gone', status, detail: text };
  if (status === 429 || status >= 500) return { outcome: 'retry', status, detail: text };
  return { outcome: 'failed', status, detail: text };
}
