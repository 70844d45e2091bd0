import { useTranslation } from 'react-i18next';
import { Loading } from 'react-vant/es/loading/index.js';
import styles from './app-shell.module.css';

/** The 'Loading...' placeholder (docs/product.md §2) while a lazy page downloads. */
export function LoadingPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <Loading size="24px" vertical>
        {t('app.loading')}
      </Loading>
    </div>
  );
}

/** Before any catalogue has arrived there is no text to show in the user's language. */
export function BootPlaceholder() {
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <Loading size="24px" />
    </div>
  );
}
