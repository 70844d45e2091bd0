// How an account is named on screen (docs/product.md §2): its label, else its name-service name,
// else its shortened address (0x1234…abcd).
import { formatAddress } from '@mysten/sui/utils';

export interface LabelledAccount {
  readonly address: string;
  readonly label?: string;
}

export function shortAddress(address: string): string {
  return formatAddress(address);
}

export function accountLabel(account: LabelledAccount, nameServiceName?: string | null): string {
  const label = account.label?.trim();
  if (label) return label;
  const name = nameServiceName?.trim();
  if (name) return name;
  return shortAddress(account.address);
}
