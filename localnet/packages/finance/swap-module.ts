// Module `swap`: the SUIL/SUI constant-product pool, which also holds the SUIL supply (rewards
// are minted here) and the SUI that operator-signed withdrawal vouchers pay out.
import { bcs } from '@mysten/sui/bcs';
import { createPublicKey, verify } from 'node:crypto';
import type { CallContext, MoveObject, NativeModule } from '../types.ts';
import { ABORT, BPS, PACKAGE_ID, SUI_TYPE, SUIL_TYPE } from './ids.ts';
import { TableBcs, type TableFields, UidBcs, intoBalance, payOut, tableGet, tableSet, tableType, u64 } from './move.ts';

export const LIQUIDITY_SWAP_TYPE = `${PACKAGE_ID}::swap::LiquiditySwap`;
const USED_NONCES_TABLE = tableType('u64', 'bool');

export type LiquiditySwapFields = {
  id: string;
  /** SUIL in the pool (Balance<SUIL> as a u64). */
  suil_reserve: bigint | string;
  /** SUI in the pool. */
  sui_reserve: bigint | string;
  fee_bps: bigint | string;
  /** Raw 32-byte Ed25519 public key whose vouchers `withdraw` pays. */
  operator_pubkey: Uint8Array | number[];
  /** SUI set aside for voucher payouts (kept out of the pool so payouts do not move the price). */
  payout_reserve: bigint | string;
  /** Total SUIL minted (the TreasuryCap's supply): pool reserve, root's grant and rewards. */
  suil_supply: bigint | string;
  used_nonces: TableFields;
};

/** The voucher the operator signs: `bcs(WithdrawVoucher { pool, recipient, amount, nonce })`. */
export const WithdrawVoucherBcs = bcs.struct('WithdrawVoucher', {
  pool: bcs.Address,
  recipient: bcs.Address,
  amount: bcs.u64(),
  nonce: bcs.u64(),
});

export function swapFields(swap: MoveObject): LiquiditySwapFields {
  return swap.fields as LiquiditySwapFields;
}

/** `swap_view_v2`: fee on the input, then x*y=k on the rest. Zero out when the pool is empty. */
export function quoteSwap(swap: MoveObject, amountIn: bigint): { fee: bigint; swapValue: bigint; amountOut: bigint } {
  const f = swapFields(swap);
  const fee = (amountIn * u64(f.fee_bps)) / BPS;
  const swapValue = amountIn - fee;
  return { fee, swapValue, amountOut: constantProductOut(u64(f.suil_reserve), u64(f.sui_reserve), swapValue) };
}

/** `reserveOut * amountIn / (reserveIn + amountIn)`, integer division; 0 when nothing can come out. */
export function constantProductOut(reserveIn: bigint, reserveOut: bigint, amountIn: bigint): bigint {
  const denominator = reserveIn + amountIn;
  if (denominator === 0n) return 0n;
  return (reserveOut * amountIn) / denominator;
}

export function isPoolEmpty(swap: MoveObject): boolean {
  const f = swapFields(swap);
  return u64(f.suil_reserve) === 0n || u64(f.sui_reserve) === 0n;
}

/** Mints SUIL (TreasuryCap supply grows) and sends it; nothing for zero. */
export function mintSuil(ctx: CallContext, swap: MoveObject, amount: bigint, to: string): void {
  if (amount <= 0n) return;
  const f = swapFields(swap);
  f.suil_supply = u64(f.suil_supply) + amount;
  payOut(ctx, SUIL_TYPE, amount, to);
}

/**
 * Sells `suilIn` freshly minted SUIL into the pool without the swap fee (the claim fee already
 * applied) and returns the SUI that comes out. Used by `liquidity::claim` mode 1.
 */
export function sellMintedSuil(swap: MoveObject, suilIn: bigint): bigint {
  const f = swapFields(swap);
  const out = constantProductOut(u64(f.suil_reserve), u64(f.sui_reserve), suilIn);
  f.suil_supply = u64(f.suil_supply) + suilIn;
  f.suil_reserve = u64(f.suil_reserve) + suilIn;
  f.sui_reserve = u64(f.sui_reserve) - out;
  return out;
}

function verifyEd25519(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
      format: 'jwk',
    });
    return verify(null, message, key, signature);
  } catch {
    return false;
  }
}

export const swapModule: NativeModule = {
  structs: {
    LiquiditySwap: {
      abilities: ['key'],
      fields: [
        { name: 'id', type: '0x2::object::UID' },
        { name: 'suil_reserve', type: 'u64' },
        { name: 'sui_reserve', type: 'u64' },
        { name: 'fee_bps', type: 'u64' },
        { name: 'operator_pubkey', type: 'vector<u8>' },
        { name: 'payout_reserve', type: 'u64' },
        { name: 'suil_supply', type: 'u64' },
        { name: 'used_nonces', type: USED_NONCES_TABLE },
      ],
      bcs: () =>
        bcs.struct('LiquiditySwap', {
          id: UidBcs,
          suil_reserve: bcs.u64(),
          sui_reserve: bcs.u64(),
          fee_bps: bcs.u64(),
          operator_pubkey: bcs.byteVector(),
          payout_reserve: bcs.u64(),
          suil_supply: bcs.u64(),
          used_nonces: TableBcs,
        }),
    },
    WithdrawVoucher: {
      abilities: ['copy', 'drop'],
      fields: [
        { name: 'pool', type: '0x2::object::ID' },
        { name: 'recipient', type: 'address' },
        { name: 'amount', type: 'u64' },
        { name: 'nonce', type: 'u64' },
      ],
      bcs: () => WithdrawVoucherBcs,
    },
    Swapped: {
      abilities: ['copy', 'drop'],
      fields: [
        { name: 'user', type: 'address' },
        { name: 'amount_in', type: 'u64' },
        { name: 'fee', type: 'u64' },
        { name: 'amount_out', type: 'u64' },
      ],
      bcs: () => bcs.struct('Swapped', { user: bcs.Address, amount_in: bcs.u64(), fee: bcs.u64(), amount_out: bcs.u64() }),
    },
    Withdrawn: {
      abilities: ['copy', 'drop'],
      fields: [
        { name: 'user', type: 'address' },
        { name: 'amount', type: 'u64' },
        { name: 'nonce', type: 'u64' },
      ],
      bcs: () => bcs.struct('Withdrawn', { user: bcs.Address, amount: bcs.u64(), nonce: bcs.u64() }),
    },
  },
  functions: {
    swap_view_v2: {
      visibility: 'public',
      isEntry: false,
      parameters: [{ type: LIQUIDITY_SWAP_TYPE, ref: 'imm' }, { type: 'u64' }],
      returns: ['u64', 'u64', 'u64'],
      run(_ctx, args) {
        const [swap, amountIn] = args as [MoveObject, bigint];
        const q = quoteSwap(swap, u64(amountIn));
        return [q.fee, q.swapValue, q.amountOut];
      },
    },
    swap_v2: {
      visibility: 'public',
      isEntry: true,
      parameters: [
        { type: LIQUIDITY_SWAP_TYPE, ref: 'mut' },
        { type: `0x2::coin::Coin<${SUIL_TYPE}>` },
        { type: 'u64' },
      ],
      returns: [],
      run(ctx: CallContext, args: unknown[]) {
        const [swap, coin, minOut] = args as [MoveObject, MoveObject, bigint];
        if (isPoolEmpty(swap)) ctx.abort(ABORT.poolEmpty);
        const amountIn = intoBalance(ctx, coin);
        const { fee, amountOut } = quoteSwap(swap, amountIn);
        if (amountOut < u64(minOut)) ctx.abort(ABORT.slippage);
        const f = swapFields(swap);
        // The whole input, fee included, stays in the pool (the fee accrues to the reserve).
        f.suil_reserve = u64(f.suil_reserve) + amountIn;
        f.sui_reserve = u64(f.sui_reserve) - amountOut;
        payOut(ctx, SUI_TYPE, amountOut, ctx.sender);
        ctx.emit('Swapped', { user: ctx.sender, amount_in: amountIn, fee, amount_out: amountOut });
        return [];
      },
    },
    withdraw: {
      visibility: 'public',
      isEntry: true,
      parameters: [
        { type: LIQUIDITY_SWAP_TYPE, ref: 'mut' },
        { type: 'u64' },
        { type: 'u64' },
        { type: 'address' },
        { type: 'vector<u8>' },
      ],
      returns: [],
      run(ctx: CallContext, args: unknown[]) {
        const [swap, amountArg, nonceArg, recipient, signature] = args as [MoveObject, bigint, bigint, string, Uint8Array];
        const amount = u64(amountArg);
        const nonce = u64(nonceArg);
        const f = swapFields(swap);
        const message = WithdrawVoucherBcs.serialize({ pool: swap.id, recipient, amount, nonce }).toBytes();
        if (!verifyEd25519(Uint8Array.from(f.operator_pubkey), message, Uint8Array.from(signature))) {
          ctx.abort(ABORT.badSignature);
        }
        if (tableGet<boolean>(ctx, f.used_nonces, 'u64', nonce, 'bool') !== undefined) ctx.abort(ABORT.nonceUsed);
        if (amount > u64(f.payout_reserve)) ctx.abort(ABORT.moreThanAvailable);
        tableSet(ctx, f.used_nonces, 'u64', nonce, 'bool', true);
        f.payout_reserve = u64(f.payout_reserve) - amount;
        payOut(ctx, SUI_TYPE, amount, recipient);
        // `user` is the voucher's recipient: whoever submits it, the money is theirs.
        ctx.emit('Withdrawn', { user: recipient, amount, nonce });
        return [];
      },
    },
  },
};
