// POST /api/me/withdrawals: income into a voucher. The amount leaves the withdrawable income
// in the same transaction that records the voucher, through a conditional debit, so two
// requests at once cannot both spend the same income.
import { Hono } from 'hono';
import {
  PageQuerySchema,
  type Withdrawal,
  WithdrawalRequestSchema,
  type WithdrawalVoucher,
  type WithdrawalsResponse,
} from '../contract.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { rows, sql } from '../db/client.ts';
import { debit } from '../db/balances.ts';
import { ApiError, cursorId, iso, page, readBody, readQuery } from '../http.ts';
import { VoucherSigner, releaseExpiredVouchers, voucherNonce } from '../withdrawals.ts';

type WithdrawalRow = {
  id: string; address: string; amount: string; nonce: string; pool: string; signature: string; status: Withdrawal['status'];
  expires_at: Date | string; tx_digest: string | null; created_at: Date | string;
};

export function withdrawalRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const signer = new VoucherSigner(ctx.config.operatorSecretKeyHex);

  app.post('/', async (c) => {
    const { amount } = await readBody(c, WithdrawalRequestSchema);
    const address = c.get('address');
    const now = ctx.now();
    const voucher = await ctx.db.transaction(async (tx) => {
      await releaseExpiredVouchers(tx, address, now);
      if (!(await debit(tx, address, 'INCOME', BigInt(amount)))) {
        throw new ApiError(409, 'insufficient_balance', 'amount must not exceed available quantity');
      }
      const nonce = voucherNonce();
      const signature = await signer.sign({ pool: ctx.config.liquiditySwapId, recipient: address, amount: BigInt(amount), nonce });
      const expiresAt = new Date(now + ctx.config.voucherTtlMs).toISOString();
      await tx.execute(sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, expires_at, created_at)
        VALUES (${address}, ${amount}, ${nonce.toString()}, ${ctx.config.liquiditySwapId}, ${signature}, 'held', ${expiresAt}, ${new Date(now).toISOString()})`);
      return { amount, nonce: nonce.toString(), recipient: address, signature, pool: ctx.config.liquiditySwapId, expiresAt };
    });
    return c.json(voucher satisfies WithdrawalVoucher, 201);
  });

  app.get('/', async (c) => {
    const address = c.get('address');
    const q = readQuery(c, PageQuerySchema);
    const cursor = cursorId(q.cursor);
    await ctx.db.transaction((tx) => releaseExpiredVouchers(tx, address, ctx.now()));
    const found = await rows<WithdrawalRow>(
      ctx.db,
      sql`SELECT id::text AS id, address, amount::text AS amount, nonce::text AS nonce, pool, signature, status, expires_at, tx_digest, created_at
          FROM withdrawals WHERE address = ${address} AND ${cursor === null ? sql`TRUE` : sql`id < ${cursor.toString()}`}
          ORDER BY withdrawals.id DESC LIMIT ${q.limit + 1}`,
    );
    const items: Withdrawal[] = found.map((r) => ({
      id: r.id, amount: r.amount, nonce: r.nonce, recipient: r.address, signature: r.signature, pool: r.pool, expiresAt: iso(r.expires_at),
      status: r.status, txDigest: r.tx_digest, createdAt: iso(r.created_at),
    }));
    return c.json(page(items, q.limit) satisfies WithdrawalsResponse);
  });

  return app;
}

