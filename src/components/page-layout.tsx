import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavBar } from 'react-vant/es/nav-bar/index.js';
import styles from './page-layout.module.css';

export interface PageLayoutProps {
  title: ReactNode;
  /** Show the back arrow (default). */
  back?: boolean;
  /** Content on the right of the nav bar (a link, a records button...). */
  right?: ReactNode;
  /** What the back arrow does instead of going back, for a page the way back would only lead to again. */
  onBack?: () => void;
  children?: ReactNode;
}

/**
 * Whether the app has a history entry behind the current one. The data routers keep each
 * entry's index in history.state.idx, and a redirect (replace) keeps it: a link opened and then
 * redirected still has nothing behind it, though its key is no longer the first entry's
 * 'default'. A memory router (tests) keeps no such state: there the key tells.
 */
function hasEntryBehind(key: string): boolean {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index > 0 : key !== 'default';
}

/**
 * The frame of every page: a dark nav bar with a back arrow (back in history, else home, or
 * the page's own `onBack`),
 * and a padded content column. The bottom padding grows by `--suil-tab-bar-height`, which the
 * app shell sets on an ancestor when its tab bar is visible.
 */
export function PageLayout({ title, back = true, right, onBack, children }: PageLayoutProps) {
  const navigate = useNavigate();
  const { key } = useLocation();
  // A deep link (a shared invite, a reload of the first page) has nothing in-app to go back to:
  // it goes home instead of leaving the app, or of doing nothing where history has no entry.
  const goBack =
    onBack ??
    (() => {
      if (hasEntryBehind(key)) void navigate(-1);
      else void navigate('/');
    });
  return (
    <div className={styles.page}>
      <NavBar
        className={styles.nav}
        title={title}
        // react-vant clones leftArrow as an element and an explicit undefined replaces its
        // default arrow: omit the prop for the arrow, pass false for none.
        {...(back ? {} : { leftArrow: false })}
        onClickLeft={back ? goBack : undefined}
        rightText={right}
        fixed
        placeholder
        safeAreaInsetTop
        zIndex={100}
      />
      <main className={styles.content}>{children}</main>
    </div>
  );
}
