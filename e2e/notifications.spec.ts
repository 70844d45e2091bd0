// Issue 39 at 375 px: an operator rejects a withdrawal in review (the localnet-only
// /api/dev/operator/reject), and the user's home bell shows 1; the inbox tells the rejection
// with the operator's reason in the user's language (Japanese); a tap opens the withdrawal card.
// Then the service worker's push handler, fed a push message through the DevTools protocol
// (ServiceWorker.deliverPushMessage), shows the notification in the message's language, which
// the worker's registration lists (getNotifications()); its tap target is the withdrawal card
// (the notificationclick routing itself is unit-tested: src/app/push-handler.test.ts).
import type { Page } from '@playwright/test';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { advanceClock, bindInviter, claimInSui, DAY_MS, devOperator, faucet, SERVER, stake, SUI } from './support/chain.ts';
import { expect, test } from './support/console-guard.ts';
import { logIn, openConnected } from './support/session.ts';

const REVIEW_THRESHOLD = 1n * SUI;
const REVIEW_AMOUNT = 1_500_000_000n;
const REASON = 'Please verify your account first';

const user = new Ed25519Keypair();
const address = user.toSuiAddress();
const friend = new Ed25519Keypair();

test.describe.configure({ mode: 'serial' });

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('access_token')))!;
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await devOperator('limits', { reason: 'e2e review threshold', limits: { reviewThreshold: REVIEW_THRESHOLD.toString() } });
  await faucet(address);
  await faucet(friend.toSuiAddress());
  await bindInviter(user, DEV_ROOT_ADDRESS);
  await bindInviter(friend, address);
  await stake(friend, 500n * SUI);
  await advanceClock(60 * DAY_MS);
  await claimInSui(friend);
});

test.afterAll(async () => {
  await fetch(`${SERVER}/api/dev/operator/limits`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'e2e cleanup', limits: { reviewThreshold: null } }),
  });
});

test('a rejected withdrawal: the bell shows 1, the inbox gives the reason in Japanese, a tap opens the withdrawal card; a push shows it on the phone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('language', 'ja_JP'));
  const wallet = await openConnected(page, 'assets', user);
  await logIn(page, wallet);
  const auth = { authorization: `Bearer ${await token(page)}`, 'content-type': 'application/json' };

  // The friend's bind was told first (invitee_bound): read here, so that the bell counts the rejection alone.
  await expect(async () => {
    const res = await fetch(`${SERVER}/api/me/notifications/unread-count`, { headers: auth });
    expect(((await res.json()) as { unread: number }).unread).toBe(1);
  }).toPass({ timeout: 30_000 });
  const read = await fetch(`${SERVER}/api/me/notifications/read`, { method: 'POST', headers: auth, body: JSON.stringify({ all: true }) });
  expect(await read.json()).toEqual({ unread: 0 });

  // The friend's claim is the user's direct income once the server has read it; then a withdrawal above the threshold waits for review.
  let withdrawal: { id: string } | undefined;
  await expect(async () => {
    const res = await fetch(`${SERVER}/api/me/withdrawals`, { method: 'POST', headers: auth, body: JSON.stringify({ amount: REVIEW_AMOUNT.toString() }) });
    expect(res.status).toBe(202);
    withdrawal = (await res.json()) as { id: string };
  }).toPass({ timeout: 60_000 });
  await devOperator('reject', { id: withdrawal!.id, reason: REASON });

  // Home: the bell with one unread.
  await page.goto('/chain/#/');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: 30_000 });

  // The inbox: the rejection in Japanese with the operator's reason.
  await bell.click();
  const item = page.getByTestId('notification-item').first();
  await expect(item).toContainText('出金が却下されました');
  await expect(item).toContainText(`1.5 SUI の出金が却下され、金額は収益に戻されました。理由：${REASON}`);
  await item.click();
  await expect(page).toHaveURL(/#\/assets\?show=withdrawal$/);
  await expect(page.getByTestId('pending-withdrawal')).toContainText(REASON);

  // The service worker's push handler, fed a push through the DevTools protocol.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const registration = await new Promise<{ registrationId: string }>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string }[] }) => {
      const found = event.registrations.find((r) => r.scopeURL.endsWith('/chain/'));
      if (found) resolve(found);
    });
  });
  const message = {
    v: 1,
    locale: 'ja_JP',
    notification: {
      id: '9001', kind: 'withdrawal_rejected', createdAt: new Date().toISOString(), readAt: null,
      data: { withdrawalId: withdrawal!.id, amount: REVIEW_AMOUNT.toString(), reason: REASON },
    },
  };
  await page.context().grantPermissions(['notifications']);
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration.registrationId, data: JSON.stringify(message) });
  await expect(async () => {
    const shown = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as { url: string } }));
    });
    expect(shown).toEqual([
      {
        title: '出金が却下されました',
        body: `1.5 SUI の出金が却下され、金額は収益に戻されました。理由：${REASON}`,
        tag: 'suil-9001',
        data: { url: '/chain/#/assets?show=withdrawal', id: '9001' },
      },
    ]);
  }).toPass({ timeout: 20_000 });
});
