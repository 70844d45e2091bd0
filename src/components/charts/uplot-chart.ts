// The one module that knows uPlot (loaded with a dynamic import by time-chart.tsx, so only the
// pages that draw a chart download it). Draws ChartData on a canvas, with a vertical crosshair
// that follows the mouse and the finger (pointer events: touch-action pan-y keeps the page's
// vertical scrolling and gives horizontal moves to the chart) and stays where it was left.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_COLORS, type ChartData, type ChartPattern } from './chart-series';

export interface DrawOptions {
  data: ChartData;
  width: number;
  height: number;
  formatX: (x: number) => string;
  /** `step`: the distance between two ticks, so that neighbouring labels differ. */
  formatY: (y: number, step: number) => string;
  /** The index the crosshair is on (a user moved it). */
  onSelect: (index: number) => void;
}

export interface DrawnChart {
  setSize(width: number): void;
  select(index: number): void;
  destroy(): void;
}

const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

/** A bar fill: the colour, with the pattern drawn over it in the card's colour. */
function patternFill(ctx: CanvasRenderingContext2D, color: string, pattern: ChartPattern): string | CanvasPattern {
  if (pattern === 'solid') return color;
  const tile = document.createElement('canvas');
  tile.width = tile.height = 8;
  const g = tile.getContext('2d');
  if (!g) return color;
  g.fillStyle = color;
  g.fillRect(0, 0, 8, 8);
  g.strokeStyle = g.fillStyle = CHART_COLORS.surface;
  g.lineWidth = 1.5;
  g.beginPath();
  if (pattern === 'stripes') {
    g.moveTo(0, 8);
    g.lineTo(8, 0);
    g.moveTo(-2, 2);
    g.lineTo(2, -2);
    g.moveTo(6, 10);
    g.lineTo(10, 6);
  } else if (pattern === 'lines') {
    g.moveTo(0, 4);
    g.lineTo(8, 4);
  } else if (pattern === 'cross') {
    g.moveTo(0, 0);
    g.lineTo(8, 8);
    g.moveTo(8, 0);
    g.lineTo(0, 8);
  }
  g.stroke();
  if (pattern === 'dots') {
    g.beginPath();
    g.arc(4, 4, 1.6, 0, Math.PI * 2);
    g.fill();
  }
  return ctx.createPattern(tile, 'repeat') ?? color;
}

/** uPlot's data: x, then each series (stacked bars as running sums, drawn top first). */
function uplotData(data: ChartData): { aligned: uPlot.AlignedData; order: number[] } {
  const order = data.series.map((_, i) => i);
  if (!data.stacked) return { aligned: [data.x, ...data.series.map((s) => s.values)] as uPlot.AlignedData, order };
  const sums = data.series.map(() => new Array<number | null>(data.x.length).fill(null));
  for (let j = 0; j < data.x.length; j++) {
    let total = 0;
    data.series.forEach((s, i) => {
      total += s.values[j] ?? 0;
      sums[i]![j] = total;
    });
  }
  // The tallest (all series) is drawn first, each lower one over it.
  const reversed = order.slice().reverse();
  return { aligned: [data.x, ...reversed.map((i) => sums[i]!)] as uPlot.AlignedData, order: reversed };
}

export function drawChart(host: HTMLElement, options: DrawOptions): DrawnChart {
  const { data } = options;
  const probe = document.createElement('canvas').getContext('2d');
  if (!probe) throw new Error('no canvas');
  const { aligned, order } = uplotData(data);
  const yAxisSize = (self: uPlot, values: string[] | null) => {
    if (!values) return 40;
    self.ctx.font = FONT;
    return Math.ceil(Math.max(...values.map((v) => self.ctx.measureText(v).width), 10)) + 14;
  };
  const series: uPlot.Series[] = [
    {},
    ...order.map((i): uPlot.Series => {
      const s = data.series[i]!;
      const style = s.style;
      if (style.kind === 'bars') {
        return {
          label: s.label,
          stroke: style.color,
          width: 0,
          fill: (self: uPlot) => patternFill(self.ctx, style.color, style.pattern),
          paths: uPlot.paths.bars!({ size: [0.72, 36], gap: 1 }),
          points: { show: false },
        };
      }
      if (style.kind === 'marker') {
        return { label: s.label, stroke: style.color, width: 0, paths: () => null, points: { show: true, size: 11, width: 2, stroke: style.color, fill: CHART_COLORS.surface } };
      }
      return {
        label: s.label,
        stroke: style.color,
        width: 2,
        dash: style.dash,
        spanGaps: true,
        points: { show: style.points ?? false, size: 6, width: 1.5, stroke: style.color, fill: style.color },
      };
    }),
  ];
  const axisBase = { stroke: CHART_COLORS.axis, font: FONT, grid: { stroke: CHART_COLORS.grid, width: 1 }, ticks: { show: false } };
  const plot = new uPlot(
    {
      width: options.width,
      height: options.height,
      legend: { show: false },
      // Room on the right for half of the last x label ("4:00 PM"), which uPlot centres on its tick.
      padding: [10, 26, 0, 0],
      cursor: {
        x: true,
        y: false,
        drag: { x: false, y: false, setScale: false },
        points: { show: !data.stacked, size: 9, width: 2, fill: CHART_COLORS.surface },
        // The crosshair stays where the pointer left it: the readout shows that point.
        bind: { mouseleave: () => null },
      },
      scales: {
        x:
          data.xKind === 'index'
            ? { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] }
            : {
                time: true,
                range: (_u, min, max) => {
                  const [from, to] = data.xRange ? [Math.min(data.xRange[0], min), Math.max(data.xRange[1], max)] : [min, max];
                  return from === to ? [from - 3_600, to + 3_600] : [from, to];
                },
              },
        y: data.fromZero
          ? { range: (_u, _min, max) => [0, max > 0 ? max * 1.12 : 1] }
          : { range: (_u, min, max) => { const pad = (max - min || Math.abs(max) || 1) * 0.15; return [Math.max(0, min - pad), max + pad]; } },
      },
      axes: [
        {
          ...axisBase,
          space: 64,
          size: 30,
          ...(data.xKind === 'index' ? { incrs: [1, 2, 3, 5, 7, 10, 14, 15, 30, 45, 60, 90] } : {}),
          values: (_u, splits) => splits.map((x) => (data.xKind === 'index' && !Number.isInteger(x) ? '' : options.formatX(x))),
        },
        {
          ...axisBase,
          space: 32,
          size: yAxisSize,
          values: (_u, splits) => {
            const step = splits.length > 1 ? Math.abs(splits[1]! - splits[0]!) : 0;
            return splits.map((y) => options.formatY(y, step));
          },
        },
      ],
      series,
      hooks: {
        setCursor: [
          (self) => {
            const index = self.cursor.idx;
            if (index !== null && index !== undefined) options.onSelect(index);
          },
        ],
      },
    },
    aligned,
    host,
  );

  const over = plot.over;
  over.style.touchAction = 'pan-y';
  const follow = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    const box = over.getBoundingClientRect();
    plot.setCursor({ left: Math.min(Math.max(event.clientX - box.left, 0), box.width), top: Math.min(Math.max(event.clientY - box.top, 0), box.height) });
  };
  over.addEventListener('pointerdown', follow);
  over.addEventListener('pointermove', follow);

  const select = (index: number) => {
    const x = data.x[index];
    if (x === undefined) return;
    const top = aligned.slice(1).reduce<number | null>((best, values) => {
      const v = values[index];
      return typeof v === 'number' && (best === null || v > best) ? v : best;
    }, null);
    plot.setCursor({ left: plot.valToPos(x, 'x'), top: top === null ? 0 : plot.valToPos(top, 'y') }, false);
  };

  return {
    setSize: (width) => plot.setSize({ width, height: options.height }),
    select,
    destroy: () => {
      over.removeEventListener('pointerdown', follow);
      over.removeEventListener('pointermove', follow);
      plot.destroy();
    },
  };
}
