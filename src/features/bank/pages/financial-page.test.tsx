// The bank page's "My savings" against a real HTTP server on this machine answering the user's
// subscriptions: a 20 SUI one and a 100 USDC one are totalled per coin, neither left out.
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BankSubscription } from '../../../../contract/api';
import { useAuthStore } from '../../../stores/auth';
import { replyJson, setPageUrl, startLocalApi, type LocalApi } from '../../../test/local-api';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import FinancialPage from './financial-page';

const at = '2026-11-21T12:00:00.000Z';
const subscription = (id: string, coin: BankSubscription['coin'], principal: string, generatedIncome: string): BankSubscription => ({
  id, productId: `${coin.toLowerCase()}-7`, coin, principal, dailyRateBps: 10, lockDays: 7, days: 1, generatedIncome, incomeFee: '0',
  startAt: at, expiresAt: at, renewals: 0, redeemableAt: at, status: 'active', redeemedAt: null, incomeRecords: [],
});

let api: LocalApi;
let restorePage: () => void;
beforeAll(async () => {
  api = await startLocalApi(({ url }, res) => {
    if (url.startsWith('/api/bank/products')) return replyJson(res, 200, { items: [] });
    if (!url.startsWith('/api/bank/subscriptions')) return replyJson(res, 404, { error: { code: 'not_found', message: 'no such route' } });
    replyJson(res, 200, {
      items: [subscription('2', 'USDC', '100000000', '77600'), subscription('1', 'SUI', '20000000000', '19400000')],
      nextCursor: null,
    });
  });
  restorePage = setPageUrl(`${api.origin}/`);
});
afterAll(async () => {
  restorePage();
  await api.close();
});
afterEach(() => {
  document.body.innerHTML = '';
  useAuthStore.getState().clearSession();
});

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('FinancialPage', () => {
  it('totals my savings per coin: the SUI and the USDC subscriptions each in their own coin', async () => {
    const dAppKit = createTestDAppKit();
    renderForTest(<FinancialPage />, { url: '/financial', dAppKit });
    await act(async () => {
      useAuthStore.getState().setSession('token', await connectBurnerWallet(dAppKit));
    });
    await waitFor(() => expect(figure('Principal (SUI)')).toBe('20'));
    expect(figure('Income earned (SUI)')).toBe('0.0194');
    expect(figure('Principal (USDC)')).toBe('100');
    expect(figure('Income earned (USDC)')).toBe('0.0776');
  });
});
