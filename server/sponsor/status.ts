// The sponsor as the operator sees it (the console's dashboard and the metrics): its balance,
// what it paid in the last 24 hours against the budget, its pause, how its transactions ended.
// The balance is a node read, kept a few seconds so a polled dashboard or a scrape does not ask
// the node each time.
import type { SponsorStatus } from '../../contract/admin.ts';
import type { ServerContext } from '../context.ts';
import { asText, readScalars } from '../db/client.ts';
import { sponsorSpendSince, sponsoredCountOf } from '../db/sponsored-transactions.ts';
import { errorField, log } from '../log.ts';
import { readSponsorControl } from './control.ts';
import { readSponsorBalance, sponsorAccount } from './sponsor-account.ts';
import { SPONSOR_WINDOW_MS } from './sponsored-bind.ts';

/** How long a balance reading serves, in wall-clock ms. */
export const SPONSOR_BALANCE_TTL_MS = 5_000;

type Balance = { addressBalance: bigint; coinBalance: bigint } | null;
const readings = new WeakMap<ServerContext, { at: number; value: Promise<Balance> }>();

/** The sponsor's balance as read a few seconds ago at most; null when the node cannot be read. */
function shownSponsorBalance(ctx: ServerContext, address: string): Promise<Balance> {
  const last = readings.get(ctx);
  if (last && ctx.wallNow() - last.at < SPONSOR_BALANCE_TTL_MS) return last.value;
  const value = readSponsorBalance(ctx.chainClient, address).catch((error: unknown) => {
    log.warn(errorField(error), 'sponsor: could not read the balance');
    return null;
  });
  readings.set(ctx, { at: ctx.wallNow(), value });
  return value;
}

export async function readSponsorStatus(ctx: ServerContext): Promise<SponsorStatus> {
  const account = sponsorAccount(ctx.config.sponsor);
  const [control, spend, counts, balance] = await Promise.all([
    readSponsorControl(ctx.db, ctx.config),
    sponsorSpendSince(ctx.db, ctx.wallNow() - SPONSOR_WINDOW_MS),
    readScalars<{ executed: string; failed: string; submitted: string }>(ctx.db, {
      executed: asText(sponsoredCountOf('executed')),
      failed: asText(sponsoredCountOf('failed')),
      submitted: asText(sponsoredCountOf('submitted')),
    }),
    account ? shownSponsorBalance(ctx, account.address) : Promise.resolve(null),
  ]);
  return {
    address: account?.address ?? null,
    balance: balance === null ? null : balance.addressBalance.toString(),
    coinBalance: balance === null ? null : balance.coinBalance.toString(),
    spent24h: spend.spent.toString(),
    count24h: spend.count,
    dailyBudget: control.budget.dailyBudget.toString(),
    dailyCount: control.budget.dailyCount,
    maxGasBudget: ctx.config.sponsor.maxGasBudget.toString(),
    paused: { paused: control.paused, reason: control.pausedReason, by: control.pausedBy, at: control.pausedAt },
    outcomes: { executed: Number(counts?.executed ?? 0), failed: Number(counts?.failed ?? 0), submitted: Number(counts?.submitted ?? 0) },
  };
}
