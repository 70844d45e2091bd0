// POST /api/me/withdrawals: income into a voucher for `swap::withdraw`. The contract has no
// expiry, so a voucher is a cheque: its amount leaves the withdrawable income for good, in the
// same transaction that records it (conditional debit), and comes back from nowhere but the
// chain using its nonce (paid). At most one pending voucher per user: the partial unique index
// withdrawals_one_pending decides between parallel requests.
import { Hono } from 'hono';
import { PageQuerySchema, type Withdrawal, WithdrawalRequestSchema, type WithdrawalsResponse } from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { type Executor, firstRow, rows, sql } from '../db/client.ts';
import { debit } from '../db/balances.ts';
import { ApiError, cursorId, iso, page, readBody, readQuery } from '../http.ts';
import { VoucherSigner, voucherNonce } from '../withdrawals.ts';

type WithdrawalRow = {
  id: string; address: string; amount: string; nonce: string; pool: string; signature: string; status: string;
  tx_digest: string | null; created_at: Date | string; paid_at: Date | string | null;
};

const COLUMNS = sql`id::text AS id, address, amount::text AS amount, nonce::text AS nonce, pool, signature, status, tx_digest, created_at, paid_at`;

function toWithdrawal(r: WithdrawalRow): Withdrawal {
  return {
    id: r.id, amount: r.amount, nonce: r.nonce, recipient: r.address, signature: r.signature, pool: r.pool,
    // `held` is a legacy pending voucher (migration 0006): pending to its owner.
    status: r.status === 'held' ? 'pending' : (r.status as Withdrawal['status']),
    txDigest: r.tx_digest, createdAt: iso(r.created_at), paidAt: r.paid_at ? iso(r.paid_at) : null,
  };
}

/** 503 while the node serves another chain than the one this database follows (the indexer noticed). */
async function refuseOnForeignChain(db: Executor): Promise<void> {
  const state = await firstRow<{ foreign_chain_id: string | null }>(db, sql`SELECT foreign_chain_id FROM indexer_state WHERE id = 'finance'`);
  if (state?.foreign_chain_id) {
    throw new ApiError(503, 'chain_changed', 'the node serves another chain than the one this server follows; withdrawals are paused until the operator resolves it');
  }
}

const pendingError = () => new ApiError(409, 'withdrawal_pending', 'a withdrawal is already pending: complete it first');

export function withdrawalRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const signer = new VoucherSigner(ctx.config.operatorSecretKeyHex);

  app.post('/', async (c) => {
    const { amount } = await readBody(c, WithdrawalRequestSchema);
    const address = c.get('address');
    const pool = ctx.config.liquiditySwapId;
    const nonce = voucherNonce();
    const signature = await signer.sign({ pool, recipient: address, amount: BigInt(amount), nonce });
    const issued = await ctx.db.transaction(async (tx) => {
      await refuseOnForeignChain(tx);
      if (await firstRow(tx, sql`SELECT 1 FROM withdrawals WHERE address = ${address} AND status IN ('pending', 'held')`)) throw pendingError();
      // A parallel request that got here first holds the index entry: this one does nothing.
      const row = await firstRow<WithdrawalRow>(
        tx,
        sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, created_at)
            VALUES (${address}, ${amount}, ${nonce.toString()}, ${pool}, ${signature}, 'pending', ${new Date(ctx.now()).toISOString()})
            ON CONFLICT (address) WHERE status = 'pending' DO NOTHING RETURNING ${COLUMNS}`,
      );
      if (!row) throw pendingError();
      if (!(await debit(tx, address, 'INCOME', BigInt(amount)))) {
        throw new ApiError(409, 'insufficient_balance', 'amount must not exceed available quantity');
      }
      return row;
    });
    return c.json(toWithdrawal(issued), 201);
  });

  app.get('/', async (c) => {
    const address = c.get('address');
    const q = readQuery(c, PageQuerySchema);
    const cursor = cursorId(q.cursor);
    const found = await rows<WithdrawalRow>(
      ctx.db,
      sql`SELECT ${COLUMNS} FROM withdrawals WHERE address = ${address} AND ${cursor === null ? sql`TRUE` : sql`id < ${cursor.toString()}`}
          ORDER BY withdrawals.id DESC LIMIT ${q.limit + 1}`,
    );
    return c.json(page(found.map(toWithdrawal), q.limit) satisfies WithdrawalsResponse);
  });

  return app;
}
