// Issuing withdrawal vouchers: a user's request (requestWithdrawal) and an operator's approval
// of one in review (approveWithdrawal). Each is one database transaction that first locks the
// withdrawal_control row, so issuers on every instance take turns, and signs only after every
// check has passed: the pause, the limits, one open withdrawal per user, the income debited,
// then (for a voucher signed now) the reserve coverage: the vouchers not yet paid plus this one
// must fit in the chain's payout reserve, read fresh from the node after the unpaid sum (a
// voucher paid in between is then counted in both: conservative, never over-committed).
import { U64_MAX, type Withdrawal } from '../../contract/api.ts';
import type { ServerContext } from '../context.ts';
import { debit } from '../db/balances.ts';
import { recordReserveRefusal } from '../db/reserve-refusals.ts';
import { foreignChainId } from '../db/indexer-state.ts';
import type { Executor } from '../db/client.ts';
import { approveInReview, hasOpenWithdrawal, insertWithdrawal, lockInReview, outflowSince, toWithdrawal, unpaidVoucherSum } from '../db/withdrawals.ts';
import { ApiError, iso } from '../http.ts';
import { appendAudit } from '../operator/audit.ts';
import { WithdrawalIdSchema, checkActor, checkInput } from '../operator/input.ts';
import { notInReview } from '../operator/review.ts';
import { readWithdrawalControl } from '../operator/withdrawal-control.ts';
import { SignerUnavailable } from './key-signer.ts';
import { freshSwapState } from './reserve.ts';
import { voucherSigner } from './signers.ts';
import { VoucherSigner, voucherNonce } from './voucher-signer.ts';
import { errorField, log } from '../log.ts';
import { notifyWithdrawalApproved, notifyWithdrawalSigned } from '../notifications/events.ts';

/** The rolling window of the outflow limits, in business time. */
export const OUTFLOW_WINDOW_MS = 24 * 60 * 60 * 1000;

/** 503 while the node serves another chain than the one this database follows (the indexer noticed). */
async function refuseOnForeignChain(db: Executor): Promise<void> {
  if (await foreignChainId(db)) {
    throw new ApiError(503, 'chain_changed', 'the node serves another chain than the one this server follows; withdrawals are paused until the operator resolves it');
  }
}

const pausedError = () =>
  new ApiError(503, 'withdrawals_paused', 'the operator has paused withdrawals; vouchers already issued stay payable, and income is safe');

/**
 * The reserve check of a voucher about to be signed: the unpaid sum first, the reserve second.
 * Returns the reserve read, and the operator_pubkey read with it (the key the voucher must be
 * signed with). 409 reserve_short when it cannot cover `amount` too.
 */
async function coverFromReserve(ctx: ServerContext, tx: Executor, amount: bigint): Promise<{ reserve: bigint; operatorPublicKey: Uint8Array }> {
  const unpaid = await unpaidVoucherSum(tx);
  let reserve: bigint;
  let operatorPublicKey: Uint8Array;
  try {
    ({ payoutReserve: reserve, operatorPublicKey } = await freshSwapState(ctx));
  } catch (error) {
    log.warn(errorField(error), 'payouts: could not read the payout reserve');
    throw new ApiError(503, 'reserve_unavailable', 'the payout reserve could not be read from the node; nothing was signed and the income is untouched');
  }
  if (unpaid + amount > reserve) {
    throw new ApiError(409, 'reserve_short', 'withdrawals wait for the operator to top up the payout reserve; nothing was signed and the income is untouched');
  }
  return { reserve, operatorPublicKey };
}

/**
 * The voucher's signature, by the voucher key through its queue, only under the key the chain
 * names. A key that cannot sign (the token absent, the PIN refused, a timeout, a full queue, a key
 * the chain would refuse) is 503 signer_unavailable: the caller's transaction rolls back, so
 * nothing is debited or written.
 */
async function sign(ctx: ServerContext, recipient: string, amount: bigint, operatorPublicKey: Uint8Array): Promise<{ nonce: bigint; signature: string }> {
  const nonce = voucherNonce();
  try {
    const signer = new VoucherSigner(voucherSigner(ctx.config));
    const signature = await signer.sign({ pool: ctx.config.liquiditySwapId, recipient, amount, nonce }, operatorPublicKey);
    return { nonce, signature };
  } catch (error) {
    if (!(error instanceof SignerUnavailable)) throw error;
    log.error({ reason: error.reason, problem: error.message }, `payouts: the voucher key could not sign (${error.reason})`);
    throw new ApiError(503, 'signer_unavailable', 'the voucher signer cannot sign right now; nothing was signed and the income is untouched');
  }
}

/**
 * A user turns `amount` (SUI base units) of withdrawable income into a withdrawal: signed now
 * (status pending) when at most the review threshold, else waiting for an operator (status
 * review, nothing signed). The income is debited in the same transaction either way. Refusals
 * are ApiErrors (contract/api.ts, WithdrawalSchema) and change nothing.
 */
export async function requestWithdrawal(ctx: ServerContext, address: string, amount: bigint): Promise<Withdrawal> {
  if (amount <= 0n || amount > U64_MAX) throw new ApiError(400, 'invalid_request', 'amount must be a positive whole number of base units that fits in a u64');
  return ctx.db.transaction(async (tx) => {
    await refuseOnForeignChain(tx);
    const control = await readWithdrawalControl(tx, ctx.config.withdrawals, { forUpdate: true });
    if (control.paused) throw pausedError();

    const { limits } = control;
    if (amount > limits.maxPerVoucher) {
      throw new ApiError(409, 'over_voucher_limit', `a withdrawal is at most ${limits.maxPerVoucher} base units`);
    }
    const now = ctx.now();
    const since = now - OUTFLOW_WINDOW_MS;
    if ((await outflowSince(tx, since, address)) + amount > limits.userDailyLimit) {
      throw new ApiError(409, 'over_user_daily_limit', `at most ${limits.userDailyLimit} base units can be withdrawn in 24 hours`);
    }
    if ((await outflowSince(tx, since, null)) + amount > limits.totalDailyLimit) {
      throw new ApiError(409, 'over_total_daily_limit', 'the withdrawals of all users have reached their 24-hour limit');
    }

    const pendingError = () => new ApiError(409, 'withdrawal_pending', 'a withdrawal is already open (in review or pending): complete it first');
    if (await hasOpenWithdrawal(tx, address)) throw pendingError();
    if (!(await debit(tx, address, 'INCOME', amount))) {
      throw new ApiError(409, 'insufficient_balance', 'amount must not exceed available quantity');
    }

    const pool = ctx.config.liquiditySwapId;
    const createdAt = iso(now);
    if (amount > limits.reviewThreshold) {
      const row = await insertWithdrawal(tx, { address, amount, pool, createdAt, voucher: null });
      if (!row) throw pendingError();
      return toWithdrawal(row, null);
    }

    const { reserve, operatorPublicKey } = await coverFromReserve(ctx, tx, amount);
    const { nonce, signature } = await sign(ctx, address, amount, operatorPublicKey);
    // The lock and the check above leave no one else to take the index entry; if anyone did,
    // this voucher is dropped unseen with the transaction.
    const row = await insertWithdrawal(tx, { address, amount, pool, createdAt, voucher: { nonce, signature } });
    if (!row) throw pendingError();
    await notifyWithdrawalSigned(tx, row, createdAt);
    return toWithdrawal(row, reserve);
  }).catch(async (error: unknown) => {
    // Counted after the rollback, where every instance's dashboard sees it (the console warns).
    if (error instanceof ApiError && error.code === 'reserve_short') await recordReserveRefusal(ctx.db, { address, amount, at: iso(ctx.now()) });
    throw error;
  });
}

export interface ApproveResult {
  withdrawal: Withdrawal;
  /** The audit row written with the approval. */
  audit: { seq: bigint; hash: string };
}

/**
 * An operator approves a withdrawal in review: it is signed now and becomes pending, with its
 * audit row, in one transaction, at most once (the control lock and a conditional UPDATE).
 * Refused like a request while withdrawals are paused (503 withdrawals_paused) or the reserve
 * cannot cover it (409 reserve_short): it then stays in review, nothing signed. Bad input, an
 * unknown id or one no longer in review is an OperatorError (server/operator/input.ts).
 */
export async function approveWithdrawal(ctx: ServerContext, input: { id: string; operator: string; reason: string }): Promise<ApproveResult> {
  const { operator, reason } = checkActor(input);
  const id = checkInput(WithdrawalIdSchema, input.id, 'withdrawal id');
  return ctx.db.transaction(async (tx) => {
    await refuseOnForeignChain(tx);
    const control = await readWithdrawalControl(tx, ctx.config.withdrawals, { forUpdate: true });
    if (control.paused) throw pausedError();
    const waiting = await lockInReview(tx, id);
    if (!waiting) throw await notInReview(tx, id);
    const amount = BigInt(waiting.amount);
    const { reserve, operatorPublicKey } = await coverFromReserve(ctx, tx, amount);
    const { nonce, signature } = await sign(ctx, waiting.address, amount, operatorPublicKey);
    const at = ctx.now();
    const row = await approveInReview(tx, id, { nonce, signature, operator, at: iso(at) });
    if (!row) throw await notInReview(tx, id);
    await notifyWithdrawalApproved(tx, row, iso(at));
    const audit = await appendAudit(tx, {
      operator,
      action: 'approve',
      subject: `withdrawal:${id}`,
      before: { status: 'review', address: waiting.address, amount: waiting.amount },
      after: { status: 'pending', address: waiting.address, amount: waiting.amount, nonce: nonce.toString(), payoutReserve: reserve.toString() },
      reason,
      at,
    });
    return { withdrawal: toWithdrawal(row, reserve), audit };
  });
}
