// What the app's charts draw (docs/api.md, "Charts"): the signed-in user's income per day and
// the staking position's changes (mounted by routes/me.ts, behind its sign-in), and the SUIL
// price from the pool's swaps (public, cached).
import { Hono } from 'hono';
import {
  HASHRATE_HISTORY_LIMIT,
  HashrateHistoryQuerySchema,
  type HashrateHistoryResponse,
  IncomeDailyQuerySchema,
  type IncomeDailyResponse,
  type IncomeSum,
  type PriceInterval,
  SuilPriceQuerySchema,
  type SuilPriceResponse,
} from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { swapPriceBuckets } from '../db/chain-records.ts';
import { positionChanges } from '../db/hashrate-records.ts';
import { incomeDailySums } from '../db/income-records.ts';
import { ApiError, iso, readQuery } from '../http.ts';
import { lastLocalDays, parseTimeZone } from '../local-days.ts';

/** How long a browser or a proxy may keep a price answer: a new swap shows within this. */
export const PRICE_MAX_AGE_SECONDS = 30;
const BUCKET_SECONDS: Record<PriceInterval, number> = { hour: 3_600, day: 86_400 };

/** GET /income/daily and GET /hashrate/history, for routes/me.ts to mount behind its sign-in. */
export function meChartRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();

  // The user's income records summed per calendar day of the asked zone, per type and coin.
  app.get('/income/daily', async (c) => {
    const q = readQuery(c, IncomeDailyQuerySchema);
    const zone = parseTimeZone(q.tz);
    if (!zone) throw new ApiError(400, 'invalid_request', 'tz: no such time zone');
    const days = lastLocalDays(zone, ctx.now(), Number(q.days));
    const found = await incomeDailySums(ctx.db, c.get('address'), days);
    const totals = new Map<string, IncomeSum>();
    const perDay: IncomeSum[][] = days.map(() => []);
    for (const row of found) {
      perDay[row.day]!.push({ type: row.type, coin: row.coin, amount: row.total });
      const key = `${row.type}|${row.coin}`;
      const known = totals.get(key);
      totals.set(key, { type: row.type, coin: row.coin, amount: (BigInt(known?.amount ?? '0') + BigInt(row.total)).toString() });
    }
    return c.json({
      timeZone: q.tz,
      days: days.map((day, i) => ({ date: day.date, from: iso(day.fromMs), to: iso(day.toMs), sums: perDay[i]! })),
      totals: [...totals.values()],
    } satisfies IncomeDailyResponse);
  });

  // The staking position's stakes and unstakes, oldest first (server/README.md, "Hashrate").
  app.get('/hashrate/history', async (c) => {
    readQuery(c, HashrateHistoryQuerySchema);
    const found = await positionChanges(ctx.db, c.get('address'), HASHRATE_HISTORY_LIMIT);
    const positive = (value: string) => (BigInt(value) > 0n ? value : '0');
    return c.json({
      items: found.map((r) => ({
        kind: r.unstaked === null ? ('stake' as const) : ('unstake' as const),
        amount: r.amount,
        unstaked: r.unstaked,
        principal: positive(r.principal),
        remaining: positive(r.remaining),
        txDigest: r.tx_digest,
        at: iso(r.created_at),
      })),
      complete: found.length === 0 || Number(found[0]!.changes) <= found.length,
    } satisfies HashrateHistoryResponse);
  });

  return app;
}

/** GET /api/price/suil: public, the same for everyone, so browsers and proxies may keep it a while. */
export function priceRoutes(ctx: ServerContext) {
  const app = new Hono();

  app.get('/suil', async (c) => {
    const q = readQuery(c, SuilPriceQuerySchema);
    const seconds = BUCKET_SECONDS[q.interval];
    const now = ctx.now();
    const fromMs = (Math.floor(now / 1000 / seconds) - Number(q.points) + 1) * seconds * 1000;
    const found = await swapPriceBuckets(ctx.db, fromMs, now + 1, seconds);
    c.header('Cache-Control', `public, max-age=${PRICE_MAX_AGE_SECONDS}`);
    return c.json({
      interval: q.interval,
      from: iso(fromMs),
      to: iso(now),
      points: found.map((r) => ({
        at: iso(Number(r.bucket) * seconds * 1000),
        suiOut: r.amount_out,
        suilIn: (BigInt(r.amount_in) - BigInt(r.fee)).toString(),
        lastAt: iso(r.created_at),
        swaps: Number(r.swaps),
      })),
    } satisfies SuilPriceResponse);
  });

  return app;
}
