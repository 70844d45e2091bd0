// POST /api/me/withdrawals { amount }: a voucher that lets `swap::withdraw` pay withdrawable
// income out in SUI. The server holds the amount until the chain shows the voucher spent.
import type { WithdrawalRequest, WithdrawalVoucher as WireVoucher } from '../../server/contract';
import { fromHex } from '@mysten/sui/utils';
import type { WithdrawVoucher } from '../chain/transactions';
import { apiClient } from './client';
import { amount } from './paging';

export interface IssuedVoucher extends WithdrawVoucher {
  /** The LiquiditySwap object the voucher is bound to. */
  pool: string;
  expiresAt: string;
}

export function toIssuedVoucher(data: WireVoucher): IssuedVoucher {
  if (!/^[0-9a-f]{128}$/i.test(data.signature)) throw new TypeError('malformed voucher signature');
  return {
    amount: amount(data.amount),
    nonce: amount(data.nonce),
    recipient: data.recipient,
    signature: fromHex(data.signature),
    pool: data.pool,
    expiresAt: data.expiresAt,
  };
}

export async function createWithdrawal(value: bigint): Promise<IssuedVoucher> {
  const body: WithdrawalRequest = { amount: value.toString() };
  const { data } = await apiClient.post<WireVoucher>('/me/withdrawals', body);
  return toIssuedVoucher(data);
}
