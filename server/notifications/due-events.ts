// Events nothing happens at: they are computed on read (a node's price due back, a bank term
// ended, a voucher above the payout reserve). Each has its one point where it is recorded at most
// once, and this sweep reaches that point for every user while nobody reads, so the owner is told
// when it happens rather than when they next look. The indexer's leader runs it after its polls
// (one instance at a time); a user's own reads reach the same points first when they are earlier.
//
// - node returned: settleNodeReturns' conditional UPDATE (returned = FALSE -> TRUE) hands each node
//   to one transaction, which credits it and tells its owner (routes/nodes.ts);
// - bank matured: the conditional UPDATE of matured_noted_at (IS NULL -> the time) claims each
//   subscription once (db/notifications.ts recordBankMaturities);
// - withdrawal waits for the reserve: the unique key `withdrawal:<id>:reserve_wait`, whenever a
//   reading of the reserve finds a pending voucher above it (recordReserveWaits).
// Every one of them also has the notification's unique key (address, event_key) as the backstop.
import type { ServerContext } from '../context.ts';
import { transaction } from '../db/client.ts';
import { addressesWithDueReturns } from '../db/node-purchases.ts';
import { recordBankMaturities, recordReserveWaits } from '../db/notifications.ts';
import { hasPendingVoucher } from '../db/withdrawals.ts';
import { iso } from '../http.ts';
import { shownPayoutReserve } from '../payouts/reserve.ts';
import { settleNodeReturns } from '../routes/nodes.ts';

/** Users settled per sweep (the next sweep takes the rest). */
const RETURNS_PER_SWEEP = 200;

export async function noteDueEvents(ctx: ServerContext): Promise<void> {
  await ctx.clock.sync();
  const now = ctx.now();
  const at = iso(now);
  for (const address of await addressesWithDueReturns(ctx.db, at, RETURNS_PER_SWEEP)) await settleNodeReturns(ctx.db, address, now);
  await transaction(ctx.db, (tx) => recordBankMaturities(tx, at, null));
  if (await hasPendingVoucher(ctx.db)) {
    const reserve = await shownPayoutReserve(ctx);
    if (reserve !== null) await recordReserveWaits(ctx.db, reserve, at);
  }
}
