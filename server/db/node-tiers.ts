// The node_tiers table's queries (migration 0001): the three tiers an operator fills,
// their terms and how many of each are sold. A sale is one conditional UPDATE (and a CHECK
// caps it), so parallel buyers never oversell a tier.
import { asc } from 'drizzle-orm';
import type { NodeTier } from '../../contract/api.ts';
import { type Db, type Executor, type Row, assignments, firstRow, sql } from './client.ts';
import { nodeTiers } from './schema.ts';

export type NodeTierRow = Row<typeof nodeTiers>;

/** Every tier in display order, through the typed query builder. */
export function nodeTierList(db: Pick<Db, 'select'>): Promise<(typeof nodeTiers.$inferSelect)[]> {
  return db.select().from(nodeTiers).orderBy(asc(nodeTiers.sort));
}

export type TierTerms = Pick<NodeTierRow, 'tier' | 'coin' | 'price' | 'limited_count' | 'sold_count' | 'gift_suil' | 'auto_return_days'>;

/** A tier's terms and sales, undefined when there is no such tier; `forUpdate` locks it. */
export function tierTerms(db: Executor, tier: string, options: { forUpdate?: boolean } = {}): Promise<TierTerms | undefined> {
  return firstRow<TierTerms>(
    db,
    sql`SELECT tier, coin, price::text AS price, limited_count, sold_count, gift_suil::text AS gift_suil, auto_return_days
        FROM node_tiers WHERE tier = ${tier} ${options.forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
}

/** Sets the named terms of a tier, in one statement; nothing when none is named. */
export async function setTierTerms(db: Executor, tier: string, terms: { price?: string; limitedCount?: number; giftSuil?: string; autoReturnDays?: number }): Promise<void> {
  const sets = assignments({ price: terms.price, limited_count: terms.limitedCount, gift_suil: terms.giftSuil, auto_return_days: terms.autoReturnDays });
  if (sets) await db.execute(sql`UPDATE node_tiers SET ${sets} WHERE tier = ${tier}`);
}

export type SoldNode = Pick<NodeTierRow, 'price' | 'gift_suil' | 'auto_return_days'> & { coin: NodeTier['coin'] };

/** Sells one node of `tier` while any is left (one conditional UPDATE); its terms, or undefined when sold out. */
export function sellNode(db: Executor, tier: string): Promise<SoldNode | undefined> {
  return firstRow<SoldNode>(
    db,
    sql`UPDATE node_tiers SET sold_count = sold_count + 1 WHERE tier = ${tier} AND sold_count < limited_count
            RETURNING coin, price::text AS price, gift_suil::text AS gift_suil, auto_return_days`,
  );
}
