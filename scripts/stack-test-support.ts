// What the stack tests share (scripts/cluster-test.ts, scripts/fault-test.ts): server instances
// and a localnet as child processes, their HTTP calls and sign-in, the faucet and on-chain
// top-ups, waits for a condition with a generous bound (never a timing assertion), and the
// checks printed as ok / FAILED with a report scripts/test-summary.mjs counts.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { SuiGrpcClient } from '@mysten/sui/grpc';
import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { PACKAGE_ID, TOPUP_OBJECT } from '../localnet/packages/finance/ids.ts';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail?: string;
}

/** The checks of one run, printed as they are made. */
export class Checks {
  readonly results: CheckResult[] = [];

  check(name: string, ok: boolean, detail?: string): void {
    this.results.push({ name, ok, detail });
    console.log(`${ok ? 'ok' : 'FAILED'}  ${name}${detail ? ` (${detail})` : ''}`);
  }

  /** Writes reports/<file> (vitest's JSON shape, which scripts/test-summary.mjs reads) and prints `N passed, N failed`; the failed count. */
  report(file: string, script: string, extra: Record<string, unknown> = {}): number {
    const passed = this.results.filter((r) => r.ok).length;
    const failed = this.results.length - passed;
    mkdirSync('reports', { recursive: true });
    writeFileSync(
      join('reports', file),
      JSON.stringify({
        numPassedTests: passed,
        numFailedTests: failed,
        ...extra,
        testResults: [{ name: script, status: failed ? 'failed' : 'passed', assertionResults: this.results.map((r) => ({ title: r.name, status: r.ok ? 'passed' : 'failed' })) }],
      }),
    );
    console.log(`${passed} passed, ${failed} failed`);
    return failed;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for `condition` to return a truthy value, polling; throws after `seconds`. */
export async function until<T>(what: string, condition: () => Promise<T | undefined | null | false>, seconds = 120): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const value = await condition();
      if (value) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${seconds} s`);
    await sleep(200);
  }
}

/** Every child process a stack test started: none outlives the run. */
export const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/**
 * Starts `node --import tsx <args>` (the pid is the program itself, so SIGKILL kills it) and
 * resolves once its output matches `ready`. Its output goes to `logFile` when given, and to the
 * console with CLUSTER_VERBOSE.
 */
export function startProcess(name: string, args: string[], env: Record<string, string>, ready: RegExp, logFile?: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const file = logFile ? openSync(logFile, 'a') : null;
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      if (file !== null) writeFileSync(file, chunk);
      if (out.length < 100_000) out += chunk.toString();
      if (process.env.CLUSTER_VERBOSE) for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
      if (ready.test(out)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      if (file !== null) closeSync(file);
      reject(new Error(`${name} exited with ${code} before it was ready:\n${out.slice(-2000)}`));
    });
  });
}

/** An HTTP call to a server instance: the status and the JSON body (empty when it is not JSON). */
export async function call(url: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(url + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: res.status, body: json };
}

/** The sign-in message the server issues to `address`. */
export async function nonceMessage(url: string, address: string): Promise<string> {
  const r = await call(url, 'POST', '/api/auth/nonce', { address });
  if (r.status !== 200) throw new Error(`nonce: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.message as string;
}

/** Signs in with `keypair` as the app does; the access token. */
export async function signIn(url: string, keypair: Ed25519Keypair): Promise<string> {
  const address = keypair.toSuiAddress();
  const message = await nonceMessage(url, address);
  const { signature } = await keypair.signPersonalMessage(new TextEncoder().encode(message));
  const r = await call(url, 'POST', '/api/auth/login', { address, message, signature });
  if (r.status !== 200) throw new Error(`login: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.access_token as string;
}

/** SUI and USDC from the localnet faucet. */
export async function fund(nodeUrl: string, address: string) {
  const res = await fetch(`${nodeUrl}/faucet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address }) });
  if (res.status !== 200) throw new Error(`faucet: ${res.status}`);
}

/** `topup::topup` of `amount` SUI base units, signed by `signer`, waited for; its digest. */
export async function topUp(client: SuiGrpcClient, signer: Ed25519Keypair, amount: bigint): Promise<string> {
  const tx = new Transaction();
  tx.setSender(signer.toSuiAddress());
  tx.moveCall({ target: `${PACKAGE_ID}::topup::topup`, arguments: [tx.object(TOPUP_OBJECT), tx.splitCoins(tx.gas, [amount])[0]!] });
  const result = await client.signAndExecuteTransaction({ transaction: tx, signer });
  if (result.$kind !== 'Transaction') throw new Error('top-up failed on chain');
  await client.waitForTransaction({ digest: result.Transaction.digest });
  return result.Transaction.digest;
}
