import { describe, expect, it } from 'vitest';
import type { BankProduct } from '../../../contract/api.ts';
import { combineProductNames, getNodeTiers, PublicApiError } from './public-catalogue.ts';

const product = (id: string, name: string, locale: BankProduct['locale']): BankProduct => ({ id, coin: 'SUI', dailyRateBps: 50, lockDays: 30, minAmount: '1', feeBps: 300, name, locale });

describe('combineProductNames', () => {
  it('keeps a locale\'s name only where it was served in that locale', () => {
    const en = [product('a', 'A', 'en_US'), product('b', 'B', 'en_US')];
    const combined = combineProductNames({
      en_US: en,
      zh_CN: [product('a', '甲', 'zh_CN'), product('b', 'B', 'en_US')],
      zh_TW: en,
      ja_JP: [product('b', 'ビー', 'ja_JP')],
      ko_KR: en,
      en_IN: [product('a', 'A (IN)', 'en_IN'), product('b', 'B', 'en_US')],
    });
    expect(combined).toEqual([
      { id: 'a', coin: 'SUI', dailyRateBps: 50, lockDays: 30, minAmount: '1', feeBps: 300, names: { en_US: 'A', zh_CN: '甲', en_IN: 'A (IN)' } },
      { id: 'b', coin: 'SUI', dailyRateBps: 50, lockDays: 30, minAmount: '1', feeBps: 300, names: { en_US: 'B', ja_JP: 'ビー' } },
    ]);
  });
});

describe('getNodeTiers', () => {
  it('refuses an answer that does not match the contract, and passes on the server\'s error', async () => {
    const answer = (body: unknown, status = 200) => async () => new Response(JSON.stringify(body), { status });
    await expect(getNodeTiers(answer({ items: [{ tier: 'primary' }] }))).rejects.toMatchObject({ code: 'bad_response' });
    await expect(getNodeTiers(answer({ error: { code: 'internal', message: 'down' } }, 500))).rejects.toMatchObject({ statusCode: 500, code: 'internal', message: 'down' });
    await expect(getNodeTiers(async () => Promise.reject(new TypeError('offline')))).rejects.toBeInstanceOf(PublicApiError);
    expect(await getNodeTiers(answer({ items: [] }))).toEqual([]);
  });
});
