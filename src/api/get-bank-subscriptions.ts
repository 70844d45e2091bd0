// GET /api/bank/subscriptions: the user's bank positions with their daily income records.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BankSubscriptionsResponseSchema, type BankSubscription as WireSubscription, type Coin } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount, firstPage, mapPage, pageParams } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export interface BankIncomeRecord {
  day: number;
  releasedAt: string;
  gross: bigint;
  fee: bigint;
  net: bigint;
}

export interface BankSubscription {
  id: string;
  productId: string;
  coin: Coin;
  principal: bigint;
  dailyRateBps: number;
  lockDays: number;
  days: number;
  generatedIncome: bigint;
  incomeFee: bigint;
  startAt: string;
  expiresAt: string;
  renewals: number;
  redeemableAt: string;
  status: 'active' | 'redeemed';
  redeemedAt: string | null;
  incomeRecords: BankIncomeRecord[];
}

export function toBankSubscription(subscription: WireSubscription): BankSubscription {
  return {
    ...subscription,
    principal: amount(subscription.principal),
    generatedIncome: amount(subscription.generatedIncome),
    incomeFee: amount(subscription.incomeFee),
    incomeRecords: subscription.incomeRecords.map((record) => ({
      ...record,
      gross: amount(record.gross),
      fee: amount(record.fee),
      net: amount(record.net),
    })),
  };
}

export async function getBankSubscriptions(cursor: string | null, signal?: AbortSignal) {
  const data = parseAnswer(BankSubscriptionsResponseSchema, (await apiClient.get('/bank/subscriptions', { params: pageParams(cursor), signal })).data);
  return mapPage(data, toBankSubscription);
}

export function getBankSubscriptionsQueryOptions(account: string | null) {
  return infiniteQueryOptions({
    queryKey: apiQueryKeys.bankSubscriptions(account ?? ''),
    queryFn: ({ pageParam, signal }) => getBankSubscriptions(pageParam, signal),
    ...firstPage,
    enabled: account !== null,
  });
}

export function useBankSubscriptions() {
  return useInfiniteQuery(getBankSubscriptionsQueryOptions(useSignedInAccount()));
}
