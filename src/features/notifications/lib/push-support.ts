// Whether this browser can receive push notifications at all: a service worker, the Push API
// and the Notification API (iOS Safari only in an app added to the home screen; some in-app
// browsers have none). Without them the inbox offers no push option.

export interface PushCapableWindow {
  navigator: { serviceWorker?: unknown };
  PushManager?: unknown;
  Notification?: unknown;
}

export function browserSupportsPush(win: PushCapableWindow): boolean {
  return Boolean(win.navigator.serviceWorker) && typeof win.PushManager === 'function' && typeof win.Notification === 'function';
}

/** The subscription's public key as `applicationServerKey` takes it (base64url -> bytes). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
