// The operator's voucher command against a real node: it never gives a voucher's amount back
// (the contract cannot burn a nonce); it refuses a voucher the chain already paid or that is
// still payable, and with --pay-out pays it to its owner; every run writes an audit row.
import { requestSuiFromFaucetV2 } from '@mysten/sui/faucet';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Transaction } from '@mysten/sui/transactions';
import { fromHex } from '@mysten/sui/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Localnet, startLocalnet } from '../localnet/node.ts';
import type { Withdrawal } from '../contract/api.ts';
import { credit, readBalances } from './db/balances.ts';
import { rows, sql } from './db/client.ts';
import { cancelVoucher } from './cancel-voucher.ts';
import { type TestServer, createTestServer } from './testing.ts';
import { isNonceUsedOnChain } from './withdrawals.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

let net: Localnet;
let client: SuiGrpcClient;
let server: TestServer;
beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
  server = await createTestServer({ suiNodeUrl: net.url });
});
afterAll(async () => {
  await server?.close();
  await net?.close();
});

describe('npm run server:cancel-voucher', () => {
  it('refuses to give a payable voucher back, pays it out with --pay-out, then refuses again; each run audited', async () => {
    const { token, address } = await server.signIn();
    await credit(server.ctx.db, address, 'INCOME', 5_000n);
    const voucher = (await (await server.request('POST', '/api/me/withdrawals', { token, body: { amount: '5000' } })).json()) as Withdrawal;
    const nonce = BigInt(voucher.nonce);
    const run = (payOut: boolean) =>
      cancelVoucher(server.ctx.db, client, server.ctx.config, { nonce, reason: 'user asked by mail', operator: 'alice', payOut }, {}, server.ctx.now);

    const refused = await run(false);
    expect(refused.outcome).toBe('refused_still_payable');
    expect(refused.message).toMatch(/no way to burn a nonce/);
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: '0', heldIncome: '5000' });

    const paid = await run(true);
    expect(paid.outcome).toBe('paid_out');
    expect(await isNonceUsedOnChain(client, voucher.pool, nonce)).toBe(true);
    const coins = await client.core.listBalances({ owner: address });
    expect(coins.balances.find((b) => b.coinType.endsWith('::sui::SUI'))?.balance).toBe('5000');
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: '0', heldIncome: '0' });

    expect((await run(true)).outcome).toBe('not_pending');
    const audit = await rows<{ nonce: string; address: string; amount: string; operator: string; reason: string; outcome: string; has_tx: boolean }>(
      server.ctx.db,
      sql`SELECT nonce::text AS nonce, address, amount::text AS amount, operator, reason, outcome, tx_digest IS NOT NULL AS has_tx FROM voucher_audit ORDER BY id`,
    );
    expect(audit).toEqual([
      { nonce: voucher.nonce, address, amount: '5000', operator: 'alice', reason: 'user asked by mail', outcome: 'refused_still_payable', has_tx: false },
      { nonce: voucher.nonce, address, amount: '5000', operator: 'alice', reason: 'user asked by mail', outcome: 'paid_out', has_tx: true },
    ]);
  });

  it('refuses a voucher whose nonce the chain already used but the indexer has not read yet', async () => {
    const { token, address, keypair } = await server.signIn();
    await credit(server.ctx.db, address, 'INCOME', 700n);
    const voucher = (await (await server.request('POST', '/api/me/withdrawals', { token, body: { amount: '700' } })).json()) as Withdrawal;
    await requestSuiFromFaucetV2({ host: net.url, recipient: address });
    const tx = new Transaction();
    tx.moveCall({
      target: `${server.ctx.config.financePackageId}::swap::withdraw`,
      arguments: [tx.object(voucher.pool), tx.pure.u64(700n), tx.pure.u64(BigInt(voucher.nonce)), tx.pure.address(address), tx.pure.vector('u8', Array.from(fromHex(voucher.signature)))],
    });
    const done = await client.signAndExecuteTransaction({ transaction: tx, signer: keypair });
    await client.waitForTransaction({ result: done });
    const result = await cancelVoucher(server.ctx.db, client, server.ctx.config, { nonce: BigInt(voucher.nonce), reason: 'stuck?', operator: 'bob', payOut: true }, {}, server.ctx.now);
    expect(result.outcome).toBe('refused_already_paid');
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ heldIncome: '700' });
  });
});
