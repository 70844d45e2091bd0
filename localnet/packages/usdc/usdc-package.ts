// The USDC coin package at 0x…05dc: on localnet a stand-in for Circle's USDC (6 decimals, same
// module and struct names as on mainnet, so the app's `<USDC_PACKAGE>::usdc::USDC` type works
// unchanged). It has no functions; genesis grants its supply to the dev root.
import type { NativePackage } from '../types.ts';
import { DEV_ROOT_ADDRESS } from '../finance/dev-keys.ts';
import { DEFAULTS, USDC_PACKAGE_ID, USDC_TYPE } from '../finance/ids.ts';
import { coinWitnessStruct } from '../finance/move.ts';

export function usdcPackage(): NativePackage {
  return {
    address: USDC_PACKAGE_ID,
    modules: {
      usdc: { structs: { USDC: coinWitnessStruct('USDC') }, functions: {} },
    },
    coins: [
      {
        type: USDC_TYPE,
        decimals: 6,
        symbol: 'USDC',
        name: 'USDC',
        description: 'USD Coin (localnet stand-in)',
      },
    ],
    genesis(g) {
      g.mintCoin(USDC_TYPE, DEFAULTS.rootUsdcGrant, DEV_ROOT_ADDRESS);
      return { USDC_TYPE };
    },
  };
}
