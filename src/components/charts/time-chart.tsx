// A chart's drawing: uPlot, imported when the chart is first shown (never with the app's first
// paint), sized to its box and redrawn when the box or the data changes. The crosshair and the
// selected point are the parent's: a finger, the mouse or the arrow keys move it, and the
// readout beside the chart says what is there. Busy while the library loads.
import { useEffect, useRef, useState } from 'react';
import type { ChartData } from './chart-series';
import type { DrawnChart } from './uplot-chart';
import styles from './chart-card.module.css';

export interface TimeChartProps {
  data: ChartData;
  formatX: (x: number) => string;
  formatY: (y: number, step: number) => string;
  selected: number;
  onSelect: (index: number) => void;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  /** The id of the text that says how to move along it with the keyboard. */
  describedBy: string;
  /** Said when the library cannot be loaded or the browser cannot draw: the table still holds every figure. */
  onUnavailable: () => void;
  height?: number;
}

export function TimeChart({ data, formatX, formatY, selected, onSelect, label, describedBy, onUnavailable, height = 188 }: TimeChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<DrawnChart | null>(null);
  const [ready, setReady] = useState(false);
  // The latest callbacks, for the drawn chart's hooks (it is drawn again only when the data changes).
  const latest = useRef({ formatX, formatY, onSelect, onUnavailable });
  useEffect(() => {
    latest.current = { formatX, formatY, onSelect, onUnavailable };
  });

  useEffect(() => {
    const box = host.current;
    if (!box) return;
    let gone = false;
    let observer: ResizeObserver | null = null;
    setReady(false);
    import('./uplot-chart')
      .then(({ drawChart }) => {
        if (gone) return;
        box.replaceChildren();
        chart.current = drawChart(box, {
          data,
          width: Math.max(box.clientWidth, 120),
          height,
          formatX: (x) => latest.current.formatX(x),
          formatY: (y, step) => latest.current.formatY(y, step),
          onSelect: (index) => latest.current.onSelect(index),
        });
        observer = new ResizeObserver(() => chart.current?.setSize(Math.max(box.clientWidth, 120)));
        observer.observe(box);
        setReady(true);
      })
      .catch(() => {
        if (!gone) latest.current.onUnavailable();
      });
    return () => {
      gone = true;
      observer?.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [data, height]);

  useEffect(() => {
    if (ready) chart.current?.select(selected);
  }, [ready, selected]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const last = data.x.length - 1;
    const next = { ArrowLeft: selected - 1, ArrowRight: selected + 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(Math.min(Math.max(next, 0), last));
  };

  return (
    <div
      className={styles.plot}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={!ready}
      tabIndex={0}
      onKeyDown={onKeyDown}
      style={{ height }}
    >
      <div ref={host} className={styles.canvas} aria-hidden />
    </div>
  );
}
