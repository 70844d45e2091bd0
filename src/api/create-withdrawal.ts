// POST /api/me/withdrawals { amount }: a voucher that lets `swap::withdraw` pay withdrawable
// income out in SUI. The voucher has no expiry: its amount has left the withdrawable income and
// stays pending until the chain pays it, so the app can complete it later, from any device.
import type { Withdrawal as WireWithdrawal, WithdrawalRequest, WithdrawalStatus, WithdrawalVoucher as WireVoucher } from '../../contract/api';
import { fromHex } from '@mysten/sui/utils';
import type { WithdrawVoucher } from '../chain/transactions';
import { apiClient } from './client';
import { amount } from './paging';

export interface IssuedVoucher extends WithdrawVoucher {
  /** The LiquiditySwap object the voucher is bound to. */
  pool: string;
}

export interface Withdrawal extends IssuedVoucher {
  id: string;
  /** pending: issued, not paid on chain yet; paid: the chain used its nonce. */
  status: WithdrawalStatus;
  txDigest: string | null;
  /** When the voucher was issued. */
  createdAt: string;
  paidAt: string | null;
}

export function toIssuedVoucher(data: WireVoucher): IssuedVoucher {
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
  return { ...toIssuedVoucher(data), id: data.id, status: data.status, txDigest: data.txDigest, createdAt: data.createdAt, paidAt: data.paidAt };
}

/** Rejects with ApiError `withdrawal_pending` while another voucher is pending (finish that one first). */
export async function createWithdrawal(value: bigint): Promise<Withdrawal> {
  const body: WithdrawalRequest = { amount: value.toString() };
  const { data } = await apiClient.post<WireWithdrawal>('/me/withdrawals', body);
  return toWithdrawal(data);
}
