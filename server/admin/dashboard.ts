// The console's dashboard (GET /api/admin/dashboard): the figures /api/health gives the operator
// (withdrawalsHealth: reserve, unpaid, outflow, review queue; the pause and the limits from the
// control row; the indexer's row, dead events, voucher anomalies) plus the open proposals and the
// indexer's lag behind the node, the sponsor of free binds, and which keys sign (in a token or in
// memory), in one answer; with the configured defaults (what "back to the default" sets), the
// withdrawal requests refused for a short reserve, and the business clock the times are on.
import { type Dashboard, LIMIT_NAMES } from '../../contract/admin.ts';
import type { ServerContext } from '../context.ts';
import { asText, readScalars } from '../db/client.ts';
import { deadEventCount } from '../db/dead-events.ts';
import { reserveRefusalsSince } from '../db/reserve-refusals.ts';
import { indexedCheckpointOf, lastPollerOf } from '../db/indexer-state.ts';
import { openProposalCount } from '../db/proposals.ts';
import { voucherAnomalyCountOf } from '../db/voucher-anomalies.ts';
import { iso } from '../http.ts';
import { errorField, log } from '../log.ts';
import { withdrawalsHealth } from '../payouts/health.ts';
import { OUTFLOW_WINDOW_MS } from '../payouts/issuance.ts';
import { signersStatus } from '../payouts/signers.ts';
import { readWithdrawalControl } from '../operator/withdrawal-control.ts';
import { readSponsorStatus } from '../sponsor/status.ts';

/** How long the node's tip is read for: the dashboard waits for it. */
export const NODE_TIP_TIMEOUT_MS = 3_000;
/** How long a reading of the node's tip serves (wall ms): a polled dashboard asks the node at most this often. */
export const NODE_TIP_TTL_MS = 5_000;

/**
 * reserve / unpaid as a decimal string with two decimals, rounded down ("1.25"): rounding down
 * never shows the reserve covering what it does not. null when nothing is unpaid or the reserve
 * is unknown.
 */
export function coverageRatio(reserve: bigint | null, unpaid: bigint): string | null {
  if (reserve === null || unpaid <= 0n) return null;
  const hundredths = (reserve * 100n) / unpaid;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

function limitsText(limits: Record<(typeof LIMIT_NAMES)[number], bigint>): Dashboard['limits'] {
  return Object.fromEntries(LIMIT_NAMES.map((name) => [name, limits[name].toString()])) as Dashboard['limits'];
}

/** The node's latest checkpoint, or null when the node does not answer in time. */
export async function readNodeTip(ctx: ServerContext): Promise<bigint | null> {
  try {
    const { response } = await ctx.chainClient.ledgerService.getServiceInfo({}, { abort: AbortSignal.timeout(NODE_TIP_TIMEOUT_MS) });
    return response.checkpointHeight ?? null;
  } catch (error) {
    log.warn(errorField(error), 'dashboard: could not read the node tip');
    return null;
  }
}

/**
 * The dashboard's figures. `nodeTip` gives the chain's latest checkpoint (null when unknown);
 * the indexer's lag is that minus the last checkpoint indexed. The leader is the instance whose
 * indexer polled last (it writes its id with every poll, so every instance can tell; with
 * lastPollAt beside it, a leader that stopped shows as one that polled long ago).
 */
export async function readDashboard(ctx: ServerContext, nodeTip: () => Promise<bigint | null>): Promise<Dashboard> {
  const [health, control, status, counts, tip, sponsor, refusals] = await Promise.all([
    withdrawalsHealth(ctx),
    readWithdrawalControl(ctx.db, ctx.config.withdrawals),
    ctx.indexerStatus(),
    readScalars<{ dead: string; anomalies: string; proposals: string; checkpoint: string | null; polled_by: string | null }>(ctx.db, {
      dead: asText(deadEventCount()),
      anomalies: asText(voucherAnomalyCountOf()),
      proposals: asText(openProposalCount(iso(ctx.now()))),
      checkpoint: indexedCheckpointOf(),
      polled_by: lastPollerOf(),
    }),
    nodeTip(),
    readSponsorStatus(ctx),
    reserveRefusalsSince(ctx.db, iso(ctx.now() - OUTFLOW_WINDOW_MS)),
  ]);
  const indexed = counts?.checkpoint == null ? null : BigInt(counts.checkpoint);
  const reserve = health.payoutReserve === null ? null : BigInt(health.payoutReserve);
  const unpaid = BigInt(health.unpaid);
  return {
    payoutReserve: health.payoutReserve,
    unpaid: health.unpaid,
    coverage: coverageRatio(reserve, unpaid),
    outflow24h: health.outflow24h,
    limits: limitsText(control.limits),
    paused: { paused: control.paused, reason: control.pausedReason, by: control.pausedBy, at: control.pausedAt },
    reviewQueue: health.inReview.count,
    indexer: {
      leader: counts?.polled_by ?? null,
      lagCheckpoints: tip === null || indexed === null ? null : Number(tip > indexed ? tip - indexed : 0n),
      lastPollAt: status.lastPollAt ? iso(status.lastPollAt) : null,
      lastError: status.lastError,
    },
    deadEvents: Number(counts?.dead ?? 0),
    voucherAnomalies: Number(counts?.anomalies ?? 0),
    openProposals: Number(counts?.proposals ?? 0),
    sponsor,
    signers: signersStatus(ctx.config),
    defaults: {
      limits: limitsText(ctx.config.withdrawals),
      sponsor: { dailyBudget: ctx.config.sponsor.dailyBudget.toString(), dailyCount: ctx.config.sponsor.dailyCount },
    },
    reserveRefusals: { count24h: refusals.count, users24h: refusals.users, lastAt: refusals.lastAt },
    clock: { source: ctx.config.clock, now: iso(ctx.now()) },
  };
}
