// The push sender's figures for Prometheus (server/README.md, "Deployment"): every delivery's
// outcome as it happens; the outbox's depth and the subscriptions are read at scrape time
// (metrics/scrape.ts).
import { Counter, Histogram } from 'prom-client';
import { registry } from '../metrics/registry.ts';

export const pushDeliveries = new Counter({
  name: 'suil_push_deliveries_total',
  help: 'Push deliveries by outcome: sent (the push service took it), gone (404/410: the subscription was removed), retried (429/5xx/no connection: queued again), failed (given up)',
  labelNames: ['outcome'],
  registers: [registry],
});
for (const outcome of ['sent', 'gone', 'retried', 'failed']) pushDeliveries.inc({ outcome }, 0);

export const pushSendDuration = new Histogram({
  name: 'suil_push_send_duration_seconds',
  help: 'Time of one push request to a push service, encryption included, until its answer',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
