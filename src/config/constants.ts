// The product's business constants and limits (docs/product.md §9). Amounts are bigint base units.

/** Coin decimals: SUI and the pool token SUIL 9, USDC 6. The only place they are written. */
export const DECIMALS = { SUI: 9, SUIL: 9, USDC: 6 } as const;

const unit = (decimals: number) => 10n ** BigInt(decimals);

/** Adding liquidity starts from 20 SUI (the contract's `min_stake`). */
export const MIN_LIQUIDITY_ADD = 20n * unit(DECIMALS.SUI);
/**
 * The top-up vault's `min_usdc`, 50 USDC: the least a USDC top-up takes (the chain enforces it
 * too), and so the least the SuiL asset must be worth to be added as liquidity.
 */
export const MIN_USDC_TOP_UP = 50n * unit(DECIMALS.USDC);
/** Bank: minimum lock 7 days; 3% handling fee on income only (basis points). */
export const BANK_MIN_LOCK_DAYS = 7;
export const BANK_INCOME_FEE_BPS = 300n;

/** Display: fee rate as a percentage with 2 decimals; prices with 4; long strings ellipsised. */
export const FEE_RATE_DECIMALS = 2;
export const PRICE_DECIMALS = 4;
export const ELLIPSIS_AFTER_CHARS = 12;

/** Chain: wait for a transaction up to 60 s, polling every 2 s. */
export const WAIT_FOR_TRANSACTION_TIMEOUT_MS = 60_000;
export const WAIT_FOR_TRANSACTION_POLL_MS = 2_000;

/** UI: toasts show for 2000 ms. */
export const TOAST_DURATION_MS = 2_000;

/** What a screen says about withdrawals (the pause, the limits) is read again this often while it shows it. */
export const WITHDRAWAL_POLICY_REFRESH_MS = 5_000;

/**
 * The SUI a wallet needs to pay a bind's gas itself. Below it, the bind screen offers the
 * sponsored bind (docs/api.md, "Sponsored bind"). A bind costs about 0.003 SUI on mainnet, but
 * a wallet must hold the whole gas budget, which the SDK sets above the cost; 0.01 SUI covers
 * that budget with room for a higher gas price.
 */
export const BIND_GAS_NEEDED = 10_000_000n; // 0.01 SUI

/** The message the service worker posts to the app's pages when a push arrives (src/app/sw.ts): the bell asks again. */
export const PUSH_ARRIVED_MESSAGE = 'suil:notification';
