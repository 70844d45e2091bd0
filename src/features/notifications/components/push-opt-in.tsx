// The inbox's push option, shown only where push can work (the browser and the server): turn it
// on (the browser asks permission then), off, or why it is blocked.
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant/es/button/index.js';
import { SectionCard } from '../../../components/section-card';
import { usePushOptIn } from '../hooks/use-push-opt-in';
import styles from './push-opt-in.module.css';

export function PushOptIn() {
  const { t } = useTranslation();
  const push = usePushOptIn();
  if (push.state === 'unsupported' || push.state === 'checking') return null;
  return (
    <SectionCard title={t('notifications.push.title')}>
      <div className={styles.row} data-testid="push-opt-in">
        <p className={styles.text}>
          {push.state === 'on' ? t('notifications.push.on') : push.state === 'blocked' ? t('notifications.push.blocked') : t('notifications.push.explain')}
        </p>
        {push.state === 'off' ? (
          <Button size="small" type="primary" round loading={push.busy} onClick={() => void push.turnOn()}>
            {t('notifications.push.turnOn')}
          </Button>
        ) : null}
        {push.state === 'on' ? (
          <Button size="small" round plain loading={push.busy} onClick={() => void push.turnOff()}>
            {t('notifications.push.turnOff')}
          </Button>
        ) : null}
      </div>
      {push.failed ? (
        <p className={styles.error} role="alert">
          {t('notifications.push.failed')}
        </p>
      ) : null}
    </SectionCard>
  );
}
