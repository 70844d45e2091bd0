// Sign-in rate limits, kept in the database (rate-limiter-flexible's Drizzle store on the
// rate_limits table) so that every server instance on one database counts together and a
// restart forgets nothing: N instances behind a load balancer give a client the limit of one.
// Works the same on PostgreSQL and on PGlite (it is one atomic upsert). When the database
// cannot be reached, each instance counts in its own memory instead (the insurance limiter),
// so sign-in stays limited rather than failing. A local limiter counts in this instance's memory
// only: the gate a login passes before any check, at no database cost.
import { type RateLimiterAbstract, RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
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
