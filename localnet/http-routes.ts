// The node's plain HTTP endpoints besides gRPC, as one table: the faucet (under the paths Sui's
// faucet and the SDK use), the admin controls tests use (clock, payout reserve, address balance,
// reset) and the health check. node.ts looks a request up here by method and path; anything else
// is 404.
import { isValidSuiAddress, normalizeSuiAddress } from '@mysten/sui/utils';
import type { Ledger } from './ledger/ledger.ts';
import type { Faucet } from './faucet.ts';
import { accumulatorFieldId, accumulatorObject } from './framework/accumulator.ts';
import { SUI_TYPE } from './framework/move-type.ts';
import { LIQUIDITY_SWAP } from './packages/finance/ids.ts';

/** What a route answers: an HTTP status and a JSON body. */
export interface HttpReply {
  status: number;
  body: unknown;
}

/** A route reads the request's JSON body (an object; `{}` when empty or not JSON) only if it needs it. */
export type HttpRoute = (readJson: () => Promise<Record<string, unknown>>) => Promise<HttpReply> | HttpReply;

/** A Sui address as text (0x optional, 1 to 64 hex digits), normalized; undefined if it is not one. */
function addressOf(text: string): string | undefined {
  return /^(0x)?[0-9a-fA-F]{1,64}$/.test(text) && isValidSuiAddress(normalizeSuiAddress(text)) ? normalizeSuiAddress(text) : undefined;
}

/** A u64 written as a decimal string without leading zeros; undefined if it is not one. */
function u64Of(value: unknown): bigint | undefined {
  if (typeof value !== 'string' || !/^(0|[1-9]\d{0,19})$/.test(value)) return undefined;
  const n = BigInt(value);
  return n < 1n << 64n ? n : undefined;
}

const U64_AMOUNT_ERROR = 'amount must be a u64 in base units, as a decimal string';

/** The routes by `METHOD /path`. */
export function httpRoutes(ledger: Ledger, faucet: Faucet): Map<string, HttpRoute> {
  const fund: HttpRoute = async (readJson) => {
    const body = await readJson();
    const address = addressOf(String(body.address ?? (body.FixedAmountRequest as { recipient?: string } | undefined)?.recipient ?? body.recipient ?? ''));
    if (!address) return { status: 400, body: { status: { Failure: { internal: 'invalid address' } }, error: 'invalid address' } };
    const result = await faucet.fund(address);
    return {
      status: 200,
      body: {
        status: 'Success',
        digest: result.digest,
        coins_sent: result.coins.map((c) => ({ id: c.id, amount: c.amount.toString(), coinType: c.coinType, transferTxDigest: result.digest })),
      },
    };
  };

  const advanceClock: HttpRoute = async (readJson) => {
    const body = await readJson();
    const ms = Number(body.ms);
    if (!Number.isSafeInteger(ms) || ms < 0) return { status: 400, body: { error: 'ms must be a non-negative integer' } };
    const timestampMs = ledger.advanceClock(ms);
    return { status: 200, body: { timestampMs: timestampMs.toString(), offsetMs: ledger.clockOffset } };
  };

  const setPayoutReserve: HttpRoute = async (readJson) => {
    const body = await readJson();
    const amount = u64Of(body.amount);
    if (amount === undefined) return { status: 400, body: { error: U64_AMOUNT_ERROR } };
    const swap = ledger.get(LIQUIDITY_SWAP);
    if (!swap) return { status: 404, body: { error: 'this node carries no LiquiditySwap' } };
    // A new version of the shared object, sealed in a checkpoint of its own (no transaction).
    const updated = ledger.makeObject({ ...swap, version: swap.version + 1n, fields: { ...swap.fields, payout_reserve: amount } });
    const checkpoint = ledger.commit({ writes: [updated], deletes: [] });
    return { status: 200, body: { payoutReserve: amount.toString(), checkpoint: checkpoint.sequenceNumber.toString() } };
  };

  const setAddressBalance: HttpRoute = async (readJson) => {
    const body = await readJson();
    const address = typeof body.address === 'string' ? addressOf(body.address) : undefined;
    if (!address) return { status: 400, body: { error: 'address must be a Sui address (0x and up to 64 hex digits)' } };
    const amount = u64Of(body.amount);
    if (amount === undefined) return { status: 400, body: { error: U64_AMOUNT_ERROR } };
    // A new version of the accumulator object, sealed in a checkpoint of its own (no transaction).
    // Zero leaves no object, as a transaction that empties an address balance deletes it.
    const id = accumulatorFieldId(address, SUI_TYPE);
    const old = ledger.get(id);
    const next = {
      ...accumulatorObject(address, SUI_TYPE, amount),
      version: (old?.version ?? 0n) + 1n,
      previousTransaction: old?.previousTransaction ?? ledger.genesisDigest,
    };
    const checkpoint = ledger.commit(amount === 0n ? { writes: [], deletes: old ? [id] : [] } : { writes: [ledger.makeObject(next)], deletes: [] });
    return { status: 200, body: { address, addressBalance: amount.toString(), checkpoint: checkpoint.sequenceNumber.toString() } };
  };

  const reset: HttpRoute = () => {
    ledger.reset();
    return { status: 200, body: { chainId: ledger.chainId } };
  };

  const health: HttpRoute = () => ({
    status: 200,
    body: {
      chain: 'localnet',
      chainId: ledger.chainId,
      checkpoint: ledger.latestCheckpoint.sequenceNumber.toString(),
      timestampMs: ledger.nowMs(),
      env: ledger.envEntries,
    },
  });

  return new Map([
    ['POST /faucet', fund],
    ['POST /gas', fund],
    ['POST /v2/gas', fund],
    ['POST /v1/gas', fund],
    ['POST /admin/advance-clock', advanceClock],
    ['POST /admin/set-payout-reserve', setPayoutReserve],
    ['POST /admin/set-address-balance', setAddressBalance],
    ['POST /admin/reset', reset],
    ['GET /', health],
    ['GET /health', health],
  ]);
}
