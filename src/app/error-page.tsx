// Shown when a page throws while rendering (docs/product.md §8: 'Unexpected Application Error!').
// The error itself goes to the console for developers; the user reads a translated text. A
// part of the app that could not be downloaded (after a deploy, or offline) says so and offers
// a reload instead (chunk-reload.ts has already reloaded once).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunk-reload';
import styles from './app-shell.module.css';

export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.warn('page failed to render', error);
  }, [error]);

  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (isChunkLoadError(error)) {
    return (
      <section className={`suil-column ${styles.message}`} role="alert" data-testid="error-page">
        <h1 className={styles.title}>{t('app.loadFailed.title')}</h1>
        <p className={styles.body}>{t('app.loadFailed.body')}</p>
        <button type="button" className={styles.homeLink} onClick={() => window.location.reload()}>
          {t('app.reload')}
        </button>
      </section>
    );
  }
  return (
    <section className={`suil-column ${styles.message}`} role="alert" data-testid="error-page">
      {status !== undefined && <div className={styles.code}>{status}</div>}
      <h1 className={styles.title}>{t('app.error.title')}</h1>
      <p className={styles.body}>{t('app.error.body')}</p>
      <Link className={styles.homeLink} to="/" reloadDocument={false}>
        {t('app.backHome')}
      </Link>
    </section>
  );
}
