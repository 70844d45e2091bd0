// Module `suil`: the pool token's one-time witness. Its supply lives in `swap::LiquiditySwap`.
import type { NativeModule } from '../types.ts';
import { coinWitnessStruct } from './move.ts';

export const suilModule: NativeModule = {
  structs: { SUIL: coinWitnessStruct('SUIL') },
  functions: {},
};
