// The income chart's figures (pure): one coin's income per day, by kind, stacked in the order of
// docs/product.md §3, from the server's sums per day (GET /api/me/income/daily). Amounts stay
// bigint; floats are made only for drawing.
import type { IncomeDaily, IncomeDay } from '../../../api/get-income-daily';
import type { ChartData, SeriesStyle } from '../../../components/charts/chart-series';
import { CHART_COLORS } from '../../../components/charts/chart-series';
import { DECIMALS } from '../../../config/constants';
import { INCOME_TYPES, type IncomeType } from './income-types';

export type IncomeCoin = 'SUI' | 'SUIL';
export const INCOME_COINS: readonly IncomeCoin[] = ['SUI', 'SUIL'];

/** Each kind's colour and pattern: the pattern tells kinds apart without the colour. */
export const INCOME_KIND_STYLES: Record<IncomeType, SeriesStyle> = {
  static: { kind: 'bars', color: CHART_COLORS.blue, pattern: 'solid' },
  direct: { kind: 'bars', color: CHART_COLORS.orange, pattern: 'stripes' },
  indirect: { kind: 'bars', color: CHART_COLORS.green, pattern: 'dots' },
  team: { kind: 'bars', color: CHART_COLORS.purple, pattern: 'cross' },
  peer: { kind: 'bars', color: CHART_COLORS.yellow, pattern: 'lines' },
};

export interface IncomeChartDay {
  date: string;
  byKind: Record<IncomeType, bigint>;
  total: bigint;
}

export interface IncomeChartModel {
  coin: IncomeCoin;
  days: IncomeChartDay[];
  /** The kinds with income in the range, in the stacking order. */
  kinds: IncomeType[];
  total: bigint;
  /** The day with the most income (the first such day); null when none has any. */
  maxDay: number | null;
}

function dayOf(day: IncomeDay, coin: IncomeCoin): IncomeChartDay {
  const byKind = Object.fromEntries(INCOME_TYPES.map((kind) => [kind, 0n])) as Record<IncomeType, bigint>;
  for (const sum of day.sums) if (sum.coin === coin) byKind[sum.type] += sum.amount;
  return { date: day.date, byKind, total: INCOME_TYPES.reduce((total, kind) => total + byKind[kind], 0n) };
}

export function incomeChartModel(daily: IncomeDaily, coin: IncomeCoin): IncomeChartModel {
  const days = daily.days.map((day) => dayOf(day, coin));
  const kinds = INCOME_TYPES.filter((kind) => days.some((day) => day.byKind[kind] > 0n));
  let maxDay: number | null = null;
  days.forEach((day, i) => {
    if (day.total > 0n && (maxDay === null || day.total > days[maxDay]!.total)) maxDay = i;
  });
  return { coin, days, kinds, total: days.reduce((total, day) => total + day.total, 0n), maxDay };
}

/** The coins with income in the range, SUI first. */
export function coinsWithIncome(daily: IncomeDaily): IncomeCoin[] {
  return INCOME_COINS.filter((coin) => daily.days.some((day) => day.sums.some((sum) => sum.coin === coin && sum.amount > 0n)));
}

const toFloat = (amount: bigint) => Number(amount) / 10 ** DECIMALS.SUI;

/** What the chart draws: a bar a day, the kinds stacked. */
export function incomeChartData(model: IncomeChartModel, labels: Record<IncomeType, string>): ChartData {
  return {
    x: model.days.map((_, i) => i),
    xKind: 'index',
    stacked: true,
    fromZero: true,
    series: model.kinds.map((kind) => ({ label: labels[kind], style: INCOME_KIND_STYLES[kind], values: model.days.map((day) => toFloat(day.byKind[kind])) })),
  };
}
