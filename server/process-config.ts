// What only a running server process needs (server/main.ts), beside the app's ServerConfig:
// how it shuts down, where it serves metrics, how much it logs.
export interface ProcessConfig {
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served, so the load
   * balancer stops sending before the listener closes; then how long in-flight requests get.
   */
  shutdown: { drainMs: number; timeoutMs: number };
  /** Prometheus metrics at http://metricsHost:metricsPort/metrics; port 0 = no metrics server. */
  metricsHost: string;
  metricsPort: number;
  logLevel: string;
  /**
   * SERVER_WORKERS: this instance's processes (node:cluster workers sharing its port, each one
   * like an instance of its own on the one PostgreSQL); 1 = the process itself serves.
   */
  workers: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function nonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} is a whole number (got ${JSON.stringify(value)})`);
  return Number(value);
}

export function loadProcessConfig(env: NodeJS.ProcessEnv = process.env): ProcessConfig {
  const isLocal = (env.NETWORK ?? 'localnet') === 'localnet';
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL is one of ${LOG_LEVELS.join(', ')}`);
  return {
    // No load balancer in front of a localnet stack: stop at once there.
    shutdown: { drainMs: nonNegativeInt('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, isLocal ? 0 : 5_000), timeoutMs: nonNegativeInt('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 30_000) },
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsPort: nonNegativeInt('METRICS_PORT', env.METRICS_PORT, 9464),
    logLevel,
    workers: serverWorkers(env.SERVER_WORKERS),
  };
}

function serverWorkers(value: string | undefined): number {
  const workers = nonNegativeInt('SERVER_WORKERS', value, 1);
  if (workers < 1 || workers > 64) throw new Error(`SERVER_WORKERS is a whole number from 1 to 64 (got ${JSON.stringify(value)})`);
  return workers;
}
