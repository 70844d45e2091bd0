// The home screen's bell: a link to the inbox with the number of unread notifications on it
// (99+ past 99). Presentation only: the count comes from the page (useUnreadNotifications).
import { Bell } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './notification-bell.module.css';

export function NotificationBell({ unread }: { unread: number | undefined }) {
  const { t } = useTranslation();
  const count = unread ?? 0;
  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell');
  return (
    <Link to="/notifications" className={styles.bell} aria-label={label} data-testid="notification-bell">
      <Bell aria-hidden />
      {count > 0 ? (
        <span className={styles.badge} data-testid="notification-badge" aria-hidden>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
