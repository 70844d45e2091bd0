// Money under faults, proved end to end: three instances of server/main.ts on one PostgreSQL,
// users transferring to each other (round robin over the instances) and topping up on chain
// (localnet) the whole time, while the indexer leader is SIGKILLed (and a replacement started,
// as a supervisor would) and PostgreSQL stops and starts again.
//   sh scripts/fault-test-pg.sh       (as root: a PostgreSQL cluster of the test's own, which it
//                                      may restart, made and dropped by the script; .ci/run)
//   npx tsx scripts/fault-test.ts     (DATABASE_URL, and FAULT_PG_CLUSTER="<version> <name>" of
//                                      the cluster behind it: pg_ctlcluster stops and starts it)
// Checks, each printed as ok / FAILED, then the figures and `N passed, N failed` (and
// reports/fault.json, which scripts/test-summary.mjs counts):
// - no request answered 500; every answer is 200/201, 409 insufficient_balance, or 503
//   database_unavailable (the database out of reach: "an outage is a 503"); no live instance
//   left a request unanswered;
// - every top-up on chain is on record once; every balance equals its top-ups plus transfers
//   in minus transfers out (from the records); the total equals the top-ups;
// - every acknowledged transfer (201) is on record with its sender, recipient and amount; a
//   transfer on record that nobody was told of came from a request answered 503 or cut off;
// - a standby took over from the killed leader; after the restart transfers go through again,
//   one instance leads and every instance is ready.
// No timing assertions: every wait is for a condition, with a generous bound.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import pg from 'pg';
import { Checks, call as callUrl, children, freePort, fund, signIn as signInUrl, sleep, startProcess, topUp, until } from './stack-test-support.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const PG_CLUSTER = (process.env.FAULT_PG_CLUSTER ?? '').split(' ').filter(Boolean);
if (!DATABASE_URL || PG_CLUSTER.length !== 2) {
  console.error('fault-test: set DATABASE_URL and FAULT_PG_CLUSTER="<version> <cluster>" (the cluster it stops and starts); scripts/fault-test-pg.sh does');
  process.exit(2);
}
const USERS = 8;
/** Request loops per user, each one request in flight at a time. */
const LOOPS_PER_USER = 2;
/** Each user's wait between top-ups, at least (a random part is added). */
const TOPUP_EVERY_MS = 1_500;
/** How long PostgreSQL stays stopped. */
const OUTAGE_MS = 3_000;
const TOPUP_BASE = 1_000_000n;

const checks = new Checks();
const check = checks.check.bind(checks);

const logDir = mkdtempSync(join(tmpdir(), 'suil-fault-'));
/** A child process whose output goes to logDir/<name>.log. */
const start = (name: string, args: string[], env: Record<string, string>, ready: RegExp) => startProcess(name, args, env, ready, join(logDir, `${name}.log`));

interface Instance {
  id: string;
  url: string;
  env: Record<string, string>;
  process: ChildProcess;
  alive: boolean;
}

async function startInstance(id: string, env: Record<string, string>): Promise<Instance> {
  const child = await start(id, ['server/main.ts'], env, /listening on/);
  const instance: Instance = { id, url: `http://127.0.0.1:${env.PORT}`, env, process: child, alive: true };
  child.once('exit', () => (instance.alive = false));
  return instance;
}

async function startInstances(schema: string, nodeUrl: string, jwtSecret: string): Promise<Instance[]> {
  return Promise.all(
    [0, 1, 2].map(async (i) =>
      startInstance(`fault-${i}`, {
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
        INSTANCE_ID: `fault-${i}`,
        DATABASE_URL: DATABASE_URL!,
        DATABASE_SCHEMA: schema,
        JWT_SECRET: jwtSecret,
        SUI_NODE_URL: nodeUrl,
        INDEXER_POLL_MS: '200',
        INDEXER_STANDBY_RETRY_MS: '500',
        AUTH_IP_RATE_BURST: '100000',
        AUTH_IP_RATE_PER_SECOND: '100000',
      }),
    ),
  );
}

const call = (instance: Instance, method: string, path: string, body?: unknown, token?: string) => callUrl(instance.url, method, path, body, token);

type Health = { instance: { id: string; role: string } };
const roleOf = async (i: Instance) => ((await call(i, 'GET', '/api/health')).body as unknown as Health).instance.role;

const signIn = (instance: Instance, keypair: Ed25519Keypair) => signInUrl(instance.url, keypair);

/** pg_ctlcluster on the test's own cluster; its daemon writes to a file, never to our pipes (they would never close). */
function pgCtl(action: 'stop' | 'start'): void {
  const file = openSync(join(logDir, 'pg_ctlcluster.log'), 'a');
  try {
    const r = spawnSync('pg_ctlcluster', [PG_CLUSTER[0]!, PG_CLUSTER[1]!, action], { stdio: ['ignore', file, file] });
    if (r.status !== 0) throw new Error(`pg_ctlcluster ${action} exited with ${r.status}: ${readFileSync(join(logDir, 'pg_ctlcluster.log'), 'utf8').slice(-500)}`);
  } finally {
    closeSync(file);
  }
}

interface User {
  keypair: Ed25519Keypair;
  address: string;
  token: string;
}

interface Answer {
  kind: 'transfer' | 'read';
  /** The HTTP status; 0 when no answer came (the instance was killed, or the connection cut). */
  status: number;
  code?: string;
  instance: string;
  /** Whether the instance was alive when the request was sent and when it ended. */
  instanceAlive: boolean;
  at: number;
  /** How long the answer took. */
  ms: number;
  transfer?: { from: string; to: string; amount: bigint; id?: string };
}

/** Percentiles of a sorted list. */
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

async function main() {
  const run = randomBytes(4).toString('hex');
  const schema = `fault_${run}`;
  const jwtSecret = randomBytes(32).toString('hex');
  const nodePort = await freePort();
  await start('localnet', ['localnet/main.ts', '--port', String(nodePort), '--no-env'], {}, /listening on/);
  const nodeUrl = `http://127.0.0.1:${nodePort}`;
  const client = new SuiGrpcClient({ network: 'localnet', baseUrl: nodeUrl });
  console.log(`localnet on ${nodeUrl}; PostgreSQL cluster ${PG_CLUSTER.join(' ')}, schema ${schema}; server logs in ${logDir}`);
  const began = Date.now();

  const answers: Answer[] = [];
  const topUps: { address: string; amount: bigint; digest: string; at: number }[] = [];
  const figures: Record<string, unknown> = {};
  let instances: Instance[] = [];
  // The load's loops, stopped and awaited however the run ends (a failed wait, a dead node).
  let running = true;
  const background: Promise<unknown>[] = [];
  try {
    instances = await startInstances(schema, nodeUrl, jwtSecret);
    const leaderOf = async () => {
      for (const i of instances.filter((x) => x.alive)) if ((await roleOf(i).catch(() => null)) === 'leader') return i;
      return null;
    };
    await until('one leader', leaderOf);

    const users: User[] = await Promise.all(
      Array.from({ length: USERS }, async (_, n) => {
        const keypair = Ed25519Keypair.generate();
        const address = keypair.toSuiAddress();
        await fund(nodeUrl, address);
        return { keypair, address, token: await signIn(instances[n % 3]!, keypair) };
      }),
    );

    // Every user's first top-up, on record before the faults start, so transfers have something to move.
    for (const [u, user] of users.entries()) {
      const amount = TOPUP_BASE + BigInt(u);
      topUps.push({ address: user.address, amount, digest: await topUp(client, user.keypair, amount), at: Date.now() });
    }
    await until('the first top-ups on record', async () => {
      const r = await call(instances[0]!, 'GET', '/api/me', undefined, users[USERS - 1]!.token);
      return r.status === 200 && (r.body.balances as { sui: string }).sui !== '0';
    });

    // ---- the load: transfers and reads round robin, top-ups on chain, until `running` ends ----
    let sent = 0;
    const loops = users.flatMap((user, u) =>
      Array.from({ length: LOOPS_PER_USER }, async (_, l) => {
        for (let n = 0; running; n++) {
          const live = instances.filter((i) => i.alive);
          if (live.length === 0) {
            // Every instance down: the checks below say so; the load waits for a replacement.
            await sleep(200);
            continue;
          }
          const instance = live[(sent++ + u + l) % live.length]!;
          const at = Date.now();
          if (n % 4 === 3) {
            const answer: Answer = { kind: 'read', status: 0, instance: instance.id, instanceAlive: true, at, ms: 0 };
            try {
              const r = await call(instance, 'GET', '/api/me', undefined, user.token);
              answer.status = r.status;
              answer.code = (r.body.error as { code?: string } | undefined)?.code;
            } catch {
              // no answer
            }
            answer.instanceAlive = instance.alive;
            answer.ms = Date.now() - at;
            answers.push(answer);
            if (answer.status === 503) await sleep(1_000);
            continue;
          }
          const to = users[(u + 1 + Math.floor(Math.random() * (USERS - 1))) % USERS]!;
          const amount = 1n + BigInt(Math.floor(Math.random() * 200_000));
          const answer: Answer = { kind: 'transfer', status: 0, instance: instance.id, instanceAlive: true, at, ms: 0, transfer: { from: user.address, to: to.address, amount } };
          try {
            const r = await call(instance, 'POST', '/api/me/transfers', { to: to.address, coin: 'SUI', amount: amount.toString() }, user.token);
            answer.status = r.status;
            answer.code = (r.body.error as { code?: string } | undefined)?.code;
            if (r.status === 201) answer.transfer!.id = r.body.id as string;
          } catch {
            // no answer
          }
          answer.instanceAlive = instance.alive;
          answer.ms = Date.now() - at;
          answers.push(answer);
          // As the app would: an outage says when to try again (Retry-After: 1).
          if (answer.status === 503) await sleep(1_000);
        }
      }),
    );
    // Top-ups go on through the kill and the outage: the chain does not wait for the server.
    const topUpping = Promise.all(
      users.map(async (user, u) => {
        for (let i = 1; running; i++) {
          await sleep(TOPUP_EVERY_MS + Math.random() * TOPUP_EVERY_MS);
          const amount = TOPUP_BASE + BigInt(i * 100 + u);
          topUps.push({ address: user.address, amount, digest: await topUp(client, user.keypair, amount), at: Date.now() });
        }
      }),
    );

    background.push(...loops, topUpping);

    // ---- the faults ----
    await sleep(2_000);
    const leader = await until('the leader', leaderOf);
    const killedAt = Date.now();
    leader.alive = false;
    leader.process.kill('SIGKILL');
    const newLeader = await until('a standby to take over', async () => {
      const l = await leaderOf();
      return l && l !== leader ? l : null;
    }).catch(() => null);
    figures.leaderTakeoverMs = Date.now() - killedAt;
    check('the indexer leader was SIGKILLed and a standby took over', newLeader !== null, `${leader.id} killed, ${newLeader?.id ?? 'none'} leads ${figures.leaderTakeoverMs} ms later`);
    // A supervisor starts it again, on the same port.
    const replacement = await startInstance(`${leader.id}-restarted`, leader.env);
    instances = instances.map((i) => (i === leader ? replacement : i));

    await sleep(2_000);
    const stopAt = Date.now();
    pgCtl('stop');
    const stoppedAt = Date.now();
    await sleep(OUTAGE_MS);
    const startAt = Date.now();
    pgCtl('start');
    const startedAt = Date.now();
    // The first transfer made after PostgreSQL is back ends the outage as the users see it.
    // (Checked below; when no transfer ever goes through again, the figures still tell what happened.)
    await until('a transfer to go through after the restart', async () => answers.some((a) => a.at >= startedAt && a.status === 201), 60).catch(() => null);
    const firstAfter = Math.min(Date.now(), ...answers.filter((a) => a.at >= startedAt && a.status === 201).map((a) => a.at));
    figures.outage = {
      stopCommandMs: stoppedAt - stopAt,
      downMs: startAt - stoppedAt,
      startCommandMs: startedAt - startAt,
      databaseDownMs: startedAt - stopAt,
      usersSawMs: firstAfter - stopAt,
    };
    await sleep(5_000);
    running = false;
    await Promise.all(loops);
    await topUpping;
    figures.loadMs = Date.now() - began;

    // ---- afterwards: the indexer catches up, the figures add up ----
    const db = new pg.Client({ connectionString: DATABASE_URL, options: `-c search_path=${schema}` });
    await db.connect();
    try {
      const readRecords = async () => (await db.query(`SELECT tx_digest, address, amount::text AS amount FROM chain_records WHERE kind = 'topup'`)).rows as { tx_digest: string; address: string; amount: string }[];
      await until('every top-up on record', async () => (await readRecords()).length >= topUps.length, 120).catch(() => null);
      const chainTopUps = await readRecords();
      const digests = new Set(topUps.map((t) => t.digest));
      check(
        `every top-up on chain is on record once (${topUps.length})`,
        chainTopUps.length === topUps.length && chainTopUps.every((r) => digests.has(r.tx_digest)),
        `${chainTopUps.length} records of ${topUps.length} top-ups`,
      );

      const balanceRows = (await db.query(`SELECT address, amount::text AS amount FROM balances WHERE coin = 'SUI'`)).rows as { address: string; amount: string }[];
      const records = (await db.query(`SELECT id::text AS id, address, kind, amount::text AS amount, counterparty FROM balance_records WHERE kind IN ('transfer_out', 'transfer_in')`))
        .rows as { id: string; address: string; kind: string; amount: string; counterparty: string }[];
      const mismatched: string[] = [];
      let totalBalances = 0n;
      for (const user of users) {
        const balance = BigInt(balanceRows.find((b) => b.address === user.address)?.amount ?? '0');
        totalBalances += balance;
        const toppedUp = topUps.filter((t) => t.address === user.address).reduce((s, t) => s + t.amount, 0n);
        const mine = records.filter((r) => r.address === user.address);
        const inflow = mine.filter((r) => r.kind === 'transfer_in').reduce((s, r) => s + BigInt(r.amount), 0n);
        const outflow = mine.filter((r) => r.kind === 'transfer_out').reduce((s, r) => s + BigInt(r.amount), 0n);
        if (balance !== toppedUp + inflow - outflow) mismatched.push(`${user.address.slice(0, 10)}: ${balance} != ${toppedUp} + ${inflow} - ${outflow}`);
      }
      const totalTopUps = topUps.reduce((s, t) => s + t.amount, 0n);
      check('every balance equals its top-ups plus transfers in minus transfers out', mismatched.length === 0, mismatched.join('; ') || `${USERS} users`);
      check('the balances add up to the top-ups: transfers moved money, made none and lost none', totalBalances === totalTopUps, `${totalBalances} = ${totalTopUps}`);
      check('no balance row for anyone but the users', balanceRows.length === USERS, `${balanceRows.length} rows`);

      const outs = new Map(records.filter((r) => r.kind === 'transfer_out').map((r) => [r.id, r]));
      const transfers = answers.filter((a) => a.kind === 'transfer');
      const acknowledged = transfers.filter((a) => a.status === 201);
      const missing = acknowledged.filter((a) => {
        const r = outs.get(a.transfer!.id!);
        return !r || r.address !== a.transfer!.from || r.counterparty !== a.transfer!.to || BigInt(r.amount) !== a.transfer!.amount;
      });
      check('every acknowledged transfer (201) is on record with its sender, recipient and amount', missing.length === 0, `${acknowledged.length} acknowledged, ${missing.length} not on record`);
      // Made, but the answer never said so: the connection went at COMMIT (503), or the instance died (cut off).
      const acknowledgedIds = new Set(acknowledged.map((a) => a.transfer!.id!));
      const untoldRecords = [...outs.values()].filter((r) => !acknowledgedIds.has(r.id));
      const unsure = transfers.filter((a) => a.status === 503 || a.status === 0);
      const untoldAs = { answered503: 0, cutOff: 0, unmatched: 0 };
      const matched = new Set<Answer>();
      for (const r of untoldRecords) {
        const a = unsure.find((x) => !matched.has(x) && x.transfer!.from === r.address && x.transfer!.to === r.counterparty && x.transfer!.amount === BigInt(r.amount));
        if (a) matched.add(a);
        if (!a) untoldAs.unmatched++;
        else if (a.status === 503) untoldAs.answered503++;
        else untoldAs.cutOff++;
      }
      const untold = untoldRecords.length;
      check(
        'a transfer on record that nobody was told of matches a request answered 503 or cut off',
        untoldAs.unmatched === 0,
        `${untold} on record untold (${untoldAs.answered503} answered 503, ${untoldAs.cutOff} cut off by the kill), of ${unsure.length} answered 503 or cut off`,
      );
      check('both sides of every transfer are on record', records.filter((r) => r.kind === 'transfer_in').length === outs.size, `${outs.size} transfers`);

      const byStatus: Record<string, number> = {};
      for (const a of answers) {
        const key = `${a.kind} ${a.status === 0 ? 'no answer' : a.status}${a.code ? ` ${a.code}` : ''}`;
        byStatus[key] = (byStatus[key] ?? 0) + 1;
      }
      const fiveHundreds = answers.filter((a) => a.status === 500).length;
      check('no request answered 500', fiveHundreds === 0, `${fiveHundreds} of ${answers.length}`);
      const allowed = (a: Answer) =>
        a.status === 0 ||
        (a.kind === 'read' && a.status === 200) ||
        (a.kind === 'transfer' && (a.status === 201 || (a.status === 409 && a.code === 'insufficient_balance'))) ||
        (a.status === 503 && a.code === 'database_unavailable');
      const others = answers.filter((a) => !allowed(a));
      check('every answer is 200/201, 409 insufficient_balance or 503 database_unavailable', others.length === 0, others.slice(0, 5).map((a) => `${a.kind} ${a.status} ${a.code ?? ''}`).join(', ') || undefined);
      const cutOff = answers.filter((a) => a.status === 0);
      const cutOffLive = cutOff.filter((a) => a.instanceAlive);
      check('no live instance left a request unanswered (only the killed one cut requests off)', cutOffLive.length === 0, `${cutOff.length} cut off, ${cutOffLive.length} by a live instance`);
      const outageAnswers = answers.filter((a) => a.status === 503);
      check('the database outage was answered 503 database_unavailable', outageAnswers.length > 0, `${outageAnswers.length} answers`);
      check('after the restart, transfers go through again', acknowledged.some((a) => a.at >= startedAt), `${acknowledged.filter((a) => a.at >= startedAt).length} made after`);

      const died = instances.filter((i) => !i.alive).map((i) => i.id);
      check('no instance died but the one killed (a restart of the database takes no server down)', died.length === 0, died.join(', ') || undefined);
      const roles = await until('one leader after the restart', async () => {
        const r = await Promise.all(instances.filter((i) => i.alive).map(roleOf));
        return r.filter((x) => x === 'leader').length === 1 ? r : null;
      }, 30).catch(() => null);
      check('after the restart exactly one instance leads', roles !== null, roles?.join(', '));
      const ready = await Promise.all(instances.map(async (i) => (await fetch(`${i.url}/readyz`).catch(() => null))?.status ?? 'no answer'));
      check('every instance is ready again (/readyz 200)', ready.every((s) => s === 200), ready.join(', '));

      // What the servers logged: lock conflicts run again, outage answers, anything unhandled.
      let retried = 0;
      let unhandled = 0;
      let unavailable = 0;
      for (const i of [...instances, leader]) {
        const text = readFileSync(join(logDir, `${i.id}.log`), 'utf8');
        retried += text.split('a transaction lost a lock conflict').length - 1;
        unhandled += text.split('"msg":"unhandled error"').length - 1;
        unavailable += text.split('"msg":"database unavailable"').length - 1;
      }
      check('the servers logged no unhandled error', unhandled === 0, `${unhandled}`);

      const latencies = acknowledged.map((a) => a.ms).sort((a, b) => a - b);
      figures.transferLatencyMs = { p50: pct(latencies, 50), p99: pct(latencies, 99), max: latencies.at(-1) ?? 0 };
      figures.requests = answers.length;
      figures.byStatus = byStatus;
      figures.transfers = { sent: transfers.length, made: acknowledged.length, refused: transfers.filter((a) => a.status === 409).length, answered503: transfers.filter((a) => a.status === 503).length, cutOff: transfers.filter((a) => a.status === 0).length, onRecord: outs.size, onRecordUntold: untold, untoldAnswered503: untoldAs.answered503, untoldCutOff: untoldAs.cutOff };
      figures.topUps = { count: topUps.length, duringOutage: topUps.filter((t) => t.at >= stopAt && t.at <= firstAfter).length, total: totalTopUps.toString() };
      figures.sums = { balances: totalBalances.toString(), topUps: totalTopUps.toString(), users: USERS };
      figures.serverLog = { transactionsRunAgain: retried, databaseUnavailable: unavailable, unhandledErrors: unhandled };
    } finally {
      await db.end();
    }
  } catch (error) {
    check('the run completed', false, error instanceof Error ? error.message : String(error));
  } finally {
    running = false;
    await Promise.allSettled(background);
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    try {
      pgCtl('start'); // in case the run failed while it was stopped
    } catch {
      // already running
    }
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect().then(() => admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }

  const outage = figures.outage as Record<string, number> | undefined;
  const t = figures.transfers as Record<string, number> | undefined;
  console.log('\nfigures');
  console.log(`  run: ${((figures.loadMs as number | undefined) ?? 0) / 1000} s of load, ${USERS} users x ${LOOPS_PER_USER} request loops over 3 instances`);
  console.log(`  requests: ${figures.requests ?? 0}, by status: ${JSON.stringify(figures.byStatus ?? {})}`);
  if (t) console.log(`  transfers: ${t.sent} sent, ${t.made} made (201), ${t.refused} refused (409), ${t.answered503} answered 503, ${t.cutOff} cut off by the kill; ${t.onRecord} on record, ${t.onRecordUntold} of them not acknowledged (${t.untoldAnswered503} answered 503, ${t.untoldCutOff} cut off)`);
  console.log(`  top-ups: ${JSON.stringify(figures.topUps ?? {})}`);
  console.log(`  leader killed: a standby led ${figures.leaderTakeoverMs ?? '?'} ms later`);
  if (outage) console.log(`  outage: PostgreSQL down ${outage.databaseDownMs} ms (stop ${outage.stopCommandMs} ms, held ${outage.downMs} ms, start ${outage.startCommandMs} ms); users saw ${outage.usersSawMs} ms from the stop to the next transfer made`);
  console.log(`  sums: ${JSON.stringify(figures.sums ?? {})}`);
  console.log(`  server logs: ${JSON.stringify(figures.serverLog ?? {})}`);
  console.log(`  transfers made, time to answer: ${JSON.stringify(figures.transferLatencyMs ?? {})} ms; wall time ${Math.round((Date.now() - began) / 1000)} s`);

  const failed = checks.report('fault.json', 'scripts/fault-test.ts', { figures });
  process.exit(failed ? 1 : 0);
}

await main();
