// The chain_records table's queries (migration 0001): every finance event the indexer stored,
// once per (transaction, event index): a replayed page inserts nothing, and the event's effects
// are applied only when its row is new. A record's amount is in `coin`; what arrived, when the
// event pays something, is `amount_out` in `coin_out` (migration 0015): a claim's SUIL claimed,
// and the SUI (mode 1) or net SUIL (mode 0) it paid.
import type { ChainRecord } from '../../contract/api.ts';
import { type Executor, type Row, firstRow, rows, sql } from './client.ts';
import type { chainRecords } from './schema.ts';

export type ChainRecordRow = Pick<Row<typeof chainRecords>, 'id' | 'tx_digest' | 'event_seq' | 'amount' | 'fee' | 'amount_out' | 'created_at'> & {
  kind: ChainRecord['kind'];
  coin: ChainRecord['coin'];
  coin_out: ChainRecord['coinOut'];
};

/** Stores an event; its id, or undefined when that event (transaction, index) was stored before. */
export async function insertChainRecord(
  db: Executor,
  r: {
    txDigest: string; eventSeq: number; eventType: string; kind: string; address: string; coin: string; amount: bigint; fee: bigint | null;
    amountOut: bigint | null; coinOut: string | null; data: string; at: string;
  },
): Promise<string | undefined> {
  const row = await firstRow<{ id: string }>(
    db,
    sql`INSERT INTO chain_records (tx_digest, event_seq, event_type, kind, address, coin, amount, fee, amount_out, coin_out, data, created_at)
            VALUES (${r.txDigest}, ${r.eventSeq}, ${r.eventType}, ${r.kind}, ${r.address}, ${r.coin}, ${r.amount.toString()}, ${r.fee?.toString() ?? null},
                    ${r.amountOut?.toString() ?? null}, ${r.coinOut}, ${r.data}, ${r.at})
            ON CONFLICT (tx_digest, event_seq) DO NOTHING RETURNING id::text AS id`,
  );
  return row?.id;
}

/** The user's records of a kind (all when null), newest first, keyset-paged by id (limit + 1 rows: see `page`). */
export function chainRecordPage(db: Executor, address: string, kind: string | null, cursor: bigint | null, limit: number): Promise<ChainRecordRow[]> {
  return rows<ChainRecordRow>(
    db,
    sql`SELECT id::text AS id, kind, tx_digest, event_seq, amount::text AS amount, coin, fee::text AS fee, amount_out::text AS amount_out, coin_out, created_at
          FROM chain_records WHERE address = ${address} AND ${kind ? sql`kind = ${kind}` : sql`TRUE`} AND ${cursor === null ? sql`TRUE` : sql`id < ${cursor.toString()}`}
          ORDER BY chain_records.id DESC LIMIT ${limit + 1}`,
  );
}

type ConsoleChainRecordRow = Pick<Row<typeof chainRecords>, 'kind' | 'amount' | 'coin' | 'amount_out' | 'coin_out' | 'tx_digest' | 'created_at'>;

/** The user's latest records as the console lists them, newest first. */
export function latestChainRecords(db: Executor, address: string, limit: number): Promise<ConsoleChainRecordRow[]> {
  return rows<ConsoleChainRecordRow>(
    db,
    sql`SELECT kind, amount::text AS amount, coin, amount_out::text AS amount_out, coin_out, tx_digest, created_at FROM chain_records WHERE address = ${address}
        ORDER BY id DESC LIMIT ${limit}`,
  );
}

export interface SwapPriceRow {
  /** The bucket: whole `bucketSeconds` since the epoch. */
  bucket: string;
  amount_in: string;
  fee: string;
  amount_out: string;
  created_at: Date | string;
  swaps: string;
}

/**
 * Every swap (Swapped events) from `fromMs` to before `toMs` that paid something out, in
 * buckets of `bucketSeconds` since the epoch (UTC hours and days): each bucket's last swap, in
 * ledger order, and how many it holds. Oldest bucket first.
 */
export function swapPriceBuckets(db: Executor, fromMs: number, toMs: number, bucketSeconds: number): Promise<SwapPriceRow[]> {
  return rows<SwapPriceRow>(
    db,
    sql`SELECT DISTINCT ON (bucket) bucket::text AS bucket, amount_in, fee, amount_out, created_at, (COUNT(*) OVER (PARTITION BY bucket))::text AS swaps FROM (
          SELECT FLOOR(EXTRACT(EPOCH FROM created_at) / ${bucketSeconds})::bigint AS bucket, amount::text AS amount_in, COALESCE(fee, 0)::text AS fee,
                 amount_out::text AS amount_out, created_at, id
            FROM chain_records
            WHERE kind = 'swap' AND created_at >= ${new Date(fromMs).toISOString()}::timestamptz AND created_at < ${new Date(toMs).toISOString()}::timestamptz
              AND amount_out > 0 AND amount > COALESCE(fee, 0)
        ) swaps ORDER BY bucket, created_at DESC, id DESC`,
  );
}
