// A chart as a card: its title, its switches (range, coin), then the chart with a readout of the
// point under the crosshair (the last one at first), a legend whose swatches carry each series'
// pattern or dash, and a table of every figure one tap away. Loading, empty and failed states
// are the app's own. The chart's canvas is described to screen readers by a text summary (what
// it shows, first and last values, the extreme); the table holds the exact figures.
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'react-vant/es/skeleton/index.js';
import { EmptyState } from '../empty-state';
import { QueryErrorState } from '../query-error-state';
import { SectionCard } from '../section-card';
import type { ChartData, SeriesStyle } from './chart-series';
import { TimeChart } from './time-chart';
import styles from './chart-card.module.css';

export type ChartCardState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'empty'; text: string }
  | { status: 'ready' };

export interface ChartTable {
  caption: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** Said under the table (e.g. which rows are left out). */
  note?: string;
}

export interface ChartCardProps {
  title: string;
  /** Switches above the chart: range, coin. */
  controls?: ReactNode;
  state: ChartCardState;
  data: ChartData | null;
  formatX: (x: number) => string;
  formatY: (y: number, step: number) => string;
  /** What the chart shows, its first and last values and its extreme, in words. */
  summary: string;
  /** The figures of the point at `index`. */
  readout: (index: number) => ReactNode;
  legend: { label: string; style: SeriesStyle }[];
  table: ChartTable | null;
  /** Under the chart: where the figures come from, where a day starts. */
  note?: ReactNode;
  testId?: string;
}

/**
 * Around a chart: the charts' texts are a catalogue of their own (locales/<lng>/charts.json),
 * downloaded only by the pages that draw one; until it is there the chart's place shows a
 * skeleton, not the whole page.
 */
export function ChartBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className={styles.loading} role="status" aria-busy="true">
          <Skeleton title row={1} rowWidth="100%" rowHeight={150} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

function Swatch({ style }: { style: SeriesStyle }) {
  const kind = style.kind === 'bars' ? `${styles.swatchBar} ${styles[`pattern-${style.pattern}`] ?? ''}` : style.kind === 'marker' ? styles.swatchMarker : style.dash ? styles.swatchDashed : styles.swatchLine;
  return <span className={`${styles.swatch} ${kind}`} style={{ ['--swatch-color' as string]: style.color }} aria-hidden />;
}

export function ChartCard({ title, controls, state, data, formatX, formatY, summary, readout, legend, table, note, testId }: ChartCardProps) {
  const { t: tc } = useTranslation('charts');
  const hintId = useId();
  const [showTable, setShowTable] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const count = data?.x.length ?? 0;
  const [chosen, setChosen] = useState<number | null>(null);
  // The last point until one is chosen; a new range or coin starts from its last point again.
  const selected = chosen !== null && chosen < count ? chosen : count - 1;
  const [dataSeen, setDataSeen] = useState(data);
  if (dataSeen !== data) {
    setDataSeen(data);
    setChosen(null);
  }
  const ready = state.status === 'ready' && data !== null && count > 0;
  const tableShown = ready && (showTable || unavailable);

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <div className={styles.loading} role="status" aria-label={tc('loading')}>
        <Skeleton title={false} row={1} rowWidth="100%" rowHeight={150} aria-hidden />
      </div>
    );
  } else if (state.status === 'error') {
    body = <QueryErrorState error={state.error} onRetry={state.retry} />;
  } else if (state.status === 'empty' || !ready) {
    body = <EmptyState description={state.status === 'empty' ? state.text : ''} />;
  } else {
    body = (
      <>
        <p className={styles.readout} aria-live="polite" data-testid={testId ? `${testId}-readout` : undefined}>
          {readout(selected)}
        </p>
        {tableShown && table ? (
          <div className={styles.tableBox}>
            <table className={styles.table} data-testid={testId ? `${testId}-table` : undefined}>
              <caption className={styles.srOnly}>{table.caption}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.key}>
                    {row.cells.map((cell, i) =>
                      i === 0 ? (
                        <th key={i} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={i}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            {table.note ? <p className={styles.note}>{table.note}</p> : null}
          </div>
        ) : (
          <TimeChart
            data={data}
            formatX={formatX}
            formatY={formatY}
            selected={selected}
            onSelect={setChosen}
            label={summary}
            describedBy={hintId}
            onUnavailable={() => setUnavailable(true)}
          />
        )}
        <span id={hintId} className={styles.srOnly}>
          {tc('keyHint')}
        </span>
        {unavailable ? <p className={styles.note}>{tc('unavailable')}</p> : null}
        <ul className={styles.legend} aria-label={tc('legend')}>
          {legend.map((item) => (
            <li key={item.label}>
              <Swatch style={item.style} />
              {item.label}
            </li>
          ))}
        </ul>
      </>
    );
  }

  const toggle =
    ready && table && !unavailable ? (
      <button type="button" className={styles.toggle} aria-pressed={showTable} onClick={() => setShowTable((shown) => !shown)}>
        {tc('table')}
      </button>
    ) : null;

  return (
    <div className={styles.card} data-testid={testId}>
      <SectionCard title={title} extra={toggle}>
        {controls}
        {body}
        {note ? <p className={styles.note}>{note}</p> : null}
      </SectionCard>
    </div>
  );
}
