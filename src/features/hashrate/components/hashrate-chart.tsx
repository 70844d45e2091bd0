// Remaining hashrate over time (issue 38): from the first stake until now, then projected at the
// current release rate until it runs out, on the same date as the page's "released by" line
// (lib/hashrate-timeline).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHashrateHistory } from '../../../api/get-hashrate-history';
import { bpsToPercent } from '../../../chain/format';
import { ChartBoundary, ChartCard, type ChartCardState } from '../../../components/charts/chart-card';
import { CHART_COLORS, type ChartData, type SeriesStyle } from '../../../components/charts/chart-series';
import { DECIMALS } from '../../../config/constants';
import { useChartFormats } from '../../../hooks/use-chart-formats';
import { formatHashrate, type PositionReading } from '../lib/hashrate-figures';
import { hashrateTimeline, highestPoint, type TimelinePoint } from '../lib/hashrate-timeline';
import { formatSui } from '../lib/claim-preview';

const HISTORY_STYLE: SeriesStyle = { kind: 'line', color: CHART_COLORS.blue, points: true };
const PROJECTION_STYLE: SeriesStyle = { kind: 'line', color: CHART_COLORS.orange, dash: [6, 5] };

export interface HashrateChartProps {
  /** The chain's reading of the position (null while it loads). */
  reading: PositionReading | null;
  readingFailed: boolean;
  releaseRateBps: bigint | null;
  /** When the remaining hashrate runs out: the page's own figure. */
  runsOutAtMs: number | null;
  /** The page's date and time format (the "released by" line's). */
  formatDate: (ms: number) => string;
}

const toFloat = (value: bigint) => Number(value) / 10 ** DECIMALS.SUI;

function HashrateChartBody({ reading, readingFailed, releaseRateBps, runsOutAtMs, formatDate }: HashrateChartProps) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('charts');
  const formats = useChartFormats();
  const history = useHashrateHistory();
  const points = useMemo(
    () => (history.data && reading && releaseRateBps !== null ? hashrateTimeline(history.data.changes, reading, releaseRateBps, runsOutAtMs, { complete: history.data.complete }) : null),
    [history.data, reading, releaseRateBps, runsOutAtMs],
  );
  const data = useMemo<ChartData | null>(
    () =>
      points && points.length > 0
        ? {
            x: points.map((p) => p.atMs / 1000),
            xKind: 'time',
            fromZero: true,
            series: [
              { label: tc('hashrate.history'), style: HISTORY_STYLE, values: points.map((p) => (p.projected ? null : toFloat(p.hashrate))) },
              {
                label: tc('hashrate.projection'),
                style: PROJECTION_STYLE,
                values: points.map((p) => (p.kind === 'now' || p.kind === 'runsOut' ? toFloat(p.hashrate) : null)),
              },
            ],
          }
        : null,
    [points, tc],
  );
  // Not signed in: the page says so already.
  if (history.isPending && history.fetchStatus === 'idle') return null;

  let state: ChartCardState;
  if (history.isError) state = { status: 'error', error: history.error, retry: () => void history.refetch() };
  else if (readingFailed) state = { status: 'empty', text: t('hashrate.loadFailed') };
  else if (history.isPending || !reading || releaseRateBps === null) state = { status: 'loading' };
  else if (!points || points.length === 0) state = { status: 'empty', text: tc('hashrate.empty') };
  else state = { status: 'ready' };

  const eventText = (point: TimelinePoint) =>
    point.kind === 'stake' || point.kind === 'unstake' ? tc(`hashrate.events.${point.kind}`, { amount: formatSui(point.amount ?? 0n) }) : tc(`hashrate.events.${point.kind}`);

  let summary = '';
  if (points && points.length > 0) {
    const first = points[0]!;
    const now = points.find((p) => p.kind === 'now')!;
    const end = points.find((p) => p.kind === 'runsOut');
    const max = highestPoint(points)!;
    const common = {
      start: formatDate(first.atMs),
      first: formatHashrate(first.hashrate),
      now: formatHashrate(now.hashrate),
      max: formatHashrate(max.hashrate),
      maxDate: formatDate(max.atMs),
      rate: releaseRateBps === null ? '' : `${bpsToPercent(releaseRateBps)}%`,
    };
    summary = end ? tc('hashrate.summary', { ...common, end: formatDate(end.atMs) }) : tc('hashrate.summaryEnded', common);
  }
  const end = points?.find((p) => p.kind === 'runsOut') ?? null;

  return (
    <ChartCard
      testId="hashrate-chart"
      title={tc('hashrate.title')}
      state={state}
      data={data}
      formatX={(x) => formats.shortDate(x * 1000)}
      formatY={formats.axisNumber}
      summary={summary}
      readout={(index) => {
        const point = points?.[index];
        if (!point) return null;
        return (
          <>
            <strong>{tc('hashrate.readout', { time: formatDate(point.atMs), amount: formatHashrate(point.hashrate) })}</strong>
            <span>{eventText(point)}</span>
          </>
        );
      }}
      legend={[
        { label: tc('hashrate.history'), style: HISTORY_STYLE },
        { label: tc('hashrate.projection'), style: PROJECTION_STYLE },
      ]}
      table={
        points
          ? {
              caption: tc('hashrate.title'),
              columns: [tc('hashrate.columnTime'), tc('hashrate.columnEvent'), tc('hashrate.columnRemaining')],
              rows: points
                .filter((p) => p.kind !== 'beforeChange')
                .map((p, i) => ({ key: `${p.atMs}-${p.kind}-${i}`, cells: [formatDate(p.atMs), eventText(p), formatHashrate(p.hashrate)] })),
            }
          : null
      }
      note={
        <>
          {end ? (
            <span data-testid="hashrate-chart-end">{tc('hashrate.endsOn', { time: formatDate(end.atMs) })} </span>
          ) : null}
          {tc('hashrate.note')}
        </>
      }
    />
  );
}

export function HashrateChart(props: HashrateChartProps) {
  return (
    <ChartBoundary>
      <HashrateChartBody {...props} />
    </ChartBoundary>
  );
}
