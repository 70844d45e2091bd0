// The seam between the node (grpc/, ledger/, exec/) and the Move packages it carries, written
// in TypeScript. A package declares its functions' Move signatures and struct layouts; the
// executor checks every MoveCall against them, decodes pure arguments with BCS, hands object
// arguments over as MoveObject values, runs `run`, then writes back mutated objects, new and
// deleted ones, events and BCS return values. GetFunction/GetPackage answers are built from the
// same declarations, so what the SDK learns about a function is exactly what the executor checks.
import type { BcsType } from '@mysten/sui/bcs';

/**
 * A Move type in source syntax with full or short addresses: `u8`, `u64`, `bool`, `address`,
 * `vector<u8>`, `0x2::coin::Coin<T0>`, `0x2::clock::Clock`, `0x1::string::String`. Type
 * parameters of the function are written `T0`, `T1`, ... The executor normalizes addresses.
 */
export type MoveTypeText = string;

export interface ParamSpec {
  type: MoveTypeText;
  /** `&` (imm) or `&mut` (mut); absent means by value. */
  ref?: 'imm' | 'mut';
}

/** An object as the executor hands it to Move code. `fields` is mutable when passed `&mut`. */
export interface MoveObject<F extends Record<string, unknown> = Record<string, unknown>> {
  /** 0x + 64 hex, normalized. Also present as `fields.id`. */
  readonly id: string;
  /** Full normalized struct tag, e.g. `0x000…02::coin::Coin<0x000…02::sui::SUI>`. */
  readonly type: string;
  fields: F & { id: string };
}

/** `0x2::coin::Coin<T>`: `{ id: UID, balance: Balance<T> }`; Balance is BCS-equal to a u64. */
export type CoinFields = { id: string; balance: bigint };

export class MoveAbortError extends Error {
  constructor(
    readonly packageId: string,
    readonly module: string,
    readonly functionName: string,
    readonly code: number,
  ) {
    super(`MoveAbort in ${module}::${functionName} with code ${code}`);
  }
}

export interface CallContext {
  /** The transaction's sender, normalized. */
  readonly sender: string;
  /** The transaction digest (base58), for deriving fresh ids. */
  readonly digest: string;
  readonly epoch: bigint;
  /** This call's package, module and function; events and aborts are attributed to them. */
  readonly packageId: string;
  readonly module: string;
  readonly functionName: string;
  /** True when simulated with checks off (a view call): nothing is written either way. */
  readonly readOnly: boolean;
  /** Emit `<packageId>::<module>::<structName>`; the value is BCS-encoded with that struct. */
  emit(structName: string, value: Record<string, unknown>): void;
  /** Abort with a code, attributed to this module and function. */
  abort(code: number): never;
  /** A fresh object id, unique per transaction and call order (as `tx_context::fresh_id`). */
  freshId(): string;
  /** A new coin value held by Move code: it must be transferred, returned or destroyed. */
  newCoin(coinType: string, balance: bigint): MoveObject<CoinFields>;
  /** Give a by-value or new object an address owner (`transfer::public_transfer`). */
  transfer(obj: MoveObject, recipient: string): void;
  /** Delete a by-value object (e.g. a coin whose balance joined a pool). */
  destroy(obj: MoveObject): void;
  /**
   * Address balances (SIP-58): `deposit` adds to `recipient`'s accumulator of `coinType` (what
   * `send_funds` does); `withdraw` takes from `owner`'s (a redeemed `Withdrawal`, whose limit the
   * node reserved against the balance before running the transaction).
   */
  funds: {
    deposit(coinType: string, recipient: string, amount: bigint): void;
    withdraw(coinType: string, owner: string, amount: bigint): void;
  };
  /**
   * Dynamic fields (what `0x2::table::Table` uses): each entry is a child object
   * `0x2::dynamic_field::Field<K, V>` of `parentId`, with an id derived from parent and key as
   * on Sui, visible to ListDynamicFields and versioned like any object.
   */
  dynamicField: {
    get<V>(parentId: string, keyType: MoveTypeText, key: unknown, valueType: MoveTypeText): V | undefined;
    set(parentId: string, keyType: MoveTypeText, key: unknown, valueType: MoveTypeText, value: unknown): void;
    remove(parentId: string, keyType: MoveTypeText, key: unknown): boolean;
  };
}

/**
 * Arguments arrive in declaration order: pure values decoded to JS (u8/u16/u32 as number,
 * u64/u128/u256 as bigint, bool, address as normalized string, vector<u8> as Uint8Array, other
 * vectors as arrays) and objects as MoveObject. TxContext is implicit and not declared.
 * A by-value object argument is moved in: the function must transfer, return or destroy it.
 */
export interface NativeFunction {
  visibility: 'public' | 'private' | 'friend';
  isEntry: boolean;
  /** Number of type parameters (T0..); abilities are not checked. */
  typeParameters?: number;
  parameters: ParamSpec[];
  returns: MoveTypeText[];
  run(ctx: CallContext, args: unknown[], typeArgs: string[]): unknown[];
}

export interface StructDef {
  abilities: Array<'copy' | 'drop' | 'store' | 'key'>;
  typeParameters?: number;
  /** Fields in declaration order; `id: 0x2::object::UID` first for objects. */
  fields: Array<{ name: string; type: MoveTypeText }>;
  /** The BCS layout, for object contents, events and return values. */
  // Layouts differ per struct; the executor only needs serialize/parse, so the value type is open.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  bcs(typeArgs: string[]): BcsType<any, any>;
}

export interface NativeModule {
  functions: Record<string, NativeFunction>;
  structs: Record<string, StructDef>;
}

export type ObjectOwner =
  | { kind: 'address'; address: string }
  | { kind: 'shared' }
  | { kind: 'immutable' };

export interface CoinInfo {
  /** Full coin type, e.g. `<pkg>::suil::SUIL`. */
  type: string;
  decimals: number;
  symbol: string;
  name: string;
  description: string;
  iconUrl?: string;
}

export interface LocalnetConfig {
  /** Hex (no 0x) Ed25519 public key whose signatures `swap::withdraw` accepts. */
  operatorPublicKey: string;
}

export interface GenesisContext {
  readonly config: LocalnetConfig;
  /** Create an object at a fixed id (version 1). Fields as the struct's BCS expects. */
  createObject(obj: { id: string; type: string; owner: ObjectOwner; fields: Record<string, unknown> }): void;
  /** Mint a coin object of `coinType` to `owner` (fresh id). */
  mintCoin(coinType: string, balance: bigint, owner: string): string;
  /**
   * Add `amount` to `owner`'s address balance of `coinType` (SIP-58): its accumulator object under
   * 0xacc, as a `send_funds` deposit would leave it (GetBalance reports it as `addressBalance`).
   */
  fundAddressBalance(owner: string, coinType: string, amount: bigint): void;
}

export interface NativePackage {
  /** The package id, normalized. */
  address: string;
  modules: Record<string, NativeModule>;
  /** Coins this package defines: the node serves their metadata (GetCoinInfo). */
  coins?: CoinInfo[];
  /**
   * Creates the package's objects at fixed ids. Returns the `.env.localnet` entries it owns
   * (without the VITE_ prefix, e.g. { PACKAGE_ID: '0x…', FINANCE_OBJECT: '0x…' }).
   */
  genesis?(g: GenesisContext): Record<string, string>;
}
