// react-vant's icons with their path data rounded (vite/icon-paths.ts): whole units of their
// 1024-unit grid, the same shape, in every icon module the app imports.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconPathsPlugin, roundPathData } from '../vite/icon-paths.ts';

const ICONS = path.resolve(import.meta.dirname, '../node_modules/@react-vant/icons/es');

/** The absolute end points of a path of M, L, H, V, Z and their relative forms (enough to follow the rounding). */
function endPoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  let start: [number, number] = [0, 0];
  for (const [, command, args] of d.matchAll(/([MLHVZmlhvz])([^MLHVZmlhvz]*)/g)) {
    const n = (args!.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const relative = command === command!.toLowerCase();
    const step = (dx: number, dy: number) => {
      x = relative ? x + dx : dx;
      y = relative ? y + dy : dy;
      points.push([x, y]);
    };
    switch (command!.toUpperCase()) {
      case 'M':
        step(n[0]!, n[1]!);
        start = [x, y];
        for (let i = 2; i < n.length; i += 2) step(n[i]!, n[i + 1]!);
        break;
      case 'Z':
        [x, y] = start;
        points.push([x, y]);
        break;
      case 'L':
        for (let i = 0; i < n.length; i += 2) step(n[i]!, n[i + 1]!);
        break;
      case 'H':
        for (const v of n) step(v, relative ? 0 : y);
        break;
      case 'V':
        for (const v of n) step(relative ? 0 : x, v);
        break;
    }
  }
  return points;
}

describe('icon paths', () => {
  it('rounds to whole units where each point lands, so that the error does not grow with the steps', () => {
    // Runs of short relative steps: rounding each step alone would draw nothing (0.4 -> 0); the
    // rounded path still ends where the original does, within about a unit, however long the run.
    for (const steps of [10, 1000]) {
      const d = `M10.2 10.2${'l.4 .4'.repeat(steps)}h-.4v-.4`;
      const rounded = roundPathData(d);
      expect(rounded).not.toMatch(/\.\d/);
      const [ox, oy] = endPoints(d).at(-1)!;
      const [rx, ry] = endPoints(rounded).at(-1)!;
      expect(Math.abs(ox - rx)).toBeLessThanOrEqual(1.5);
      expect(Math.abs(oy - ry)).toBeLessThanOrEqual(1.5);
    }
  });

  it('rewrites the path data of a react-vant icon module, and nothing else', () => {
    const plugin = iconPathsPlugin();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const file = path.join(ICONS, 'FlowerO.js');
    const code = fs.readFileSync(file, 'utf8');
    const out = transform(code, file)!.code;
    expect(out.length).toBeLessThan(code.length * 0.7);
    expect(out.replace(/\bd: "[^"]+"/g, 'd')).toBe(code.replace(/\bd: "[^"]+"/g, 'd'));
    expect(out).toMatch(/\bd: "M290 438c/);
    expect(transform(code, '/work/src/components/icon.js')).toBeNull();
  });
});
