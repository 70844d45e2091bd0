#!/usr/bin/env node
// Sign-in load test: starts its own server on loopback (in-memory database, no indexer, rate
// limits lifted), prepares N signed sign-in messages (one fresh key each: nonce + wallet
// signature), then sends the N logins with C in flight and prints throughput and latency.
// Bounded: N at most 10,000, loopback only. Usage: node scripts/login-load.mjs [N=2000] [C=16]
// With DATABASE_URL set, the server uses that Postgres (schema login_load) instead of PGlite.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';

const N = Math.min(Number(process.argv[2] ?? 2000), 10_000);
const C = Math.max(1, Math.min(Number(process.argv[3] ?? 16), 256));

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

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVER_DB: 'memory',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    DATABASE_SCHEMA: process.env.DATABASE_URL ? 'login_load' : '',
    INDEXER: 'off',
    AUTH_RATE_BURST: '1000000',
    AUTH_IP_RATE_BURST: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

async function post(path, body) {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 600) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

console.log(`database: ${process.env.DATABASE_URL ? 'postgres (schema login_load)' : 'pglite in memory'}`);
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
stop();
process.exit(failures === 0 ? 0 : 1);
