import { describe, expect, it } from 'vitest';
import { FIGURE_SCALE_VARIABLE, fitFigures, MIN_FIGURE_SCALE } from './fit-figures';

/** A box `width` px wide whose text is `textWidth` px at full size and scales with the group's variable. */
function figureBox(root: HTMLElement, width: number, textWidth: number) {
  const box = document.createElement('dd');
  box.className = 'value';
  const scale = () => Number(root.style.getPropertyValue(FIGURE_SCALE_VARIABLE) || 1);
  Object.defineProperty(box, 'clientWidth', { get: () => width });
  // Type does not scale exactly with its size (hinting, rounding): a pixel more than linear.
  Object.defineProperty(box, 'scrollWidth', { configurable: true, get: () => Math.max(width, Math.ceil(textWidth * scale()) + (scale() < 1 ? 1 : 0)) });
  root.append(box);
  return box;
}

describe('fitFigures', () => {
  it('leaves figures that fit at their size', () => {
    const root = document.createElement('dl');
    figureBox(root, 100, 80);
    figureBox(root, 100, 100);
    fitFigures(root, '.value');
    expect(root.style.getPropertyValue(FIGURE_SCALE_VARIABLE)).toBe('');
  });

  it('shrinks the whole group until its widest figure fits, never cutting it', () => {
    const root = document.createElement('dl');
    const boxes = [figureBox(root, 96, 60), figureBox(root, 96, 118), figureBox(root, 96, 70)];
    fitFigures(root, '.value');
    const scale = Number(root.style.getPropertyValue(FIGURE_SCALE_VARIABLE));
    expect(scale).toBeLessThan(1);
    expect(scale).toBeGreaterThanOrEqual(0.75);
    for (const box of boxes) expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  });

  it('measures again from full size: a shorter figure later grows back', () => {
    const root = document.createElement('dl');
    const box = figureBox(root, 96, 150);
    fitFigures(root, '.value');
    expect(Number(root.style.getPropertyValue(FIGURE_SCALE_VARIABLE))).toBeLessThan(0.7);
    Object.defineProperty(box, 'scrollWidth', { get: () => 90 });
    fitFigures(root, '.value');
    expect(root.style.getPropertyValue(FIGURE_SCALE_VARIABLE)).toBe('');
  });

  it('stops at the smallest scale', () => {
    const root = document.createElement('dl');
    figureBox(root, 50, 1_000);
    fitFigures(root, '.value');
    expect(Number(root.style.getPropertyValue(FIGURE_SCALE_VARIABLE))).toBe(MIN_FIGURE_SCALE);
  });
});
