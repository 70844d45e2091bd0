// Small pieces of the Move standard library and framework that the finance modules use, written
// against the CallContext seam of ../types.ts.
import { bcs } from '@mysten/sui/bcs';
import { normalizeStructTag } from '@mysten/sui/utils';
import type { CallContext, CoinFields, MoveObject, MoveTypeText, StructDef } from '../types.ts';

/**
 * A u64 field or argument as bigint. The executor hands pure u64 arguments over as bigint, but
 * values that went through BCS parsing (object fields, dynamic field values) may arrive as
 * decimal strings, so every read goes through here.
 */
export function u64(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  throw new TypeError(`not a u64: ${String(value)}`);
}

/** `0x2::object::UID` and `0x2::object::ID` are BCS-equal to an address. */
export const UidBcs = bcs.Address;

/** `0x2::table::Table<K, V>`: `{ id: UID, size: u64 }`; entries are dynamic fields of `id`. */
export const TableBcs = bcs.struct('Table', { id: UidBcs, size: bcs.u64() });
export type TableFields = { id: string; size: bigint | string };

export function tableType(key: MoveTypeText, value: MoveTypeText): MoveTypeText {
  return `0x2::table::Table<${key}, ${value}>`;
}

/** The table API (`table::contains/borrow/add/remove`), keeping `size` as Move does. */
export function tableGet<V>(ctx: CallContext, table: TableFields, keyType: MoveTypeText, key: unknown, valueType: MoveTypeText): V | undefined {
  return ctx.dynamicField.get<V>(table.id, keyType, key, valueType);
}

/** Insert or overwrite (`table::add` for a new key, `*table::borrow_mut` for an existing one). */
export function tableSet(ctx: CallContext, table: TableFields, keyType: MoveTypeText, key: unknown, valueType: MoveTypeText, value: unknown): void {
  const existed = ctx.dynamicField.get(table.id, keyType, key, valueType) !== undefined;
  ctx.dynamicField.set(table.id, keyType, key, valueType, value);
  if (!existed) table.size = u64(table.size) + 1n;
}

export function tableRemove(ctx: CallContext, table: TableFields, keyType: MoveTypeText, key: unknown): void {
  if (ctx.dynamicField.remove(table.id, keyType, key)) table.size = u64(table.size) - 1n;
}

/** A one-time-witness coin struct such as `suil::SUIL` (`struct SUIL has drop {}`). */
export function coinWitnessStruct(name: string): StructDef {
  return {
    abilities: ['drop'],
    fields: [{ name: 'dummy_field', type: 'bool' }],
    bcs: () => bcs.struct(name, { dummy_field: bcs.bool() }),
  };
}

/** `0x2::clock::Clock.timestamp_ms`. */
export function clockMs(clock: MoveObject): bigint {
  return u64(clock.fields.timestamp_ms);
}

export function coinValue(coin: MoveObject): bigint {
  return u64((coin as MoveObject<CoinFields>).fields.balance);
}

/** The T of a `0x2::coin::Coin<T>` type, normalized. */
export function coinTypeOf(coin: MoveObject): string {
  const tag = normalizeStructTag(coin.type);
  const open = tag.indexOf('<');
  return tag.slice(open + 1, -1);
}

/**
 * Moves a coin's whole balance into Move-held accounting (the coin object is deleted), as
 * `balance::join(&mut reserve, coin::into_balance(coin))` does. Returns the amount.
 */
export function intoBalance(ctx: CallContext, coin: MoveObject): bigint {
  const value = coinValue(coin);
  ctx.destroy(coin);
  return value;
}

/** `transfer::public_transfer(coin::take(...), to)`; nothing is sent for a zero amount. */
export function payOut(ctx: CallContext, coinType: string, amount: bigint, to: string): void {
  if (amount <= 0n) return;
  ctx.transfer(ctx.newCoin(coinType, amount), to);
}

/**
 * `std::type_name::get<T>().into_string()` as Move renders it: the address as 64 hex digits
 * without `0x`, then `::module::Name`, e.g.
 * `00000000000000000000000000000000000000000000000000000000000005dc::usdc::USDC`.
 */
export function typeNameString(type: string): string {
  return normalizeStructTag(type).replace(/0x([0-9a-f]{64})/g, '$1');
}
