import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './app-shell.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.message} data-testid="not-found">
      <div className={styles.code}>404</div>
      <h1 className={styles.title}>{t('app.notFound.title')}</h1>
      <p className={styles.body}>{t('app.notFound.body')}</p>
      <Link className={styles.homeLink} to="/">
        {t('app.backHome')}
      </Link>
    </section>
  );
}
