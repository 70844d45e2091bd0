// The parts of the Move standard library (0x1) and the Sui framework (0x2) that this node
// carries, written against the same NativePackage seam as the finance package: struct layouts
// for coins, the clock, coin metadata, dynamic fields and tables, and a few public functions
// that SDK-built transactions call (coin::value/split/join/zero/mint, transfer::public_transfer,
// option::none/some), and address balances (SIP-58): `balance::send_funds`/`coin::send_funds`
// deposit into the recipient's accumulator, a `Withdrawal` (from a FundsWithdrawal input) is
// redeemed with `balance::redeem_funds`/`coin::redeem_funds`.
/* eslint-disable @typescript-eslint/no-explicit-any -- BCS layouts are chosen at run time from type text, so their JS shapes are dynamic here */
import { bcs, type BcsType } from '@mysten/sui/bcs';
import type { CallContext, CoinFields, MoveObject, NativePackage, StructDef } from '../packages/types.ts';
import { MOVE_STDLIB, SUI_FRAMEWORK } from './move-type.ts';

export type LayoutOf = (type: string) => BcsType<any, any>;

function struct(abilities: StructDef['abilities'], fields: StructDef['fields'], layout: (typeArgs: string[]) => BcsType<any, any>, typeParameters = 0): StructDef {
  return { abilities, fields, bcs: layout, typeParameters };
}

function u64(v: unknown): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v))) return BigInt(v);
  throw new TypeError(`not a u64: ${String(v)}`);
}

/** Abort codes of 0x2::balance / 0x2::coin, as on Sui. */
const ENotEnough = 2;
const ENonZero = 0;

/** `0x2::funds_accumulator::Withdrawal<T>` as Move code sees it. */
export interface WithdrawalValue {
  owner: string;
  limit: bigint;
}

const WITHDRAWAL_OF_BALANCE = '0x2::funds_accumulator::Withdrawal<0x2::balance::Balance<T0>>';

/** Redeems a withdrawal of `Balance<T>`: the funds leave the owner's address balance. */
function redeem(ctx: CallContext, withdrawal: unknown, coinType: string): bigint {
  const w = withdrawal as WithdrawalValue;
  if (w.limit > 0xffff_ffff_ffff_ffffn) ctx.abort(ENotEnough);
  ctx.funds.withdraw(coinType, w.owner, w.limit);
  return w.limit;
}

export function frameworkPackages(layoutOf: LayoutOf): NativePackage[] {
  const uid = bcs.Address;
  const stdlib: NativePackage = {
    address: MOVE_STDLIB,
    modules: {
      string: {
        structs: { String: struct(['copy', 'drop', 'store'], [{ name: 'bytes', type: 'vector<u8>' }], () => bcs.string()) },
        functions: {},
      },
      ascii: {
        structs: { String: struct(['copy', 'drop', 'store'], [{ name: 'bytes', type: 'vector<u8>' }], () => bcs.string()) },
        functions: {},
      },
      option: {
        structs: {
          Option: struct(['copy', 'drop', 'store'], [{ name: 'vec', type: 'vector<T0>' }], ([t]) => bcs.option(layoutOf(t)), 1),
        },
        functions: {
          none: { visibility: 'public', isEntry: false, typeParameters: 1, parameters: [], returns: ['0x1::option::Option<T0>'], run: () => [null] },
          some: { visibility: 'public', isEntry: false, typeParameters: 1, parameters: [{ type: 'T0' }], returns: ['0x1::option::Option<T0>'], run: (_ctx, [v]) => [v] },
        },
      },
      type_name: {
        structs: { TypeName: struct(['copy', 'drop', 'store'], [{ name: 'name', type: '0x1::ascii::String' }], () => bcs.struct('TypeName', { name: bcs.string() })) },
        functions: {},
      },
    },
  };

  const coinLayout = () => bcs.struct('Coin', { id: uid, balance: bcs.u64() });
  const framework: NativePackage = {
    address: SUI_FRAMEWORK,
    modules: {
      object: {
        structs: {
          UID: struct(['store'], [{ name: 'id', type: '0x2::object::ID' }], () => uid),
          ID: struct(['copy', 'drop', 'store'], [{ name: 'bytes', type: 'address' }], () => uid),
        },
        functions: {},
      },
      sui: {
        structs: { SUI: struct(['drop'], [{ name: 'dummy_field', type: 'bool' }], () => bcs.struct('SUI', { dummy_field: bcs.bool() })) },
        functions: {},
      },
      balance: {
        structs: {
          Balance: struct(['store'], [{ name: 'value', type: 'u64' }], () => bcs.u64(), 1),
          Supply: struct(['store'], [{ name: 'value', type: 'u64' }], () => bcs.u64(), 1),
        },
        functions: {
          value: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::balance::Balance<T0>', ref: 'imm' }],
            returns: ['u64'],
            run: (_ctx, [balance]) => [u64(balance)],
          },
          zero: { visibility: 'public', isEntry: false, typeParameters: 1, parameters: [], returns: ['0x2::balance::Balance<T0>'], run: () => [0n] },
          destroy_zero: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::balance::Balance<T0>' }],
            returns: [],
            run: (ctx, [balance]) => {
              if (u64(balance) !== 0n) ctx.abort(ENonZero);
              return [];
            },
          },
          send_funds: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::balance::Balance<T0>' }, { type: 'address' }],
            returns: [],
            run: (ctx, [balance, recipient], [t]) => {
              ctx.funds.deposit(t, recipient as string, u64(balance));
              return [];
            },
          },
          redeem_funds: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: WITHDRAWAL_OF_BALANCE }],
            returns: ['0x2::balance::Balance<T0>'],
            run: (ctx, [withdrawal], [t]) => [redeem(ctx, withdrawal, t)],
          },
        },
      },
      accumulator: {
        structs: {
          AccumulatorRoot: struct(['key'], [{ name: 'id', type: '0x2::object::UID' }], () => bcs.struct('AccumulatorRoot', { id: uid })),
          Key: struct(['copy', 'drop', 'store'], [{ name: 'address', type: 'address' }], () => bcs.struct('Key', { address: bcs.Address }), 1),
          U128: struct(['store'], [{ name: 'value', type: 'u128' }], () => bcs.struct('U128', { value: bcs.u128() })),
        },
        functions: {},
      },
      funds_accumulator: {
        structs: {
          Withdrawal: struct(
            ['drop'],
            [
              { name: 'owner', type: 'address' },
              { name: 'limit', type: 'u256' },
            ],
            () => bcs.struct('Withdrawal', { owner: bcs.Address, limit: bcs.u256() }),
            1,
          ),
        },
        functions: {
          withdrawal_owner: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::funds_accumulator::Withdrawal<T0>', ref: 'imm' }],
            returns: ['address'],
            run: (_ctx, [w]) => [(w as WithdrawalValue).owner],
          },
          withdrawal_limit: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::funds_accumulator::Withdrawal<T0>', ref: 'imm' }],
            returns: ['u256'],
            run: (_ctx, [w]) => [BigInt((w as WithdrawalValue).limit)],
          },
          withdrawal_split: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::funds_accumulator::Withdrawal<T0>', ref: 'mut' }, { type: 'u256' }],
            returns: ['0x2::funds_accumulator::Withdrawal<T0>'],
            run: (ctx, [w, value]) => {
              const self = w as WithdrawalValue;
              const take = BigInt(value as bigint);
              if (BigInt(self.limit) < take) ctx.abort(0);
              self.limit = BigInt(self.limit) - take;
              return [{ owner: self.owner, limit: take }];
            },
          },
          withdrawal_join: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::funds_accumulator::Withdrawal<T0>', ref: 'mut' }, { type: '0x2::funds_accumulator::Withdrawal<T0>' }],
            returns: [],
            run: (ctx, [w, other]) => {
              const self = w as WithdrawalValue;
              const o = other as WithdrawalValue;
              if (self.owner !== o.owner) ctx.abort(0);
              self.limit = BigInt(self.limit) + BigInt(o.limit);
              return [];
            },
          },
        },
      },
      url: {
        structs: { Url: struct(['copy', 'drop', 'store'], [{ name: 'url', type: '0x1::ascii::String' }], () => bcs.string()) },
        functions: {},
      },
      clock: {
        structs: {
          Clock: struct(['key'], [{ name: 'id', type: '0x2::object::UID' }, { name: 'timestamp_ms', type: 'u64' }], () =>
            bcs.struct('Clock', { id: uid, timestamp_ms: bcs.u64() }),
          ),
        },
        functions: {
          timestamp_ms: {
            visibility: 'public',
            isEntry: false,
            parameters: [{ type: '0x2::clock::Clock', ref: 'imm' }],
            returns: ['u64'],
            run: (_ctx, [clock]) => [u64((clock as MoveObject).fields.timestamp_ms)],
          },
        },
      },
      coin: {
        structs: {
          Coin: struct(['key', 'store'], [{ name: 'id', type: '0x2::object::UID' }, { name: 'balance', type: '0x2::balance::Balance<T0>' }], coinLayout, 1),
          CoinMetadata: struct(
            ['key', 'store'],
            [
              { name: 'id', type: '0x2::object::UID' },
              { name: 'decimals', type: 'u8' },
              { name: 'name', type: '0x1::string::String' },
              { name: 'symbol', type: '0x1::ascii::String' },
              { name: 'description', type: '0x1::string::String' },
              { name: 'icon_url', type: '0x1::option::Option<0x2::url::Url>' },
            ],
            () =>
              bcs.struct('CoinMetadata', {
                id: uid,
                decimals: bcs.u8(),
                name: bcs.string(),
                symbol: bcs.string(),
                description: bcs.string(),
                icon_url: bcs.option(bcs.string()),
              }),
            1,
          ),
          TreasuryCap: struct(['key', 'store'], [{ name: 'id', type: '0x2::object::UID' }, { name: 'total_supply', type: '0x2::balance::Supply<T0>' }], () =>
            bcs.struct('TreasuryCap', { id: uid, total_supply: bcs.u64() }), 1),
        },
        functions: {
          value: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::coin::Coin<T0>', ref: 'imm' }],
            returns: ['u64'],
            run: (_ctx, [coin]) => [u64((coin as MoveObject<CoinFields>).fields.balance)],
          },
          zero: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [],
            returns: ['0x2::coin::Coin<T0>'],
            run: (ctx, _args, [t]) => [ctx.newCoin(t, 0n)],
          },
          split: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::coin::Coin<T0>', ref: 'mut' }, { type: 'u64' }],
            returns: ['0x2::coin::Coin<T0>'],
            run: (ctx, [coin, amount], [t]) => {
              const c = coin as MoveObject<CoinFields>;
              const value = u64(c.fields.balance);
              const take = u64(amount);
              if (take > value) ctx.abort(ENotEnough);
              c.fields.balance = value - take;
              return [ctx.newCoin(t, take)];
            },
          },
          join: {
            visibility: 'public',
            isEntry: true,
            typeParameters: 1,
            parameters: [{ type: '0x2::coin::Coin<T0>', ref: 'mut' }, { type: '0x2::coin::Coin<T0>' }],
            returns: [],
            run: (ctx, [self, other]) => {
              const a = self as MoveObject<CoinFields>;
              const b = other as MoveObject<CoinFields>;
              a.fields.balance = u64(a.fields.balance) + u64(b.fields.balance);
              ctx.destroy(b);
              return [];
            },
          },
          destroy_zero: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::coin::Coin<T0>' }],
            returns: [],
            run: (ctx, [coin]) => {
              if (u64((coin as MoveObject<CoinFields>).fields.balance) !== 0n) ctx.abort(ENonZero);
              ctx.destroy(coin as MoveObject);
              return [];
            },
          },
          mint: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::coin::TreasuryCap<T0>', ref: 'mut' }, { type: 'u64' }],
            returns: ['0x2::coin::Coin<T0>'],
            run: (ctx, [cap, amount], [t]) => {
              const c = cap as MoveObject<{ id: string; total_supply: bigint }>;
              const supply = u64(c.fields.total_supply) + u64(amount);
              if (supply > 0xffff_ffff_ffff_ffffn) ctx.abort(1);
              c.fields.total_supply = supply;
              return [ctx.newCoin(t, u64(amount))];
            },
          },
          into_balance: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::coin::Coin<T0>' }],
            returns: ['0x2::balance::Balance<T0>'],
            run: (ctx, [coin]) => {
              ctx.destroy(coin as MoveObject);
              return [u64((coin as MoveObject<CoinFields>).fields.balance)];
            },
          },
          from_balance: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::balance::Balance<T0>' }],
            returns: ['0x2::coin::Coin<T0>'],
            run: (ctx, [balance], [t]) => [ctx.newCoin(t, u64(balance))],
          },
          send_funds: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: '0x2::coin::Coin<T0>' }, { type: 'address' }],
            returns: [],
            run: (ctx, [coin, recipient], [t]) => {
              ctx.destroy(coin as MoveObject);
              ctx.funds.deposit(t, recipient as string, u64((coin as MoveObject<CoinFields>).fields.balance));
              return [];
            },
          },
          redeem_funds: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: WITHDRAWAL_OF_BALANCE }],
            returns: ['0x2::coin::Coin<T0>'],
            run: (ctx, [withdrawal], [t]) => [ctx.newCoin(t, redeem(ctx, withdrawal, t))],
          },
        },
      },
      pay: {
        structs: {},
        functions: {
          split_vec: {
            visibility: 'public',
            isEntry: true,
            typeParameters: 1,
            parameters: [{ type: '0x2::coin::Coin<T0>', ref: 'mut' }, { type: 'vector<u64>' }],
            returns: [],
            run: (ctx, [coin, amounts], [t]) => {
              const c = coin as MoveObject<CoinFields>;
              for (const a of amounts as bigint[]) {
                const value = u64(c.fields.balance);
                if (a > value) ctx.abort(ENotEnough);
                c.fields.balance = value - a;
                ctx.transfer(ctx.newCoin(t, a), ctx.sender);
              }
              return [];
            },
          },
          join_vec: {
            visibility: 'public',
            isEntry: true,
            typeParameters: 1,
            parameters: [{ type: '0x2::coin::Coin<T0>', ref: 'mut' }, { type: 'vector<0x2::coin::Coin<T0>>' }],
            returns: [],
            run: (ctx, [self, coins]) => {
              const a = self as MoveObject<CoinFields>;
              for (const other of coins as MoveObject<CoinFields>[]) {
                a.fields.balance = u64(a.fields.balance) + u64(other.fields.balance);
                ctx.destroy(other);
              }
              return [];
            },
          },
        },
      },
      transfer: {
        structs: {},
        functions: {
          public_transfer: {
            visibility: 'public',
            isEntry: false,
            typeParameters: 1,
            parameters: [{ type: 'T0' }, { type: 'address' }],
            returns: [],
            run: (ctx: CallContext, [obj, recipient]) => {
              ctx.transfer(obj as MoveObject, recipient as string);
              return [];
            },
          },
        },
      },
      dynamic_field: {
        structs: {
          Field: struct(
            ['key'],
            [
              { name: 'id', type: '0x2::object::UID' },
              { name: 'name', type: 'T0' },
              { name: 'value', type: 'T1' },
            ],
            ([k, v]) => bcs.struct('Field', { id: uid, name: layoutOf(k), value: layoutOf(v) }),
            2,
          ),
        },
        functions: {},
      },
      table: {
        structs: {
          Table: struct(['key', 'store'], [{ name: 'id', type: '0x2::object::UID' }, { name: 'size', type: 'u64' }], () =>
            bcs.struct('Table', { id: uid, size: bcs.u64() }), 2),
        },
        functions: {},
      },
      bag: {
        structs: {
          Bag: struct(['key', 'store'], [{ name: 'id', type: '0x2::object::UID' }, { name: 'size', type: 'u64' }], () => bcs.struct('Bag', { id: uid, size: bcs.u64() })),
        },
        functions: {},
      },
      vec_set: {
        structs: {
          VecSet: struct(['copy', 'drop', 'store'], [{ name: 'contents', type: 'vector<T0>' }], ([k]) => bcs.struct('VecSet', { contents: bcs.vector(layoutOf(k)) }), 1),
        },
        functions: {},
      },
      vec_map: {
        structs: {
          VecMap: struct(['copy', 'drop', 'store'], [{ name: 'contents', type: 'vector<0x2::vec_map::Entry<T0,T1>>' }], ([k, v]) =>
            bcs.struct('VecMap', { contents: bcs.vector(bcs.struct('Entry', { key: layoutOf(k), value: layoutOf(v) })) }), 2),
          Entry: struct(['copy', 'drop', 'store'], [{ name: 'key', type: 'T0' }, { name: 'value', type: 'T1' }], ([k, v]) =>
            bcs.struct('Entry', { key: layoutOf(k), value: layoutOf(v) }), 2),
        },
        functions: {},
      },
      tx_context: {
        structs: {
          TxContext: struct(['drop'], [], () => bcs.struct('TxContext', {})),
        },
        functions: {},
      },
    },
    coins: [
      { type: `${SUI_FRAMEWORK}::sui::SUI`, decimals: 9, symbol: 'SUI', name: 'Sui', description: '', iconUrl: undefined },
    ],
  };
  return [stdlib, framework];
}
