// Module `topup`: deposits that credit the sender's off-chain balance. The chain keeps the coins
// (per-coin-type totals in `balances`) and emits `ToppedUp`, which the server follows.
import { bcs } from '@mysten/sui/bcs';
import type { CallContext, MoveObject, NativeModule } from '../types.ts';
import { ABORT, PACKAGE_ID, SUI_TYPE, SUIL_TYPE, USDC_TYPE } from './ids.ts';
import { TableBcs, type TableFields, UidBcs, coinTypeOf, intoBalance, tableGet, tableSet, tableType, typeNameString, u64 } from './move.ts';

export const TOPUP_VAULT_TYPE = `${PACKAGE_ID}::topup::TopupVault`;
const ASCII_STRING = '0x1::ascii::String';
const BALANCES_TABLE = tableType(ASCII_STRING, 'u64');

export type TopupVaultFields = {
  id: string;
  min_usdc: bigint | string;
  /** SUI paid as `topup_v2` fees. */
  sui_fees: bigint | string;
  /** type_name string of the coin type -> total deposited and held. */
  balances: TableFields;
};

/**
 * Takes the coin into the vault and emits ToppedUp. `coin_type` is `std::type_name` of the
 * coin type as an `0x1::ascii::String` (64 hex address digits without 0x, e.g.
 * `0000…0002::sui::SUI`), which is what a Move package gets from `type_name::get<T>()`.
 */
function deposit(ctx: CallContext, vault: MoveObject, coin: MoveObject): void {
  const f = vault.fields as TopupVaultFields;
  const type = coinTypeOf(coin);
  const amount = intoBalance(ctx, coin);
  if (amount === 0n) ctx.abort(ABORT.belowMinimum);
  if (type === USDC_TYPE && amount < u64(f.min_usdc)) ctx.abort(ABORT.belowMinimum);
  const key = typeNameString(type);
  const held = tableGet<unknown>(ctx, f.balances, ASCII_STRING, key, 'u64');
  tableSet(ctx, f.balances, ASCII_STRING, key, 'u64', (held === undefined ? 0n : u64(held)) + amount);
  ctx.emit('ToppedUp', { user: ctx.sender, coin_type: key, amount });
}

export const topupModule: NativeModule = {
  structs: {
    TopupVault: {
      abilities: ['key'],
      fields: [
        { name: 'id', type: '0x2::object::UID' },
        { name: 'min_usdc', type: 'u64' },
        { name: 'sui_fees', type: 'u64' },
        { name: 'balances', type: BALANCES_TABLE },
      ],
      bcs: () => bcs.struct('TopupVault', { id: UidBcs, min_usdc: bcs.u64(), sui_fees: bcs.u64(), balances: TableBcs }),
    },
    ToppedUp: {
      abilities: ['copy', 'drop'],
      fields: [
        { name: 'user', type: 'address' },
        { name: 'coin_type', type: ASCII_STRING },
        { name: 'amount', type: 'u64' },
      ],
      // 0x1::ascii::String is `{ bytes: vector<u8> }`, BCS-equal to a string.
      bcs: () => bcs.struct('ToppedUp', { user: bcs.Address, coin_type: bcs.string(), amount: bcs.u64() }),
    },
  },
  functions: {
    topup: {
      visibility: 'public',
      isEntry: true,
      parameters: [{ type: TOPUP_VAULT_TYPE, ref: 'mut' }, { type: `0x2::coin::Coin<${SUI_TYPE}>` }],
      returns: [],
      run(ctx: CallContext, args: unknown[]) {
        const [vault, coin] = args as [MoveObject, MoveObject];
        deposit(ctx, vault, coin);
        return [];
      },
    },
    topup_suil: {
      visibility: 'public',
      isEntry: true,
      parameters: [{ type: TOPUP_VAULT_TYPE, ref: 'mut' }, { type: `0x2::coin::Coin<${SUIL_TYPE}>` }],
      returns: [],
      run(ctx: CallContext, args: unknown[]) {
        const [vault, coin] = args as [MoveObject, MoveObject];
        deposit(ctx, vault, coin);
        return [];
      },
    },
    topup_v2: {
      visibility: 'public',
      isEntry: true,
      typeParameters: 1,
      parameters: [
        { type: TOPUP_VAULT_TYPE, ref: 'mut' },
        { type: `0x2::coin::Coin<${SUI_TYPE}>` },
        { type: '0x2::coin::Coin<T0>' },
      ],
      returns: [],
      run(ctx: CallContext, args: unknown[]) {
        const [vault, fee, coin] = args as [MoveObject, MoveObject, MoveObject];
        const f = vault.fields as TopupVaultFields;
        // Any fee is accepted (the app splits it from the gas coin); it stays in the vault.
        f.sui_fees = u64(f.sui_fees) + intoBalance(ctx, fee);
        deposit(ctx, vault, coin);
        return [];
      },
    },
  },
};
