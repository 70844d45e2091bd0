// react-vant's icons with their path data rounded: @react-vant/icons draws each icon on a
// 1024-unit grid with three decimals (137.702), a thousandth of a unit being a fifty-thousandth
// of a pixel at the icons' size. The home screen's icons are in the prerendered document
// (vite/prerender.ts), whose size decides how many round trips the first paint waits for on a
// slow connection (issue 37).
import { optimize } from 'svgo';
import type { Plugin } from 'vite';

/** An icon module of @react-vant/icons (ES build): `React.createElement("path", { d: "…" })`. */
const ICON_MODULE = /[\\/]node_modules[\\/]@react-vant[\\/]icons[\\/]es[\\/][A-Z]\w*\.js$/;
const PATH_DATA = /\bd: "([^"]+)"/g;

/** The decimals kept: 0 rounds to whole units, 1/1024 of the icon (0.02 px at 20 px). */
const PRECISION = 0;

/**
 * SVGO's convertPathData with only its rounding and its shorter spellings of the same segments:
 * it rounds each point where it lands, relative steps taken from the rounded points, so that the
 * error stays about a unit however many steps lead to a point. Its reshaping of curves (into
 * arcs, quadratics or lines within a tolerance) and its dropping of short segments stay off: on
 * react-vant's icons they moved edges by up to a pixel at 512 px, where the rounding alone moves
 * none (every icon rendered at 512 px both ways: at most 5 pixels differ by more than half,
 * against 2,767 with SVGO's defaults).
 */
const CONVERT_PATH_DATA = {
  // false turns it off (svgo/plugins/convertPathData.js tests it), though SVGO's types take only its settings.
  makeArcs: false as unknown as undefined,
  straightCurves: false,
  convertToQ: false,
  curveSmoothShorthands: false,
  removeUseless: false,
  collapseRepeated: false,
  smartArcRounding: false,
} as const;

/** `d` rounded to `precision` decimals (CONVERT_PATH_DATA). */
export function roundPathData(d: string, precision = PRECISION): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024"><path d="${d}"/></svg>`;
  const params = { ...CONVERT_PATH_DATA, floatPrecision: precision };
  const { data } = optimize(svg, { plugins: [{ name: 'convertPathData', params }] });
  const rounded = / d="([^"]+)"/.exec(data)?.[1];
  if (!rounded) throw new Error(`icon-paths: SVGO returned no path for ${d.slice(0, 40)}…`);
  return rounded;
}

/** Rounds the path data of every react-vant icon the app imports, in the build, the prerender and dev alike (so that hydration sees the same markup). */
export function iconPathsPlugin(): Plugin {
  return {
    name: 'suil-icon-paths',
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      return { code: code.replace(PATH_DATA, (_match, d: string) => `d: "${roundPathData(d)}"`), map: null };
    },
  };
}
