// In-memory token buckets for the sign-in endpoints, keyed by address and by client IP.
// One process holds them; several server processes would each count on their own.

export interface BucketOptions {
  capacity: number;
  refillPerSecond: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly options: BucketOptions,
    private readonly now: () => number,
  ) {}

  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.options.capacity, at: now };
    const refilled = Math.min(this.options.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.options.refillPerSecond);
    if (refilled < 1) {
      this.buckets.set(key, { tokens: refilled, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: refilled - 1, at: now });
    if (this.buckets.size > 100_000) this.sweep(now);
    return true;
  }

  /** Forgets full buckets, so the map does not grow with every address ever seen. */
  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.options.refillPerSecond >= this.options.capacity) this.buckets.delete(key);
    }
  }
}
