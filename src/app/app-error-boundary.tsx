// Last line of defence for errors outside the router (a provider, the wallet session guard):
// the same translated error page instead of a blank screen. Errors inside pages are handled
// by the router's errorElement (error-page.tsx).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './app-shell.module.css';

function AppCrash() {
  const { t } = useTranslation();
  return (
    <section className={`suil-column ${styles.message}`} role="alert" data-testid="error-page">
      <h1 className={styles.title}>{t('app.error.title')}</h1>
      <p className={styles.body}>{t('app.error.body')}</p>
      {/* A full reload: the failed providers must start again, not just re-render. */}
      <a className={styles.homeLink} href="#/" onClick={() => window.location.reload()}>
        {t('app.backHome')}
      </a>
    </section>
  );
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('app failed to render', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? <AppCrash /> : this.props.children;
  }
}
