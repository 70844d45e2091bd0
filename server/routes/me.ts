// The signed-in user's own figures: profile and balances, income, hashrate, chain records, team,
// nodes, balance records (routes/balance-records.ts).
import { Hono } from 'hono';
import {
  type ChainRecord,
  HashrateQuerySchema,
  type HashrateRecord,
  type HashrateResponse,
  IncomeQuerySchema,
  type IncomeRecord,
  type IncomeResponse,
  type MeResponse,
  type MyNodesResponse,
  PageQuerySchema,
  RecordsQuerySchema,
  type RecordsResponse,
  TeamQuerySchema,
  type TeamMember,
  type TeamResponse,
} from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { readBalances } from '../db/balances.ts';
import { teamMemberCounts, teamMemberPage, userProfile } from '../db/users.ts';
import { nodePurchasePage } from '../db/node-purchases.ts';
import { chainRecordPage } from '../db/chain-records.ts';
import { hashrateRecordPage, hashrateSums } from '../db/hashrate-records.ts';
import { incomeRecordPage, incomeTotals } from '../db/income-records.ts';
import { cursorId, iso, page, readQuery } from '../http.ts';
import { requireAuth } from '../auth/middleware.ts';
import { levelFor, teamFigures, validFriends } from '../team.ts';
import { nodePurchaseJson, settleNodeReturns } from './nodes.ts';
import { balanceRecordRoutes } from './balance-records.ts';
import { meChartRoutes } from './charts.ts';
import { transferRoutes } from './transfers.ts';
import { withdrawalRoutes } from './withdrawals.ts';
import { notificationRoutes, pushSubscriptionRoutes } from './notifications.ts';

export function meRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.use('*', requireAuth(ctx));

  app.get('/', async (c) => {
    const address = c.get('address');
    await settleNodeReturns(ctx.db, address, ctx.now());
    const user = await userProfile(ctx.db, address);
    const team = await teamFigures(ctx.db, address);
    return c.json({
      address,
      inviter: user?.inviter ?? null,
      friendLevel: levelFor(team.performance, ctx.config.income),
      validFriends: await validFriends(ctx.db, address),
      teamSize: team.teamSize,
      communityPerformance: team.performance.toString(),
      staked: user?.staked ?? '0',
      balances: await readBalances(ctx.db, address),
    } satisfies MeResponse);
  });

  app.get('/income', async (c) => {
    const address = c.get('address');
    const q = readQuery(c, IncomeQuerySchema);
    const found = await incomeRecordPage(ctx.db, address, q.type ?? null, cursorId(q.cursor), q.limit);
    const totals = await incomeTotals(ctx.db, address, q.type ?? null);
    const items: IncomeRecord[] = found.map((r) => ({
      id: r.id, type: r.type, coin: r.coin, amount: r.amount, claimed: r.claimed, sourceAddress: r.source_address, txDigest: r.tx_digest,
      withdrawable: r.withdrawable, createdAt: iso(r.created_at),
    }));
    return c.json({
      ...page(items, q.limit),
      totals: { sui: totals.find((t) => t.coin === 'SUI')?.total ?? '0', suil: totals.find((t) => t.coin === 'SUIL')?.total ?? '0' },
    } satisfies IncomeResponse);
  });

  app.get('/hashrate', async (c) => {
    const address = c.get('address');
    const q = readQuery(c, HashrateQuerySchema);
    const found = await hashrateRecordPage(ctx.db, address, q.type ?? null, cursorId(q.cursor), q.limit);
    const sums = await hashrateSums(ctx.db, address);
    const byType = { staking: '0', static: '0', promotion: '0', fee: '0' };
    let gained = 0n;
    for (const s of sums) {
      byType[s.type] = s.total;
      gained += BigInt(s.gained);
    }
    // The hashrate model (server/README.md, "Hashrate"): only the staking position releases
    // hashrate (on chain, into pending rewards, and never more than it has). What it has not
    // paid out yet is its stakes less what unstakes took back and what claims released; on the
    // chain that is the position's hashrate plus its pending rewards, so it is never below what
    // is claimable. Promotion and fee hashrate count in the total when earned and are never
    // released by the chain, so they are not part of it.
    const unpaid = BigInt(byType.staking) + BigInt(byType.static);
    const items: HashrateRecord[] = found.map((r) => ({
      id: r.id, type: r.type, amount: r.amount, unstaked: r.unstaked, txDigest: r.tx_digest, createdAt: iso(r.created_at),
    }));
    return c.json({
      ...page(items, q.limit),
      total: gained.toString(),
      remaining: (unpaid > 0n ? unpaid : 0n).toString(),
      releaseRateBps: ctx.config.releaseRateBps,
      byType,
    } satisfies HashrateResponse);
  });

  app.get('/records', async (c) => {
    const address = c.get('address');
    const q = readQuery(c, RecordsQuerySchema);
    const found = await chainRecordPage(ctx.db, address, q.kind ?? null, cursorId(q.cursor), q.limit);
    const items: ChainRecord[] = found.map((r) => ({
      id: r.id, kind: r.kind, txDigest: r.tx_digest, eventSeq: Number(r.event_seq), amount: r.amount, coin: r.coin, fee: r.fee,
      amountOut: r.amount_out, coinOut: r.coin_out, createdAt: iso(r.created_at),
    }));
    return c.json(page(items, q.limit) satisfies RecordsResponse);
  });

  app.get('/team', async (c) => {
    const address = c.get('address');
    const q = readQuery(c, TeamQuerySchema);
    const cursor = cursorId(q.cursor);
    // Direct friends are bound to the user; indirect ones to a direct friend. Ordered by the
    // users' row order (first bound first) through a stable numeric key.
    const found = await teamMemberPage(ctx.db, address, q.depth ?? null, cursor, q.limit);
    const items: TeamMember[] = [];
    for (const r of found) {
      const figures = await teamFigures(ctx.db, r.address);
      items.push({
        id: r.id, address: r.address, depth: r.depth, inviter: r.inviter, friendLevel: levelFor(figures.performance, ctx.config.income),
        staked: r.staked, performance: figures.performance.toString(), boundAt: iso(r.bound_at ?? 0),
      } as TeamMember & { id: string });
    }
    const counts = await teamMemberCounts(ctx.db, address);
    const team = await teamFigures(ctx.db, address);
    const paged = page(items as (TeamMember & { id: string })[], q.limit);
    return c.json({
      items: paged.items.map(({ id: _id, ...member }) => member),
      nextCursor: paged.nextCursor,
      directCount: counts.direct,
      indirectCount: counts.indirect,
      validFriends: await validFriends(ctx.db, address),
      communityPerformance: team.performance.toString(),
    } satisfies TeamResponse);
  });

  app.get('/nodes', async (c) => {
    const address = c.get('address');
    const q = readQuery(c, PageQuerySchema);
    const now = ctx.now();
    await settleNodeReturns(ctx.db, address, now);
    const found = await nodePurchasePage(ctx.db, address, cursorId(q.cursor), q.limit);
    return c.json({ ...page(found.map(nodePurchaseJson), q.limit), asOf: iso(now) } satisfies MyNodesResponse);
  });

  app.route('/', meChartRoutes(ctx)); // /income/daily, /hashrate/history
  app.route('/withdrawals', withdrawalRoutes(ctx));
  app.route('/transfers', transferRoutes(ctx));
  app.route('/balance-records', balanceRecordRoutes(ctx));
  app.route('/notifications', notificationRoutes(ctx));
  app.route('/push-subscriptions', pushSubscriptionRoutes(ctx));
  return app;
}
