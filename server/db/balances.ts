// Off-chain balances: credits and debits as single conditional statements, so a balance
// never goes negative even when requests race (the CHECK constraint backs this up).
import type { Balances } from '../../contract/api.ts';
import { type Executor, rows, sql } from './client.ts';
import { heldIncome } from './withdrawals.ts';

export type BalanceCoin = 'SUI' | 'USDC' | 'SUIL' | 'INCOME';

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
