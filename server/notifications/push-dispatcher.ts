// Sends the push outbox (push_deliveries) after the transactions that queued it have committed:
// nothing a money move does waits for a push service. Every instance may run a sender: each
// delivery is claimed by one of them (queued -> sending, FOR UPDATE SKIP LOCKED) and, once
// claimed, never sent again unless the push service said it did not take it (429, 5xx, no
// connection): at most once per subscription per notification. A 404 or 410 removes the
// subscription (and its queued deliveries with it).
import type { Locale, PushMessage } from '../../contract/api.ts';
import type { ServerContext } from '../context.ts';
import { notificationForPush } from '../db/notifications.ts';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  failInterruptedDeliveries,
  finishDelivery,
  removeGonePushSubscription,
  requeueDelivery,
} from '../db/push-subscriptions.ts';
import { errorField, log } from '../log.ts';
import { notificationJson } from './notification-json.ts';
import { pushDeliveries, pushSendDuration } from './push-metrics.ts';
import { sendPush } from './push-sender.ts';
import type { VapidKeys } from './vapid.ts';

/** Deliveries claimed at a time (sent side by side). */
const BATCH = 16;
/** A delivery left `sending` this long was interrupted (its sender stopped): failed, not sent again. */
const INTERRUPTED_AFTER_MS = 10 * 60_000;

export class PushDispatcher {
  private readonly ctx: ServerContext;
  private readonly keys: VapidKeys;

  constructor(ctx: ServerContext, keys: VapidKeys) {
    this.ctx = ctx;
    this.keys = keys;
  }

  /** Sends what is due now, batch after batch; returns how many deliveries it handled. */
  async runOnce(): Promise<number> {
    await failInterruptedDeliveries(this.ctx.db, INTERRUPTED_AFTER_MS);
    let handled = 0;
    for (;;) {
      const claimed = await claimDueDeliveries(this.ctx.db, BATCH);
      if (claimed.length === 0) return handled;
      await Promise.all(claimed.map((d) => this.deliver(d)));
      handled += claimed.length;
    }
  }

  private async deliver(d: ClaimedDelivery): Promise<void> {
    const db = this.ctx.db;
    const key = { notificationId: d.notification_id, subscriptionId: d.subscription_id };
    const row = await notificationForPush(db, d.notification_id, d.locale);
    if (!row) return; // its notification is gone (the cascade takes the delivery too)
    const message: PushMessage = { v: 1, locale: d.locale as Locale, notification: notificationJson(row) };
    const end = pushSendDuration.startTimer();
    const sent = await sendPush(d, JSON.stringify(message), this.keys, this.ctx.config.push);
    end();
    const where = { notification: d.notification_id, subscription: d.subscription_id, status: sent.status };
    switch (sent.outcome) {
      case 'sent':
        await finishDelivery(db, key, 'sent', null);
        pushDeliveries.inc({ outcome: 'sent' });
        return;
      case 'gone':
        await removeGonePushSubscription(db, d.subscription_id);
        pushDeliveries.inc({ outcome: 'gone' });
        log.info({ ...where, detail: sent.detail }, 'push: the subscription is gone; removed');
        return;
      case 'retry':
        if (d.attempts < this.ctx.config.push.maxAttempts) {
          await requeueDelivery(db, key, 1000 * 2 ** d.attempts, sent.detail || `status ${sent.status}`);
          pushDeliveries.inc({ outcome: 'retried' });
          return;
        }
        break;
      case 'failed':
        break;
    }
    await finishDelivery(db, key, 'failed', (sent.detail || `status ${sent.status}`).slice(0, 500));
    pushDeliveries.inc({ outcome: 'failed' });
    log.warn({ ...where, detail: sent.detail }, 'push: a delivery failed');
  }

  /** Runs every `pollMs` (and at once on `wake()`) until stopped. */
  start(): { wake: () => void; stop: () => Promise<void> } {
    let stopped = false;
    let wakeUp: (() => void) | null = null;
    let lastError = '';
    const loop = async () => {
      while (!stopped) {
        try {
          await this.runOnce();
          lastError = '';
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (message !== lastError) log.warn(errorField(error), 'push: the sender could not read its queue (will retry)');
          lastError = message;
        }
        if (stopped) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.ctx.config.push.pollMs);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    };
    const running = loop();
    return {
      wake: () => wakeUp?.(),
      stop: async () => {
        stopped = true;
        wakeUp?.();
        await running;
      },
    };
  }
}
