import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import { replyJson, setPageUrl, startLocalApi, type LocalApi } from '../../../test/local-api';
import { useAuthStore } from '../../../stores/auth';
import IncomePage from './income-page';

describe('IncomePage', () => {
  it('asks for a wallet, then for a sign-in', async () => {
    const dAppKit = createTestDAppKit();
    renderForTest(<IncomePage />, { url: '/income', dAppKit });
    expect(screen.getByText('Connect your wallet to see your income')).toBeTruthy();
    await act(() => connectBurnerWallet(dAppKit));
    expect(screen.getByText('Sign in with your wallet to see this')).toBeTruthy();
  });

  it('lists the five income types once signed in', async () => {
    const dAppKit = createTestDAppKit();
    renderForTest(<IncomePage />, { url: '/income', dAppKit });
    await act(async () => {
      useAuthStore.getState().setSession('token', await connectBurnerWallet(dAppKit));
    });
    for (const title of ['Static', 'Direct referral', 'Indirect referral', 'Team', 'Peer']) {
      expect(screen.getByText(title)).toBeTruthy();
    }
    fireEvent.click(screen.getByText('Team'));
    // No server in unit tests: the chart and the list each say so and offer to load again.
    await waitFor(() => expect(screen.getAllByText('Network error, please try again later')).toHaveLength(2), { timeout: 5000 });
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    useAuthStore.getState().clearSession();
  });
});

describe('IncomePage with the server’s records', () => {
  const at = '2026-11-21T12:00:00.000Z';
  let api: LocalApi;
  let restorePage: () => void;
  beforeAll(async () => {
    // A claim taken as SUI: 0.200205787 SUIL claimed, 0.019414523 SUI received (as the server books it).
    api = await startLocalApi(({ url }, res) => {
      if (!url.startsWith('/api/me/income')) return replyJson(res, 404, { error: { code: 'not_found', message: 'no such route' } });
      replyJson(res, 200, {
        items: [
          { id: '1', type: 'static', coin: 'SUI', amount: '19414523', claimed: '200205787', sourceAddress: null, txDigest: 'Dig1aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', withdrawable: false, createdAt: at },
        ],
        nextCursor: null,
        totals: { sui: '19414523', suil: '0' },
      });
    });
    restorePage = setPageUrl(`${api.origin}/`);
  });
  afterAll(async () => {
    restorePage();
    await api.close();
  });

  it('shows a claim taken as SUI as the SUI it paid, counted in the SUI total, with the SUIL it claimed', async () => {
    const dAppKit = createTestDAppKit();
    renderForTest(<IncomePage />, { url: '/income', dAppKit });
    await act(async () => {
      useAuthStore.getState().setSession('token', await connectBurnerWallet(dAppKit));
    });
    expect(await screen.findByText('+0.0194 SUI')).toBeTruthy();
    expect(screen.getByText('Claimed 0.2002 SUIL')).toBeTruthy();
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(figure('Total income (SUI)')).toBe('0.0194'));
    expect(figure('Total income (SUIL)')).toBe('0');
    useAuthStore.getState().clearSession();
  });
});
