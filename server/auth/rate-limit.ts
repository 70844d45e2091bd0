// Sign-in rate limits, kept in the database (rate-limiter-flexible's Drizzle store on the
// rate_limits table) so that every server instance on one database counts together and a
// restart forgets nothing: N instances behind a load balancer give a client the limit of one.
// Works the same on PostgreSQL and on PGlite (it is one atomic upsert). When the database
// cannot be reached, each instance counts in its own memory instead (the insurance limiter),
// so sign-in stays limited rather than failing. A local limiter counts in this instance's memory
// only: the gate a login passes before any check, at no database cost.
import { type RateLimiterAbstract, RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from '../http.ts';
import { rateLimits } from '../db/schema.ts';

export interface LimitOptions {
  /** Requests allowed at once. */
  capacity: number;
  /** Sustained requests per second. */
  refillPerSecond: number;
}

export class RateLimiter {
  private readonly limiter: RateLimiterAbstract;

  /**
   * A fixed window of `capacity` requests per `capacity / refillPerSecond` seconds: the burst
   * and the average rate of a token bucket with that capacity and refill. Shared through the
   * database `db`, or local to this instance's memory when `db` is 'local'.
   */
  constructor(db: Db | 'local', keyPrefix: string, options: LimitOptions) {
    const window = { keyPrefix, points: options.capacity, duration: Math.max(1, Math.ceil(options.capacity / options.refillPerSecond)) };
    this.limiter =
      db === 'local'
        ? new RateLimiterMemory(window)
        : new RateLimiterDrizzle({ ...window, storeClient: db, schema: rateLimits, insuranceLimiter: new RateLimiterMemory(window) });
  }

  /** Spends one request for `key`; false when its window is used up. */
  async take(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}

/**
 * Charges both limits, so neither one address from many clients nor one client for many
 * addresses can hammer sign-in; 429 rate_limited when either is used up.
 */
export async function takeBoth(byClient: RateLimiter, byAddress: RateLimiter, ip: string, address: string): Promise<void> {
  const [clientOk, addressOk] = await Promise.all([byClient.take(ip), byAddress.take(address)]);
  if (!clientOk || !addressOk) throw new ApiError(429, 'rate_limited', 'too many sign-in attempts; wait a moment and try again');
}

/**
 * A sign-in's limits (the app's and the console's): `shared` counts on every instance together
 * (a nonce, a refused login); `local` in this instance's memory (every login attempt, before any
 * check).
 */
export function signInLimits(ctx: Pick<ServerContext, 'limitByClient' | 'limitByAddress' | 'localLimitByClient' | 'localLimitByAddress'>) {
  return {
    shared: (ip: string, address: string) => takeBoth(ctx.limitByClient, ctx.limitByAddress, ip, address),
    local: (ip: string, address: string) => takeBoth(ctx.localLimitByClient, ctx.localLimitByAddress, ip, address),
  };
}
