#!/usr/bin/env node
// Sign-in load test: starts its own server instances on loopback (no indexer, rate limits
// lifted), prepares N signed sign-in messages (one fresh key each: nonce + wallet signature),
// then sends the N logins with C in flight, round robin across the instances, and prints
// throughput, latency, failures, and the requests and CPU seconds of each instance.
// Bounded: N at most 10,000, loopback only.
// Usage: node scripts/login-load.mjs [N=2000] [C=16] [--instances 1|2|3]
// One instance runs on PGlite in memory unless DATABASE_URL is set; several instances need
// DATABASE_URL (one PostgreSQL, schema login_load, one JWT_SECRET).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';

const flag = process.argv.indexOf('--instances');
const INSTANCES = flag >= 0 ? Number(process.argv[flag + 1]) : 1;
const positional = process.argv.slice(2).filter((_, i, all) => all[i] !== '--instances' && all[i - 1] !== '--instances');
const N = Math.min(Number(positional[0] ?? 2000), 10_000);
const C = Math.max(1, Math.min(Number(positional[1] ?? 16), 256));
if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 3) throw new Error('--instances is 1, 2 or 3');
if (INSTANCES > 1 && !process.env.DATABASE_URL) throw new Error('several instances share one PostgreSQL: set DATABASE_URL');

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

/** User + system CPU seconds of a process so far (Linux /proc; null elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
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
      AUTH_RATE_BURST: '1000000',
      AUTH_IP_RATE_BURST: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  instances.push({ base: `http://127.0.0.1:${port}`, child, requests: 0 });
}
const stop = () => {
  for (const { child } of instances) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stop);

let turn = 0;
async function post(path, body) {
  const instance = instances[turn++ % instances.length];
  instance.requests++;
  const res = await fetch(instance.base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

for (const { base } of instances) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('a server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

console.log(`database: ${process.env.DATABASE_URL ? 'postgres (schema login_load)' : 'pglite in memory'}; ${INSTANCES} instance(s), round robin`);
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
const cpuBefore = instances.map(({ child }) => cpuSeconds(child.pid));
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
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
console.log(`nonces: ${N} issued in ${prepareSeconds.toFixed(1)} s (including client-side key generation and signing)`);
console.log(`logins: ${N - failures} ok, ${failures} failed, ${seconds.toFixed(2)} s, ${(N / seconds).toFixed(0)} logins/s`);
console.log(`login latency ms: p50 ${pct(50)}, p90 ${pct(90)}, p99 ${pct(99)}, max ${latencies[latencies.length - 1].toFixed(1)}`);
instances.forEach((instance, i) => {
  const cpu = cpuSeconds(instance.child.pid);
  const used = cpu !== null && cpuBefore[i] !== null ? `${(cpu - cpuBefore[i]).toFixed(2)} CPU s` : 'CPU n/a';
  console.log(`instance ${i + 1}: ${instance.requests - requestsBefore[i]} login requests, ${used} during the logins`);
});
stop();
process.exit(failures === 0 ? 0 : 1);
