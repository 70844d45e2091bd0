// Figures are never cut (issue 20): where a figure's box is narrow (a three-column grid of
// balances), the group's type shrinks until its widest figure fits, together, so the figures
// of one group keep one size. Words still wrap first (a figure and its unit may take two lines);
// only a single word wider than its box makes the type smaller.
import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** The CSS variable the group's figures multiply their type size by (1 when all fit). */
export const FIGURE_SCALE_VARIABLE = '--suil-figure-scale';
/** Never smaller than this share of the design size. */
export const MIN_FIGURE_SCALE = 0.5;
const STEP = 0.05;

/** Whether some box of `boxes` holds content wider than itself. */
function overflowing(boxes: HTMLElement[]): number {
  let scale = 1;
  for (const box of boxes) {
    if (box.clientWidth > 0 && box.scrollWidth > box.clientWidth) scale = Math.min(scale, box.clientWidth / box.scrollWidth);
  }
  return scale;
}

/**
 * Sets `--suil-figure-scale` on the group so that every element matching `selector` inside it
 * fits its box: measured at full size, then stepped down (5% at a time, from the measured
 * ratio) while one still runs over. After every render, on resize and when fonts arrive.
 */
export function fitFigures(root: HTMLElement, selector: string): void {
  root.style.removeProperty(FIGURE_SCALE_VARIABLE);
  const boxes = Array.from(root.querySelectorAll<HTMLElement>(selector));
  const ratio = overflowing(boxes);
  if (ratio >= 1) return;
  let scale = Math.max(MIN_FIGURE_SCALE, Math.floor(ratio / STEP) * STEP);
  root.style.setProperty(FIGURE_SCALE_VARIABLE, String(Math.round(scale * 100) / 100));
  while (scale > MIN_FIGURE_SCALE && overflowing(boxes) < 1) {
    scale = Math.max(MIN_FIGURE_SCALE, scale - STEP);
    root.style.setProperty(FIGURE_SCALE_VARIABLE, String(Math.round(scale * 100) / 100));
  }
}

export function useFitFigures(ref: RefObject<HTMLElement | null>, selector: string): void {
  // After every render: the figures may have changed.
  useLayoutEffect(() => {
    if (ref.current) fitFigures(ref.current, selector);
  });
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let width = root.clientWidth;
    const refit = () => fitFigures(root, selector);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            // Only a new width changes what fits (a new height is this hook's own doing).
            if (root.clientWidth === width) return;
            width = root.clientWidth;
            refit();
          });
    observer?.observe(root);
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    fonts?.addEventListener?.('loadingdone', refit);
    void fonts?.ready.then(refit);
    return () => {
      observer?.disconnect();
      fonts?.removeEventListener?.('loadingdone', refit);
    };
  }, [ref, selector]);
}
