// Module `suiprice`: the SUIL -> USDC quote, through SUI: SUIL -> SUI on the swap pool, then
// SUI -> USDC on the USDC/SUI pool, both constant-product without fees.
import { bcs } from '@mysten/sui/bcs';
import type { MoveObject, NativeModule } from '../types.ts';
import { PACKAGE_ID } from './ids.ts';
import { UidBcs, u64 } from './move.ts';
import { LIQUIDITY_SWAP_TYPE, constantProductOut, swapFields } from './swap-module.ts';

export const USDC_SUI_POOL_TYPE = `${PACKAGE_ID}::suiprice::UsdcSuiPool`;

export const suipriceModule: NativeModule = {
  structs: {
    UsdcSuiPool: {
      abilities: ['key'],
      fields: [
        { name: 'id', type: '0x2::object::UID' },
        { name: 'usdc_reserve', type: 'u64' },
        { name: 'sui_reserve', type: 'u64' },
      ],
      bcs: () => bcs.struct('UsdcSuiPool', { id: UidBcs, usdc_reserve: bcs.u64(), sui_reserve: bcs.u64() }),
    },
  },
  functions: {
    get_suil_usd_amount_out: {
      visibility: 'public',
      isEntry: false,
      parameters: [
        { type: LIQUIDITY_SWAP_TYPE, ref: 'imm' },
        { type: USDC_SUI_POOL_TYPE, ref: 'imm' },
        { type: 'u64' },
      ],
      returns: ['u64'],
      run(_ctx, args) {
        const [swap, usdcPool, amountIn] = args as [MoveObject, MoveObject, bigint];
        const s = swapFields(swap);
        const sui = constantProductOut(u64(s.suil_reserve), u64(s.sui_reserve), u64(amountIn));
        const usdc = constantProductOut(u64(usdcPool.fields.sui_reserve), u64(usdcPool.fields.usdc_reserve), sui);
        return [usdc];
      },
    },
  },
};
