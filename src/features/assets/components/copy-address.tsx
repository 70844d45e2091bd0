// Another user's address in a record: short enough to read ("To 0xabcd…9876"), and a tap copies
// the whole address and says so.
import { useTranslation } from 'react-i18next';
import { copyWithToast } from '../../../components/feedback';
import { shortAddress } from '../../../wallet/account-label';
import styles from './copy-address.module.css';

export interface CopyAddressProps {
  address: string;
  /** The words around the short address, e.g. "To {{address}}" (the key's `address`). */
  labelKey: 'assets.records.to' | 'assets.records.from';
}

export function CopyAddress({ address, labelKey }: CopyAddressProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.address} onClick={() => void copyWithToast(address)} aria-label={t('assets.records.copyAddress', { address })} title={address}>
      {t(labelKey, { address: shortAddress(address) })}
    </button>
  );
}
