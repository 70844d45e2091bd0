// The service worker's push and tap handling without a browser: a push message written in the
// subscription's language from its catalogue, and a tap opening the screen it is about (the
// withdrawal card for a rejected withdrawal) in the app's open window, or a new one.
import { describe, expect, it, vi } from 'vitest';
import ja from '../../locales/ja_JP/translation.json';
import en from '../../locales/en_US/translation.json';
import type { PushMessage } from '../../contract/api';
import { catalogueTranslate, notificationToShow, openNotificationTarget, readPushMessage } from './push-handler';

const rejected: PushMessage = {
  v: 1,
  locale: 'ja_JP',
  notification: {
    id: '42', kind: 'withdrawal_rejected', createdAt: '2026-11-21T12:00:00.000Z', readAt: null,
    data: { withdrawalId: '7', amount: '1500000000', reason: 'Verify your account' },
  },
};

describe('the push handler', () => {
  it('reads only our messages', () => {
    expect(readPushMessage(JSON.stringify(rejected))).toEqual(rejected);
    for (const text of [null, '', 'not json', '{"v":2}', JSON.stringify({ ...rejected, locale: 'fr_FR' }), JSON.stringify({ v: 1, locale: 'en_US' })]) {
      expect(readPushMessage(text)).toBeNull();
    }
  });

  it("writes the notification in the subscription's language, with the figures and the reason, and links the withdrawal card", () => {
    const shown = notificationToShow(rejected, catalogueTranslate(ja), '/chain/');
    expect(shown.title).toBe('出金が却下されました');
    expect(shown.options.body).toBe('1.5 SUI の出金が却下され、金額は収益に戻されました。理由：Verify your account');
    expect(shown.options).toMatchObject({ tag: 'suil-42', lang: 'ja-JP', data: { url: '/chain/#/assets?show=withdrawal', id: '42' } });
    const english = notificationToShow({ ...rejected, locale: 'en_US' }, catalogueTranslate(en), '/chain/');
    expect(english.title).toBe('Withdrawal rejected');
  });

  it('a missing key reads as itself, a missing value keeps its place', () => {
    const t = catalogueTranslate({ a: { b: 'x {{y}} {{z}}' } });
    expect(t('a.b', { y: '1' })).toBe('x 1 {{z}}');
    expect(t('a.c')).toBe('a.c');
  });

  it('a tap takes the open app window to the screen, or opens one', async () => {
    const navigate = vi.fn(async () => undefined);
    const focus = vi.fn(async () => undefined);
    const openWindow = vi.fn(async () => undefined);
    const windows = [
      { url: 'https://suil.example/chain/admin/#/', focus, navigate },
      { url: 'https://suil.example/chain/#/', focus, navigate },
    ];
    const url = '/chain/#/assets?show=withdrawal';
    expect(await openNotificationTarget(url, '/chain/', { matchAll: async () => windows, openWindow }, 'https://suil.example')).toBe('focused');
    expect(navigate).toHaveBeenCalledWith('https://suil.example/chain/#/assets?show=withdrawal');
    expect(openWindow).not.toHaveBeenCalled();
    expect(await openNotificationTarget(url, '/chain/', { matchAll: async () => [windows[0]!], openWindow }, 'https://suil.example')).toBe('opened');
    expect(openWindow).toHaveBeenCalledWith('https://suil.example/chain/#/assets?show=withdrawal');
  });
});
