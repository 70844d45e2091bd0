// The inbox's logic: the list (newest first, a page at a time), the unread count, and what a
// tap does: mark it read and open the screen it is about; "Mark all read".
import { useNavigate } from 'react-router-dom';
import { type Notification, useMarkNotificationsRead, useNotifications } from '../../../api/get-notifications';
import { notificationRoute } from '../../../i18n/notification-text';

export function useInbox() {
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = list.data?.pages[0]?.unread ?? 0;
  const open = (n: Notification) => {
    if (n.readAt === null) markRead.mutate({ ids: [n.id] });
    void navigate(notificationRoute(n));
  };
  const markAllRead = () => markRead.mutate({ all: true });
  return { list, unread, open, markAllRead, marking: markRead.isPending };
}
