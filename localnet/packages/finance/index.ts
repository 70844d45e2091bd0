// What the node carries besides the framework: the finance package (0x…5011) and the USDC coin
// package (0x…05dc). The node imports `financePackages()` and runs each package's genesis.
import type { NativePackage } from '../types.ts';
import { usdcPackage } from '../usdc/usdc-package.ts';
import { financeModule } from './finance-module.ts';
import { financeGenesis } from './genesis.ts';
import { PACKAGE_ID, SUIL_TYPE } from './ids.ts';
import { liquidityModule } from './liquidity-module.ts';
import { suilModule } from './suil-module.ts';
import { suipriceModule } from './suiprice-module.ts';
import { swapModule } from './swap-module.ts';
import { topupModule } from './topup-module.ts';

export function financePackage(): NativePackage {
  return {
    address: PACKAGE_ID,
    modules: {
      finance: financeModule,
      liquidity: liquidityModule,
      swap: swapModule,
      topup: topupModule,
      suiprice: suipriceModule,
      suil: suilModule,
    },
    coins: [
      {
        type: SUIL_TYPE,
        decimals: 9,
        symbol: 'SUIL',
        name: 'SuiL',
        description: 'SuiL pool token: the staking reward of the SuiL liquidity pool',
      },
    ],
    genesis: financeGenesis,
  };
}

/** USDC first: its genesis only mints, the finance genesis may be read as depending on it. */
export function financePackages(): NativePackage[] {
  return [usdcPackage(), financePackage()];
}
