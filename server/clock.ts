// The server's business clock: the time bank income, maturity, redemption, node returns,
// and the records the server writes are computed at. On mainnet it is the wall
// clock. On localnet it follows the chain's clock (the `0x6` Clock object), which the node's
// admin endpoint can move forward, so advancing the chain advances the server with it and
// server records carry the same time base as chain records.
//
// `now()` stays synchronous for the code that uses it: it is the wall clock plus the offset
// last read from the node. `sync()` refreshes that offset when it is older than `maxAgeMs`
// (the app awaits it at the start of every /api request); parallel callers share one read.
import type { SuiGrpcClient } from '@mysten/sui/grpc';

export interface ServerClock {
  /** Milliseconds since the epoch, in the chain's time base. */
  now(): number;
  /** Brings `now()` up to date with its source; never throws. */
  sync(): Promise<void>;
}

/** The wall clock (or any fixed source a test injects): nothing to synchronise. */
export function fixedSourceClock(now: () => number = Date.now): ServerClock {
  return { now, sync: () => Promise.resolve() };
}

export interface ChainClockOptions {
  /** Reads the chain's clock (ms since the epoch). */
  readChainMs: () => Promise<number>;
  /** How long a reading is trusted before `sync()` reads again. */
  maxAgeMs?: number;
  wallNow?: () => number;
  /** Told when a reading fails (the last known offset stays in use). */
  onError?: (error: unknown) => void;
}

export const CHAIN_CLOCK_MAX_AGE_MS = 1_000;

export function chainClock({ readChainMs, maxAgeMs = CHAIN_CLOCK_MAX_AGE_MS, wallNow = Date.now, onError }: ChainClockOptions): ServerClock {
  // Localnet's clock is the wall clock until someone advances it: 0 is the right guess
  // before the first reading, and the last offset the best one while the node is away.
  let offsetMs = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | null = null;

  function read(): Promise<void> {
    pending ??= readChainMs()
      .then((chainMs) => {
        const at = wallNow();
        offsetMs = chainMs - at;
        readAt = at;
      })
      .catch((error: unknown) => {
        onError?.(error);
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    now: () => wallNow() + offsetMs,
    sync: () => (wallNow() - readAt < maxAgeMs ? Promise.resolve() : read()),
  };
}

/** The `0x6` Clock object's `timestamp_ms`, read through the node's gRPC API. */
export async function readClockObjectMs(client: SuiGrpcClient): Promise<number> {
  const { object } = await client.core.getObject({ objectId: '0x6', include: { json: true } });
  const timestamp = Number((object.json as { timestamp_ms?: unknown } | null)?.timestamp_ms);
  if (!Number.isSafeInteger(timestamp) || timestamp <= 0) throw new Error('the node returned a Clock object without timestamp_ms');
  return timestamp;
}
