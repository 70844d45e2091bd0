// The figures Prometheus reads from the database at each scrape (the money and the indexer's
// shared state: every instance reports the same, so any one of them answers), and the metrics
// server itself: `/metrics` on its own port (METRICS_PORT), never on the public API's.
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { AggregatorRegistry, Counter, Gauge } from 'prom-client';
import type { ServerContext } from '../context.ts';
import { readScalars } from '../db/client.ts';
import { deadEventCount } from '../db/dead-events.ts';
import { indexedCheckpointOf } from '../db/indexer-state.ts';
import { signInsSince } from '../db/sign-in-nonces.ts';
import { voucherAnomalyCountOf } from '../db/voucher-anomalies.ts';
import { pushQueueDepthOf, pushSubscriptionCountOf } from '../db/push-subscriptions.ts';
import '../notifications/push-metrics.ts'; // the push sender's counters, registered with every instance's registry
import { errorField, log } from '../log.ts';
import { withdrawalsHealth } from '../payouts/health.ts';
import { readSponsorStatus } from '../sponsor/status.ts';
import { INDEXER_PIPELINE, registry } from './registry.ts';

interface Snapshot {
  reserve: number;
  unpaid: number;
  coverage: number;
  outflow24h: number;
  inReviewCount: number;
  inReviewAmount: number;
  paused: number;
  deadEvents: number;
  anomalies: number;
  signIns: number;
  watermark: number;
  pushQueued: number;
  pushSubscriptions: number;
  sponsor: {
    balance: number;
    spent24h: number;
    count24h: number;
    dailyBudget: number;
    dailyCount: number;
    maxGasBudget: number;
    paused: number;
    outcomes: Record<'executed' | 'failed' | 'submitted', number>;
  };
}

const UNKNOWN: Snapshot = {
  reserve: NaN,
  unpaid: NaN,
  coverage: NaN,
  outflow24h: NaN,
  inReviewCount: NaN,
  inReviewAmount: NaN,
  paused: NaN,
  deadEvents: NaN,
  anomalies: NaN,
  signIns: NaN,
  watermark: NaN,
  pushQueued: NaN,
  pushSubscriptions: NaN,
  sponsor: {
    balance: NaN,
    spent24h: NaN,
    count24h: NaN,
    dailyBudget: NaN,
    dailyCount: NaN,
    maxGasBudget: NaN,
    paused: NaN,
    outcomes: { executed: NaN, failed: NaN, submitted: NaN },
  },
};

async function readSnapshot(ctx: ServerContext): Promise<Snapshot> {
  const [withdrawals, sponsor] = await Promise.all([withdrawalsHealth(ctx), readSponsorStatus(ctx)]);
  const counts = await readScalars<{
    dead: string | number; anomalies: string | number; sign_ins: string | number; watermark: string | null; push_queued: string | number; push_subscriptions: string | number;
  }>(ctx.db, {
    dead: deadEventCount(),
    push_queued: pushQueueDepthOf(),
    push_subscriptions: pushSubscriptionCountOf(),
    anomalies: voucherAnomalyCountOf(),
    sign_ins: signInsSince(new Date(ctx.wallNow() - 3_600_000).toISOString()),
    watermark: indexedCheckpointOf(),
  });
  const reserve = withdrawals.payoutReserve === null ? NaN : Number(withdrawals.payoutReserve);
  const unpaid = Number(withdrawals.unpaid);
  return {
    reserve,
    unpaid,
    // What the reserve covers of what is signed and unpaid: below 1, some vouchers cannot pay.
    coverage: unpaid === 0 ? (Number.isNaN(reserve) ? NaN : Infinity) : reserve / unpaid,
    outflow24h: Number(withdrawals.outflow24h),
    inReviewCount: withdrawals.inReview.count,
    inReviewAmount: Number(withdrawals.inReview.amount),
    paused: withdrawals.paused ? 1 : 0,
    deadEvents: Number(counts?.dead ?? 0),
    anomalies: Number(counts?.anomalies ?? 0),
    signIns: Number(counts?.sign_ins ?? 0),
    watermark: counts?.watermark == null ? NaN : Number(counts.watermark),
    pushQueued: Number(counts?.push_queued ?? 0),
    pushSubscriptions: Number(counts?.push_subscriptions ?? 0),
    sponsor: {
      // No sponsor key, or a node that does not answer: unknown, not empty.
      balance: sponsor.balance === null ? NaN : Number(sponsor.balance),
      spent24h: Number(sponsor.spent24h),
      count24h: sponsor.count24h,
      dailyBudget: Number(sponsor.dailyBudget),
      dailyCount: sponsor.dailyCount,
      maxGasBudget: Number(sponsor.maxGasBudget),
      paused: sponsor.paused.paused ? 1 : 0,
      outcomes: sponsor.outcomes,
    },
  };
}

const scrapeErrors = new Counter({
  name: 'suil_business_metrics_errors_total',
  help: 'Scrapes whose database figures could not be read (they are NaN in that scrape)',
  registers: [registry],
});

let source: ServerContext | null = null;
let pending: Promise<Snapshot> | null = null;

/** One read per scrape, shared by every gauge below. */
function snapshot(): Promise<Snapshot> {
  if (!source) return Promise.resolve(UNKNOWN);
  const ctx = source;
  pending ??= readSnapshot(ctx)
    .catch((error: unknown) => {
      scrapeErrors.inc();
      log.warn(errorField(error), 'metrics: could not read the figures from the database');
      return UNKNOWN;
    })
    .finally(() => setTimeout(() => (pending = null), 500).unref());
  return pending;
}

// Aggregated over the workers of one instance (SERVER_WORKERS; prom-client sums by default):
// a figure read from the database is the same in every worker, so it is taken once ('first').
function databaseGauge(name: string, help: string, pick: (s: Snapshot) => number): void {
  new Gauge({
    name,
    help,
    aggregator: 'first',
    registers: [registry],
    async collect() {
      this.set(pick(await snapshot()));
    },
  });
}

databaseGauge('suil_payout_reserve_mist', 'The payout reserve the vouchers are paid from (SUI base units; NaN while unknown)', (s) => s.reserve);
databaseGauge('suil_vouchers_unpaid_mist', 'Signed vouchers not yet paid by the chain (SUI base units)', (s) => s.unpaid);
databaseGauge('suil_payout_coverage_ratio', 'Payout reserve / unpaid vouchers (+Inf when nothing is unpaid; below 1 some vouchers cannot pay)', (s) => s.coverage);
databaseGauge('suil_withdrawals_outflow_24h_mist', 'Withdrawals asked for in the last 24 hours of business time and not given back (SUI base units)', (s) => s.outflow24h);
databaseGauge('suil_withdrawals_in_review', 'Withdrawals waiting for an operator', (s) => s.inReviewCount);
databaseGauge('suil_withdrawals_in_review_mist', 'Their amount (SUI base units)', (s) => s.inReviewAmount);
databaseGauge('suil_withdrawals_paused', '1 while the operator has paused withdrawals (withdrawal_control)', (s) => s.paused);
databaseGauge('suil_indexer_dead_events', 'Events of the finance package the indexer could not decode (dead_events)', (s) => s.deadEvents);
databaseGauge('suil_voucher_anomalies', 'Withdrawn events that matched no pending voucher (voucher_anomalies)', (s) => s.anomalies);
databaseGauge('suil_push_deliveries_queued', 'Push deliveries waiting to be sent (the outbox, push_deliveries)', (s) => s.pushQueued);
databaseGauge('suil_push_subscriptions', 'Devices that turned push notifications on (push_subscriptions)', (s) => s.pushSubscriptions);
databaseGauge('suil_sign_ins_last_hour', 'Sign-ins completed in the last hour (nonces used)', (s) => s.signIns);
databaseGauge('suil_sponsor_balance_mist', "The sponsor's SUI address balance, what free binds' gas is paid from (SUI base units; NaN while unknown or with no sponsor)", (s) => s.sponsor.balance);
databaseGauge('suil_sponsor_spent_24h_mist', 'Gas of the sponsored transactions of the last 24 hours (used, or reserved while in flight; SUI base units)', (s) => s.sponsor.spent24h);
databaseGauge('suil_sponsor_daily_budget_mist', 'What the sponsor may spend in any 24 hours (SUI base units)', (s) => s.sponsor.dailyBudget);
databaseGauge('suil_sponsor_transactions_24h', 'Sponsored transactions of the last 24 hours', (s) => s.sponsor.count24h);
databaseGauge('suil_sponsor_daily_transactions_limit', 'How many sponsored transactions any 24 hours may have', (s) => s.sponsor.dailyCount);
databaseGauge('suil_sponsor_max_gas_budget_mist', 'The most gas one sponsored transaction may cost (SUI base units)', (s) => s.sponsor.maxGasBudget);
databaseGauge('suil_sponsor_paused', '1 while the operator has paused the sponsor (sponsor_control)', (s) => s.sponsor.paused);

new Gauge({
  name: 'suil_sponsored_transactions',
  help: 'Sponsored transactions ever, by outcome: executed, failed on chain (gas paid), submitted (outcome not known yet)',
  labelNames: ['outcome'],
  aggregator: 'first',
  registers: [registry],
  async collect() {
    const { outcomes } = (await snapshot()).sponsor;
    for (const outcome of ['executed', 'failed', 'submitted'] as const) this.set({ outcome }, outcomes[outcome]);
  },
});

new Gauge({
  name: 'indexer_watermark_checkpoint_in_db',
  help: 'The checkpoint up to which the shared index has applied every finance transaction (indexer_state), as every instance reads it',
  labelNames: ['pipeline'],
  aggregator: 'first',
  registers: [registry],
  async collect() {
    this.set({ pipeline: INDEXER_PIPELINE }, (await snapshot()).watermark);
  },
});

new Gauge({
  name: 'indexer_is_leader',
  help: '1 while this instance holds the indexer leader lock and follows the chain (0 for a standby, and for every instance with INDEXER_LEADER_ELECTION=off)',
  // Summed over an instance's workers: at most one of them holds the lock.
  aggregator: 'sum',
  registers: [registry],
  collect() {
    this.set(source?.instance.role === 'leader' ? 1 : 0);
  },
});

/** The process whose figures the gauges above read (the metrics server's, or a worker's). */
export function setMetricsSource(ctx: ServerContext): void {
  source = ctx;
}

/** Serves `/metrics` for this instance on host:port; resolves once it listens. */
export function startMetricsServer(ctx: ServerContext, host: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  setMetricsSource(ctx);
  return serveMetrics(host, port, () => registry.metrics(), registry.contentType);
}

/**
 * Serves `/metrics` for an instance of SERVER_WORKERS processes, from its primary process: the
 * workers' registries, merged by each metric's aggregator (sum unless it says otherwise).
 */
export function startClusterMetricsServer(host: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const aggregated = new AggregatorRegistry();
  return serveMetrics(host, port, () => aggregated.clusterMetrics(), aggregated.contentType);
}

/** In a worker: answer the primary's requests for this process's metrics. */
export function shareMetricsWithPrimary(): void {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry(); // its constructor adds the listener for the primary's requests
}

function serveMetrics(host: string, port: number, read: () => Promise<string>, contentType: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = new Hono();
  app.get('/metrics', async (c) => c.body(await read(), 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }));
  app.notFound((c) => c.text('metrics are at /metrics\n', 404));
  return new Promise((resolve, reject) => {
    const server: ServerType = serve({ fetch: app.fetch, hostname: host, port }, (info) => {
      resolve({
        url: `http://${info.address}:${info.port}/metrics`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
    server.once('error', reject);
  });
}
