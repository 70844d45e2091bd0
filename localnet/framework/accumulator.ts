// Address balances (SIP-58) as the Sui framework keeps them: funds sent with `send_funds` sit in
// an accumulator, a dynamic field of the accumulator root `0xacc` named
// `0x2::accumulator::Key<0x2::balance::Balance<T>> { address }` whose value is
// `0x2::accumulator::U128 { value }`. Also the "coin reservation" object references with which a
// gas payment draws on the gas owner's SUI address balance (as `@mysten/sui` and sui-rpc-api
// encode them).
import { bcs } from '@mysten/sui/bcs';
import { fromBase58, normalizeSuiAddress, toBase58, toHex, deriveDynamicFieldID } from '@mysten/sui/utils';
import { SUI_FRAMEWORK, parseMoveType, printMoveType } from './move-type.ts';

export const ACCUMULATOR_ROOT = normalizeSuiAddress('0xacc');

/** `0x2::balance::Balance<T>` for a coin type, normalized. */
export function balanceType(coinType: string): string {
  return `${SUI_FRAMEWORK}::balance::Balance<${printMoveType(parseMoveType(coinType))}>`;
}

export function accumulatorKeyType(coinType: string): string {
  return `${SUI_FRAMEWORK}::accumulator::Key<${balanceType(coinType)}>`;
}

/** The dynamic field type that stores an address balance. */
export function accumulatorFieldType(coinType: string): string {
  return `${SUI_FRAMEWORK}::dynamic_field::Field<${accumulatorKeyType(coinType)},${SUI_FRAMEWORK}::accumulator::U128>`;
}

/** Id of a dynamic field of `parent` named `key` (BCS) of type `keyType`, as Sui derives it. */
export function dynamicFieldId(parent: string, keyType: string, keyBcs: Uint8Array): string {
  return normalizeSuiAddress(deriveDynamicFieldID(parent, keyType, keyBcs));
}

/** Id of the accumulator object holding `owner`'s address balance of `coinType`. */
export function accumulatorFieldId(owner: string, coinType: string): string {
  return dynamicFieldId(ACCUMULATOR_ROOT, accumulatorKeyType(coinType), bcs.Address.serialize(owner).toBytes());
}

/**
 * The accumulator object of `owner` (normalized) holding `value` of `coinType`, as a deposit
 * writes it; `Ledger.makeObject` adds the version and previous transaction. Transactions,
 * genesis and the admin route all build it here, so the three cannot drift apart.
 */
export function accumulatorObject(owner: string, coinType: string, value: bigint) {
  const id = accumulatorFieldId(owner, coinType);
  const nameType = accumulatorKeyType(coinType);
  return {
    id,
    type: accumulatorFieldType(coinType),
    owner: { kind: 'object', address: ACCUMULATOR_ROOT } as const,
    fields: { id, name: { address: owner }, value: { value } },
    dynamicField: { parent: ACCUMULATOR_ROOT, nameType, nameBcs: bcs.Address.serialize(owner).toBytes(), valueType: `${SUI_FRAMEWORK}::accumulator::U128` },
  };
}

// ---- coin reservations ---------------------------------------------------------------------
// digest = amount (u64 LE) ‖ epoch (u32 LE) ‖ 20 × 0xac; object id = accumulator field id XOR
// the chain identifier; version 0.

const MAGIC = 0xac;

export interface CoinReservation {
  amount: bigint;
  epoch: bigint;
  /** The accumulator field id the reservation draws on (id XOR chain id). */
  accumulatorId: string;
}

export function parseCoinReservation(ref: { objectId: string; version: string | number | bigint; digest: string }, chainId: string): CoinReservation | undefined {
  let digest: Uint8Array;
  try {
    digest = fromBase58(ref.digest);
  } catch {
    return undefined;
  }
  if (digest.length !== 32 || !digest.subarray(12).every((b) => b === MAGIC)) return undefined;
  const view = new DataView(digest.buffer, digest.byteOffset, 32);
  const id = bcs.Address.serialize(normalizeSuiAddress(ref.objectId)).toBytes();
  const chain = fromBase58(chainId);
  const acc = id.map((b, i) => b ^ chain[i]);
  return { amount: view.getBigUint64(0, true), epoch: BigInt(view.getUint32(8, true)), accumulatorId: normalizeSuiAddress(`0x${toHex(acc)}`) };
}

export function coinReservationRef(amount: bigint, owner: string, chainId: string, epoch: bigint): { objectId: string; version: string; digest: string } {
  const digest = new Uint8Array(32);
  const view = new DataView(digest.buffer);
  view.setBigUint64(0, amount, true);
  view.setUint32(8, Number(epoch), true);
  digest.fill(MAGIC, 12);
  const acc = bcs.Address.serialize(accumulatorFieldId(owner, `${SUI_FRAMEWORK}::sui::SUI`)).toBytes();
  const chain = fromBase58(chainId);
  return { objectId: normalizeSuiAddress(`0x${toHex(acc.map((b, i) => b ^ chain[i]))}`), version: '0', digest: toBase58(digest) };
}
