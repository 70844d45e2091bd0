// "Notify me on this device": the inbox's push option. Asked only when the user turns it on
// (never on a first visit): the browser's permission, then a subscription under the server's
// VAPID key, registered with the server in the app's language; turned off, it is removed from
// both. While on, a change of language is told to the server, so pushes are written in it.
import { useCallback, useEffect, useState } from 'react';
import { usePushKey, registerPushSubscription, removePushSubscription, type DeviceSubscription } from '../../../api/push-subscriptions';
import { useSignedInAccount } from '../../../api/session';
import { useSettingsStore } from '../../../stores/settings';
import { browserSupportsPush, keyBytes } from '../lib/push-support';

/** unsupported: no push here (browser or server); blocked: the user refused it in the browser. */
export type PushOptInState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

export function usePushOptIn() {
  const account = useSignedInAccount();
  const locale = useSettingsStore((s) => s.language);
  const supported = typeof window !== 'undefined' && browserSupportsPush(window as unknown as Parameters<typeof browserSupportsPush>[0]);
  const key = usePushKey(supported && account !== null);
  const [state, setState] = useState<PushOptInState>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    const decide = async (): Promise<PushOptInState> => {
      if (!supported) return 'unsupported';
      if (key.isPending) return 'checking';
      if (!key.data) return 'unsupported';
      const reg = await registration();
      if (!reg) return 'unsupported';
      if (Notification.permission === 'denied') return 'blocked';
      const existing = await reg.pushManager.getSubscription();
      if (existing && account) {
        // Keeps the server's copy current: this sign-in, this language.
        await registerPushSubscription(existing.toJSON() as DeviceSubscription, locale).catch(() => undefined);
        return 'on';
      }
      return 'off';
    };
    void decide().then((next) => {
      if (active) setState(next);
    });
    return () => {
      active = false;
    };
  }, [supported, key.isPending, key.data, account, locale]);

  const turnOn = useCallback(async () => {
    if (!key.data) return;
    setBusy(true);
    setFailed(false);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      const reg = await registration();
      if (!reg) throw new Error('no service worker');
      const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.data) });
      await registerPushSubscription(subscription.toJSON() as DeviceSubscription, locale);
      setState('on');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [key.data, locale]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setFailed(false);
    try {
      const subscription = await (await registration())?.pushManager.getSubscription();
      if (subscription) {
        await removePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, failed, turnOn, turnOff };
}
