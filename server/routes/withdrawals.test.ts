// Withdrawal vouchers: the operator's signature over the package's voucher bytes, the income
// held, never spent twice even by parallel requests, released when the voucher expires.
import { createPublicKey, verify } from 'node:crypto';
import { fromHex } from '@mysten/sui/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIndexer } from '../indexer/indexer.ts';
import type { ErrorBody, MeResponse, WithdrawalVoucher, WithdrawalsResponse } from '../contract.ts';
import { type TestServer, createTestServer } from '../testing.ts';
import { credit, readBalances } from '../db/balances.ts';
import { WithdrawVoucherBcs } from '../withdrawals.ts';
import { DEV_OPERATOR_PUBLIC_KEY_HEX } from '../../localnet/packages/finance/dev-keys.ts';

let server: TestServer;
let token: string;
let address: string;
beforeEach(async () => {
  server = await createTestServer();
  ({ token, address } = await server.signIn());
  await credit(server.ctx.db, address, 'INCOME', 100n);
});
afterEach(() => server.close());

const withdraw = (amount: unknown) => server.request('POST', '/api/me/withdrawals', { token, body: { amount } });

describe('POST /api/me/withdrawals', () => {
  it("signs bcs(WithdrawVoucher) with the operator key, for the user's own address, and holds the amount", async () => {
    const res = await withdraw('60');
    expect(res.status).toBe(201);
    const voucher = (await res.json()) as WithdrawalVoucher;
    expect(voucher).toMatchObject({ amount: '60', recipient: address, pool: server.ctx.config.liquiditySwapId });
    const message = WithdrawVoucherBcs.serialize({ pool: voucher.pool, recipient: address, amount: 60n, nonce: BigInt(voucher.nonce) }).toBytes();
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(fromHex(DEV_OPERATOR_PUBLIC_KEY_HEX)).toString('base64url') }, format: 'jwk' });
    expect(verify(null, message, key, Buffer.from(voucher.signature, 'hex'))).toBe(true);
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: '40', heldIncome: '60' });
    const list = (await (await server.request('GET', '/api/me/withdrawals', { token })).json()) as WithdrawalsResponse;
    expect(list.items.map((w) => [w.amount, w.status])).toEqual([['60', 'held']]);
  });

  it('refuses more than the withdrawable income, and bad amounts', async () => {
    const res = await withdraw('101');
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.code).toBe('insufficient_balance');
    for (const bad of ['0', '-5', '1.5', 5, '']) expect((await withdraw(bad)).status).toBe(400);
  });

  it('cannot spend the same income twice, even with parallel requests', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => withdraw('60')));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: '40', heldIncome: '60' });
    const nonces = new Set<string>();
    const many = await Promise.all(Array.from({ length: 6 }, () => withdraw('10')));
    for (const r of many.filter((x) => x.status === 201)) nonces.add(((await r.json()) as WithdrawalVoucher).nonce);
    expect(nonces.size).toBe(4);
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: '0', heldIncome: '100' });
  });

  it('releases the hold when the voucher expires unspent', async () => {
    expect((await withdraw('100')).status).toBe(201);
    server.clock.advance(server.ctx.config.voucherTtlMs + 1);
    const me = (await (await server.request('GET', '/api/me', { token })).json()) as MeResponse;
    expect(me.balances).toMatchObject({ withdrawableIncome: '100', heldIncome: '0' });
    const list = (await (await server.request('GET', '/api/me/withdrawals', { token })).json()) as WithdrawalsResponse;
    expect(list.items[0]!.status).toBe('expired');
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: '100', heldIncome: '0' });
  });

  it('has the indexer loop release expired holds even when the node is down and the owner never comes back', async () => {
    const loop = await createTestServer({ suiNodeUrl: 'http://127.0.0.1:9', indexer: { enabled: true, pollMs: 20, election: true, standbyRetryMs: 20 } });
    try {
      const { token: t, address: owner } = await loop.signIn();
      await credit(loop.ctx.db, owner, 'INCOME', 70n);
      expect((await loop.request('POST', '/api/me/withdrawals', { token: t, body: { amount: '70' } })).status).toBe(201);
      loop.clock.advance(loop.ctx.config.voucherTtlMs + 1);
      const indexer = startIndexer(loop.ctx);
      await vi.waitFor(async () => expect((await readBalances(loop.ctx.db, owner)).withdrawableIncome).toBe('70'), { timeout: 10_000, interval: 50 });
      await indexer.stop();
      expect((await loop.ctx.indexerStatus()).lastError).toBeTruthy();
    } finally {
      await loop.close();
    }
  });
});
