// The hashrate records page against a real HTTP server on this machine answering
// GET /api/me/hashrate by type: the totals of every type, each type's records, an empty type.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import { useAuthStore } from '../../../stores/auth';
import { replyJson, setPageUrl, startLocalApi, type LocalApi } from '../../../test/local-api';
import HashrateLogPage from './hashrate-log-page';

const SUI = 1_000_000_000n;
const at = '2026-11-21T12:00:00.000Z';
const RECORDS: Record<string, { id: string; type: string; amount: string; unstaked: string | null; txDigest: string | null; createdAt: string }[]> = {
  staking: [
    // Two 10 SUI unstakes: the second found no hashrate left to take (all of it released).
    { id: '5', type: 'staking', amount: '0', unstaked: (10n * SUI).toString(), txDigest: 'Dig5aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', createdAt: at },
    { id: '4', type: 'staking', amount: (-10n * SUI).toString(), unstaked: (10n * SUI).toString(), txDigest: 'Dig4aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', createdAt: at },
    { id: '1', type: 'staking', amount: (500n * SUI).toString(), unstaked: null, txDigest: 'Dig1aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', createdAt: at },
  ],
  static: [{ id: '3', type: 'static', amount: (-5n * SUI - 50_000_000n).toString(), unstaked: null, txDigest: 'Dig3aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', createdAt: at }],
  promotion: [{ id: '2', type: 'promotion', amount: (SUI / 10n).toString(), unstaked: null, txDigest: 'Dig2aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', createdAt: at }],
  fee: [],
};

let api: LocalApi;
let restorePage: () => void;
const asked: string[] = [];

beforeAll(async () => {
  api = await startLocalApi(({ url }, res) => {
    const parsed = new URL(url, 'http://x');
    if (parsed.pathname !== '/api/me/hashrate') return replyJson(res, 404, { error: { code: 'not_found', message: 'no such route' } });
    const type = parsed.searchParams.get('type') ?? 'all';
    asked.push(type);
    replyJson(res, 200, {
      items: RECORDS[type] ?? [],
      nextCursor: null,
      total: (500n * SUI + SUI / 10n).toString(),
      remaining: (484n * SUI + 150_000_000n).toString(),
      releaseRateBps: 100,
      byType: { staking: (490n * SUI).toString(), static: (-5n * SUI - 50_000_000n).toString(), promotion: (SUI / 10n).toString(), fee: '0' },
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
  asked.length = 0;
});

const figure = (label: string) => screen.getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling?.textContent;

describe('HashrateLogPage', () => {
  it('asks for a wallet, then a sign-in, before any record is read', async () => {
    const dAppKit = createTestDAppKit();
    renderForTest(<HashrateLogPage />, { url: '/hashrateLog', dAppKit });
    expect(screen.getByText('Connect your wallet to see your records')).toBeTruthy();
    await act(() => connectBurnerWallet(dAppKit));
    expect(screen.getByText('Sign in with your wallet to see this')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('shows the total of each type and the records of the chosen type, signed, with an empty type said so', async () => {
    const dAppKit = createTestDAppKit();
    renderForTest(<HashrateLogPage />, { url: '/hashrateLog', dAppKit });
    await act(async () => {
      useAuthStore.getState().setSession('token', await connectBurnerWallet(dAppKit));
    });
    await waitFor(() => expect(figure('Staking')).toBe('+490'));
    expect(figure('Static')).toBe('-5.05');
    expect(figure('Promotion')).toBe('+0.1');
    expect(figure('Transaction fee income')).toBe('0');
    expect(screen.getByText('Staked')).toBeTruthy();
    expect(screen.getByText('+500')).toBeTruthy();
    // Every unstake, with the SUI it took out; the one that took no hashrate says why.
    expect(screen.getAllByText('Unstaked')).toHaveLength(2);
    expect(screen.getByText('-10')).toBeTruthy();
    expect(screen.getByText('10 SUI unstaked')).toBeTruthy();
    expect(screen.getByText('10 SUI unstaked; no hashrate was left to take: all of it had been released')).toBeTruthy();

    // The tab, not the figure grid's label of the same words.
    const tab = (name: string) => screen.getByRole('tab', { name });
    fireEvent.click(tab('Static'));
    await screen.findByText('Released by a claim');
    fireEvent.click(tab('Promotion'));
    await screen.findByText('Friend’s claim');
    fireEvent.click(tab('Transaction fee income'));
    await screen.findByText('No records of this type yet');
    expect(asked).toEqual(['staking', 'static', 'promotion', 'fee']);
  });
});
