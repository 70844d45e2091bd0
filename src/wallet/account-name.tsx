// An account's on-screen name: label, else name-service name, else short address.
import type { UiWalletAccount } from '@mysten/dapp-kit-react';
import { accountLabel } from './account-label';
import { useNameServiceName } from './use-name-service-name';

export function AccountName({ account }: { account: Pick<UiWalletAccount, 'address' | 'label'> }) {
  // A label wins anyway, so the name is only looked up for accounts without one.
  const name = useNameServiceName(account.label?.trim() ? undefined : account.address);
  return <span title={account.address}>{accountLabel(account, name)}</span>;
}
