// The operator's voucher command against a real node: it never gives a voucher's amount back
// (the contract cannot burn a nonce); it refuses a voucher the chain already paid or that is
// still payable, and with --pay-out pays it to its owner; every run writes an operator_audit row
// (cancel_refused, or pay_out with the change), and the chain verifies.
import { requestSuiFromFaucetV2 } from '@mysten/sui/faucet';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Transaction } from '@mysten/sui/transactions';
import { fromHex } from '@mysten/sui/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Localnet, startLocalnet } from '../localnet/node.ts';
import type { Withdrawal } from '../contract/api.ts';
import { credit, readBalances } from './db/balances.ts';
import { rows, sql } from './db/client.ts';
import { readAudit, verifyAuditChain } from './operator/audit.ts';
import { cancelVoucher } from './cancel-voucher.ts';
import { type TestServer, createTestServer } from './test/server.ts';
import { isNonceUsedOnChain } from './payouts/liquidity-swap.ts';

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

/** A voucher signed at once (pending): the amount is below the review threshold. */
type SignedVoucher = Withdrawal & { nonce: string; signature: string };
async function signedVoucher(token: string, amount: string): Promise<SignedVoucher> {
  const response = await server.request('POST', '/api/me/withdrawals', { token, body: { amount } });
  const voucher = (await response.json()) as Withdrawal;
  if (response.status !== 201 || voucher.nonce === null || voucher.signature === null) throw new Error(`expected a signed voucher, got ${response.status}`);
  return voucher as SignedVoucher;
}

describe('npm run server:cancel-voucher', () => {
  it('refuses to give a payable voucher back, pays it out with --pay-out, then refuses again; each run audited', async () => {
    const { token, address } = await server.signIn();
    await credit(server.ctx.db, address, 'INCOME', 5_000n);
    const voucher = await signedVoucher(token, '5000');
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
    const audit = await readAudit(server.ctx.db);
    const subject = `voucher:${voucher.nonce}`;
    expect(audit.map(({ operator, action, subject, reason, before, after }) => ({ operator, action, subject, reason, before, after }))).toEqual([
      {
        operator: 'alice', action: 'cancel_refused', subject, reason: 'user asked by mail',
        before: { status: 'pending', address, amount: '5000' },
        after: { status: 'pending', address, amount: '5000', outcome: 'refused_still_payable', txDigest: null },
      },
      {
        operator: 'alice', action: 'pay_out', subject, reason: 'user asked by mail',
        before: { status: 'pending', address, amount: '5000' },
        after: { status: 'paid', address, amount: '5000', outcome: 'paid_out', txDigest: paid.txDigest! },
      },
    ]);
    expect(await verifyAuditChain(server.ctx.db)).toMatchObject({ ok: true, rows: 2n });
    // voucher_audit is the legacy table: no longer written.
    expect(await rows(server.ctx.db, sql`SELECT id FROM voucher_audit`)).toEqual([]);
  });

  it('refuses a voucher whose nonce the chain already used but the indexer has not read yet', async () => {
    const { token, address, keypair } = await server.signIn();
    await credit(server.ctx.db, address, 'INCOME', 700n);
    const voucher = await signedVoucher(token, '700');
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
    expect((await readAudit(server.ctx.db)).at(-1)).toMatchObject({
      operator: 'bob', action: 'cancel_refused', subject: `voucher:${voucher.nonce}`, after: { outcome: 'refused_already_paid', status: 'pending' },
    });
  });
});
