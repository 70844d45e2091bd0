// POST /api/me/withdrawals { amount }: asks to pay withdrawable income out in SUI. Up to the
// review threshold the server signs a voucher at once (201, pending) that `swap::withdraw`
// pays on chain; above it the request waits for an operator's review (202, review) and nothing
// is signed until it is approved. Either way the amount has left the withdrawable income: a
// pending voucher has no expiry and can be completed later, from any device; a rejected review
// gives the amount back to the income.
import { WithdrawalSchema, type Withdrawal as WireWithdrawal, type WithdrawalRequest, type WithdrawalStatus } from '../../contract/api';
import { fromHex } from '@mysten/sui/utils';
import type { WithdrawVoucher } from '../chain/transactions';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount } from './paging';

export interface IssuedVoucher extends WithdrawVoucher {
  /** The LiquiditySwap object the voucher is bound to. */
  pool: string;
}

interface WithdrawalFields {
  id: string;
  amount: bigint;
  recipient: string;
  pool: string;
  /** When it was asked for. */
  createdAt: string;
  /** When an operator approved or rejected it in review. */
  reviewedAt: string | null;
}

/**
 * Signed and not paid yet: the only state with a voucher, so nothing can submit a withdrawal
 * that is in review or was rejected.
 */
export interface PendingWithdrawal extends WithdrawalFields {
  status: 'pending';
  voucher: IssuedVoucher;
  /** The payout reserve (as the server last read it) holds less than the amount: the chain would refuse it for now. */
  waitingForReserve: boolean;
}

/** Waiting for an operator: nothing is signed yet, the amount has left the withdrawable income. */
export interface ReviewWithdrawal extends WithdrawalFields {
  status: 'review';
}

/** Declined in review: nothing was ever signed, and the amount is back in the withdrawable income. */
export interface RejectedWithdrawal extends WithdrawalFields {
  status: 'rejected';
  /** The operator's reason, when one was given. */
  reviewReason: string | null;
}

export interface PaidWithdrawal extends WithdrawalFields {
  status: 'paid';
  txDigest: string | null;
  paidAt: string | null;
}

/** A voucher the old 30-minute timer gave back (no longer written). */
export interface ReleasedWithdrawal extends WithdrawalFields {
  status: 'released';
}

export type Withdrawal = PendingWithdrawal | ReviewWithdrawal | RejectedWithdrawal | PaidWithdrawal | ReleasedWithdrawal;

function toIssuedVoucher(data: WireWithdrawal): IssuedVoucher {
  if (data.nonce === null || data.signature === null) throw new TypeError('pending withdrawal without a voucher');
  if (!/^[0-9a-f]{128}$/i.test(data.signature)) throw new TypeError('malformed voucher signature');
  return {
    amount: amount(data.amount),
    nonce: amount(data.nonce),
    recipient: data.recipient,
    signature: fromHex(data.signature),
    pool: data.pool,
  };
}

export function toWithdrawal(data: WireWithdrawal): Withdrawal {
  const fields: WithdrawalFields = {
    id: data.id,
    amount: amount(data.amount),
    recipient: data.recipient,
    pool: data.pool,
    createdAt: data.createdAt,
    reviewedAt: data.reviewedAt ?? null,
  };
  const status: WithdrawalStatus = data.status;
  switch (status) {
    case 'pending':
      return { ...fields, status, voucher: toIssuedVoucher(data), waitingForReserve: data.waitingForReserve === true };
    case 'review':
      return { ...fields, status };
    case 'rejected':
      return { ...fields, status, reviewReason: data.reviewReason ?? null };
    case 'paid':
      return { ...fields, status, txDigest: data.txDigest, paidAt: data.paidAt };
    case 'released':
      return { ...fields, status };
    default:
      throw new TypeError(`unknown withdrawal status ${String(status)}`);
  }
}

/**
 * 201: a pending voucher, to submit now; 202: a request in review. Rejects with an ApiError:
 * `withdrawal_pending` while another one is open, `reserve_short`, an `over_*_limit`,
 * `withdrawals_paused`, `insufficient_balance` (nothing was taken in any of them).
 */
export async function createWithdrawal(value: bigint): Promise<PendingWithdrawal | ReviewWithdrawal> {
  const body: WithdrawalRequest = { amount: value.toString() };
  const data = parseAnswer(WithdrawalSchema, (await apiClient.post('/me/withdrawals', body)).data);
  const withdrawal = toWithdrawal(data);
  if (withdrawal.status !== 'pending' && withdrawal.status !== 'review') throw new TypeError(`a new withdrawal cannot be ${withdrawal.status}`);
  return withdrawal;
}
