// Bank income, computed from time rather than stored by a daily job: a subscription earns
// principal * dailyRateBps / 10000 for every whole day since it started (until it is
// redeemed), less the fee (3%) on that income. The lock term renews by itself while the
// principal stays: the current term is the one the elapsed time falls in.
import type { BankIncomeRecord, BankSubscription } from '../contract/api.ts';
import type { SubscriptionRow } from './db/bank-subscriptions.ts';
import { iso } from './http.ts';

export const DAY_MS = 86_400_000;
const BPS = 10_000n;
const SHOWN_RECORDS = 30;

export interface BankIncome {
  days: number;
  perDayGross: bigint;
  perDayFee: bigint;
  gross: bigint;
  fee: bigint;
  net: bigint;
}

/** Income up to `until` (ms): whole days only. */
export function bankIncome(row: Pick<SubscriptionRow, 'principal' | 'daily_rate_bps' | 'fee_bps' | 'start_at'>, until: number): BankIncome {
  const start = new Date(row.start_at).getTime();
  const days = Math.max(0, Math.floor((until - start) / DAY_MS));
  const perDayGross = (BigInt(row.principal) * BigInt(row.daily_rate_bps)) / BPS;
  const perDayFee = (perDayGross * BigInt(row.fee_bps)) / BPS;
  const gross = perDayGross * BigInt(days);
  const fee = perDayFee * BigInt(days);
  return { days, perDayGross, perDayFee, gross, fee, net: gross - fee };
}

export function subscriptionJson(row: SubscriptionRow, now: number): BankSubscription {
  const start = new Date(row.start_at).getTime();
  const until = row.redeemed_at ? new Date(row.redeemed_at).getTime() : now;
  const income = bankIncome(row, until);
  const lockMs = Number(row.lock_days) * DAY_MS;
  const term = Math.max(0, Math.floor((until - start) / lockMs));
  const records: BankIncomeRecord[] = [];
  for (let day = income.days; day >= 1 && records.length < SHOWN_RECORDS; day--) {
    records.push({
      day,
      releasedAt: iso(start + day * DAY_MS),
      gross: income.perDayGross.toString(),
      fee: income.perDayFee.toString(),
      net: (income.perDayGross - income.perDayFee).toString(),
    });
  }
  return {
    id: row.id,
    productId: row.product_id,
    coin: row.coin,
    principal: row.principal,
    dailyRateBps: Number(row.daily_rate_bps),
    lockDays: Number(row.lock_days),
    days: income.days,
    generatedIncome: income.net.toString(),
    incomeFee: income.fee.toString(),
    startAt: iso(start),
    expiresAt: iso(start + (term + 1) * lockMs),
    renewals: term,
    redeemableAt: iso(start + lockMs),
    status: row.status,
    redeemedAt: row.redeemed_at ? iso(row.redeemed_at) : null,
    incomeRecords: records,
  };
}
