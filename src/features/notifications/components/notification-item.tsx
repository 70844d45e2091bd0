// One notification in the inbox: its title and text in the reader's language, when it came,
// and a dot while unread; the whole row opens the screen it is about.
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../api/get-notifications';
import { useFormatDateTime } from '../../../hooks/use-format-date';
import { notificationText } from '../../../i18n/notification-text';
import styles from './notification-item.module.css';

export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { title, body } = notificationText(notification, (key, values) => t(key, values ?? {}));
  const unread = notification.readAt === null;
  return (
    <button type="button" className={`${styles.item} ${unread ? styles.unread : ''}`} onClick={onOpen} data-testid="notification-item" data-kind={notification.kind}>
      <span className={styles.head}>
        {unread ? <span className={styles.dot} aria-label={t('notifications.unread')} role="img" /> : null}
        <span className={styles.title}>{title}</span>
      </span>
      <span className={styles.body}>{body}</span>
      <time className={styles.time} dateTime={notification.createdAt}>
        {formatDateTime(Date.parse(notification.createdAt))}
      </time>
    </button>
  );
}
