// The charts (issue 38) at 375x812 against the real node and server. A user stakes; on each of
// two days of the chain's clock the user claims as SUI and a friend below claims as SUI (static
// and direct income). Then:
// - the income chart has exactly two days with income, each the sum of that day's income
//   records (days cut at midnight in the browser's zone, here Asia/Shanghai), and a tap on the
//   chart and the arrow keys show each day's figures;
// - the hashrate chart ends on the date the page says the hashrate is released by;
// - after two swaps an hour apart, the price chart's last points are those two swaps, priced
//   from their Swapped events, and the pool's price now from its reserves on chain.
// CHART_SHOTS=<folder> saves each chart at 375 px in English and in Chinese there.
import path from 'node:path';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { Locator, Page } from '@playwright/test';
import type { IncomeResponse, SuilPriceResponse } from '../contract/api.ts';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { LiquiditySwapBcs } from '../server/payouts/liquidity-swap.ts';
import { formatDisplay } from '../src/chain/amount.ts';
import { formatSuilPrice } from '../src/chain/suil-price.ts';
import { advanceClockForServer, bindInviter, claimInSui, client, DAY_MS, faucet, ids, sendSuilFromDevRoot, SERVER, stake, SUI, swapSuil } from './support/chain.ts';
import { APP_PATH, expect, test } from './support/console-guard.ts';
import { figure } from './support/figures.ts';
import { logIn, openConnected } from './support/session.ts';

const ZONE = 'Asia/Shanghai';
test.use({ timezoneId: ZONE });
const SHOTS = process.env.CHART_SHOTS;

const user = new Ed25519Keypair();
const address = user.toSuiAddress();
const friend = new Ed25519Keypair();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await faucet(address);
  await faucet(address);
  await faucet(friend.toSuiAddress());
  await bindInviter(user, DEV_ROOT_ADDRESS);
  await bindInviter(friend, address);
  await stake(user, 100n * SUI);
  await stake(friend, 300n * SUI);
  // Two days of accrual, a claim by each at the end of each day: the user's static income (SUI)
  // and the direct income of the friend's claim (10% of its SUI).
  for (let day = 0; day < 2; day++) {
    await advanceClockForServer(DAY_MS);
    await claimInSui(user);
    await claimInSui(friend);
  }
  await faucet(DEV_ROOT_ADDRESS); // the root pays the gas
  await sendSuilFromDevRoot(address, 500n * SUI);
});

/** The app's way of writing a calendar date (charts' calendarDate: medium, en-US). */
const calendarDate = (date: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));
/** YYYY-MM-DD of an instant in ZONE. */
const zoneDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.parse(iso));

async function api<T>(page: Page, pathAndQuery: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const res = await fetch(`${SERVER}${pathAndQuery}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status, pathAndQuery).toBe(200);
  return (await res.json()) as T;
}

async function tableRows(chart: Locator): Promise<string[][]> {
  return chart.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => (cell as HTMLElement).innerText.trim())));
}

/** Waits until the chart is drawn (uPlot loaded, the canvas there). */
async function drawn(chart: Locator) {
  await expect(chart.locator('[role="img"][aria-busy="false"] canvas')).toBeVisible({ timeout: 20_000 });
}

async function shot(chart: Locator, name: string) {
  if (!SHOTS) return;
  await chart.page().evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await chart.scrollIntoViewIfNeeded();
  await chart.screenshot({ path: path.join(SHOTS, name) });
}

test('income, hashrate and price charts show the records’, the page’s and the pool’s figures', async ({ page }) => {
  test.setTimeout(300_000);
  const wallet = await openConnected(page, 'income', user);
  await logIn(page, wallet);

  await test.step('income per day: two days, each its records’ sum', async () => {
    // The records as the server lists them (all of the user's income is SUI here).
    let records: IncomeResponse['items'] = [];
    await expect(async () => {
      records = (await api<IncomeResponse>(page, '/api/me/income?limit=100')).items;
      expect(records).toHaveLength(4);
    }).toPass({ timeout: 30_000 });
    const sums = new Map<string, bigint>();
    for (const r of records) {
      expect(r.coin).toBe('SUI');
      sums.set(zoneDate(r.createdAt), (sums.get(zoneDate(r.createdAt)) ?? 0n) + BigInt(r.amount));
    }
    const days = [...sums.keys()].sort();
    expect(days).toHaveLength(2);

    await page.reload();
    const chart = page.getByTestId('income-chart');
    await drawn(chart);
    await expect(chart).toContainText(`Each day runs from midnight to midnight in your time zone (${ZONE}).`);
    // The last bar (today) is selected at first; the arrow keys move along the days.
    const readout = page.getByTestId('income-chart-readout');
    await expect(readout).toContainText(`${calendarDate(days[1]!)}: ${formatDisplay(sums.get(days[1]!)!, 9)} SUI`);
    await chart.getByRole('img').press('ArrowLeft');
    await expect(readout).toContainText(`${calendarDate(days[0]!)}: ${formatDisplay(sums.get(days[0]!)!, 9)} SUI`);
    // A finger on the plot's left part: a day weeks ago, without income; then on its last day.
    const box = (await chart.locator('.u-over').boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.2, box.y + box.height / 2);
    await expect(readout).toContainText('No income this day');
    await page.touchscreen.tap(box.x + box.width - 3, box.y + box.height / 2);
    await expect(readout).toContainText(`${calendarDate(days[1]!)}: ${formatDisplay(sums.get(days[1]!)!, 9)} SUI`);
    await shot(chart, 'income-en.png');

    // The table: the two days with income, newest first, each the sum of its records.
    await chart.getByRole('button', { name: 'Table' }).click();
    const rows = await tableRows(chart);
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      [calendarDate(days[1]!), formatDisplay(sums.get(days[1]!)!, 9)],
      [calendarDate(days[0]!), formatDisplay(sums.get(days[0]!)!, 9)],
    ]);
    expect(rows[0]![2]).toMatch(/^Static [\d.]+ · Direct referral [\d.]+$/);
    await chart.getByRole('button', { name: 'Table' }).click();
  });

  await test.step('hashrate over time ends on the page’s "released by" date', async () => {
    await page.goto(`${APP_PATH}#/hashrate`);
    const chart = page.getByTestId('hashrate-chart');
    await drawn(chart);
    const releasedBy = /released by (.+)\.$/.exec((await page.getByTestId('hashrate-runs-out').innerText()).trim())?.[1];
    const chartEnd = /^Runs out on (.+)\.$/.exec((await chart.getByTestId('hashrate-chart-end').innerText()).trim())?.[1];
    expect(releasedBy).toBeTruthy();
    expect(chartEnd).toBe(releasedBy);
    // Its last point is that end, at 0; the one before it is now, the page's remaining hashrate.
    const readout = page.getByTestId('hashrate-chart-readout');
    await expect(readout).toContainText(`${releasedBy}: 0`);
    await chart.getByRole('img').press('ArrowLeft');
    await expect(readout).toContainText(`: ${await figure(page, 'Remaining hashrate').innerText()}`);
    await expect(readout).toContainText('Now, as the chain reads it');
    await shot(chart, 'hashrate-en.png');
    await chart.getByRole('button', { name: 'Table' }).click();
    const rows = await tableRows(chart);
    expect(rows[0]![1]).toBe('Staked 100 SUI');
    expect(rows[rows.length - 1]).toEqual([releasedBy, 'Runs out at the current rate', '0']);
    await chart.getByRole('button', { name: 'Table' }).click();
  });

  let swaps: { amountIn: bigint; fee: bigint; amountOut: bigint }[] = [];
  await test.step('after two swaps an hour apart, the price chart ends with them and the pool’s price now', async () => {
    swaps = [await swapSuil(user, 40n * SUI)];
    await advanceClockForServer(3_600_000);
    swaps.push(await swapSuil(user, 25n * SUI));
    // The server has both swaps before the page first asks (its answer may be kept 30 s).
    await expect(async () => {
      const { points } = await api<SuilPriceResponse>(page, '/api/price/suil?interval=hour&points=24');
      expect(points.slice(-2).map((p) => [p.suiOut, p.suilIn])).toEqual(swaps.map((s) => [s.amountOut.toString(), (s.amountIn - s.fee).toString()]));
    }).toPass({ timeout: 30_000 });
    const { object } = await client.core.getObject({ objectId: ids.LIQUIDITY_SWAP, include: { content: true } });
    const pool = LiquiditySwapBcs.parse(object.content);
    const poolNow = formatSuilPrice({ sui: BigInt(pool.sui_reserve), suil: BigInt(pool.suil_reserve) });

    await page.goto(`${APP_PATH}#/exchange`);
    const chart = page.getByTestId('price-chart');
    await drawn(chart);
    await expect(page.getByTestId('price-chart-readout')).toContainText(`1 SUIL = ${poolNow} SUI`);
    await expect(page.getByTestId('price-chart-readout')).toContainText('Pool price now');
    await shot(chart, 'price-en.png');
    await chart.getByRole('button', { name: 'Table' }).click();
    const rows = await tableRows(chart);
    expect(rows.slice(0, 3).map((row) => row.slice(1))).toEqual([
      [poolNow, 'Pool price now'],
      [formatSuilPrice({ sui: swaps[1]!.amountOut, suil: swaps[1]!.amountIn - swaps[1]!.fee }), '1'],
      [formatSuilPrice({ sui: swaps[0]!.amountOut, suil: swaps[0]!.amountIn - swaps[0]!.fee }), '1'],
    ]);
    await chart.getByRole('button', { name: 'Table' }).click();

    // The claim as SUI on the hashrate page shows the same price.
    await page.goto(`${APP_PATH}#/hashrate`);
    await page.getByRole('radiogroup', { name: 'Claim as' }).getByRole('radio', { name: 'SUI', exact: true }).click();
    const claimChart = page.getByTestId('claim-price-chart');
    await drawn(claimChart);
    await expect(page.getByTestId('claim-price-chart-readout')).toContainText(`1 SUIL = ${poolNow} SUI`);
  });

  if (SHOTS) {
    await test.step('the charts in Chinese', async () => {
      await page.evaluate(() => localStorage.setItem('language', 'zh_CN'));
      for (const [route, id, name] of [
        ['income', 'income-chart', 'income-zh.png'],
        ['hashrate', 'hashrate-chart', 'hashrate-zh.png'],
        ['exchange', 'price-chart', 'price-zh.png'],
      ] as const) {
        await page.goto(`${APP_PATH}#/${route}`);
        await page.reload();
        const chart = page.getByTestId(id);
        await drawn(chart);
        await shot(chart, name);
      }
    });
  }
});
