// Checks of the assets page's sheets (seed point 5), run before anything is sent.
import { isValidSuiAddress, normalizeSuiAddress } from '@mysten/sui/utils';
import { SUI_DECIMALS } from '../../../chain/amount';
import { checkAmount, type AmountCheck, type ValidationKey } from '../../../components/amount-validation';

/** Withdrawing income pays SUI out of the pool; it cannot exceed the withdrawable income. */
export function checkWithdrawAmount(text: string, withdrawable: bigint | null): AmountCheck {
  return checkAmount(text, {
    decimals: SUI_DECIMALS,
    emptyKey: 'validation.enterTransferAmount',
    available: withdrawable,
    overKey: 'validation.exceedsAvailable',
  });
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
