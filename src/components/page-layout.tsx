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
  children?: ReactNode;
}

/**
 * The frame of every page: a dark nav bar with a back arrow (back in history, else home),
 * and a padded content column. The bottom padding grows by `--suil-tab-bar-height`, which the
 * app shell sets on an ancestor when its tab bar is visible.
 */
export function PageLayout({ title, back = true, right, children }: PageLayoutProps) {
  const navigate = useNavigate();
  // react-router gives the first entry of a session the key 'default': a deep link (a shared
  // invite, a reload) has nothing in-app to go back to, so it goes home instead of leaving.
  const isFirstEntry = useLocation().key === 'default';
  const goBack = () => {
    if (!isFirstEntry) void navigate(-1);
    else void navigate('/');
  };
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
