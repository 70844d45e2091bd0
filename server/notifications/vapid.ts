// The server's VAPID key pair (RFC 8292), which every push it sends is signed with and which the
// app subscribes browsers under. From the environment (`npm run server:push-keys` makes a pair);
// on localnet, when unset, made once and kept in server_secrets, so `npm start` and the e2e
// suite push without a step of their own; elsewhere, unset, the server sends no push.
import webpush from 'web-push';
import type { ServerConfig } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { keepServerSecret } from '../db/server-secrets.ts';

export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url (what `applicationServerKey` takes). */
  publicKey: string;
  privateKey: string;
}

/** A new key pair, base64url. */
export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/** This server's keys: the configured pair, localnet's kept one, or null (no push). */
export async function loadVapidKeys(db: Executor, config: Pick<ServerConfig, 'network' | 'push'>): Promise<VapidKeys | null> {
  if (config.push.vapid) return config.push.vapid;
  if (config.network !== 'localnet') return null;
  const kept = await keepServerSecret(db, 'vapid_keys', JSON.stringify(generateVapidKeys()));
  return JSON.parse(kept) as VapidKeys;
}
