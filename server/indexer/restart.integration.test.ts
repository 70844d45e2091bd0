// A stream of top-ups on a localnet that keeps its state on disk (`--data`, as `npm start`
// runs it), followed by a server with its own data folder: localnet, the server, or both are
// stopped and started again on the same folders half way. Every top-up ends up credited
// exactly once, and /api/health shows no error.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type Localnet, startLocalnet } from '../../localnet/node.ts';
import { PACKAGE_ID, TOPUP_OBJECT } from '../../localnet/packages/finance/ids.ts';
import { fund } from '../../localnet/testing.ts';
import { createApp, createServerContext } from '../app.ts';
import { testConfig } from '../test/config.ts';
import type { ServerContext } from '../context.ts';
import type { HealthResponse } from '../../contract/api.ts';
import { dropSchema, rows, sql } from '../db/client.ts';
import { eventually } from '../test/server.ts';
import { startIndexer } from './indexer.ts';

vi.setConfig({ testTimeout: 300_000 });

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir(prefix: string): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
}

/** The server as `npm run server` runs it: its data folder (or schema), the indexer loop. */
async function startServer(nodeUrl: string, dataDir: string, schema: string | null) {
  const ctx: ServerContext = await createServerContext(
    testConfig({ suiNodeUrl: nodeUrl, dataDir, databaseSchema: schema, indexer: { enabled: true, pollMs: 50, election: true, standbyRetryMs: 100 } }),
  );
  const indexer = startIndexer(ctx);
  const app = createApp(ctx);
  return {
    ctx,
    health: async () => (await (await app.request('/api/health')).json()) as HealthResponse,
    stop: async () => {
      await indexer.stop();
      await ctx.database.close();
    },
  };
}

async function topUp(url: string, signer: Ed25519Keypair, amount: bigint): Promise<string> {
  const client = new SuiGrpcClient({ network: 'localnet', baseUrl: url });
  const tx = new Transaction();
  tx.setSender(signer.toSuiAddress());
  tx.moveCall({ target: `${PACKAGE_ID}::topup::topup`, arguments: [tx.object(TOPUP_OBJECT), tx.splitCoins(tx.gas, [amount])[0]!] });
  const result = await client.signAndExecuteTransaction({ transaction: tx, signer });
  expect(result.$kind).toBe('Transaction');
  return result.Transaction!.digest;
}

describe.each(['localnet', 'server', 'both'] as const)('a restart of %s in the middle of a stream of top-ups', (restart) => {
  it('ends with every top-up credited exactly once and no error in /api/health', async () => {
    const chainDir = tempDir('localnet-');
    const serverDir = tempDir('server-');
    // On PostgreSQL (DATABASE_URL) the server's "folder" is a schema of its own.
    const schema = testConfig().databaseSchema;
    let net: Localnet = await startLocalnet({ port: 0, dataDir: chainDir });
    const port = net.port;
    let server = await startServer(net.url, serverDir, schema);
    try {
      const users = await Promise.all([0, 1, 2].map(async () => {
        const kp = Ed25519Keypair.generate();
        await fund(net.url, kp.toSuiAddress());
        return kp;
      }));
      const expected = new Map<string, bigint>();
      const digests: string[] = [];
      const send = async (i: number) => {
        // A keep-alive socket the node closed meanwhile (idle, or the old process) fails a
        // request once: be answered by a read first, so the top-up goes out on a live one.
        const url = net.url;
        await eventually(() => new SuiGrpcClient({ network: 'localnet', baseUrl: url }).ledgerService.getServiceInfo({}), 100);
        const user = users[i % users.length]!;
        const amount = 1_000n + BigInt(i);
        digests.push(await topUp(net.url, user, amount));
        expected.set(user.toSuiAddress(), (expected.get(user.toSuiAddress()) ?? 0n) + amount);
      };
      const credited = async () =>
        new Map(
          (await rows<{ address: string; amount: string }>(server.ctx.db, sql`SELECT address, amount::text AS amount FROM balances WHERE coin = 'SUI'`)).map((r) => [
            r.address,
            BigInt(r.amount),
          ]),
        );

      for (let i = 0; i < 3; i++) await send(i);
      await eventually(async () => expect(await credited()).toEqual(expected), 100);

      if (restart !== 'localnet') await server.stop();
      if (restart !== 'server') {
        await net.close();
        net = await startLocalnet({ port, dataDir: chainDir });
      }
      if (restart !== 'localnet') server = await startServer(net.url, serverDir, schema);

      for (let i = 3; i < 6; i++) await send(i);
      await eventually(async () => expect(await credited()).toEqual(expected), 100);
      await eventually(async () => expect((await server.health()).chain.lastError).toBeNull(), 100);

      const records = await rows<{ tx_digest: string }>(server.ctx.db, sql`SELECT tx_digest FROM chain_records WHERE kind = 'topup' ORDER BY id`);
      expect(records.map((r) => r.tx_digest).sort()).toEqual([...digests].sort());
      const health = await server.health();
      expect(health.chain).toMatchObject({ lastError: null, deadEvents: { count: 0 } });
      expect(health.instance.role).toBe('leader');
    } finally {
      await server.stop();
      await net.close();
      const url = process.env.DATABASE_URL;
      if (url && schema) await dropSchema(url, schema);
    }
  });
});
