// Sign-in rate limits, kept in the database (rate-limiter-flexible's Drizzle store on the
// rate_limits table) so that every server instance on one database counts together and a
// restart forgets nothing: N instances behind a load balancer give a client the limit of one.
// Works the same on PostgreSQL and on PGlite (it is one atomic upsert). When the database
// cannot be reached, each instance counts in its own memory instead (the insurance limiter),
// so sign-in stays limited rather than failing.
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface LimitOptions {
  /** Requests allowed at once. */
  capacity: number;
  /** Sustained requests per second. */
  refillPerSecond: number;
}

export class RateLimiter {
  private readonly limiter: RateLimiterDrizzle;

  /**
   * A fixed window of `capacity` requests per `capacity / refillPerSecond` seconds: the burst
   * and the average rate of a token bucket with that capacity and refill.
   */
  constructor(db: Db, keyPrefix: string, options: LimitOptions) {
    const window = { keyPrefix, points: options.capacity, duration: Math.max(1, Math.ceil(options.capacity / options.refillPerSecond)) };
    this.limiter = new RateLimiterDrizzle({
      ...window,
      storeClient: db,
      schema: rateLimits,
      insuranceLimiter: new RateLimiterMemory(window),
    });
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
