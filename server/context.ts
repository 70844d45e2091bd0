// What every route needs: configuration, the database, the clock, tokens and rate limits.
import type { SuiGrpcClient } from '@mysten/sui/grpc';
import type { ServerClock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { TokenService } from './auth/tokens.ts';
import type { AdminTokenService } from './admin/session.ts';
import type { VapidKeys } from './notifications/vapid.ts';

export interface IndexerStatus {
  cursor: string | null;
  lastPollAt: Date | null;
  lastError: string | null;
}

/**
 * What this instance's indexer does: `leader` follows the chain (it holds the lock),
 * `standby` waits to take over, `indexer` follows it without election, `off` not at all.
 */
export type IndexerRole = 'leader' | 'standby' | 'indexer' | 'off';

export interface ServerContext {
  config: ServerConfig;
  database: Database;
  db: Db;
  /**
   * Business time, ms since the epoch: the chain's clock on localnet (server/clock.ts), so
   * bank income, maturity, node returns and written records follow it.
   */
  now: () => number;
  /** The clock behind `now`; the app syncs it at the start of every request. */
  clock: ServerClock;
  /** Wall time for sessions and rate limits (tokens, sign-in nonces), which no chain moves. */
  wallNow: () => number;
  tokens: TokenService;
  /** The operator console's tokens (server/admin/session.ts). */
  adminTokens: AdminTokenService;
  /** Sign-in limits by address and by client, counted by every instance together (the database). */
  limitByAddress: RateLimiter;
  limitByClient: RateLimiter;
  /** The same limits counted by this instance alone (memory): a login's gate before any check. */
  localLimitByAddress: RateLimiter;
  localLimitByClient: RateLimiter;
  /** The sponsor's limits (free binds) by client and by address, counted by every instance together. */
  limitSponsorByClient: RateLimiter;
  limitSponsorByAddress: RateLimiter;
  indexerStatus: () => Promise<IndexerStatus>;
  /** This instance: its id and its indexer's role (startIndexer keeps the role current). */
  instance: { id: string; role: IndexerRole };
  /** `draining` from SIGTERM on (server/main.ts): /readyz answers 503 while requests finish. */
  lifecycle: { draining: boolean };
  /** The node: zkLogin signatures are verified through it. */
  chainClient: SuiGrpcClient;
  /** The VAPID keys pushes are signed with; null: this server sends no push (server/notifications/vapid.ts). */
  pushKeys: VapidKeys | null;
}

/** Variables the auth middleware sets on an authenticated request. */
export type AuthVariables = { address: string; jti: string; tokenExpiresAt: Date };
