// The SUIL price in SUI as a chart (issue 38): each UTC hour's or day's last swap, then the
// pool's price now, one measure throughout (the pool's price before its fee:
// src/chain/suil-price.ts). Drawn on the exchange page and beside a claim taken as SUI.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bpsToPercent } from '../../chain/format';
import { formatSuilPrice, priceValue } from '../../chain/suil-price';
import { useChartFormats } from '../../hooks/use-chart-formats';
import { PRICE_RANGES, useSuilPriceChart, type PricePoint, type PriceRange } from '../../hooks/use-suil-price-chart';
import { CoinSelector } from '../coin-selector';
import { ChartBoundary, ChartCard, type ChartCardState } from './chart-card';
import { CHART_COLORS, type ChartData, type SeriesStyle } from './chart-series';

const SWAPS_STYLE: SeriesStyle = { kind: 'line', color: CHART_COLORS.blue, points: true };
const POOL_STYLE: SeriesStyle = { kind: 'marker', color: CHART_COLORS.orange };

function SuilPriceChartBody({ testId = 'price-chart' }: { testId?: string }) {
  const { t: tc } = useTranslation('charts');
  const formats = useChartFormats();
  const [range, setRange] = useState<PriceRange>('24h');
  const chart = useSuilPriceChart(range);
  const rangeLabels: Record<PriceRange, string> = { '24h': tc('hours', { n: 24 }), '7d': tc('days', { n: 7 }), '30d': tc('days', { n: 30 }), '90d': tc('days', { n: 90 }) };
  const points = chart.points;
  const data = useMemo<ChartData | null>(
    () =>
      points && points.length > 0
        ? {
            x: points.map((p) => p.atMs / 1000),
            xKind: 'time',
            xRange: chart.fromMs === null ? undefined : [chart.fromMs / 1000, points[points.length - 1]!.atMs / 1000],
            series: [
              { label: tc(chart.interval === 'hour' ? 'price.swapsHour' : 'price.swapsDay'), style: SWAPS_STYLE, values: points.map((p) => priceValue(p.price)) },
              { label: tc('price.poolNow'), style: POOL_STYLE, values: points.map((p) => (p.kind === 'pool' ? priceValue(p.price) : null)) },
            ],
          }
        : null,
    [points, chart.interval, chart.fromMs, tc],
  );
  const when = (p: PricePoint) => formats.dateTime(p.atMs);

  let state: ChartCardState;
  if (chart.isError) state = { status: 'error', error: chart.error, retry: chart.retry };
  else if (chart.isPending) state = { status: 'loading' };
  else if (!points || chart.noSwaps) {
    const pool = points?.find((p) => p.kind === 'pool');
    state = { status: 'empty', text: pool ? tc('price.emptyWithPool', { price: formatSuilPrice(pool.price) }) : tc('price.empty') };
  } else state = { status: 'ready' };

  let summary = '';
  if (points && points.length > 0 && !chart.noSwaps) {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    const max = points.reduce((a, b) => (priceValue(b.price) > priceValue(a.price) ? b : a));
    const min = points.reduce((a, b) => (priceValue(b.price) < priceValue(a.price) ? b : a));
    summary = tc('price.summary', {
      period: rangeLabels[range],
      first: formatSuilPrice(first.price),
      firstTime: when(first),
      last: formatSuilPrice(last.price),
      max: formatSuilPrice(max.price),
      maxTime: when(max),
      min: formatSuilPrice(min.price),
      minTime: when(min),
    });
  }

  const eventText = (p: PricePoint) => (p.kind === 'pool' ? tc('price.poolNow') : tc(chart.interval === 'hour' ? 'price.swapCountHour' : 'price.swapCountDay', { n: p.swaps }));

  return (
    <ChartCard
      testId={testId}
      title={tc('price.title')}
      controls={
        <CoinSelector
          label={tc('range')}
          coins={PRICE_RANGES}
          value={range}
          onChange={setRange}
          labels={rangeLabels}
        />
      }
      state={state}
      data={data}
      formatX={(x) => (range === '24h' ? formats.time(x * 1000) : formats.shortDate(x * 1000))}
      formatY={formats.axisNumber}
      summary={summary}
      readout={(index) => {
        const p = points?.[index];
        if (!p) return null;
        return (
          <>
            <strong>{tc('price.readout', { price: formatSuilPrice(p.price) })}</strong>
            <span>
              {when(p)} · {eventText(p)}
            </span>
          </>
        );
      }}
      legend={[
        { label: tc(chart.interval === 'hour' ? 'price.swapsHour' : 'price.swapsDay'), style: SWAPS_STYLE },
        { label: tc('price.poolNow'), style: POOL_STYLE },
      ]}
      table={
        points
          ? {
              caption: tc('price.title'),
              columns: [tc('price.columnTime'), tc('price.columnPrice'), tc('price.columnSwaps')],
              rows: points
                .slice()
                .reverse()
                .map((p) => ({ key: `${p.kind}-${p.atMs}`, cells: [when(p), formatSuilPrice(p.price), p.kind === 'pool' ? tc('price.poolNow') : String(p.swaps)] })),
            }
          : null
      }
      note={tc('price.note', { fee: chart.feeBps === null ? '' : `${bpsToPercent(chart.feeBps)}%` })}
    />
  );
}

export function SuilPriceChart(props: { testId?: string }) {
  return (
    <ChartBoundary>
      <SuilPriceChartBody {...props} />
    </ChartBoundary>
  );
}
