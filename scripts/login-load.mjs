#!/usr/bin/env node
// Sign-in load test: starts its own server instances on loopback (wall clock, no indexer,
// rate limits lifted), prepares N signed sign-in messages (one fresh key each: nonce + wallet
// signature), then sends the N logins with C in flight, round robin across the instances, and
// prints throughput, latency, failures, the requests and CPU seconds of each instance, and the
// CPU seconds of PostgreSQL's processes (when DATABASE_URL is set) and of this load generator:
// on one machine the three share the cores.
// Bounded: N at most 10,000, loopback only.
// Usage: node scripts/login-load.mjs [N=2000] [C=16] [--instances 1|2|3] [--workers N]
// One instance runs on PGlite in memory unless DATABASE_URL is set; several instances need
// DATABASE_URL (one PostgreSQL, schema login_load, one JWT_SECRET). `--workers N` runs each
// instance with SERVER_WORKERS=N (PostgreSQL only); its CPU is then its processes' together.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { connect, createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';

const OPTIONS = ['--instances', '--workers'];
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const INSTANCES = option('--instances', 1);
const WORKERS = option('--workers', 1);
const positional = process.argv.slice(2).filter((_, i, all) => !OPTIONS.includes(all[i]) && !OPTIONS.includes(all[i - 1]));
const N = Math.min(Number(positional[0] ?? 2000), 10_000);
const C = Math.max(1, Math.min(Number(positional[1] ?? 16), 256));
if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 3) throw new Error('--instances is 1, 2 or 3');
if (!Number.isInteger(WORKERS) || WORKERS < 1 || WORKERS > 8) throw new Error('--workers is 1 to 8');
if (INSTANCES > 1 && !process.env.DATABASE_URL) throw new Error('several instances share one PostgreSQL: set DATABASE_URL');
if (WORKERS > 1 && !process.env.DATABASE_URL) throw new Error('workers share one PostgreSQL: set DATABASE_URL');

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** [parent pid, user + system CPU seconds so far, name] of a process (Linux /proc); null when unknown. */
function processStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(') '));
    return [Number(fields[1]), (Number(fields[11]) + Number(fields[12])) / 100, name]; // ppid; utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return null; // no such process (or it ended meanwhile)
  }
}

/** Every process on this machine: [parent pid, CPU seconds so far, name] by pid, read in one walk of /proc (empty elsewhere). */
function processStats() {
  const stats = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return stats; // not Linux
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(entry);
    if (stat) stats.set(Number(entry), stat);
  }
  return stats;
}

/** CPU seconds so far of each PostgreSQL process (every `postgres`) in `stats`, by pid. */
function postgresCpuSeconds(stats) {
  const byPid = new Map();
  for (const [pid, [, seconds, name]] of stats) if (name === 'postgres') byPid.set(pid, seconds);
  return byPid;
}

/** What PostgreSQL's processes in `stats` spent since `before` (a process started meanwhile: all it spent). */
function postgresCpuSince(before, stats) {
  let total = 0;
  for (const [pid, seconds] of postgresCpuSeconds(stats)) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** CPU seconds so far of a process and its children (an instance's workers) in `stats`; null when it is not there. */
function cpuSeconds(pid, stats) {
  const own = stats.get(pid);
  if (!own) return null;
  let total = own[1];
  for (const [parent, seconds] of stats.values()) if (parent === pid) total += seconds;
  return total;
}

/** The instance's id that answers /api/health on a new connection (which worker took it). */
function answeringInstance(base) {
  return new Promise((resolve, reject) => {
    get(`${base}/api/health`, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(body).instance.id) : reject(new Error(`health ${res.statusCode}`))));
    }).on('error', reject);
  });
}

const jwtSecret = randomBytes(32).toString('hex');
const instances = [];
for (let i = 0; i < INSTANCES; i++) {
  const port = await freePort();
  // The server as production runs it (Node's type stripping); the pid is its own, for its CPU time.
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      SERVER_DB: 'memory',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      DATABASE_SCHEMA: process.env.DATABASE_URL ? 'login_load' : '',
      JWT_SECRET: jwtSecret,
      INDEXER: 'off',
      CLOCK: 'wall', // as on mainnet: no node here to read the chain's clock from
      AUTH_RATE_BURST: '1000000',
      AUTH_IP_RATE_BURST: '1000000',
      SERVER_WORKERS: String(WORKERS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  instances.push({ base: `http://127.0.0.1:${port}`, port, child, requests: 0, idle: [] });
}
const stop = () => {
  for (const { child, idle } of instances) {
    for (const connection of idle) connection.socket.destroy();
    if (child.exitCode === null) child.kill('SIGTERM');
  }
};
process.on('exit', stop);

/**
 * A kept-alive HTTP/1.1 connection that carries one request at a time: the request written
 * whole, the answer read by its Content-Length (the server's JSON answers all carry one).
 * Lighter than node:http (and node:http than fetch): the load generator shares the server's
 * cores, so every microsecond it spends is taken from the server.
 */
class Connection {
  constructor(port) {
    this.port = port;
    this.socket = connect(port, '127.0.0.1');
    this.socket.setNoDelay(true);
    this.buffer = Buffer.alloc(0);
    this.pending = null;
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('error', (error) => this.settle(null, error));
    this.socket.on('close', () => this.settle(null, new Error('the server closed the connection')));
  }

  post(path, text) {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${this.port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
      );
    });
  }

  read(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return this.settle(null, new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
    const end = headEnd + 4 + Number(length[1]);
    if (this.buffer.length < end) return;
    const answer = { status: Number(head.slice(9, 12)), body: JSON.parse(this.buffer.toString('utf8', headEnd + 4, end)) };
    this.buffer = this.buffer.subarray(end);
    this.settle(answer, null);
  }

  settle(answer, error) {
    const pending = this.pending;
    this.pending = null;
    if (!pending) return;
    if (error) pending.reject(error);
    else pending.resolve(answer);
  }
}

let turn = 0;
/** POSTs `body` as JSON to the next instance in turn, on one of its idle connections (at most C open). */
async function post(path, body) {
  const instance = instances[turn++ % instances.length];
  instance.requests++;
  const connection = instance.idle.pop() ?? new Connection(instance.port);
  try {
    return await connection.post(path, JSON.stringify(body));
  } finally {
    if (!connection.socket.destroyed) instance.idle.push(connection);
  }
}

// Started: every worker of every instance has answered (each new connection goes to one of them).
for (const { base } of instances) {
  const seen = new Set();
  for (let i = 0; seen.size < WORKERS; i++) {
    try {
      seen.add(await answeringInstance(base));
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('a server did not start');
    if (seen.size < WORKERS) await new Promise((r) => setTimeout(r, 100));
  }
}

console.log(
  `database: ${process.env.DATABASE_URL ? 'postgres (schema login_load)' : 'pglite in memory'}; ${INSTANCES} instance(s)${WORKERS > 1 ? ` of ${WORKERS} workers` : ''}, round robin`,
);
console.log(`preparing ${N} signed sign-in messages...`);
const prepared = [];
const t0 = performance.now();
for (let i = 0; i < N; i += C) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(C, N - i) }, async () => {
      const keypair = Ed25519Keypair.generate();
      const address = keypair.toSuiAddress();
      const nonce = await post('/api/auth/nonce', { address });
      if (nonce.status !== 200) throw new Error(`nonce: ${nonce.status} ${JSON.stringify(nonce.body)}`);
      const { signature } = await keypair.signPersonalMessage(new TextEncoder().encode(nonce.body.message));
      return { address, message: nonce.body.message, signature };
    }),
  );
  prepared.push(...batch);
}
const prepareSeconds = (performance.now() - t0) / 1000;

console.log(`sending ${N} logins, ${C} in flight...`);
const statsBefore = processStats();
const cpuBefore = instances.map(({ child }) => cpuSeconds(child.pid, statsBefore));
const postgresBefore = process.env.DATABASE_URL ? postgresCpuSeconds(statsBefore) : null;
const ownBefore = process.cpuUsage();
const requestsBefore = instances.map((i) => i.requests);
const latencies = [];
let failures = 0;
let next = 0;
const start = performance.now();
await Promise.all(
  Array.from({ length: C }, async () => {
    while (next < prepared.length) {
      const login = prepared[next++];
      const t = performance.now();
      const res = await post('/api/auth/login', login);
      latencies.push(performance.now() - t);
      if (res.status !== 200 || !res.body.access_token) failures++;
    }
  }),
);
const seconds = (performance.now() - start) / 1000;
const ownCpu = process.cpuUsage(ownBefore);
const statsAfter = processStats();
const postgresCpu = postgresBefore === null ? null : postgresCpuSince(postgresBefore, statsAfter);
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
console.log(`nonces: ${N} issued in ${prepareSeconds.toFixed(1)} s (including client-side key generation and signing)`);
console.log(`logins: ${N - failures} ok, ${failures} failed, ${seconds.toFixed(2)} s, ${(N / seconds).toFixed(0)} logins/s`);
console.log(`login latency ms: p50 ${pct(50)}, p90 ${pct(90)}, p99 ${pct(99)}, max ${latencies[latencies.length - 1].toFixed(1)}`);
instances.forEach((instance, i) => {
  const cpu = cpuSeconds(instance.child.pid, statsAfter);
  const logins = instance.requests - requestsBefore[i];
  const used = cpu !== null && cpuBefore[i] !== null ? `${(cpu - cpuBefore[i]).toFixed(2)} CPU s (${(((cpu - cpuBefore[i]) * 1000) / logins).toFixed(2)} ms a login)` : 'CPU n/a';
  console.log(`instance ${i + 1}: ${logins} login requests, ${used} during the logins`);
});
if (postgresCpu !== null) console.log(`postgres (its processes here): ${postgresCpu.toFixed(2)} CPU s (${((postgresCpu * 1000) / N).toFixed(2)} ms a login)`);
console.log(`load generator: ${((ownCpu.user + ownCpu.system) / 1e6).toFixed(2)} CPU s (${((ownCpu.user + ownCpu.system) / 1000 / N).toFixed(2)} ms a login)`);
stop();
process.exit(failures === 0 ? 0 : 1);
