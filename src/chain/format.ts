// The display values of docs/product.md §3 and §9, computed with bigint only (no floats for money):
// rates as percentages with 2 decimals, prices with 4, long strings (never amounts) ellipsised, and the derived
// values the screens show (available, arrival value, fee deducted, arrival hashrate, fee rate,
// prices). Amount text in and out still goes through amount.ts.
import { DECIMALS, ELLIPSIS_AFTER_CHARS, FEE_RATE_DECIMALS, PRICE_DECIMALS } from '../config/constants';
import { formatDisplay } from './amount';
import type { ClaimFigures, ClaimPreview, StakePosition, SwapQuote, UnstakePreview } from './views';

const BPS_DENOMINATOR = 10_000n;

/** `numerator / denominator` as a decimal text rounded half up to `digits` decimals ("3.00"). */
export function formatRatio(numerator: bigint, denominator: bigint, digits: number): string {
  if (denominator === 0n) return formatFixed(0n, digits);
  const negative = numerator < 0n !== denominator < 0n && numerator !== 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const scale = 10n ** BigInt(digits);
  const scaled = (n * scale * 2n + d) / (2n * d);
  return `${negative ? '-' : ''}${formatFixed(scaled, digits)}`;
}

/** A scaled integer with exactly `digits` decimals: 300n, 2 -> "3.00". */
function formatFixed(scaled: bigint, digits: number): string {
  if (digits === 0) return scaled.toString();
  const text = scaled.toString().padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** Basis points as a percentage with 2 decimals: 300n -> "3.00" (rates divide by 100). */
export function bpsToPercent(bps: bigint): string {
  return formatRatio(bps, 100n, FEE_RATE_DECIMALS);
}

/** Fee rate of docs/product.md §9: fee / input x 100, as a percentage with 2 decimals. */
export function feeRatePercent(fee: bigint, input: bigint): string {
  return formatRatio(fee * 100n, input, FEE_RATE_DECIMALS);
}

/**
 * A price with 4 decimals: how many `quote` units one whole `base` unit is worth, from an
 * amount of each (base units). E.g. 350000n USDC (6) for 1e9 SUIL (9) -> "0.3500".
 */
export function formatPrice(quoteAmount: bigint, quoteDecimals: number, baseAmount: bigint, baseDecimals: number): string {
  return formatRatio(quoteAmount * 10n ** BigInt(baseDecimals), baseAmount * 10n ** BigInt(quoteDecimals), PRICE_DECIMALS);
}

/** Text over 12 characters is cut with an ellipsis (docs/product.md §9). */
export function ellipsize(text: string, max: number = ELLIPSIS_AFTER_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** A digest or address shortened in the middle, for toasts and rows: "8xZ2ab...9Kq1". */
export function shortDigest(digest: string, head = 6, tail = 4): string {
  return digest.length > head + tail + 3 ? `${digest.slice(0, head)}...${digest.slice(-tail)}` : digest;
}

/** A transaction id short enough to read and say: its first and last four characters, "8fQz…k3Lm". */
export function shortTransactionId(digest: string): string {
  return digest.length > 9 ? `${digest.slice(0, 4)}…${digest.slice(-4)}` : digest;
}

/** The explorer page of a transaction, when the build names an explorer (mainnet). */
export function explorerTransactionUrl(explorerUrl: string | undefined, digest: string): string | undefined {
  if (!explorerUrl) return undefined;
  return `${explorerUrl.replace(/\/+$/, '')}/tx/${digest}`;
}

// ---------------------------------------------------------------- derived values (docs/product.md §3)

/** Available tokens: a balance less what must stay behind (e.g. SUI for gas), never negative. */
export function availableAmount(balance: bigint, keepBack = 0n): bigint {
  return balance > keepBack ? balance - keepBack : 0n;
}

/** A claim's arrival value: SUIL claimed less the claim fee (what mode 0 pays). */
export function claimArrivalValue(preview: ClaimFigures): bigint {
  return preview.rewardValue - preview.rewardValueFee;
}

/** A claim's arrival value in SUI (what mode 1 pays, at the pool's quote). */
export function claimArrivalValueInSui(preview: ClaimPreview): bigint {
  return preview.claimSuiAmount;
}

/** An unstake's arrival value: principal out less the unstake fee (SUI); rewards come as SUIL. */
export function unstakeArrivalValue(preview: UnstakePreview): bigint {
  return preview.stakeValue - preview.fee;
}

/** A swap's arrival value in SUI. */
export function swapArrivalValueInSui(quote: SwapQuote): bigint {
  return quote.amountOut;
}

/** Fee deducted, in the unit of the value it is taken from. */
export function feeDeducted(value: { rewardValueFee: bigint } | { fee: bigint }): bigint {
  return 'rewardValueFee' in value ? value.rewardValueFee : value.fee;
}

/** Fee of `amount` at `bps` basis points, rounded down as the contract does. */
export function feeAtBps(amount: bigint, bps: bigint): bigint {
  return (amount * bps) / BPS_DENOMINATOR;
}

/**
 * Claiming all that is pending (liquidity::claim, amount 0): reward_value is the pending reward
 * and reward_value_fee its fee at claim_hr_rate, rounded down (docs/contract.md). The position view
 * and the claim settle by the same rule, so for a position read at the chain's time these are
 * the figures the claim's own event would carry at that time: no simulation needed.
 */
export function claimAllFigures(pending: bigint, claimHrRate: bigint): ClaimFigures {
  return { rewardValue: pending, rewardValueFee: feeAtBps(pending, claimHrRate) };
}

/** Arrival hashrate after staking `amount` SUI: principal and hashrate grow 1:1 (docs/contract.md). */
export function hashrateAfterStake(position: Pick<StakePosition, 'hashrate'> | null, amount: bigint): bigint {
  return (position?.hashrate ?? 0n) + amount;
}

/** Hashrate left after unstaking `amount`. */
export function hashrateAfterUnstake(position: Pick<StakePosition, 'hashrate'>, amount: bigint): bigint {
  return position.hashrate > amount ? position.hashrate - amount : 0n;
}

/** The swap's fee rate as a percentage: fee / amount in x 100. */
export function swapFeeRatePercent(quote: SwapQuote, amountIn: bigint): string {
  return feeRatePercent(quote.fee, amountIn);
}

/** USDC price of one SUIL, 4 decimals, from suilUsdPriceView's answer for `amountIn` SUIL. */
export function suilUsdcPrice(usdcOut: bigint, amountIn: bigint = 10n ** BigInt(DECIMALS.SUIL)): string {
  return formatPrice(usdcOut, DECIMALS.USDC, amountIn, DECIMALS.SUIL);
}

/** SUI price of one SUIL, 4 decimals, from a swap quote (before the fee: swapValue in, amountOut out). */
export function suilSuiPrice(quote: SwapQuote): string {
  return formatPrice(quote.amountOut, DECIMALS.SUI, quote.swapValue, DECIMALS.SUIL);
}

/**
 * USDC per SUI, 4 decimals, from the SUIL prices in both: (USDC per SUIL) / (SUI per SUIL).
 * The app has no direct USDC/SUI view; both legs come from the chain's quotes.
 */
export function usdcSuiPrice(usdcPerSuil: bigint, suiPerSuil: bigint): string {
  return formatPrice(usdcPerSuil, DECIMALS.USDC, suiPerSuil, DECIMALS.SUI);
}

/**
 * An amount by the display rule, amount.ts's formatDisplay, and nothing else: the same text as
 * formatDisplay on every screen. (It once cut long amounts to 12 characters: an amount is never
 * shortened; the layout makes room for it.)
 */
export function formatDisplayAmount(value: bigint, decimals: number): string {
  return formatDisplay(value, decimals);
}
