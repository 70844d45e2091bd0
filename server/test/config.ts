import { randomBytes } from 'node:crypto';
import { type ServerConfig, loadConfig } from '../config.ts';

/** A configuration for tests: in-memory database, no indexer loop, a random JWT secret. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const base = loadConfig({ NETWORK: 'localnet', SERVER_DB: 'memory', INDEXER: 'off' });
  return {
    ...base,
    databaseUrl: process.env.DATABASE_URL || null,
    databaseSchema: process.env.DATABASE_URL ? `t_${randomBytes(6).toString('hex')}` : null,
    jwtSecret: randomBytes(32).toString('hex'),
    ...overrides,
  };
}

/** Push for tests: these VAPID keys, endpoints on loopback http allowed (the test plays the push service). */
export function testPushConfig(vapid: { publicKey: string; privateKey: string } | null): ServerConfig['push'] {
  return { ...loadConfig({ NETWORK: 'localnet', SERVER_DB: 'memory' }).push, vapid, allowLoopbackEndpoints: true };
}
