// The server scaled out, proved end to end: three instances of server/main.ts on free ports,
// one DATABASE_URL (a fresh schema), one JWT_SECRET, one localnet on a free port.
//   npx tsx scripts/cluster-test.ts        (DATABASE_URL must be set; .ci/run runs it on
//                                           Debian's PostgreSQL through scripts/cluster-test-pg.sh)
// Checks, each printed as ok / FAILED, then `N passed, N failed` (and reports/cluster.json,
// which scripts/test-summary.mjs counts):
// - started at the same moment on an empty schema, all three come up and exactly one leads,
//   and a real Prometheus scraping their /metrics sees exactly one indexer_is_leader = 1
//   (and again after the leader is killed: the new one);
// - logout on one instance is 401 on the others; one nonce sent to all three at once logs in
//   once; a voucher asked for on all three at once is issued once; twenty free binds of one
//   newcomer sent to the three at once are paid by the sponsor once; one address asking for
//   nonces round robin gets the limit of one server, not three;
// - 60 top-ups while reads go round robin, the leader SIGKILLed half way: a standby takes
//   over, and at the end there are 60 records, every balance is the sum of its top-ups and
//   no record is doubled;
// - the same with leader election off (three indexers, one of them killed half way), on a
//   fresh schema that reads the whole chain again: the same totals.
// No timing assertions: every wait is for a condition, with a generous bound.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import pg from 'pg';
import { fromBase64 } from '@mysten/sui/utils';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { Checks, call as callUrl, children, freePort, fund, nonceMessage as nonceMessageOf, signIn as signInUrl, startProcess, topUp, until } from './stack-test-support.ts';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error('cluster-test: set DATABASE_URL (a PostgreSQL database; each run works in fresh schemas it drops)');
  process.exit(2);
}
const TOPUPS = 60;
const USERS = 6;
const RATE_BURST = 20;

const checks = new Checks();
const check = checks.check.bind(checks);
const start = (name: string, args: string[], env: Record<string, string>, ready: RegExp) => startProcess(name, args, env, ready);

interface Instance {
  id: string;
  url: string;
  /** host:port of its /metrics, as Prometheus names the target (`instance` label). */
  metricsTarget: string;
  process: ChildProcess;
  alive: boolean;
}

/**
 * A real Prometheus (Debian's package, as .ci/run installs it) scraping the instances every
 * second; null where it is not installed (CI always has it).
 */
async function startPrometheus(instances: Instance[]): Promise<((query: string) => Promise<{ metric: Record<string, string>; value: [number, string] }[]>) | null> {
  if (spawnSync('sh', ['-c', 'command -v prometheus']).status !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'suil-prometheus-'));
  const port = await freePort();
  const targets = instances.map((i) => `'${i.metricsTarget}'`).join(', ');
  writeFileSync(join(dir, 'prometheus.yml'), `global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\nscrape_configs:\n  - job_name: suil\n    static_configs:\n      - targets: [${targets}]\n`);
  const child = spawn('prometheus', [`--config.file=${join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`], { stdio: 'ignore' });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await until('Prometheus to be ready', async () => (await fetch(`${base}/-/ready`).catch(() => null))?.ok, 60);
  return async (query) => {
    const res = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(query)}`);
    return ((await res.json()) as { data: { result: { metric: Record<string, string>; value: [number, string] }[] } }).data.result;
  };
}

async function startInstances(schema: string, nodeUrl: string, jwtSecret: string, election: boolean): Promise<Instance[]> {
  const ports = await Promise.all([0, 1, 2].map(() => freePort()));
  const metricsPorts = await Promise.all([0, 1, 2].map(() => freePort()));
  // At the same moment, on an empty schema: the migrations' lock makes them wait for each other.
  return Promise.all(
    ports.map(async (port, i) => {
      const id = `${schema}-${i}`;
      const env = {
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPorts[i]), // three instances on one host: a metrics port each
        INSTANCE_ID: id,
        DATABASE_URL: DATABASE_URL!,
        DATABASE_SCHEMA: schema,
        JWT_SECRET: jwtSecret,
        SUI_NODE_URL: nodeUrl,
        INDEXER_POLL_MS: '200',
        INDEXER_STANDBY_RETRY_MS: '500',
        INDEXER_LEADER_ELECTION: election ? 'on' : 'off',
        AUTH_RATE_BURST: String(RATE_BURST),
        AUTH_RATE_PER_SECOND: '1',
        AUTH_IP_RATE_BURST: '100000',
        AUTH_IP_RATE_PER_SECOND: '100000',
        SPONSOR_IP_RATE_BURST: '100000',
      };
      const child = await start(id, ['server/main.ts'], env, /listening on/);
      const instance: Instance = { id, url: `http://127.0.0.1:${port}`, metricsTarget: `127.0.0.1:${metricsPorts[i]}`, process: child, alive: true };
      child.once('exit', () => (instance.alive = false));
      return instance;
    }),
  );
}

const call = (instance: Instance, method: string, path: string, body?: unknown, token?: string) => callUrl(instance.url, method, path, body, token);

type Health = { instance: { id: string; role: string }; chain: { cursor: string | null; lastError: string | null } };
const health = async (i: Instance) => (await call(i, 'GET', '/api/health')).body as unknown as Health;

const nonceMessage = (instance: Instance, address: string) => nonceMessageOf(instance.url, address);
const signIn = (instance: Instance, keypair: Ed25519Keypair) => signInUrl(instance.url, keypair);
const live = (instances: Instance[]) => instances.filter((i) => i.alive);

async function kill(instance: Instance) {
  instance.alive = false;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGKILL');
  await exited;
}

/** Sends TOPUPS top-ups (users in parallel, each its own in order), reads round robin meanwhile, and calls `halfway` once. */
async function topUpStream(
  client: SuiGrpcClient,
  users: { keypair: Ed25519Keypair; token: string }[],
  instances: Instance[],
  sent: Map<string, bigint>,
  digests: string[],
  halfway: () => Promise<void>,
): Promise<{ reads: number; readFailures: number }> {
  let done = 0;
  let halfwayDone: Promise<void> | null = null;
  let streaming = true;
  let reads = 0;
  let readFailures = 0;
  const reader = (async () => {
    for (let n = 0; streaming; n++) {
      const targets = live(instances);
      const instance = targets[n % targets.length]!;
      const user = users[n % users.length]!;
      try {
        const r = await call(instance, 'GET', '/api/me', undefined, user.token);
        reads++;
        if (r.status !== 200 && instance.alive) readFailures++;
      } catch {
        if (instance.alive) readFailures++; // a killed instance's refused connection is expected
      }
    }
  })();
  await Promise.all(
    users.map(async (user, u) => {
      for (let i = u; i < TOPUPS; i += users.length) {
        const amount = 1_000_000n + BigInt(i);
        digests.push(await topUp(client, user.keypair, amount));
        const address = user.keypair.toSuiAddress();
        sent.set(address, (sent.get(address) ?? 0n) + amount);
        if (++done === TOPUPS / 2) halfwayDone = halfway();
      }
    }),
  );
  await halfwayDone;
  streaming = false;
  await reader;
  return { reads, readFailures };
}

/** Records, balances and doubles, read from the database of `schema`. */
async function totals(schema: string, sent: Map<string, bigint>, digests: string[]) {
  const db = new pg.Client({ connectionString: DATABASE_URL, options: `-c search_path=${schema}` });
  await db.connect();
  try {
    const records = (await db.query(`SELECT tx_digest FROM chain_records WHERE kind = 'topup'`)).rows as { tx_digest: string }[];
    const balances = (await db.query(`SELECT address, amount::text AS amount FROM balances WHERE coin = 'SUI'`)).rows as { address: string; amount: string }[];
    const doubledIncome = (await db.query(`SELECT 1 FROM income_records GROUP BY address, type, tx_digest, event_seq HAVING COUNT(*) > 1`)).rowCount ?? 0;
    const doubledRecords = (await db.query(`SELECT 1 FROM chain_records GROUP BY tx_digest, event_seq HAVING COUNT(*) > 1`)).rowCount ?? 0;
    const wanted = new Set(digests);
    const recordsMatch = records.length === digests.length && records.every((r) => wanted.has(r.tx_digest));
    const balancesMatch = sent.size === balances.length && balances.every((b) => sent.get(b.address) === BigInt(b.amount));
    return { records: records.length, recordsMatch, balancesMatch, doubledIncome, doubledRecords };
  } finally {
    await db.end();
  }
}

async function dropSchema(schema: string) {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await db.end();
}

async function main() {
  const run = randomBytes(4).toString('hex');
  const schemas = [`cluster_${run}_a`, `cluster_${run}_b`];
  const jwtSecret = randomBytes(32).toString('hex');
  const nodePort = await freePort();
  await start('localnet', ['localnet/main.ts', '--port', String(nodePort), '--no-env'], {}, /listening on/);
  const nodeUrl = `http://127.0.0.1:${nodePort}`;
  const client = new SuiGrpcClient({ network: 'localnet', baseUrl: nodeUrl });
  console.log(`localnet on ${nodeUrl}; schemas ${schemas.join(', ')}`);

  try {
    // ---- Leader election on ----------------------------------------------------------------
    const a = await startInstances(schemas[0]!, nodeUrl, jwtSecret, true);
    check('three instances started at the same moment on an empty schema all come up', (await Promise.all(a.map(health))).every((h) => h.instance));
    const roles = await until('exactly one leader', async () => {
      const r = (await Promise.all(a.map(health))).map((h) => h.instance.role);
      return r.filter((x) => x === 'leader').length === 1 && r.filter((x) => x === 'standby').length === 2 ? r : null;
    }).catch(() => null);
    check('exactly one instance reports leader, the others standby', roles !== null, roles?.join(', '));

    // What an operator's Prometheus sees: three targets up, exactly one reporting the leader.
    const prometheus = await startPrometheus(a);
    const promLeaders = async (up: number) => {
      if (!prometheus) return null;
      const [count] = await prometheus('count(up{job="suil"} == 1)');
      const leaders = await prometheus('indexer_is_leader == 1');
      return count?.value[1] === String(up) && leaders.length === 1 ? leaders[0]!.metric.instance! : null;
    };
    if (prometheus || process.env.CI) {
      const seen = await until('Prometheus to see one leader of three', () => promLeaders(3), 60).catch(() => null);
      check('a real Prometheus scraping the three instances sees exactly one indexer_is_leader = 1', seen !== null, seen ?? (prometheus ? 'not seen' : 'prometheus is not installed'));
    } else {
      console.log('skipped  Prometheus checks: prometheus is not installed (apt-get install prometheus)');
    }

    // Sign-in state is shared.
    const someone = Ed25519Keypair.generate();
    const token = await signIn(a[0]!, someone);
    const before = await Promise.all(a.map((i) => call(i, 'GET', '/api/me', undefined, token)));
    await call(a[0]!, 'POST', '/api/auth/logout', undefined, token);
    const after = await Promise.all(a.slice(1).map((i) => call(i, 'GET', '/api/me', undefined, token)));
    check('a token signed in on one instance opens the others; logout on one is 401 on the others', before.every((r) => r.status === 200) && after.every((r) => r.status === 401), after.map((r) => r.status).join(', '));

    const racer = Ed25519Keypair.generate();
    const message = await nonceMessage(a[1]!, racer.toSuiAddress());
    const { signature } = await racer.signPersonalMessage(new TextEncoder().encode(message));
    const logins = await Promise.all(a.map((i) => call(i, 'POST', '/api/auth/login', { address: racer.toSuiAddress(), message, signature })));
    check('one nonce sent to all three at once logs in exactly once', logins.filter((r) => r.status === 200).length === 1, logins.map((r) => r.status).join(', '));

    const earner = Ed25519Keypair.generate();
    const earnerToken = await signIn(a[2]!, earner);
    {
      const db = new pg.Client({ connectionString: DATABASE_URL, options: `-c search_path=${schemas[0]}` });
      await db.connect();
      await db.query(`INSERT INTO balances (address, coin, amount) VALUES ($1, 'INCOME', 1000)`, [earner.toSuiAddress()]);
      const vouchers = await Promise.all(a.map((i) => call(i, 'POST', '/api/me/withdrawals', { amount: '1000' }, earnerToken)));
      const issued = Number((await db.query(`SELECT COUNT(*) AS n FROM withdrawals WHERE address = $1`, [earner.toSuiAddress()])).rows[0].n);
      await db.end();
      check('a voucher asked for on all three at once is issued once', vouchers.filter((r) => r.status === 201).length === 1 && issued === 1, vouchers.map((r) => r.status).join(', '));
    }

    {
      // A newcomer with no SUI: twenty issued binds (each its own bytes), all sent back at once
      // round robin. The sponsor signs one; the others are refused before it signs anything.
      const newcomer = Ed25519Keypair.generate();
      const newcomerToken = await signIn(a[0]!, newcomer);
      const tickets = await Promise.all(Array.from({ length: 20 }, (_, n) => call(a[n % 3]!, 'POST', '/api/sponsor/bind', { inviter: DEV_ROOT_ADDRESS }, newcomerToken)));
      const bodies = await Promise.all(
        tickets.map(async (t) => ({ txBytes: t.body.txBytes as string, signature: (await newcomer.signTransaction(fromBase64(t.body.txBytes as string))).signature })),
      );
      const executions = await Promise.all(bodies.map((body, n) => call(a[n % 3]!, 'POST', '/api/sponsor/execute', body, newcomerToken)));
      const db = new pg.Client({ connectionString: DATABASE_URL, options: `-c search_path=${schemas[0]}` });
      await db.connect();
      const paid = Number((await db.query(`SELECT COUNT(*) AS n FROM sponsored_transactions WHERE address = $1 AND status <> 'issued'`, [newcomer.toSuiAddress()])).rows[0].n);
      await db.end();
      const refused = executions.filter((r) => r.status !== 200).map((r) => (r.body.error as { code?: string } | undefined)?.code);
      check(
        'twenty free binds of one newcomer sent to the three instances at once: the sponsor signs and pays exactly one',
        tickets.every((t) => t.status === 201) && executions.filter((r) => r.status === 200).length === 1 && paid === 1 && refused.every((code) => code === 'already_sponsored' || code === 'already_bound'),
        `${executions.filter((r) => r.status === 200).length} executed, ${paid} paid, refused: ${[...new Set(refused)].join(', ')}`,
      );
    }

    {
      const address = Ed25519Keypair.generate().toSuiAddress();
      const asks = await Promise.all(Array.from({ length: RATE_BURST * 3 }, (_, n) => call(a[n % 3]!, 'POST', '/api/auth/nonce', { address })));
      const granted = asks.filter((r) => r.status === 200).length;
      const limited = asks.filter((r) => r.status === 429).length;
      // One window of RATE_BURST per RATE_BURST seconds: the 60 asks land in one or two windows.
      check(
        `one address asking for nonces round robin gets the limit of one server (${RATE_BURST} a window), not three`,
        granted >= RATE_BURST && granted <= 2 * RATE_BURST && granted + limited === asks.length,
        `${granted} granted, ${limited} limited of ${asks.length}`,
      );
    }

    const users = await Promise.all(
      Array.from({ length: USERS }, async (_, n) => {
        const keypair = Ed25519Keypair.generate();
        await fund(nodeUrl, keypair.toSuiAddress());
        return { keypair, token: await signIn(a[n % 3]!, keypair) };
      }),
    );
    const sent = new Map<string, bigint>();
    const digests: string[] = [];
    let killed: Instance | null = null;
    const stream = await topUpStream(client, users, a, sent, digests, async () => {
      const leader = (await Promise.all(a.map(async (i) => ({ i, h: await health(i) })))).find((x) => x.h.instance.role === 'leader');
      if (!leader) return;
      killed = leader.i;
      await kill(leader.i);
    });
    check(`reads went round robin during the stream without failures on live instances`, stream.readFailures === 0, `${stream.reads} reads, ${stream.readFailures} failed`);
    check('the leader was SIGKILLed half way', killed !== null, (killed as Instance | null)?.id);
    const newLeader = await until('a standby to take over', async () => {
      const hs = await Promise.all(live(a).map(health));
      return hs.filter((h) => h.instance.role === 'leader').length === 1 ? hs.find((h) => h.instance.role === 'leader')!.instance.id : null;
    }).catch(() => null);
    check('a standby took over as leader', newLeader !== null && newLeader !== (killed as Instance | null)?.id, newLeader ?? 'none');
    if (prometheus || process.env.CI) {
      const target = a.find((i) => i.id === newLeader)?.metricsTarget;
      const seen = await until('Prometheus to see the new leader', async () => ((await promLeaders(2)) === target ? target : null), 60).catch(() => null);
      check('after the kill, Prometheus sees two targets up and exactly one leader: the new one', seen !== null, seen ?? (prometheus ? 'not seen' : 'prometheus is not installed'));
    }
    const t1 = await until(`${TOPUPS} top-up records`, async () => {
      const t = await totals(schemas[0]!, sent, digests);
      return t.recordsMatch && t.balancesMatch ? t : null;
    }).catch(() => totals(schemas[0]!, sent, digests));
    check(`${TOPUPS} records, one per top-up`, t1.recordsMatch, `${t1.records} records`);
    check('every balance equals the sum of its top-ups', t1.balancesMatch);
    check('no income or chain record doubled', t1.doubledIncome === 0 && t1.doubledRecords === 0);
    const errors = (await Promise.all(live(a).map(health))).map((h) => h.chain.lastError);
    check('/api/health shows no indexer error on the live instances', errors.every((e) => e === null), errors.map(String).join(', '));
    for (const i of live(a)) i.process.kill('SIGTERM');
    await until('the instances to stop', async () => live(a).length === 0);

    // ---- Leader election off: three indexers, on a fresh schema (the whole chain again) ------
    const b = await startInstances(schemas[1]!, nodeUrl, jwtSecret, false);
    const rolesB = (await Promise.all(b.map(health))).map((h) => h.instance.role);
    check('with leader election off, all three come up and index', rolesB.every((r) => r === 'indexer'), rolesB.join(', '));
    const usersB = await Promise.all(users.map(async (u, n) => ({ keypair: u.keypair, token: await signIn(b[n % 3]!, u.keypair) })));
    const streamB = await topUpStream(client, usersB, b, sent, digests, async () => {
      await kill(b[0]!);
    });
    check('reads round robin without failures on live instances (election off)', streamB.readFailures === 0, `${streamB.reads} reads, ${streamB.readFailures} failed`);
    const t2 = await until(`${2 * TOPUPS} top-up records`, async () => {
      const t = await totals(schemas[1]!, sent, digests);
      return t.recordsMatch && t.balancesMatch ? t : null;
    }).catch(() => totals(schemas[1]!, sent, digests));
    check(`election off: ${2 * TOPUPS} records (both streams), one per top-up`, t2.recordsMatch, `${t2.records} records`);
    check('election off: every balance equals the sum of its top-ups', t2.balancesMatch);
    check('election off: no income or chain record doubled', t2.doubledIncome === 0 && t2.doubledRecords === 0);
  } catch (error) {
    check('the run completed', false, error instanceof Error ? error.message : String(error));
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    for (const schema of schemas) await dropSchema(schema).catch(() => undefined);
  }

  const failed = checks.report('cluster.json', 'scripts/cluster-test.ts');
  process.exit(failed ? 1 : 0);
}

await main();
