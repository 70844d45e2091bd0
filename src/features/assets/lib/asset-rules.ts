// Checks of the assets page's sheets (docs/product.md §5), run before anything is sent.
import { isValidSuiAddress, normalizeSuiAddress } from '@mysten/sui/utils';
import { checkAmount, type ValidationKey } from '../../../components/amount-validation';
import { DECIMALS } from '../../../config/constants';

/** The operator's limits a withdrawal must fit (GET /api/me/withdrawals/policy). */
export interface WithdrawLimits {
  maxPerWithdrawal: bigint;
  userDailyLimit: bigint;
  userRemaining24h: bigint;
  totalRemaining24h: bigint;
  reviewThreshold: bigint;
  /** What the payout reserve can cover now; null when the server could not read it. */
  reserveAvailable: bigint | null;
}

export type WithdrawLimitKey =
  | 'assets.limits.overVoucher'
  | 'assets.limits.overUserDaily'
  | 'assets.limits.overTotalDaily'
  | 'assets.limits.reserveShort';

export type WithdrawCheck =
  | { ok: true; amount: bigint; /** Above the review threshold: it will wait for an operator. */ review: boolean }
  | { ok: false; key: ValidationKey | WithdrawLimitKey; /** Amounts the message names, in base units of SUI. */ values?: Record<string, bigint> };

/**
 * Withdrawing income pays SUI out of the pool: within the withdrawable income, then within the
 * operator's limits (the cap per withdrawal, the user's and everyone's rolling 24 hours, and,
 * for an amount signed at once, what the payout reserve can cover). Above the review threshold
 * it is allowed and waits for review (the reserve is checked when an operator approves it).
 */
export function checkWithdrawAmount(text: string, withdrawable: bigint | null, limits: WithdrawLimits | null): WithdrawCheck {
  const base = checkAmount(text, {
    decimals: DECIMALS.SUI,
    emptyKey: 'validation.enterTransferAmount',
    available: withdrawable,
    overKey: 'validation.exceedsAvailable',
  });
  if (!base.ok) return base;
  const amount = base.amount;
  if (limits === null) return { ok: true, amount, review: false };
  if (amount > limits.maxPerWithdrawal) return { ok: false, key: 'assets.limits.overVoucher', values: { max: limits.maxPerWithdrawal } };
  if (amount > limits.userRemaining24h) {
    return { ok: false, key: 'assets.limits.overUserDaily', values: { remaining: limits.userRemaining24h, limit: limits.userDailyLimit } };
  }
  if (amount > limits.totalRemaining24h) return { ok: false, key: 'assets.limits.overTotalDaily', values: { remaining: limits.totalRemaining24h } };
  const review = amount > limits.reviewThreshold;
  if (!review && limits.reserveAvailable !== null && amount > limits.reserveAvailable) {
    return { ok: false, key: 'assets.limits.reserveShort', values: { available: limits.reserveAvailable } };
  }
  return { ok: true, amount, review };
}

export type TransferCheck =
  | { ok: true; recipient: string; amount: bigint }
  | { ok: false; field: 'recipient' | 'amount'; key: ValidationKey };

/** A transfer needs a valid recipient other than the sender, and an amount within the balance. */
export function checkTransfer(
  recipientText: string,
  amountText: string,
  options: { decimals: number; available: bigint | null; sender: string | null },
): TransferCheck {
  const recipient = recipientText.trim();
  if (recipient === '') return { ok: false, field: 'recipient', key: 'validation.enterRecipient' };
  if (!isValidSuiAddress(recipient)) return { ok: false, field: 'recipient', key: 'validation.invalidUser' };
  const normalized = normalizeSuiAddress(recipient);
  if (options.sender !== null && normalized === normalizeSuiAddress(options.sender)) {
    return { ok: false, field: 'recipient', key: 'validation.ownAddress' };
  }
  const amount = checkAmount(amountText, {
    decimals: options.decimals,
    emptyKey: 'validation.enterTransferAmount',
    available: options.available,
    overKey: 'validation.exceedsAvailable',
  });
  if (!amount.ok) return { ok: false, field: 'amount', key: amount.key };
  return { ok: true, recipient: normalized, amount: amount.amount };
}
