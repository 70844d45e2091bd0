// One display rule for amounts (amount.ts's formatDisplay): no screen formats an amount its own
// way. A cut of its own (formatAmount's maxFractionDigits) once showed "Withdrawable income
// 0 SUIL" beside "Income to withdraw 0.000016 SUIL"; floats and the browser's number formats
// would round, and disagree with the rule on the next line.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');
// The rule, and the grouping of its whole part in the reader's language (digit-grouping.ts: the
// one Intl.NumberFormat, on the bigint's own digits, only for formatAmount's `group`).
const RULE_FILES = [path.join(SRC, 'chain', 'amount.ts'), path.join(SRC, 'chain', 'digit-grouping.ts')];
// A chart's axis ticks are floats by nature (uPlot draws numbers, not base units) and name no
// amount; every figure a chart's tap, summary or table shows goes through formatDisplay.
const AXIS_FILES = [path.join(SRC, 'hooks', 'use-chart-formats.ts')];
const FORBIDDEN: [RegExp, string][] = [
  [/maxFractionDigits/, 'a fraction cut of its own (use formatDisplay)'],
  [/\.toFixed\(/, 'toFixed (floats round; use formatDisplay, or chain/format for rates)'],
  [/\.toLocaleString\(|Intl\.NumberFormat/, "the browser's number format (use formatDisplay)"],
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the display rule', () => {
  it('is the only way the app formats a number for the screen', () => {
    const problems: string[] = [];
    for (const file of sourceFiles(SRC)) {
      if (RULE_FILES.includes(file) || AXIS_FILES.includes(file)) continue;
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const [pattern, why] of FORBIDDEN) {
          if (pattern.test(line)) problems.push(`${path.relative(SRC, file)}:${index + 1}: ${why}`);
        }
      });
    }
    expect(problems).toEqual([]);
  });
});
