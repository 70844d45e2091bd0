// /metrics of a real server process: on its own port, valid for Prometheus (promtool), labels
// bounded whatever paths are asked, and every metric the alert rules and the Grafana dashboard
// name is in it. The alert rules pass their promtool tests.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { freePort } from '../test/server.ts';

vi.setConfig({ testTimeout: 120_000 });

const OPS = fileURLToPath(new URL('../ops/', import.meta.url));
const hasPromtool = spawnSync('promtool', ['--version']).status === 0;
// CI installs Debian's prometheus package (.ci/run): there, a missing promtool fails.
const promtoolTest = it.skipIf(!hasPromtool && !process.env.CI);


/** The metric names a PromQL expression reads (not its functions, keywords or labels). */
export function metricNames(expr: string): string[] {
  const withoutLabels = expr
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ');
  const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);
  return [...withoutLabels.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)].map((m) => m[1]!).filter((name) => !keywords.has(name.toLowerCase()) && !/^\d/.test(name));
}

/** Every metric family and sample name in an exposition text. */
function exposedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) /.exec(line);
    if (type) names.add(type[1]!);
    else if (line && !line.startsWith('#')) names.add(/^[^{\s]+/.exec(line)![0]);
  }
  return names;
}

describe('/metrics of a server process', () => {
  let server: ServerProcess;
  let metricsUrl: string;
  let text: string;
  const asked: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    server = await startServerProcess({ SERVER_DB: 'memory', CLOCK: 'wall', METRICS_PORT: String(port) });
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    // 1,000 different paths: ids, slugs, addresses, paths nobody serves.
    for (let i = 0; i < 1000; i++) {
      const address = `0x${randomBytes(32).toString('hex')}`;
      asked.push([`/api/notices/${1000 + i}`, `/api/pages/page-${i}`, `/api/users/${address}`, `/nowhere/${address}/${i}`][i % 4]!);
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < asked.length) {
          const res = await fetch(`${server.url}${asked[next++]}`);
          await res.arrayBuffer();
        }
      }),
    );
    await fetch(`${server.url}/api/nodes`).then((r) => r.arrayBuffer());
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    text = await res.text();
  }, 180_000);
  afterAll(() => {
    server?.child.kill('SIGKILL');
  });

  it('is served on its own port only', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/api/nodes'))).status).toBe(404);
  });

  it('labels requests by route template: 1,000 different paths make a handful of series, none with an id or address', () => {
    const series = text.split('\n').filter((l) => l.startsWith('http_requests_total{'));
    expect(series.length).toBeGreaterThan(0);
    expect(series.length).toBeLessThanOrEqual(12);
    expect(text).not.toMatch(/0x[0-9a-f]{64}/);
    expect(text).not.toContain('page-1');
    expect(text).not.toContain('/api/notices/1');
    expect(series.join('\n')).toContain('route="/api/notices/:id"');
    const counted = series.map((l) => Number(l.split(' ').at(-1))).reduce((a, b) => a + b, 0);
    expect(counted).toBeGreaterThanOrEqual(1001);
  });

  it('has the process, database, indexer and business figures', () => {
    const names = exposedNames(text);
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_p99_seconds',
      'http_request_duration_seconds_bucket',
      'suil_db_query_duration_seconds_bucket',
      'suil_db_pool_connections',
      'indexer_is_leader',
      'indexer_watermark_checkpoint_in_db',
      'suil_payout_coverage_ratio',
      'suil_vouchers_unpaid_mist',
      'suil_withdrawals_paused',
      'suil_withdrawals_outflow_24h_mist',
      'suil_indexer_dead_events',
      'suil_voucher_anomalies',
      'suil_sign_ins_last_hour',
      'suil_signer_info',
      'suil_signer_available',
      'suil_signer_sign_duration_seconds_bucket',
      'suil_signer_failures_total',
      'suil_signer_queue_depth',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(text).toMatch(/^suil_withdrawals_paused 0$/m);
    expect(text).toMatch(/^indexer_is_leader 0$/m); // INDEXER=off here
    // localnet's dev keys, in memory, read at start.
    expect(text).toMatch(/^suil_signer_info\{key="voucher",kind="env"\} 1$/m);
    expect(text).toMatch(/^suil_signer_info\{key="voucher",kind="pkcs11"\} 0$/m);
    expect(text).toMatch(/^suil_signer_available\{key="voucher"\} 1$/m);
    expect(text).toMatch(/^suil_signer_failures_total\{key="voucher",reason="token_unavailable"\} 0$/m);
    expect(text).toMatch(/^suil_db_query_duration_seconds_count\{database="pglite",outcome="ok"\} [1-9]/m);
  });

  promtoolTest('passes promtool check metrics', () => {
    const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(check.stdout + check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('has every metric the alert rules and the Grafana dashboard read', () => {
    const names = exposedNames(text);
    const dashboard = JSON.parse(readFileSync(`${OPS}grafana-dashboard.json`, 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };
    const rules = readFileSync(`${OPS}alerts.yml`, 'utf8');
    const exprs = [...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)), ...[...rules.matchAll(/^\s+expr: (.+)$/gm)].map((m) => m[1]!)];
    expect(exprs.length).toBeGreaterThan(20);
    const used = new Set(exprs.flatMap(metricNames));
    expect(used.size).toBeGreaterThan(15);
    // The indexer's poll figures appear once an instance has polled; this one runs no indexer.
    const afterAPoll = ['indexer_latest_ingested_checkpoint', 'indexer_latest_processed_checkpoint', 'indexer_latest_processed_checkpoint_timestamp_lag_ms', 'suil_indexer_last_success_timestamp_seconds'];
    for (const name of used) {
      if (afterAPoll.includes(name)) expect(text, name).toContain(`# TYPE ${name} gauge`);
      else expect(names, name).toContain(name);
    }
  });

  promtoolTest('alert rules: promtool check rules and their promtool test cases pass', () => {
    const check = spawnSync('promtool', ['check', 'rules', 'alerts.yml'], { cwd: OPS, encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).toBe(0);
    const test = spawnSync('promtool', ['test', 'rules', 'alerts.test.yml'], { cwd: OPS, encoding: 'utf8' });
    expect(test.status, test.stdout + test.stderr).toBe(0);
    expect(test.stdout).toContain('SUCCESS');
  });
});

describe('metricNames', () => {
  it('reads the metrics of an expression, not its functions, labels or keywords', () => {
    expect(metricNames('sum by (le, route) (rate(http_request_duration_seconds_bucket{status=~"5.."}[5m])) / 1e9')).toEqual(['http_request_duration_seconds_bucket']);
    expect(metricNames('time() - max(suil_indexer_last_success_timestamp_seconds) > 300 or absent(indexer_is_leader)')).toEqual(['suil_indexer_last_success_timestamp_seconds', 'indexer_is_leader']);
  });
});
