// Names of the finance package's modules, functions and events (docs/contract.md), built from the
// package id in env so a mainnet build and a localnet build differ only by their .env file.
import { normalizeStructTag } from '@mysten/sui/utils';
import { env } from '../config/env';

export const SUI_COIN_TYPE = normalizeStructTag('0x2::sui::SUI');
/** The shared clock object. */
export const CLOCK_OBJECT_ID = '0x6';

export const FINANCE_MODULES = {
  finance: 'finance',
  liquidity: 'liquidity',
  swap: 'swap',
  topup: 'topup',
  suiprice: 'suiprice',
} as const;

export type FinanceModule = (typeof FINANCE_MODULES)[keyof typeof FINANCE_MODULES];

/** `<PACKAGE>::<module>::<function>` */
export function financeTarget(module: FinanceModule, fn: string): `${string}::${string}::${string}` {
  return `${env.packageId}::${module}::${fn}`;
}

/** `<PACKAGE>::<module>::<Event>`, as events report their type. */
export function financeEventType(module: FinanceModule, name: string): string {
  return `${env.packageId}::${module}::${name}`;
}

/** The coins the app handles: type in env, decimals per docs/product.md §9. */
export const COIN_TYPES = {
  SUI: SUI_COIN_TYPE,
  SUIL: env.suilType,
  USDC: env.usdcType,
} as const;

export type CoinSymbol = keyof typeof COIN_TYPES;
