// Follows the finance package on the node: every transaction that calls the package, in
// ledger order, from a stored cursor. Each event is stored once under (tx digest, event
// index); its effects (balances, team, income, hashrate) are applied only when that row is
// new, so replaying a page, or starting again from an older cursor, changes nothing.
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { normalizeStructTag } from '@mysten/sui/utils';
import type { ServerContext } from '../context.ts';
import { type Db, type Executor, firstRow, rows, sql } from '../db/client.ts';
import { credit } from '../db/balances.ts';
import { levelFor, teamFigures } from '../team.ts';
import { releaseExpiredVouchers } from '../withdrawals.ts';
import { type DecodedEvent, decodeFinanceEvent } from './events.ts';
import { type ChainTx, type FinanceSource, grpcFinanceSource } from './node-source.ts';

const STREAM = 'finance';
const PAGE_SIZE = 50;
const BPS = 10_000n;

type Coin = 'SUI' | 'USDC' | 'SUIL';

export class FinanceIndexer {
  private checkedChain = false;

  constructor(
    private readonly ctx: ServerContext,
    private readonly source: FinanceSource,
  ) {}

  /** Reads everything new on the node; returns the number of finance events stored. */
  async pollOnce(): Promise<number> {
    const db = this.ctx.db;
    let stored = 0;
    try {
      await db.execute(sql`INSERT INTO indexer_state (id) VALUES (${STREAM}) ON CONFLICT (id) DO NOTHING`);
      if (!this.checkedChain) {
        await this.resetIfChainWasReset();
        this.checkedChain = true;
      }
      for (;;) {
        const state = await firstRow<{ cursor: string | null }>(db, sql`SELECT cursor FROM indexer_state WHERE id = ${STREAM}`);
        const page = await this.source.listAfter(state?.cursor ?? null, PAGE_SIZE);
        stored += await this.applyPage(page.transactions, page.endCursor ?? state?.cursor ?? null);
        if (!page.hasNextPage || page.endCursor === null) break;
      }
      await db.execute(sql`UPDATE indexer_state SET last_poll_at = ${new Date(this.ctx.now()).toISOString()}, last_error = NULL WHERE id = ${STREAM}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .execute(sql`UPDATE indexer_state SET last_poll_at = ${new Date(this.ctx.now()).toISOString()}, last_error = ${message.slice(0, 500)} WHERE id = ${STREAM}`)
        .catch(() => undefined);
      throw error;
    }
    return stored;
  }

  /** Applies one page and moves the cursor, in one database transaction. */
  async applyPage(transactions: ChainTx[], cursor: string | null): Promise<number> {
    return this.ctx.db.transaction(async (tx) => {
      let stored = 0;
      let lastDigest: string | null = null;
      for (const chainTx of transactions) {
        lastDigest = chainTx.digest;
        for (let seq = 0; seq < chainTx.events.length; seq++) {
          const event = decodeFinanceEvent(this.ctx.config.financePackageId, chainTx.events[seq]!);
          if (!event) continue;
          if (await this.applyEvent(tx as unknown as Db, chainTx, seq, event)) stored++;
        }
      }
      await tx.execute(sql`UPDATE indexer_state SET cursor = ${cursor}, last_digest = COALESCE(${lastDigest}, last_digest) WHERE id = ${STREAM}`);
      return stored;
    });
  }

  /**
   * A localnet started afresh no longer has the transactions we read: the whole chain-derived
   * state (and what was bought with it) belongs to a world that is gone. Only on localnet:
   * a real node prunes old transactions, which must not look like a reset.
   */
  private async resetIfChainWasReset(): Promise<void> {
    if (this.ctx.config.network !== 'localnet') return;
    const state = await firstRow<{ last_digest: string | null }>(this.ctx.db, sql`SELECT last_digest FROM indexer_state WHERE id = ${STREAM}`);
    if (!state?.last_digest) return;
    if (await this.source.hasTransaction(state.last_digest)) return;
    console.warn('[indexer] the node no longer has the last transaction read: localnet was reset, starting over from its genesis');
    await this.ctx.db.transaction(async (tx) => {
      for (const table of ['chain_records', 'income_records', 'hashrate_records', 'withdrawals', 'node_purchases', 'bank_subscriptions', 'balances', 'users']) {
        await tx.execute(sql.raw(`DELETE FROM ${table}`));
      }
      await tx.execute(sql`UPDATE node_tiers SET sold_count = 0`);
      await tx.execute(sql`UPDATE indexer_state SET cursor = NULL, last_digest = NULL WHERE id = ${STREAM}`);
    });
  }

  private coinOf(typeName: string): Coin | null {
    const normalized = normalizeStructTag(typeName.startsWith('0x') ? typeName : `0x${typeName}`);
    for (const [coin, type] of Object.entries(this.ctx.config.coinTypes) as [Coin, string][]) {
      if (type && normalizeStructTag(type) === normalized) return coin;
    }
    return null;
  }

  /** Stores one event and applies its effects; false when it was stored before (a replay). */
  private async applyEvent(db: Executor, chainTx: ChainTx, seq: number, event: DecodedEvent): Promise<boolean> {
    const at = new Date(chainTx.timestampMs ?? this.ctx.now()).toISOString();
    const record = (kind: string, coin: Coin, amount: bigint, fee: bigint | null = null, amountOut: bigint | null = null) =>
      firstRow<{ id: string }>(
        db,
        sql`INSERT INTO chain_records (tx_digest, event_seq, event_type, kind, address, coin, amount, fee, amount_out, data, created_at)
            VALUES (${chainTx.digest}, ${seq}, ${event.name}, ${kind}, ${event.user}, ${coin}, ${amount.toString()}, ${fee?.toString() ?? null},
                    ${amountOut?.toString() ?? null}, ${JSON.stringify(event, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}, ${at})
            ON CONFLICT (tx_digest, event_seq) DO NOTHING RETURNING id::text AS id`,
      );
    const hashrate = (address: string, type: string, amount: bigint) =>
      db.execute(sql`INSERT INTO hashrate_records (address, type, amount, tx_digest, event_seq, created_at)
        VALUES (${address}, ${type}, ${amount.toString()}, ${chainTx.digest}, ${seq}, ${at}) ON CONFLICT DO NOTHING`);
    const income = (address: string, type: string, coin: Coin, amount: bigint, source: string | null, withdrawable: boolean) =>
      amount > 0n
        ? db.execute(sql`INSERT INTO income_records (address, type, coin, amount, source_address, tx_digest, event_seq, withdrawable, created_at)
            VALUES (${address}, ${type}, ${coin}, ${amount.toString()}, ${source}, ${chainTx.digest}, ${seq}, ${withdrawable}, ${at}) ON CONFLICT DO NOTHING`)
        : Promise.resolve();

    await db.execute(sql`INSERT INTO users (address, created_at) VALUES (${event.user}, ${at}) ON CONFLICT (address) DO NOTHING`);

    switch (event.name) {
      case 'Bound': {
        if (!(await record('bind', 'SUI', 0n))) return false;
        await db.execute(sql`UPDATE users SET inviter = ${event.inviter}, bound_at = ${at} WHERE address = ${event.user} AND inviter IS NULL`);
        await db.execute(sql`INSERT INTO users (address, created_at) VALUES (${event.inviter}, ${at}) ON CONFLICT (address) DO NOTHING`);
        return true;
      }
      case 'Staked': {
        if (!(await record('stake', 'SUI', event.amount))) return false;
        await db.execute(sql`UPDATE users SET staked = staked + ${event.amount.toString()} WHERE address = ${event.user}`);
        await hashrate(event.user, 'staking', event.amount);
        return true;
      }
      case 'UnStake': {
        if (!(await record('unstake', 'SUI', event.stake_value, event.fee, event.stake_value - event.fee))) return false;
        await db.execute(sql`UPDATE users SET staked = GREATEST(staked - ${event.stake_value.toString()}, 0) WHERE address = ${event.user}`);
        await hashrate(event.user, 'staking', -event.stake_value);
        return true;
      }
      case 'ClaimReward': {
        // Rewards paid out by an unstake: the user's own (static) income, released hashrate.
        if (!(await record('claim', 'SUIL', event.reward_value))) return false;
        await hashrate(event.user, 'static', -event.reward_value);
        await income(event.user, 'static', 'SUIL', event.reward_value, null, false);
        return true;
      }
      case 'Claimed': {
        const coin: Coin = event.mode === 1 ? 'SUI' : 'SUIL';
        if (!(await record('claim', coin, event.reward_value, event.reward_value_fee, event.claim_sui_amount))) return false;
        await hashrate(event.user, 'static', -event.reward_value);
        await income(event.user, 'static', 'SUIL', event.reward_value - event.reward_value_fee, null, false);
        await this.payReferralIncome(db, event.user, event.claim_sui_amount, income, hashrate);
        return true;
      }
      case 'Swapped': {
        if (!(await record('swap', 'SUIL', event.amount_in, event.fee, event.amount_out))) return false;
        await this.payNodeFeeShare(db, event.fee, hashrate);
        return true;
      }
      case 'Withdrawn': {
        if (!(await record('withdraw', 'SUI', event.amount))) return false;
        const voucher = await firstRow<{ address: string; status: string }>(
          db,
          sql`UPDATE withdrawals w SET status = 'spent', tx_digest = ${chainTx.digest}
              FROM (SELECT id, status AS previous FROM withdrawals WHERE nonce = ${event.nonce.toString()} FOR UPDATE) old
              WHERE w.id = old.id AND w.status <> 'spent' RETURNING w.address, old.previous AS status`,
        );
        if (voucher?.status === 'expired') {
          // Spent after its hold was released: take it from the income again, as far as it goes.
          await db.execute(sql`UPDATE balances SET amount = GREATEST(amount - ${event.amount.toString()}, 0)
            WHERE address = ${voucher.address} AND coin = 'INCOME'`);
          console.warn(`[indexer] voucher ${event.nonce} was spent after it expired; its amount was taken from the income again`);
        }
        return true;
      }
      case 'ToppedUp': {
        const coin = this.coinOf(event.coin_type);
        if (!(await record('topup', coin ?? 'SUI', event.amount))) return false;
        if (coin) await credit(db, event.user, coin, event.amount);
        else console.warn(`[indexer] top-up of an unknown coin ${event.coin_type} in ${chainTx.digest} was not credited`);
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
    user: string,
    value: bigint,
    income: (address: string, type: string, coin: Coin, amount: bigint, source: string | null, withdrawable: boolean) => Promise<unknown>,
    hashrate: (address: string, type: string, amount: bigint) => Promise<unknown>,
  ): Promise<void> {
    const rules = this.ctx.config.income;
    const ancestors: string[] = [];
    let current = user;
    while (ancestors.length < rules.maxTeamDepth) {
      const row = await firstRow<{ inviter: string | null }>(db, sql`SELECT inviter FROM users WHERE address = ${current}`);
      if (!row?.inviter || ancestors.includes(row.inviter) || row.inviter === user) break;
      ancestors.push(row.inviter);
      current = row.inviter;
    }
    const pay = async (address: string, type: string, amount: bigint) => {
      if (amount <= 0n) return;
      await income(address, type, 'SUI', amount, user, true);
      await credit(db, address, 'INCOME', amount);
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
    const holders = await rows<{ address: string; tier: string; nodes: string | number; fee_share_bps: number; tier_nodes: string | number }>(
      db,
      sql`SELECT p.address, p.tier, COUNT(*) AS nodes, t.fee_share_bps,
                 (SELECT COUNT(*) FROM node_purchases q WHERE q.tier = p.tier AND NOT q.returned) AS tier_nodes
          FROM node_purchases p JOIN node_tiers t ON t.tier = p.tier WHERE NOT p.returned
          GROUP BY p.address, p.tier, t.fee_share_bps`,
    );
    const perAddress = new Map<string, bigint>();
    for (const h of holders) {
      const share = (fee * BigInt(h.fee_share_bps) * BigInt(h.nodes)) / (BPS * BigInt(h.tier_nodes));
      perAddress.set(h.address, (perAddress.get(h.address) ?? 0n) + share);
    }
    for (const [address, amount] of perAddress) if (amount > 0n) await hashrate(address, 'fee', amount);
  }
}

export function financeIndexer(ctx: ServerContext): FinanceIndexer {
  const client = new SuiGrpcClient({ network: ctx.config.network as 'localnet', baseUrl: ctx.config.suiNodeUrl });
  return new FinanceIndexer(ctx, grpcFinanceSource(client, ctx.config.financePackageId));
}

/** Polls every `pollMs`; errors (the node down) are logged once per change and retried. */
export function startIndexer(ctx: ServerContext): { stop: () => Promise<void> } {
  const indexer = financeIndexer(ctx);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let lastError = '';
  const tick = () => {
    running = indexer
      .pollOnce()
      .then(() => {
        if (lastError) console.log('[indexer] following the node again');
        lastError = '';
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (message !== lastError) console.warn(`[indexer] poll failed (will retry): ${message}`);
        lastError = message;
      })
      // Vouchers nobody spent give their income back even if their owner never returns.
      .then(() => ctx.db.transaction((tx) => releaseExpiredVouchers(tx, null, ctx.now())))
      .catch((error: unknown) => console.warn('[indexer] releasing expired vouchers failed', error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, ctx.config.indexer.pollMs);
      });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
