// A notifications row as the API and a push message carry it (contract/api.ts, Notification).
import type { Notification, NotificationKind } from '../../contract/api.ts';
import type { NotificationRow } from '../db/notifications.ts';
import { iso } from '../http.ts';

export function notificationJson(r: NotificationRow): Notification {
  const data = r.kind === 'notice_published' ? { ...r.data, title: r.notice_title } : r.data;
  return { id: r.id, kind: r.kind as NotificationKind, data, createdAt: iso(r.created_at), readAt: r.read_at === null ? null : iso(r.read_at) } as Notification;
}
