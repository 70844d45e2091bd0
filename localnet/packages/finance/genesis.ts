// Genesis of the finance package: the six shared objects at the ids of .env.localnet, with the
// defaults of ids.ts, the operator key from the node's config, root's SUIL grant, and the dev
// sponsor's SUI address balance (what the local server pays sponsored binds' gas from).
import { fromHex } from '@mysten/sui/utils';
import type { GenesisContext } from '../types.ts';
import { DEV_ROOT_ADDRESS, DEV_SPONSOR_ADDRESS } from './dev-keys.ts';
import { FINANCE_TYPE } from './finance-module.ts';
import {
  DEFAULTS,
  FINANCE_INVITERS_TABLE,
  FINANCE_OBJECT,
  FINANCE_POOL,
  LIQUIDITY_SWAP,
  PACKAGE_ID,
  STAKE_POSITIONS_TABLE,
  SUIL_TYPE,
  SUI_TYPE,
  SWAP_USED_NONCES_TABLE,
  TOPUP_BALANCES_TABLE,
  TOPUP_OBJECT,
  UNSTAKE_CONFIG,
  USDC_SUI_POOL,
} from './ids.ts';
import { STAKE_POOL_TYPE, UNSTAKE_CONFIG_TYPE } from './liquidity-module.ts';
import { USDC_SUI_POOL_TYPE } from './suiprice-module.ts';
import { LIQUIDITY_SWAP_TYPE } from './swap-module.ts';
import { TOPUP_VAULT_TYPE } from './topup-module.ts';

export function operatorPublicKeyBytes(hex: string): Uint8Array {
  const bytes = fromHex(hex.replace(/^0x/, ''));
  if (bytes.length !== 32) throw new Error(`operatorPublicKey must be 32 bytes of hex, got ${bytes.length}`);
  return bytes;
}

export function financeGenesis(g: GenesisContext): Record<string, string> {
  const shared = { kind: 'shared' } as const;
  const emptyTable = (id: string) => ({ id, size: 0n });
  g.createObject({
    id: FINANCE_OBJECT,
    type: FINANCE_TYPE,
    owner: shared,
    fields: { id: FINANCE_OBJECT, root: DEV_ROOT_ADDRESS, inviters: emptyTable(FINANCE_INVITERS_TABLE) },
  });
  g.createObject({
    id: FINANCE_POOL,
    type: STAKE_POOL_TYPE,
    owner: shared,
    fields: {
      id: FINANCE_POOL,
      claim_hr_rate: DEFAULTS.claimHrRateBps,
      unstake_hr_rate: DEFAULTS.unstakeHrRateBps,
      release_rate: DEFAULTS.releaseRateBps,
      min_stake: DEFAULTS.minStake,
      total_staked: 0n,
      sui_balance: 0n,
      positions: emptyTable(STAKE_POSITIONS_TABLE),
    },
  });
  g.createObject({
    id: UNSTAKE_CONFIG,
    type: UNSTAKE_CONFIG_TYPE,
    owner: shared,
    fields: { id: UNSTAKE_CONFIG, lock_ms: DEFAULTS.lockMs },
  });
  g.createObject({
    id: LIQUIDITY_SWAP,
    type: LIQUIDITY_SWAP_TYPE,
    owner: shared,
    fields: {
      id: LIQUIDITY_SWAP,
      suil_reserve: DEFAULTS.suilReserve,
      sui_reserve: DEFAULTS.suiReserve,
      fee_bps: DEFAULTS.swapFeeBps,
      operator_pubkey: operatorPublicKeyBytes(g.config.operatorPublicKey),
      payout_reserve: DEFAULTS.payoutReserve,
      suil_supply: DEFAULTS.suilReserve + DEFAULTS.rootSuilGrant,
      used_nonces: emptyTable(SWAP_USED_NONCES_TABLE),
    },
  });
  g.createObject({
    id: USDC_SUI_POOL,
    type: USDC_SUI_POOL_TYPE,
    owner: shared,
    fields: { id: USDC_SUI_POOL, usdc_reserve: DEFAULTS.priceUsdcReserve, sui_reserve: DEFAULTS.priceSuiReserve },
  });
  g.createObject({
    id: TOPUP_OBJECT,
    type: TOPUP_VAULT_TYPE,
    owner: shared,
    fields: { id: TOPUP_OBJECT, min_usdc: DEFAULTS.minUsdc, sui_fees: 0n, balances: emptyTable(TOPUP_BALANCES_TABLE) },
  });
  g.mintCoin(SUIL_TYPE, DEFAULTS.rootSuilGrant, DEV_ROOT_ADDRESS);
  // An address balance, not a coin: sponsored gas is paid from it with an empty payment, so
  // concurrent sponsored binds never contend for the version of a sponsor's gas coin.
  g.fundAddressBalance(DEV_SPONSOR_ADDRESS, SUI_TYPE, DEFAULTS.devSponsorAddressBalance);
  return {
    PACKAGE_ID,
    SUIL_TYPE,
    FINANCE_OBJECT,
    FINANCE_POOL,
    UNSTAKE_CONFIG,
    LIQUIDITY_SWAP,
    USDC_SUI_POOL,
    TOPUP_OBJECT,
    // For localnet builds of the app only: the bind screen offers the root as the first inviter,
    // so a first run needs no key from this repository (mainnet and test builds never see it).
    DEV_ROOT_ADDRESS,
  };
}
