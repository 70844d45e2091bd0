// Checks of the assets page's sheets (docs/product.md §5), run before anything is sent.
import { isValidSuiAddress, normalizeSuiAddress } from '@mysten/sui/utils';
import { formatDisplay } from '../../../chain/amount';
import { checkAmount, type AmountCheck, type ValidationKey } from '../../../components/amount-validation';
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
  | Extract<AmountCheck, { ok: false }>
  | { ok: false; key: WithdrawLimitKey; /** The amounts the message names, written as the app writes SUI. */ values: Record<string, string> };

/** SUI as every screen writes it, for a limit's message. */
const sui = (value: bigint) => formatDisplay(value, DECIMALS.SUI);

/**
 * Withdrawing income pays SUI out of the pool: within the withdrawable income, then within the
 * operator's limits (the cap per withdrawal, the user's and everyone's rolling 24 hours, and,
 * for an amount signed at once, what the payout reserve can cover). Above the review threshold
 * it is allowed and waits for review (the reserve is checked when an operator approves it).
 */
export function checkWithdrawAmount(text: string, withdrawable: bigint | null, limits: WithdrawLimits | null): WithdrawCheck {
  const base = checkAmount(text, { field: 'withdrawal', coin: 'SUI', decimals: DECIMALS.SUI, available: withdrawable });
  if (!base.ok) return base;
  const amount = base.amount;
  if (limits === null) return { ok: true, amount, review: false };
  if (amount > limits.maxPerWithdrawal) return { ok: false, key: 'assets.limits.overVoucher', values: { max: sui(limits.maxPerWithdrawal) } };
  if (amount > limits.userRemaining24h) {
    return { ok: false, key: 'assets.limits.overUserDaily', values: { remaining: sui(limits.userRemaining24h), limit: sui(limits.userDailyLimit) } };
  }
  if (amount > limits.totalRemaining24h) return { ok: false, key: 'assets.limits.overTotalDaily', values: { remaining: sui(limits.totalRemaining24h) } };
  const review = amount > limits.reviewThreshold;
  if (!review && limits.reserveAvailable !== null && amount > limits.reserveAvailable) {
    return { ok: false, key: 'assets.limits.reserveShort', values: { available: sui(limits.reserveAvailable) } };
  }
  return { ok: true, amount, review };
}

export type TransferCheck =
  | { ok: true; recipient: string; amount: bigint }
  | { ok: false; field: 'recipient'; key: ValidationKey; values?: undefined }
  | (Extract<AmountCheck, { ok: false }> & { field: 'amount' });

/** A transfer needs a valid recipient other than the sender, and an amount within the balance. */
export function checkTransfer(
  recipientText: string,
  amountText: string,
  options: { coin: string; decimals: number; available: bigint | null; sender: string | null },
): TransferCheck {
  const recipient = recipientText.trim();
  if (recipient === '') return { ok: false, field: 'recipient', key: 'validation.enterRecipient' };
  if (!isValidSuiAddress(recipient)) return { ok: false, field: 'recipient', key: 'validation.invalidUser' };
  const normalized = normalizeSuiAddress(recipient);
  if (options.sender !== null && normalized === normalizeSuiAddress(options.sender)) {
    return { ok: false, field: 'recipient', key: 'validation.ownAddress' };
  }
  const amount = checkAmount(amountText, { field: 'transfer', coin: options.coin, decimals: options.decimals, available: options.available });
  if (!amount.ok) return { ...amount, field: 'amount' };
  return { ok: true, recipient: normalized, amount: amount.amount };
}
