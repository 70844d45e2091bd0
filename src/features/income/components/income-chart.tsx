// Income per day (issue 38): the last 7, 30 or 90 days of the user's income, one coin at a time
// (SUI or SUIL: two coins are never added up), stacked by kind, cut at midnight in the device's
// time zone. Tapping a day shows its figures; the table lists every day with income.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIncomeDaily, type IncomeChartDays } from '../../../api/get-income-daily';
import { formatDisplayAmount } from '../../../chain/format';
import { ChartBoundary, ChartCard, type ChartCardState } from '../../../components/charts/chart-card';
import { CoinSelector } from '../../../components/coin-selector';
import { DECIMALS } from '../../../config/constants';
import { useChartFormats } from '../../../hooks/use-chart-formats';
import { coinsWithIncome, INCOME_KIND_STYLES, INCOME_COINS, incomeChartData, incomeChartModel, type IncomeCoin } from '../lib/income-chart';
import { INCOME_TYPES, type IncomeType } from '../lib/income-types';
import styles from './income-chart.module.css';

const RANGES: readonly IncomeChartDays[] = ['7', '30', '90'];

function IncomeChartBody() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('charts');
  const formats = useChartFormats();
  const [days, setDays] = useState<IncomeChartDays>('30');
  const [picked, setPicked] = useState<IncomeCoin | null>(null);
  const daily = useIncomeDaily(days, formats.timeZone);
  const withIncome = daily.data ? coinsWithIncome(daily.data) : [];
  // The coin chosen, else the first with income in the range.
  const coin: IncomeCoin = picked ?? withIncome[0] ?? 'SUI';
  const labels = useMemo(() => Object.fromEntries(INCOME_TYPES.map((kind) => [kind, t(`income.types.${kind}`)])) as Record<IncomeType, string>, [t]);
  const model = useMemo(() => (daily.data ? incomeChartModel(daily.data, coin) : null), [daily.data, coin]);
  const data = useMemo(() => (model && model.total > 0n ? incomeChartData(model, labels) : null), [model, labels]);
  const amount = (value: bigint) => `${formatDisplayAmount(value, DECIMALS[coin])} ${coin}`;

  let state: ChartCardState;
  if (daily.isPending) state = { status: 'loading' };
  else if (daily.isError) state = { status: 'error', error: daily.error, retry: () => void daily.refetch() };
  else if (!model || model.total === 0n)
    state = { status: 'empty', text: withIncome.length === 0 ? tc('income.empty', { n: Number(days) }) : tc('income.emptyCoin', { coin, n: Number(days) }) };
  else state = { status: 'ready' };

  let summary = '';
  if (model && model.total > 0n) {
    const first = model.days[0]!;
    const last = model.days[model.days.length - 1]!;
    const max = model.days[model.maxDay ?? 0]!;
    summary = tc('income.summary', {
      coin,
      n: model.days.length,
      firstDate: formats.calendarDate(first.date),
      first: amount(first.total),
      lastDate: formats.calendarDate(last.date),
      last: amount(last.total),
      maxDate: formats.calendarDate(max.date),
      max: amount(max.total),
      total: amount(model.total),
    });
  }

  const breakdown = (day: { byKind: Record<IncomeType, bigint> }) =>
    INCOME_TYPES.filter((kind) => day.byKind[kind] > 0n)
      .map((kind) => `${labels[kind]} ${formatDisplayAmount(day.byKind[kind], DECIMALS[coin])}`)
      .join(' · ');

  const controls = (
    <div className={styles.controls}>
      <CoinSelector
        label={tc('range')}
        coins={RANGES}
        value={days}
        onChange={setDays}
        labels={{ '7': tc('days', { n: 7 }), '30': tc('days', { n: 30 }), '90': tc('days', { n: 90 }) }}
      />
      <CoinSelector label={tc('income.coin')} coins={INCOME_COINS} value={coin} onChange={setPicked} />
    </div>
  );

  return (
    <ChartCard
      testId="income-chart"
      title={tc('income.title')}
      controls={controls}
      state={state}
      data={data}
      formatX={(x) => (model?.days[x] ? formats.calendarDay(model.days[x].date) : '')}
      formatY={formats.axisNumber}
      summary={summary}
      readout={(index) => {
        const day = model?.days[index];
        if (!day) return null;
        return (
          <>
            <strong>{tc('income.dayTotal', { date: formats.calendarDate(day.date), amount: amount(day.total) })}</strong>
            <span>{day.total > 0n ? breakdown(day) : tc('income.noIncome')}</span>
          </>
        );
      }}
      legend={(model?.kinds ?? []).map((kind) => ({ label: labels[kind], style: INCOME_KIND_STYLES[kind] }))}
      table={
        model
          ? {
              caption: tc('income.title'),
              columns: [tc('income.columnDay'), tc('income.columnTotal', { coin }), tc('income.columnKinds')],
              rows: model.days
                .filter((day) => day.total > 0n)
                .reverse()
                .map((day) => ({ key: day.date, cells: [formats.calendarDate(day.date), formatDisplayAmount(day.total, DECIMALS[coin]), breakdown(day)] })),
              note: tc('income.tableNote'),
            }
          : null
      }
      note={tc('income.dayBoundary', { zone: daily.data?.timeZone ?? formats.timeZone })}
    />
  );
}

export function IncomeChart() {
  return (
    <ChartBoundary>
      <IncomeChartBody />
    </ChartBoundary>
  );
}
