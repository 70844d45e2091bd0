// `npm run localnet:bench`: starts a localnet and measures, over HTTP with the SDK's
// SuiGrpcClient, (1) executed transactions per second (SUI transfers signed by several
// accounts, each chaining its gas coin from the previous effects) and (2) the
// latency of a view call (one simulateTransaction with checks off and two Move views).
// Options: --txs N (default 2000), --accounts N (default 16), --views N (default 500),
// --in-process (run the node in this process; by default it is a child process, as
// `npm run localnet` runs it, so the benchmark's own signing does not compete with it),
// --url URL (measure a node that is already running).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { startLocalnet } from '../localnet/node.ts';
import { fundedKeypair } from '../localnet/testing.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const TXS = arg('txs', 2000);
const ACCOUNTS = arg('accounts', 16);
const VIEWS = arg('views', 500);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function startChild(): Promise<{ url: string; close(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'localnet/main.ts', '--port', '0', '--no-env'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`localnet exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /localnet listening on (\S+)/.exec(line);
      if (m) resolve(m[1]);
    });
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const inProcess = process.argv.includes('--in-process');
const external = process.argv.includes('--url') ? process.argv[process.argv.indexOf('--url') + 1] : undefined;
const net = external ? { url: external, close: async () => {} } : inProcess ? await startLocalnet({ port: 0 }) : await startChild();
const client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
const env = ((await (await fetch(`${net.url}/health`)).json()) as { env: Record<string, string> }).env;

try {
  const accounts: Ed25519Keypair[] = [];
  for (let i = 0; i < ACCOUNTS; i++) accounts.push(await fundedKeypair(net.url));
  const recipient = (await fundedKeypair(net.url)).toSuiAddress();

  // ---- transactions per second -------------------------------------------------------------
  // In rounds: every account builds and signs its next transfer (untimed), then all of them
  // are sent at once (timed). Each account's next gas reference comes from its last effects.
  let executed = 0;
  let failed = 0;
  const latencies: number[] = [];
  let sendMs = 0;
  const refs = await Promise.all(
    accounts.map(async (kp) => {
      const [gas] = (await client.listCoins({ owner: kp.toSuiAddress() })).objects;
      return { objectId: gas.objectId, version: gas.version, digest: gas.digest };
    }),
  );
  const rounds = Math.ceil(TXS / ACCOUNTS);
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    const signed = await Promise.all(
      accounts.map(async (kp, a) => {
        const tx = new Transaction();
        tx.setSender(kp.toSuiAddress());
        tx.setGasPrice(1000n);
        tx.setGasBudget(5_000_000n);
        tx.setGasPayment([refs[a]]);
        tx.transferObjects([tx.splitCoins(tx.gas, [1n])[0]], recipient);
        const bytes = await tx.build();
        return { bytes, signature: (await kp.signTransaction(bytes)).signature };
      }),
    );
    const t0 = performance.now();
    await Promise.all(
      signed.map(async ({ bytes, signature }, a) => {
        const s0 = performance.now();
        const r = await client.executeTransaction({ transaction: bytes, signatures: [signature], include: { effects: true } });
        latencies.push(performance.now() - s0);
        const done = r.Transaction ?? r.FailedTransaction!;
        if (r.$kind === 'Transaction') executed++;
        else failed++;
        const g = done.effects!.gasObject!;
        refs[a] = { objectId: g.objectId, version: g.outputVersion!, digest: g.outputDigest! };
      }),
    );
    sendMs += performance.now() - t0;
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);

  // ---- view call latency -----------------------------------------------------------------------
  const viewTimes: number[] = [];
  const sender = accounts[0].toSuiAddress();
  for (let i = 0; i < VIEWS; i++) {
    const t0 = performance.now();
    const tx = new Transaction();
    tx.setSender(sender);
    tx.moveCall({ target: `${env.PACKAGE_ID}::finance::info`, arguments: [tx.object(env.FINANCE_OBJECT), tx.pure.address(sender)] });
    tx.moveCall({ target: `${env.PACKAGE_ID}::swap::swap_view_v2`, arguments: [tx.object(env.LIQUIDITY_SWAP), tx.pure.u64(1_000_000_000n)] });
    const r = await client.simulateTransaction({ transaction: tx, checksEnabled: false, include: { commandResults: true } });
    if (r.$kind !== 'Transaction' || r.commandResults?.length !== 2) throw new Error('view call failed');
    viewTimes.push(performance.now() - t0);
  }
  viewTimes.sort((a, b) => a - b);

  console.log(`localnet benchmark (${net.url}, node ${external ? 'already running' : inProcess ? 'in this process' : 'in a child process'}, Node ${process.version})`);
  console.log(`transactions: ${executed} executed, ${failed} failed; ${ACCOUNTS} accounts x ${rounds} rounds of SUI transfers`);
  console.log(`  node: ${(executed / (sendMs / 1000)).toFixed(1)} tx/s (signed transactions sent ${ACCOUNTS} at a time; ExecuteTransaction latency p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms)`);
  console.log(`  end to end: ${(executed / seconds).toFixed(1)} tx/s (including building and signing in this process)`);
  console.log(`view call (simulateTransaction, checks off, 2 Move views), ${VIEWS} calls:`);
  console.log(`  p50 ${percentile(viewTimes, 50).toFixed(2)} ms, p95 ${percentile(viewTimes, 95).toFixed(2)} ms, mean ${(viewTimes.reduce((a, b) => a + b, 0) / viewTimes.length).toFixed(2)} ms`);
  if (failed > 0) process.exitCode = 1;
} finally {
  await net.close();
}
