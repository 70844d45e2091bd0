// Home (index route): brand, language entry and wallet button; ways into every area of the
// product; the network node test; the wallet's SUI, SUIL and USDC balances (unknown, and said
// so, until a wallet is connected).
import {
  Bill,
  ChartTrendingO,
  Exchange,
  FriendsO,
  GemO,
  GiftO,
  GoldCoinO,
  Records,
  ShareO,
  VolumeO,
  BalanceO,
  FlowerO,
  CashierO,
  ClusterO,
  Diamond,
} from '@react-vant/icons';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PhraseText } from '../../../components/phrase-text';
import { useInboxAccount, useUnreadNotifications } from '../../../hooks/use-unread-notifications';
import { LOCALE_NAMES } from '../../../config/locales';
import { useSettingsStore } from '../../../stores/settings';
import { ConnectButton } from '../../../wallet/connect-button';
import { useWalletConnection } from '../../../wallet/hooks';
import { NetworkNodes } from '../components/network-nodes';
import { WalletBalances } from '../components/wallet-balances';
// The favicon's drawing (index.html links the file), inline: an <img> of it is a document of its own to build before the first paint.
import logo from '../../../assets/logo.svg?raw';
import styles from './home-page.module.css';

/**
 * Route -> icon, in the order the home page shows them; labels are `home.entries.<route>`. The
 * three ways to earn lead as a row of three wider tiles, the other twelve follow in rows of
 * four: 3 + 12 tiles fill every row, with no hole at any phone width.
 */
const FEATURED = 3;
const ENTRIES: { route: string; icon: ReactNode }[] = [
  { route: 'flow', icon: <GemO /> },
  { route: 'pledge1', icon: <Diamond /> },
  { route: 'suilPledge', icon: <GoldCoinO /> },
  { route: 'assets', icon: <BalanceO /> },
  { route: 'income', icon: <Bill /> },
  { route: 'hashrate', icon: <ChartTrendingO /> },
  { route: 'exchange', icon: <Exchange /> },
  { route: 'financial', icon: <CashierO /> },
  { route: 'community', icon: <FriendsO /> },
  { route: 'dynamic', icon: <ClusterO /> },
  { route: 'ecology', icon: <FlowerO /> },
  { route: 'share', icon: <ShareO /> },
  { route: 'notice', icon: <VolumeO /> },
  { route: 'sui', icon: <GiftO /> },
  { route: 'btc', icon: <Records /> },
];

// The bell shows only for a signed-in user, after the app has started: its module (the icon
// and its styles) stays off the boot path (npm run size, entry JS).
const NotificationBell = lazy(() => import('../../../components/notification-bell').then((m) => ({ default: m.NotificationBell })));

export default function HomePage() {
  const { t } = useTranslation();
  const connection = useWalletConnection();
  const language = useSettingsStore((s) => s.language);
  const inboxAccount = useInboxAccount(connection.account?.address);
  const unread = useUnreadNotifications(inboxAccount);

  return (
    <div className={styles.page}>
      {/* data-page-header: a transaction's notice stays below it (src/components/transaction-notice.tsx). */}
      <header className={styles.header} data-page-header>
        <div className={styles.brand}>
          {/* The app's own file, bundled at build time: no outside markup. */}
          <span className={styles.logo} aria-hidden dangerouslySetInnerHTML={{ __html: logo }} />
          <span>{t('home.brand')}</span>
        </div>
        <div className={styles.actions}>
          <Link to="/language" className={styles.language} aria-label={t('home.language')} data-testid="language-entry">
            {LOCALE_NAMES[language]}
          </Link>
          {/* With the signed-in account's wallet connected (never in the prerendered screen, which hydrates without one). */}
          {inboxAccount !== null ? (
            <Suspense fallback={null}>
              <NotificationBell unread={unread} />
            </Suspense>
          ) : null}
          <ConnectButton />
        </div>
      </header>

      <section className={styles.hero}>
        <h1 className={styles.tagline}>
          <PhraseText>{t('home.tagline')}</PhraseText>
        </h1>
        {/* Not while a remembered wallet is restored: the hero keeps its height when it is back. */}
        {!connection.account && !connection.isReconnecting && (
          <p className={styles.connectPrompt} data-testid="connect-prompt">
            {t('home.connectPrompt')}
          </p>
        )}
      </section>

      <WalletBalances />

      <section aria-labelledby="home-explore">
        <h2 id="home-explore" className={styles.sectionTitle}>
          <PhraseText>{t('home.explore')}</PhraseText>
        </h2>
        <nav className={styles.grid}>
          {ENTRIES.map(({ route, icon }, index) => (
            <Link key={route} to={`/${route}`} className={`${styles.entry} ${index < FEATURED ? styles.featured : ''}`}>
              <span className={styles.entryIcon} aria-hidden>
                {icon}
              </span>
              {/* In Chinese and Japanese a tile's name breaks between words, never inside one. */}
              <span className={styles.entryLabel}>
                <PhraseText>{t(`home.entries.${route}`)}</PhraseText>
              </span>
            </Link>
          ))}
        </nav>
      </section>

      <NetworkNodes />
    </div>
  );
}
