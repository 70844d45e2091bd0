// Fixed ids and default parameters of the finance package on localnet. The object ids are the
// ones committed in /.env.localnet; genesis creates the shared objects exactly there.
import { normalizeStructTag, normalizeSuiAddress } from '@mysten/sui/utils';

export const PACKAGE_ID = normalizeSuiAddress('0x5011');
export const USDC_PACKAGE_ID = normalizeSuiAddress('0x05dc');

export const SUI_TYPE = normalizeStructTag('0x2::sui::SUI');
export const SUIL_TYPE = `${PACKAGE_ID}::suil::SUIL`;
export const USDC_TYPE = `${USDC_PACKAGE_ID}::usdc::USDC`;

export const FINANCE_OBJECT = normalizeSuiAddress('0xf001');
export const FINANCE_POOL = normalizeSuiAddress('0xf002');
export const UNSTAKE_CONFIG = normalizeSuiAddress('0xf003');
export const LIQUIDITY_SWAP = normalizeSuiAddress('0xf004');
export const USDC_SUI_POOL = normalizeSuiAddress('0xf005');
export const TOPUP_OBJECT = normalizeSuiAddress('0xf006');

// The UIDs of the `0x2::table::Table`s inside those objects. On Sui a table's UID is fresh at
// creation; genesis has no transaction to derive from, so they are fixed next to their owner
// (0xf1xx belongs to 0xf0xx). Per-user state lives as dynamic fields under these ids.
export const FINANCE_INVITERS_TABLE = normalizeSuiAddress('0xf101');
export const STAKE_POSITIONS_TABLE = normalizeSuiAddress('0xf102');
export const SWAP_USED_NONCES_TABLE = normalizeSuiAddress('0xf104');
export const TOPUP_BALANCES_TABLE = normalizeSuiAddress('0xf106');

export const ZERO_ADDRESS = normalizeSuiAddress('0x0');

const SUI = 1_000_000_000n; // 9 decimals (SUI and SUIL)
const USDC = 1_000_000n; // 6 decimals

export const BPS = 10_000n;
export const DAY_MS = 86_400_000n;

/**
 * Genesis parameters. Why these values:
 * - MIN_STAKE 20 SUI and MIN_USDC 50 USDC are the product's minimums (docs/product.md §9).
 * - RELEASE_RATE_BPS 100 = 1 % of the principal per day, in SUIL: large enough that a test
 *   position visibly earns within seconds on the real clock (20 SUI earns ~2.3 SUIL base units
 *   per ms), small enough to read as a plausible yield.
 * - CLAIM_HR_RATE_BPS 300 = 3 %: the product's handling fee on income (bank, point 9).
 * - UNSTAKE_HR_RATE_BPS 200 = 2 % of the principal taken back; distinct from the claim fee so a
 *   mix-up between the two shows in tests.
 * - LOCK_MS 7 days: the product's minimum lock. Root can change it with `liquidity::set_lock_ms`
 *   (tests set 0 to unstake without waiting a week).
 * - SWAP_FEE_BPS 30 = 0.3 %, the usual constant-product pool fee.
 * - Reserves: 1,000,000 SUIL against 100,000 SUI (1 SUIL ~ 0.1 SUI) and 1,000,000 SUI against
 *   3,500,000 USDC (1 SUI ~ 3.5 USDC, so 1 SUIL ~ 0.35 USDC); deep enough that test-sized
 *   swaps barely move the price.
 * - PAYOUT_RESERVE 100,000 SUI: what `swap::withdraw` vouchers are paid from, kept apart from
 *   the pool's `sui_reserve` so payouts do not move the SUIL price.
 * - Root is granted 1,000,000 SUIL and 1,000,000 USDC so tests and the demo can hand those coins
 *   to users (the faucet only gives SUI).
 * - The dev sponsor (dev-keys.ts) starts with 10,000 SUI of address balance: the local server
 *   pays sponsored binds' gas from it (0.0027 SUI each), so it lasts for millions of binds.
 */
export const DEFAULTS = {
  minStake: 20n * SUI,
  releaseRateBps: 100n,
  claimHrRateBps: 300n,
  unstakeHrRateBps: 200n,
  lockMs: 7n * DAY_MS,
  swapFeeBps: 30n,
  suilReserve: 1_000_000n * SUI,
  suiReserve: 100_000n * SUI,
  payoutReserve: 100_000n * SUI,
  priceSuiReserve: 1_000_000n * SUI,
  priceUsdcReserve: 3_500_000n * USDC,
  minUsdc: 50n * USDC,
  rootSuilGrant: 1_000_000n * SUI,
  rootUsdcGrant: 1_000_000n * USDC,
  devSponsorAddressBalance: 10_000n * SUI,
} as const;

/** Abort codes of docs/contract.md, plus 14 for the root-only admin call. */
export const ABORT = {
  notBound: 1,
  alreadyBound: 2,
  invalidInviter: 3,
  selfInvite: 4,
  belowMinimum: 5,
  moreThanAvailable: 6,
  locked: 7,
  nothingToClaim: 8,
  slippage: 9,
  badSignature: 10,
  nonceUsed: 11,
  badMode: 12,
  poolEmpty: 13,
  notRoot: 14,
} as const;
