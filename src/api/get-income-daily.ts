// GET /api/me/income/daily?days=&tz=: the user's income summed per calendar day of their time
// zone, per type and coin (the income chart).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { IncomeDailyResponseSchema, type Coin, type IncomeType } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export type IncomeChartDays = '7' | '30' | '90';

export interface IncomeDaySum {
  type: IncomeType;
  coin: Coin;
  amount: bigint;
}

export interface IncomeDay {
  /** YYYY-MM-DD in `timeZone`. */
  date: string;
  fromMs: number;
  toMs: number;
  sums: IncomeDaySum[];
}

export interface IncomeDaily {
  timeZone: string;
  days: IncomeDay[];
}

const toSum = (s: { type: IncomeType; coin: Coin; amount: string }): IncomeDaySum => ({ ...s, amount: amount(s.amount) });

export async function getIncomeDaily(days: IncomeChartDays, timeZone: string, signal?: AbortSignal): Promise<IncomeDaily> {
  const data = parseAnswer(IncomeDailyResponseSchema, (await apiClient.get('/me/income/daily', { params: { days, tz: timeZone }, signal })).data);
  return {
    timeZone: data.timeZone,
    days: data.days.map((d) => ({ date: d.date, fromMs: Date.parse(d.from), toMs: Date.parse(d.to), sums: d.sums.map(toSum) })),
  };
}

export function getIncomeDailyQueryOptions(account: string | null, days: IncomeChartDays, timeZone: string) {
  return queryOptions({
    queryKey: apiQueryKeys.incomeDaily(account ?? '', days, timeZone),
    queryFn: ({ signal }) => getIncomeDaily(days, timeZone, signal),
    enabled: account !== null,
  });
}

export function useIncomeDaily(days: IncomeChartDays, timeZone: string) {
  return useQuery(getIncomeDailyQueryOptions(useSignedInAccount(), days, timeZone));
}
