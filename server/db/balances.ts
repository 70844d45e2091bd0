// Off-chain balances: credits and debits as single conditional statements, so a balance
// never goes negative even when requests race (the CHECK constraint backs this up). A
// transaction that moves several rows locks them first, all in one order (lockBalances), so
// two of them never each hold a row the other waits for (server/README.md, "Transfers").
import type { Balances } from '../../contract/api.ts';
import { type Executor, rows, sql } from './client.ts';
import { heldIncome } from './withdrawals.ts';

export type BalanceCoin = 'SUI' | 'USDC' | 'SUIL' | 'INCOME';

/** One balance row: a user's balance in one coin. */
export interface BalanceKey {
  address: string;
  coin: BalanceCoin;
}

/** The one order in which every transaction locks balance rows: by address, then coin (code units, whatever the database's collation). */
function compareKeys(a: BalanceKey, b: BalanceKey): number {
  if (a.address !== b.address) return a.address < b.address ? -1 : 1;
  return a.coin === b.coin ? 0 : a.coin < b.coin ? -1 : 1;
}

/**
 * Locks the balance rows a transaction is about to move, before it moves any of them, in the
 * one order (by address, then coin): two transactions moving the same rows then queue for the
 * first of them, and neither holds a row the other is waiting for. A row that does not exist
 * yet is made at 0 in the same step, at its place in the order: the statement handles its rows
 * one after another, locking the row it finds or the one it inserts (a second inserter waits
 * there), so a first credit is ordered too. Rolled back with the transaction, a row made here
 * leaves nothing.
 */
export async function lockBalances(tx: Executor, keys: readonly BalanceKey[]): Promise<void> {
  const ordered = [...keys].sort(compareKeys).filter((key, i, all) => i === 0 || compareKeys(all[i - 1]!, key) !== 0);
  if (ordered.length === 0) return;
  await tx.execute(sql`
    INSERT INTO balances (address, coin, amount) VALUES ${sql.join(ordered.map((k) => sql`(${k.address}, ${k.coin}, 0)`), sql`, `)}
    ON CONFLICT (address, coin) DO UPDATE SET amount = balances.amount`);
}

/**
 * Credits gathered through a long transaction that reaches many users in no particular order
 * (an indexer page: top-ups and referral income in chain order), made at its end with their
 * rows locked in the one order (lockBalances). Credits commute, so the balances come out as if
 * each had been made at once.
 */
export class BalanceLedger {
  private readonly credits = new Map<string, { key: BalanceKey; amount: bigint }>();

  credit(address: string, coin: BalanceCoin, amount: bigint): void {
    if (amount <= 0n) return;
    const id = `${address}/${coin}`;
    const found = this.credits.get(id);
    if (found) found.amount += amount;
    else this.credits.set(id, { key: { address, coin }, amount });
  }

  /** Makes the credits gathered for one row now: before a statement that reads that row (a debit that stops at zero). */
  async settle(tx: Executor, address: string, coin: BalanceCoin): Promise<void> {
    const id = `${address}/${coin}`;
    const found = this.credits.get(id);
    if (!found) return;
    this.credits.delete(id);
    await credit(tx, address, coin, found.amount);
  }

  /** Makes every credit gathered, their rows locked in the one order first. */
  async apply(tx: Executor): Promise<void> {
    const gathered = [...this.credits.values()];
    this.credits.clear();
    await lockBalances(tx, gathered.map((c) => c.key));
    for (const { key, amount } of gathered) await credit(tx, key.address, key.coin, amount);
  }
}

export async function credit(db: Executor, address: string, coin: BalanceCoin, amount: bigint): Promise<void> {
  if (amount <= 0n) return;
  await db.execute(sql`
    INSERT INTO balances (address, coin, amount) VALUES (${address}, ${coin}, ${amount.toString()})
    ON CONFLICT (address, coin) DO UPDATE SET amount = balances.amount + EXCLUDED.amount`);
}

/** Takes `amount` when the balance holds it; false (and nothing taken) otherwise. */
export async function debit(db: Executor, address: string, coin: BalanceCoin, amount: bigint): Promise<boolean> {
  const taken = await rows(
    db,
    sql`UPDATE balances SET amount = amount - ${amount.toString()}
        WHERE address = ${address} AND coin = ${coin} AND amount >= ${amount.toString()} RETURNING amount`,
  );
  return taken.length === 1;
}

/** Takes `amount`, or all the balance holds when that is less (a legacy voucher's income taken back). */
export async function debitAsFarAsItGoes(db: Executor, address: string, coin: BalanceCoin, amount: bigint): Promise<void> {
  await db.execute(sql`UPDATE balances SET amount = GREATEST(amount - ${amount.toString()}, 0)
    WHERE address = ${address} AND coin = ${coin}`);
}

/** The user's balance per coin (a coin never credited has no row). */
export function balanceRows(db: Executor, address: string): Promise<{ coin: BalanceCoin; amount: string }[]> {
  return rows<{ coin: BalanceCoin; amount: string }>(db, sql`SELECT coin, amount::text AS amount FROM balances WHERE address = ${address}`);
}

export async function readBalances(db: Executor, address: string): Promise<Balances> {
  const found = await balanceRows(db, address);
  const held = await heldIncome(db, address);
  const of = (coin: BalanceCoin) => found.find((r) => r.coin === coin)?.amount ?? '0';
  return { sui: of('SUI'), usdc: of('USDC'), suil: of('SUIL'), withdrawableIncome: of('INCOME'), heldIncome: held };
}
