// The process's Prometheus metrics that code records as it runs: HTTP requests (by route
// template, through @hono/prometheus), database query latency and pool, and the indexer's
// figures under the names Sui's indexer framework (sui-indexer-alt-framework) gives them, so
// dashboards made for Sui indexers read ours. Figures read from the database at scrape time
// are in scrape.ts. One registry per process: every app a test makes shares it.
import { prometheus } from '@hono/prometheus';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });
// Gauges named like counters, which `promtool check metrics` rejects; the same figures stay in
// nodejs_active_handles, nodejs_active_requests and nodejs_active_resources (by type).
for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(name);

/**
 * `http_requests_total` and `http_request_duration_seconds`, labelled method, status, ok and
 * route: the route's template (`/api/notices/:id`), never the path, so the label set stays
 * bounded whatever paths clients ask for (an unknown path counts under the `*` that caught it).
 */
export const httpMetrics = prometheus({ registry }).registerMetrics;

const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const dbQueryDuration = new Histogram({
  name: 'suil_db_query_duration_seconds',
  help: 'Time of a database query issued through the pool (PostgreSQL) or the embedded database (PGlite), until its answer',
  labelNames: ['database', 'outcome'],
  buckets: QUERY_BUCKETS,
  registers: [registry],
});

/** Times a query; `database` is pglite or postgres. */
export function timeQuery<T>(database: string, run: () => Promise<T>): Promise<T> {
  const end = dbQueryDuration.startTimer({ database });
  return run().then(
    (value) => {
      end({ outcome: 'ok' });
      return value;
    },
    (error: unknown) => {
      end({ outcome: 'error' });
      throw error;
    },
  );
}

/** The connection pools of the open PostgreSQL databases (one in a server; tests open several). */
const pools = new Set<() => { total: number; idle: number; waiting: number }>();

export function watchPool(read: () => { total: number; idle: number; waiting: number }): () => void {
  pools.add(read);
  return () => pools.delete(read);
}

new Gauge({
  name: 'suil_db_pool_connections',
  help: 'Connections of the PostgreSQL pool: total open, idle, and requests waiting for one',
  labelNames: ['state'],
  registers: [registry],
  collect() {
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const read of pools) {
      const figures = read();
      sum.total += figures.total;
      sum.idle += figures.idle;
      sum.waiting += figures.waiting;
    }
    for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
  },
});

// ---- The indexer, as sui-indexer-alt-framework names its figures (pipeline = "finance").
export const INDEXER_PIPELINE = 'finance';

// Over an instance's workers (SERVER_WORKERS), checkpoints and times are the furthest any of them
// reached (max; a sum would add them up), the lag the smallest (the worker that follows now).
export const indexerLatestIngestedCheckpoint = new Gauge({
  name: 'indexer_latest_ingested_checkpoint',
  help: "Latest checkpoint sequence number of the node, as read at the start of this instance's last poll",
  aggregator: 'max',
  registers: [registry],
});
export const indexerLatestProcessedCheckpoint = new Gauge({
  name: 'indexer_latest_processed_checkpoint',
  help: 'Latest checkpoint sequence number up to which this instance has applied every finance transaction',
  labelNames: ['pipeline'],
  aggregator: 'max',
  registers: [registry],
});
export const indexerProcessedLag = new Gauge({
  name: 'indexer_latest_processed_checkpoint_timestamp_lag_ms',
  help: 'Difference between the system time when the latest checkpoint was processed and the timestamp in the checkpoint, in milliseconds',
  labelNames: ['pipeline'],
  aggregator: 'min',
  registers: [registry],
});
export const indexerRetries = new Counter({
  name: 'indexer_total_ingested_retries',
  help: 'Total number of retries after a failed poll of the node or a failed request for the leader lock',
  labelNames: ['reason'],
  registers: [registry],
});
export const indexerLastSuccess = new Gauge({
  name: 'suil_indexer_last_success_timestamp_seconds',
  help: "Unix time of this instance's last poll that read every page (a leader that stops moving it is stuck)",
  labelNames: ['pipeline'],
  aggregator: 'max',
  registers: [registry],
});

/** A poll that read every page, up to the node's tip as it was at its start. */
export function recordIndexerPoll(tip: { checkpointHeight: bigint | null; timestampMs: number | null }, nowMs = Date.now()): void {
  const labels = { pipeline: INDEXER_PIPELINE };
  if (tip.checkpointHeight !== null) {
    indexerLatestIngestedCheckpoint.set(Number(tip.checkpointHeight));
    indexerLatestProcessedCheckpoint.set(labels, Number(tip.checkpointHeight));
  }
  if (tip.timestampMs !== null) indexerProcessedLag.set(labels, Math.max(0, nowMs - tip.timestampMs));
  indexerLastSuccess.set(labels, nowMs / 1000);
}

// ---- The operator's keys (server/payouts/key-signer.ts): which kind signs, whether it can, how
// long a signature takes and why one failed. Labelled by key: voucher or sponsor.
export const signerInfo = new Gauge({
  name: 'suil_signer_info',
  help: 'The signing keys of this instance: 1 for the kind in use (env: a secret in process memory; pkcs11: a key in a PKCS#11 token that never leaves it), 0 for the other',
  labelNames: ['key', 'kind'],
  aggregator: 'max',
  registers: [registry],
});
export const signerAvailable = new Gauge({
  name: 'suil_signer_available',
  help: '1 while the key signed (or was read) at its last attempt, 0 after a failure: withdrawals (voucher) or free binds (sponsor) are refused with 503 until it signs again',
  labelNames: ['key'],
  // Over an instance's workers: 0 as soon as one of them cannot sign.
  aggregator: 'min',
  registers: [registry],
});
export const signerSignDuration = new Histogram({
  name: 'suil_signer_sign_duration_seconds',
  help: 'Time from asking for a signature (queue included) to having it or giving up, by key and outcome (ok, failed, refused: the queue was full)',
  labelNames: ['key', 'outcome'],
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
export const signerFailures = new Counter({
  name: 'suil_signer_failures_total',
  help: 'Signatures (and key reads) that failed, by key and reason: module_unavailable, token_unavailable, pin_rejected, key_missing, key_unsafe, key_mismatch, token_error, timeout, busy',
  labelNames: ['key', 'reason'],
  registers: [registry],
});
export const signerQueueDepth = new Gauge({
  name: 'suil_signer_queue_depth',
  help: 'Signatures waiting for the key behind the one being made',
  labelNames: ['key'],
  registers: [registry],
});
