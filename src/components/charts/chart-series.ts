// What a chart draws, independent of the library that draws it: the series and how each looks.
// Colours reach at least 3:1 against the app's surfaces (WCAG's figure for graphics) and never
// carry meaning alone: each series also has its own pattern or dash, and a label in the legend,
// the readout and the table.

/** Fill patterns of bars, drawn over the series colour in the card's own colour. */
export type ChartPattern = 'solid' | 'stripes' | 'dots' | 'cross' | 'lines';

export type SeriesStyle =
  | { kind: 'bars'; color: string; pattern: ChartPattern }
  | { kind: 'line'; color: string; dash?: number[]; points?: boolean }
  /** Points only, larger: one marked point (the pool's price now). */
  | { kind: 'marker'; color: string };

export interface ChartSeries {
  label: string;
  /** One value per x; null where the series has none. Floats: for drawing only. */
  values: (number | null)[];
  style: SeriesStyle;
}

export interface ChartData {
  /** Seconds since the epoch (`time`), or day numbers 0..n-1 (`index`). */
  x: number[];
  xKind: 'time' | 'index';
  series: ChartSeries[];
  /** Bars stacked one on another, in the order given (the first at the bottom). */
  stacked?: boolean;
  /** The y axis starts at 0 (amounts); otherwise it fits the values (a price). */
  fromZero?: boolean;
  /** The x axis spans this range (seconds) rather than just the points: the period asked for. */
  xRange?: [number, number];
}

/** The theme's chart colours (src/theme/theme.css), for canvas drawing. */
export const CHART_COLORS = {
  blue: '#6aa5ff',
  orange: '#ff9f2e',
  green: '#22c993',
  purple: '#a47bff',
  yellow: '#ffd166',
  axis: '#8d9bb8',
  grid: 'rgba(141, 155, 184, 0.18)',
  surface: '#13264f',
} as const;
