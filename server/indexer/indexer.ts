// Follows the finance package on the node: every transaction that calls the package, in
// ledger order, from a stored cursor. Each event is stored once under (tx digest, event
// index); its effects (balances, team, income, hashrate) are applied only when that row is
// new, so replaying a page, or starting again from an older cursor, changes nothing.
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { normalizeStructTag } from '@mysten/sui/utils';
import type { ServerContext } from '../context.ts';
import { type Db, type Executor, type Session, firstRow, sql, transaction } from '../db/client.ts';
import { BalanceLedger } from '../db/balances.ts';
import { recordDeadEvent } from '../db/dead-events.ts';
import { insertChainRecord } from '../db/chain-records.ts';
import { insertHashrateRecord, positionHashrateSum } from '../db/hashrate-records.ts';
import { insertIncomeRecord } from '../db/income-records.ts';
import { nodeHoldings } from '../db/node-purchases.ts';
import { addStake, bindInviter, ensureUser, takeStake, userInviter } from '../db/users.ts';
import { FINANCE_STREAM, ensureIndexerState, followChain, indexerCursor, moveIndexerCursor, recordPollFailure, recordPollSuccess } from '../db/indexer-state.ts';
import { levelFor, teamFigures } from '../team.ts';
import { markVoucherPaid } from '../payouts/voucher-paid.ts';
import { notifyInviteeBound } from '../notifications/events.ts';
import { noteDueEvents } from '../notifications/due-events.ts';
import { type DecodedEvent, decodeFinanceEvent } from './events.ts';
import { type ChainTx, type FinanceSource, type NodeServiceInfo, grpcFinanceSource } from './node-source.ts';
import { errorField, log } from '../log.ts';
import { indexerRetries, recordIndexerPoll } from '../metrics/registry.ts';

const STREAM = FINANCE_STREAM;
/** How often the leader sweeps the events computed on read (server/notifications/due-events.ts), in wall-clock ms. */
const DUE_EVENTS_EVERY_MS = 5_000;
const PAGE_SIZE = 50;
const BPS = 10_000n;

type Coin = 'SUI' | 'USDC' | 'SUIL';

/** Another indexer moved the cursor while this page was being applied. */
class StalePage extends Error {}

/**
 * The staking position's hashrate not yet paid out, as the indexed events leave it: stakes less
 * what unstakes took back and what claims released (staking + static records). On the chain
 * that is the position's hashrate plus its pending rewards (pending comes out of the hashrate),
 * so after an unstake's ClaimReward it is the position's hashrate itself.
 */
export async function positionHashrateLeft(db: Executor, address: string): Promise<bigint> {
  const left = BigInt((await positionHashrateSum(db, address)) ?? '0');
  return left > 0n ? left : 0n;
}

function minBigint(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/** Keeps an event that does not decode (once per event), so the page goes on without it. */
async function keepDeadEvent(db: Executor, digest: string, seq: number, raw: { eventType: string; bcs: Uint8Array }, error: unknown): Promise<void> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const added = await recordDeadEvent(db, { txDigest: digest, eventSeq: seq, eventType: raw.eventType, reason, raw: raw.bcs });
  if (added) log.warn({ txDigest: digest, eventSeq: seq, eventType: raw.eventType, reason }, 'indexer skipped an event that does not decode; kept in dead_events');
}

export class FinanceIndexer {
  private readonly ctx: ServerContext;
  private readonly source: FinanceSource;

  constructor(ctx: ServerContext, source: FinanceSource) {
    this.ctx = ctx;
    this.source = source;
  }

  /** Reads everything new on the node; returns the number of finance events stored. */
  /** The node's tip as read at the start of the last poll that read every page. */
  lastTip: NodeServiceInfo | null = null;

  async pollOnce(): Promise<number> {
    const db = this.ctx.db;
    let stored = 0;
    try {
      await ensureIndexerState(db, STREAM);
      // The node's tip, read before the pages: once they are all read, every finance
      // transaction at or below it is applied (GET /api/indexer tells the app).
      const tip = await this.checkChain();
      const { checkpointHeight } = tip;
      for (;;) {
        const from = await indexerCursor(db, STREAM);
        const page = await this.source.listAfter(from, PAGE_SIZE);
        stored += await this.applyPage(page.transactions, page.endCursor ?? from, { from });
        if (!page.hasNextPage || page.endCursor === null) break;
      }
      const reached = checkpointHeight?.toString() ?? null;
      await recordPollSuccess(db, STREAM, { at: new Date(this.ctx.now()).toISOString(), instance: this.ctx.instance.id, reached });
      this.lastTip = tip;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordPollFailure(db, STREAM, { at: new Date(this.ctx.now()).toISOString(), instance: this.ctx.instance.id, error: message }).catch(() => undefined);
      throw error;
    }
    return stored;
  }

  /**
   * Applies one page and moves the cursor, in one database transaction. With `from` (the
   * cursor the page was read after) the cursor only moves forward: when another indexer has
   * moved it since, this page is stale and rolls back whole (its events were that indexer's
   * to apply). An event of ours that does not decode is kept in dead_events and skipped. The
   * page's credits are gathered and made at its end, their balance rows locked in the one order
   * (BalanceLedger), so the page never holds one user's row while waiting for another's that a
   * transfer holds.
   */
  async applyPage(transactions: ChainTx[], cursor: string | null, options: { from?: string | null } = {}): Promise<number> {
    try {
      return await transaction(this.ctx.db, async (tx) => {
        const ledger = new BalanceLedger();
        let stored = 0;
        let lastDigest: string | null = null;
        for (const chainTx of transactions) {
          lastDigest = chainTx.digest;
          for (let seq = 0; seq < chainTx.events.length; seq++) {
            const raw = chainTx.events[seq]!;
            let event: DecodedEvent | null;
            try {
              event = decodeFinanceEvent(this.ctx.config.financePackageId, raw);
            } catch (error) {
              await keepDeadEvent(tx, chainTx.digest, seq, raw, error);
              continue;
            }
            if (!event) continue;
            if (await this.applyEvent(tx as unknown as Db, ledger, chainTx, seq, event)) stored++;
          }
        }
        await ledger.apply(tx);
        if (!(await moveIndexerCursor(tx, STREAM, { cursor, lastDigest, ...(options.from === undefined ? {} : { from: options.from }) }))) throw new StalePage();
        return stored;
      });
    } catch (error) {
      if (error instanceof StalePage) return 0;
      throw error;
    }
  }

  /**
   * This database follows one chain: the first node it reads names it (its chain identifier,
   * the genesis checkpoint digest). A node serving another chain (a localnet reset, a wrong
   * SUI_NODE_URL) is not followed, and no voucher is signed (foreign_chain_id) until the
   * operator deals with it: a reset chain has forgotten the nonces it used, so every voucher
   * this server ever signed would pay there again, and the income it indexed is not there.
   * Starting over on its own would forget the vouchers; the operator decides (server/README.md).
   */
  private async checkChain(): Promise<NodeServiceInfo> {
    const info = await this.source.serviceInfo();
    const nodeChain = info.chainId;
    const followed = await followChain(this.ctx.db, STREAM, nodeChain);
    if (followed !== nodeChain) {
      throw new Error(
        `the node serves chain ${nodeChain}, but this database follows chain ${followed}: not following it, and withdrawals are paused (server/README.md, "The chain changed")`,
      );
    }
    return info;
  }

  private coinOf(typeName: string): Coin | null {
    const normalized = normalizeStructTag(typeName.startsWith('0x') ? typeName : `0x${typeName}`);
    for (const [coin, type] of Object.entries(this.ctx.config.coinTypes) as [Coin, string][]) {
      if (type && normalizeStructTag(type) === normalized) return coin;
    }
    return null;
  }

  /** Stores one event and applies its effects; false when it was stored before (a replay). */
  private async applyEvent(db: Executor, ledger: BalanceLedger, chainTx: ChainTx, seq: number, event: DecodedEvent): Promise<boolean> {
    const at = new Date(chainTx.timestampMs ?? this.ctx.now()).toISOString();
    // `out`: what arrived, in its coin (a claim's SUI or net SUIL, a swap's or an unstake's SUI).
    const record = (kind: string, coin: Coin, amount: bigint, fee: bigint | null = null, out: { amount: bigint; coin: Coin } | null = null) =>
      insertChainRecord(db, {
        txDigest: chainTx.digest, eventSeq: seq, eventType: event.name, kind, address: event.user, coin, amount, fee,
        amountOut: out?.amount ?? null, coinOut: out?.coin ?? null,
        data: JSON.stringify(event, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)), at,
      });
    // A change of 0 is no record (an unstake's own record is written apart: every unstake has one).
    const hashrate = (address: string, type: string, amount: bigint) =>
      amount !== 0n
        ? insertHashrateRecord(db, { address, type, amount, txDigest: chainTx.digest, eventSeq: seq, at })
        : Promise.resolve();
    const income = (address: string, type: string, coin: Coin, amount: bigint, source: string | null, withdrawable: boolean) =>
      amount > 0n
        ? insertIncomeRecord(db, { address, type, coin, amount, source, txDigest: chainTx.digest, eventSeq: seq, withdrawable, at })
        : Promise.resolve();
    // The user's own claim, as it paid: `received` in `coin`, out of `claimed` SUIL (not withdrawable here: the chain paid it).
    const staticIncome = (claimed: bigint, coin: Coin, received: bigint) =>
      claimed > 0n
        ? insertIncomeRecord(db, {
            address: event.user, type: 'static', coin, amount: received, claimed, source: null, txDigest: chainTx.digest, eventSeq: seq, withdrawable: false, at,
          })
        : Promise.resolve();

    await ensureUser(db, event.user, at);

    switch (event.name) {
      case 'Bound': {
        if (!(await record('bind', 'SUI', 0n))) return false;
        await bindInviter(db, event.user, event.inviter, at);
        await ensureUser(db, event.inviter, at);
        await notifyInviteeBound(db, { inviter: event.inviter, invitee: event.user }, at);
        return true;
      }
      case 'Staked': {
        if (!(await record('stake', 'SUI', event.amount))) return false;
        await addStake(db, event.user, event.amount);
        await hashrate(event.user, 'staking', event.amount);
        return true;
      }
      case 'UnStake': {
        if (!(await record('unstake', 'SUI', event.stake_value, event.fee, { amount: event.stake_value - event.fee, coin: 'SUI' }))) return false;
        await takeStake(db, event.user, event.stake_value);
        // The chain takes at most stake_value off the position's hashrate (docs/contract.md). The
        // ClaimReward just before this event paid out everything pending, so what hashrate the
        // position had left is exactly its staking records plus its static (released) ones. Every
        // unstake is recorded with the SUI it took out, also one that took no hashrate.
        const taken = minBigint(event.stake_value, await positionHashrateLeft(db, event.user));
        await insertHashrateRecord(db, { address: event.user, type: 'staking', amount: -taken, unstaked: event.stake_value, txDigest: chainTx.digest, eventSeq: seq, at });
        return true;
      }
      case 'ClaimReward': {
        // Rewards paid out by an unstake: the user's own (static) income, released hashrate.
        if (!(await record('claim', 'SUIL', event.reward_value, null, { amount: event.reward_value, coin: 'SUIL' }))) return false;
        await hashrate(event.user, 'static', -event.reward_value);
        await staticIncome(event.reward_value, 'SUIL', event.reward_value);
        return true;
      }
      case 'Claimed': {
        // The SUIL claimed, its fee in SUIL, and what arrived: the claim's SUI in mode 1, the net SUIL in mode 0.
        const paid: { amount: bigint; coin: Coin } =
          event.mode === 1 ? { amount: event.claim_sui_amount, coin: 'SUI' } : { amount: event.reward_value - event.reward_value_fee, coin: 'SUIL' };
        if (!(await record('claim', 'SUIL', event.reward_value, event.reward_value_fee, paid))) return false;
        await hashrate(event.user, 'static', -event.reward_value);
        await staticIncome(event.reward_value, paid.coin, paid.amount);
        await this.payReferralIncome(db, ledger, event.user, event.claim_sui_amount, income, hashrate);
        return true;
      }
      case 'Swapped': {
        if (!(await record('swap', 'SUIL', event.amount_in, event.fee, { amount: event.amount_out, coin: 'SUI' }))) return false;
        await this.payNodeFeeShare(db, event.fee, hashrate);
        return true;
      }
      case 'Withdrawn': {
        if (!(await record('withdraw', 'SUI', event.amount))) return false;
        // A legacy released voucher's amount is taken from the income as far as it goes: it
        // must see the income this page credited before it.
        await ledger.settle(db, event.user, 'INCOME');
        await markVoucherPaid(db, { nonce: event.nonce, recipient: event.user, amount: event.amount, txDigest: chainTx.digest, eventSeq: seq, at });
        return true;
      }
      case 'ToppedUp': {
        const coin = this.coinOf(event.coin_type);
        if (!(await record('topup', coin ?? 'SUI', event.amount))) return false;
        if (coin) ledger.credit(event.user, coin, event.amount);
        else log.warn({ coinType: event.coin_type, txDigest: chainTx.digest }, 'indexer: a top-up of an unknown coin was not credited');
        return true;
      }
    }
  }

  /**
   * Referral income on a friend's claim worth `value` SUI (server/README.md): direct and
   * indirect shares to the first two inviters, then team income by level up the chain
   * (differential), and peer income to the first same-level inviter above a team earner.
   */
  private async payReferralIncome(
    db: Executor,
    ledger: BalanceLedger,
    user: string,
    value: bigint,
    income: (address: string, type: string, coin: Coin, amount: bigint, source: string | null, withdrawable: boolean) => Promise<unknown>,
    hashrate: (address: string, type: string, amount: bigint) => Promise<unknown>,
  ): Promise<void> {
    const rules = this.ctx.config.income;
    const ancestors: string[] = [];
    let current = user;
    while (ancestors.length < rules.maxTeamDepth) {
      const row = await userInviter(db, current);
      if (!row?.inviter || ancestors.includes(row.inviter) || row.inviter === user) break;
      ancestors.push(row.inviter);
      current = row.inviter;
    }
    const pay = async (address: string, type: string, amount: bigint) => {
      if (amount <= 0n) return;
      await income(address, type, 'SUI', amount, user, true);
      ledger.credit(address, 'INCOME', amount);
      if (type === 'direct' || type === 'indirect') await hashrate(address, 'promotion', amount);
    };
    if (ancestors[0]) await pay(ancestors[0], 'direct', (value * BigInt(rules.directBps)) / BPS);
    if (ancestors[1]) await pay(ancestors[1], 'indirect', (value * BigInt(rules.indirectBps)) / BPS);
    let paidBps = 0;
    let lastLevel = 0;
    const peerPaid = new Set<number>();
    for (const ancestor of ancestors) {
      const level = levelFor((await teamFigures(db, ancestor)).performance, rules);
      if (level === 0) continue;
      const rate = rules.teamBpsByLevel[Math.min(level, rules.teamBpsByLevel.length) - 1]!;
      if (rate > paidBps) {
        await pay(ancestor, 'team', (value * BigInt(rate - paidBps)) / BPS);
        paidBps = rate;
        lastLevel = level;
      } else if (level === lastLevel && !peerPaid.has(level)) {
        await pay(ancestor, 'peer', (value * BigInt(rules.peerBps)) / BPS);
        peerPaid.add(level);
      }
    }
  }

  /** Node holders' share of a swap fee (SUIL), as `fee` hashrate: each tier's share split by node. */
  private async payNodeFeeShare(db: Executor, fee: bigint, hashrate: (address: string, type: string, amount: bigint) => Promise<unknown>): Promise<void> {
    if (fee <= 0n) return;
    const holders = await nodeHoldings(db);
    const perAddress = new Map<string, bigint>();
    for (const h of holders) {
      const share = (fee * BigInt(h.fee_share_bps) * BigInt(h.nodes)) / (BPS * BigInt(h.tier_nodes));
      perAddress.set(h.address, (perAddress.get(h.address) ?? 0n) + share);
    }
    for (const [address, amount] of perAddress) if (amount > 0n) await hashrate(address, 'fee', amount);
  }
}

/** The indexer on the configured node, writing through `ctx.db` (the leader passes its session's). */
export function financeIndexer(ctx: ServerContext): FinanceIndexer {
  const client = new SuiGrpcClient({ network: ctx.config.network as 'localnet', baseUrl: ctx.config.suiNodeUrl });
  return new FinanceIndexer(ctx, grpcFinanceSource(client, ctx.config.financePackageId));
}

/** The advisory lock whose holder is the indexer leader: one per schema, as locks are database-wide. */
const LEADER_LOCK_KEY = sql`hashtextextended('suil-indexer-leader:' || current_schema(), 0)`;

/**
 * Follows the chain every `pollMs`; errors (the node down) are logged once per change and
 * retried. With leader election (config.indexer.election), only the instance holding the
 * session-level advisory lock LEADER_LOCK_KEY reads: it takes the lock on a connection of its
 * own and makes every indexer write on that connection, so when the leader dies its lock and
 * any write in flight go with its session. The others are standbys: they try the lock every
 * `standbyRetryMs` and the first to get it takes over from the shared cursor.
 */
export function startIndexer(ctx: ServerContext): { stop: () => Promise<void> } {
  const { election, pollMs, standbyRetryMs } = ctx.config.indexer;
  let stopped = false;
  let wake: (() => void) | null = null;
  let lastError = '';
  let session: Session | null = null;
  let indexer: FinanceIndexer | null = election ? null : financeIndexer(ctx);
  ctx.instance.role = election ? 'standby' : 'indexer';
  // The events computed on read, swept by whoever follows the chain (server/notifications/due-events.ts).
  let dueCtx: ServerContext = ctx;
  let lastDueSweep = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const stepDown = async (why: string) => {
    log.warn({ instance: ctx.instance.id, why }, 'indexer: no longer the leader');
    ctx.instance.role = 'standby';
    indexer = null;
    await session?.close();
    session = null;
  };

  /** Asks for the lock (on a session kept open between tries); true when this instance leads. */
  const tryToLead = async (): Promise<boolean> => {
    if (!session?.alive) {
      await session?.close();
      session = null;
      session = await ctx.database.session();
    }
    const row = await firstRow<{ locked: boolean }>(session.db, sql`SELECT pg_try_advisory_lock(${LEADER_LOCK_KEY}) AS locked`);
    if (!row?.locked) return false;
    dueCtx = { ...ctx, db: session.db };
    indexer = financeIndexer(dueCtx);
    ctx.instance.role = 'leader';
    log.info({ instance: ctx.instance.id }, 'indexer: the leader, following the chain');
    return true;
  };

  const poll = async () => {
    try {
      await indexer!.pollOnce();
      if (indexer?.lastTip) recordIndexerPoll({ checkpointHeight: indexer.lastTip.checkpointHeight, timestampMs: indexer.lastTip.timestampMs ?? null });
      if (lastError) log.info('indexer: following the node again');
      lastError = '';
      if (Date.now() - lastDueSweep >= DUE_EVENTS_EVERY_MS) {
        lastDueSweep = Date.now();
        await noteDueEvents(dueCtx).catch((error: unknown) => log.warn(errorField(error), 'notifications: the sweep of due events failed (will retry)'));
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastError) log.warn(errorField(error), 'indexer: poll failed (will retry)');
      indexerRetries.inc({ reason: 'poll_failed' });
      lastError = message;
      if (session && !session.alive) await stepDown('its database session ended');
    }
  };

  const loop = async () => {
    while (!stopped) {
      if (!indexer) {
        try {
          if (!(await tryToLead())) {
            await sleep(standbyRetryMs);
            continue;
          }
        } catch (error) {
          log.warn(errorField(error), 'indexer: could not ask for the leader lock (will retry)');
          indexerRetries.inc({ reason: 'leader_lock_failed' });
          await sleep(standbyRetryMs);
          continue;
        }
      }
      await poll();
      if (!stopped) await sleep(pollMs);
    }
  };
  const running = loop();

  return {
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
      await session?.close(); // frees the lock at once: a standby takes over on its next try
      ctx.instance.role = 'off';
    },
  };
}
