import { describe, expect, it } from 'vitest';
import type { IncomeDaily } from '../../../api/get-income-daily';
import { coinsWithIncome, incomeChartData, incomeChartModel } from './income-chart';

const day = (date: string, sums: IncomeDaily['days'][number]['sums']) => ({ date, fromMs: 0, toMs: 0, sums });
const daily: IncomeDaily = {
  timeZone: 'Asia/Shanghai',
  days: [
    day('2026-11-19', []),
    day('2026-11-20', [
      { type: 'direct', coin: 'SUI', amount: 500_000_000n },
      { type: 'static', coin: 'SUIL', amount: 1_940_000_000n },
    ]),
    day('2026-11-21', [
      { type: 'static', coin: 'SUI', amount: 95_000_000n },
      { type: 'direct', coin: 'SUI', amount: 100_000_000n },
      { type: 'team', coin: 'SUI', amount: 3n },
    ]),
  ],
};
const labels = { static: 'Static', direct: 'Direct', indirect: 'Indirect', team: 'Team', peer: 'Peer' };

describe('the income chart', () => {
  it('keeps one coin, sums each day by kind and finds the highest day', () => {
    const sui = incomeChartModel(daily, 'SUI');
    expect(sui.days.map((d) => d.total)).toEqual([0n, 500_000_000n, 195_000_003n]);
    expect(sui.days[2]!.byKind).toEqual({ static: 95_000_000n, direct: 100_000_000n, indirect: 0n, team: 3n, peer: 0n });
    expect([sui.kinds, sui.total, sui.maxDay]).toEqual([['static', 'direct', 'team'], 695_000_003n, 1]);
    const suil = incomeChartModel(daily, 'SUIL');
    expect([suil.kinds, suil.total, suil.maxDay]).toEqual([['static'], 1_940_000_000n, 1]);
  });

  it('names the coins that have income, SUI first', () => {
    expect(coinsWithIncome(daily)).toEqual(['SUI', 'SUIL']);
    expect(coinsWithIncome({ timeZone: 'UTC', days: [day('2026-11-21', [])] })).toEqual([]);
  });

  it('draws a bar a day with the kinds present, stacked in the product’s order', () => {
    const data = incomeChartData(incomeChartModel(daily, 'SUI'), labels);
    expect(data.x).toEqual([0, 1, 2]);
    expect(data.series.map((s) => [s.label, s.values])).toEqual([
      ['Static', [0, 0, 0.095]],
      ['Direct', [0, 0.5, 0.1]],
      ['Team', [0, 0, 3e-9]],
    ]);
    expect(data.stacked).toBe(true);
  });
});
