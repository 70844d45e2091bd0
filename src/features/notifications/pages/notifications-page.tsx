// Notifications (route notifications): what happened to the user, newest first, each in the
// reader's language and opening the screen it is about; mark all read; and the push option,
// "Notify me on this device", where the browser and the server can push.
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant/es/button/index.js';
import { AccessGate } from '../../../components/access-gate';
import { ApiList } from '../../../components/api-list';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { NotificationItem } from '../components/notification-item';
import { PushOptIn } from '../components/push-opt-in';
import { useInbox } from '../hooks/use-inbox';

function Inbox() {
  const { t } = useTranslation();
  const inbox = useInbox();
  return (
    <>
      <PushOptIn />
      <SectionCard
        title={t('notifications.listTitle')}
        extra={
          inbox.unread > 0 ? (
            <Button size="mini" round plain loading={inbox.marking} onClick={inbox.markAllRead} data-testid="mark-all-read">
              {t('notifications.markAllRead')}
            </Button>
          ) : null
        }
      >
        <ApiList
          query={inbox.list}
          itemKey={(n) => n.id}
          emptyText={t('notifications.empty')}
          renderItem={(n) => <NotificationItem notification={n} onOpen={() => inbox.open(n)} />}
        />
      </SectionCard>
    </>
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('notifications.title')}>
      <AccessGate requires="signIn" walletHint={t('notifications.connect')}>
        <Inbox />
      </AccessGate>
    </PageLayout>
  );
}
