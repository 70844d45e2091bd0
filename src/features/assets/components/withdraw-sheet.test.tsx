// The withdraw sheet and the withdrawal card in each state of issue 21, against a real HTTP
// server on this machine: paused (the sheet says so and sends nothing; a signed voucher can
// still be completed), the operator's limits (explained, nothing sent), an amount for review
// (allowed, with its line; the 202 answer), a refusal for the payout reserve (explained, nothing
// taken), and the card awaiting review, rejected, and waiting for the reserve.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth';
import { env } from '../../../config/env';
import { replyJson, setPageUrl, spyOnPageConsole, startLocalApi, type LocalApi } from '../../../test/local-api';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import AssetsPage from '../pages/assets-page';
import { WithdrawSheet } from './withdraw-sheet';

const feedback = vi.hoisted(() => ({ closeLoading: vi.fn(), confirmDialog: vi.fn(), showLoading: vi.fn(), showToast: vi.fn(), showTransactionSuccess: vi.fn() }));
vi.mock('../../../components/feedback', () => ({
  confirmDialog: feedback.confirmDialog,
  showLoading: (message: string) => {
    feedback.showLoading(message);
    return feedback.closeLoading;
  },
  showToast: feedback.showToast,
  showTransactionSuccess: feedback.showTransactionSuccess,
  copyWithToast: vi.fn(),
}));

const SUI = 1_000_000_000n;
const sui = (n: bigint) => (n * SUI).toString();
const SIGNATURE = 'ab'.repeat(64);

interface ServerState {
  policy: Record<string, unknown>;
  withdrawals: Record<string, unknown>[];
  /** What POST /api/me/withdrawals answers. */
  post: (body: Record<string, unknown>, address: string) => [number, unknown];
}

let api: LocalApi;
let restorePage: () => void;
let state: ServerState;
const posts: unknown[] = [];

function policy(overrides: Record<string, unknown> = {}) {
  return {
    paused: false,
    pausedAt: null,
    maxPerWithdrawal: sui(100n),
    userDailyLimit: sui(200n),
    userRemaining24h: sui(150n),
    totalRemaining24h: sui(1000n),
    reviewThreshold: sui(10n),
    reserveAvailable: sui(50n),
    ...overrides,
  };
}

function withdrawal(address: string, overrides: Record<string, unknown>) {
  return {
    id: '7',
    amount: sui(12n),
    recipient: address,
    pool: env.liquiditySwap,
    nonce: null,
    signature: null,
    status: 'review',
    waitingForReserve: false,
    txDigest: null,
    createdAt: '2026-11-21T12:00:00.000Z',
    paidAt: null,
    reviewedAt: null,
    reviewReason: null,
    ...overrides,
  };
}

beforeAll(async () => {
  api = await startLocalApi(({ method, url, body }, res) => {
    const address = useAuthStore.getState().currentAccount ?? '';
    if (url === '/api/me') {
      return replyJson(res, 200, {
        address, inviter: null, friendLevel: 0, validFriends: 0, teamSize: 0, communityPerformance: '0', staked: '0',
        balances: { sui: '0', usdc: '0', suil: '0', withdrawableIncome: sui(500n), heldIncome: '0' },
      });
    }
    if (url === '/api/me/withdrawals/policy') return replyJson(res, 200, state.policy);
    if (url.startsWith('/api/me/withdrawals') && method === 'GET') return replyJson(res, 200, { items: state.withdrawals, nextCursor: null });
    if (url === '/api/me/withdrawals' && method === 'POST' && body) {
      posts.push(body);
      const [status, answer] = state.post(body, address);
      return replyJson(res, status, answer);
    }
    if (url.startsWith('/api/me/')) return replyJson(res, 200, { items: [], nextCursor: null, totals: { sui: '0', suil: '0' } });
    // The assets page's node section asks for the tiers; none are on sale here.
    if (url === '/api/nodes') return replyJson(res, 200, { items: [] });
    replyJson(res, 404, { error: { code: 'not_found', message: 'no such route' } });
  });
  restorePage = setPageUrl(`${api.origin}/`);
});

afterAll(async () => {
  restorePage();
  useAuthStore.getState().clearSession();
  await api.close();
});

beforeEach(() => {
  posts.length = 0;
  vi.clearAllMocks();
  localStorage.clear();
  state = { policy: policy(), withdrawals: [], post: () => [500, { error: { code: 'internal_error', message: 'not expected' } }] };
});

async function signIn(dAppKit: ReturnType<typeof createTestDAppKit>) {
  let address = '';
  await act(async () => {
    address = await connectBurnerWallet(dAppKit);
    useAuthStore.getState().setSession('token', address);
  });
  return address;
}

async function openSheet(onClose = vi.fn()) {
  const dAppKit = createTestDAppKit();
  renderForTest(<WithdrawSheet visible onClose={onClose} />, { url: '/assets', dAppKit });
  const address = await signIn(dAppKit);
  await screen.findByText(/Available.*500 SUI/);
  return { address, onClose };
}

const amountInput = () => screen.getByLabelText('Withdrawal amount');
const withdrawButton = () => screen.getByRole('button', { name: 'Withdraw' });
const describedBy = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('WithdrawSheet', () => {
  it('says withdrawals are paused, since when, that the income is safe; Withdraw is disabled and says why', async () => {
    state.policy = policy({ paused: true, pausedAt: '2026-11-21T09:30:00.000Z' });
    await openSheet();
    const notice = await screen.findByTestId('withdrawals-paused');
    expect(notice.textContent).toContain('Withdrawals are paused');
    expect(notice.textContent).toMatch(/The operator paused withdrawals on .*2026/);
    expect(notice.textContent).toContain('Your income is safe');
    expect(notice.textContent).toContain('A withdrawal that is already signed can still be completed.');
    await waitFor(() => expect(withdrawButton().hasAttribute('disabled')).toBe(true));
    expect(describedBy(withdrawButton())).toBe('Withdrawals are paused by the operator');
    expect(posts).toEqual([]);
  });

  it('left open while withdrawals resume: within a few seconds it no longer says they are paused, and Withdraw works again', async () => {
    state.policy = policy({ paused: true, pausedAt: '2026-11-21T09:30:00.000Z' });
    await openSheet();
    await screen.findByTestId('withdrawals-paused');
    // The operator resumes; the sheet stays open and reads the policy again by itself.
    state.policy = policy();
    await waitFor(() => expect(screen.queryByTestId('withdrawals-paused')).toBeNull(), { timeout: 8_000 });
    await waitFor(() => expect(withdrawButton().hasAttribute('disabled')).toBe(false));
  }, 15_000);

  it('while paused, a pending voucher can still be completed', async () => {
    state.policy = policy({ paused: true, pausedAt: '2026-11-21T09:30:00.000Z' });
    state.withdrawals = [withdrawal(useAuthStore.getState().currentAccount ?? '', {})];
    const dAppKit = createTestDAppKit();
    renderForTest(<WithdrawSheet visible onClose={vi.fn()} />, { url: '/assets', dAppKit });
    const address = await signIn(dAppKit);
    state.withdrawals = [withdrawal(address, { status: 'pending', nonce: '3', signature: SIGNATURE })];
    await act(async () => {
      useAuthStore.getState().setSession('token-2', address);
    });
    const card = await screen.findByTestId('pending-withdrawal');
    await waitFor(() => expect(card.getAttribute('data-state')).toBe('pending'));
    const complete = within(card).getByRole('button', { name: 'Complete withdrawal' });
    expect(complete.hasAttribute('disabled')).toBe(false);
    expect(card.textContent).toContain('A withdrawal that is already signed can still be completed.');
  });

  it('explains an amount above the cap or above what the reserve can pay, and sends nothing', async () => {
    state.policy = policy({ reviewThreshold: sui(80n) });
    await openSheet();
    await waitFor(() => expect(withdrawButton().hasAttribute('disabled')).toBe(false));
    const cases: [string, string][] = [
      ['100.5', 'A single withdrawal can be at most 100 SUI'],
      ['60', 'The payout reserve can pay at most 50 SUI right now. Larger withdrawals wait until the operator tops it up; your income is safe'],
    ];
    for (const [text, message] of cases) {
      fireEvent.change(amountInput(), { target: { value: text } });
      expect(screen.getByRole('alert').textContent).toBe(message);
      fireEvent.click(withdrawButton());
      // Said once, in the field: no toast over the sheet's title as well.
      expect(screen.getByRole('alert').textContent).toBe(message);
    }
    expect(feedback.showToast).not.toHaveBeenCalled();
    expect(posts).toEqual([]);
  });

  it("explains the user's and everyone's 24-hour remainder", async () => {
    state.policy = policy({ maxPerWithdrawal: sui(400n), userRemaining24h: sui(150n), totalRemaining24h: sui(120n) });
    await openSheet();
    await waitFor(() => expect(withdrawButton().hasAttribute('disabled')).toBe(false));
    fireEvent.change(amountInput(), { target: { value: '151' } });
    expect(screen.getByRole('alert').textContent).toBe('You can withdraw 150 SUI more in the next 24 hours (limit: 200 SUI per 24 hours)');
    fireEvent.change(amountInput(), { target: { value: '121' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Withdrawals for all users have reached the 24-hour limit: at most 120 SUI can be withdrawn now. Please try again later',
    );
    fireEvent.click(withdrawButton());
    expect(posts).toEqual([]);
  });

  it('allows an amount above the review threshold with a line saying it will wait; the 202 answer closes the sheet', async () => {
    const { onClose } = await openSheet();
    state.post = (body, address) => [202, withdrawal(address, { amount: body.amount })];
    await waitFor(() => expect(withdrawButton().hasAttribute('disabled')).toBe(false));
    fireEvent.change(amountInput(), { target: { value: '10' } });
    expect(screen.queryByTestId('withdraw-review-hint')).toBeNull();
    // Above the threshold the reserve is checked when an operator approves it, not now.
    fireEvent.change(amountInput(), { target: { value: '60' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('withdraw-review-hint').textContent).toBe("Above 10 SUI, a withdrawal waits for an operator's review before you can complete it.");
    fireEvent.click(withdrawButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toEqual([{ amount: sui(60n) }]);
    expect(feedback.showToast).toHaveBeenCalledWith('Withdrawal requested. It is awaiting review', 'success');
  });

  it('a request the server refuses for the payout reserve is explained in the sheet: nothing was taken', async () => {
    await openSheet();
    const consoleError = spyOnPageConsole();
    state.post = () => [409, { error: { code: 'reserve_short', message: 'short' } }];
    await waitFor(() => expect(withdrawButton().hasAttribute('disabled')).toBe(false));
    fireEvent.change(amountInput(), { target: { value: '5' } });
    fireEvent.click(withdrawButton());
    const message = 'Withdrawals are waiting for the payout reserve to be topped up. Nothing was taken: your income is safe';
    await waitFor(() => expect(screen.getByTestId('withdraw-refused').textContent).toBe(message));
    // Said in place, not as a failure of the user's.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(feedback.showToast).not.toHaveBeenCalledWith(expect.stringContaining('Withdrawal failed'), 'fail');
    expect(posts).toEqual([{ amount: sui(5n) }]);
    expect(consoleError.mock.calls).toEqual([[`POST ${api.origin}/api/me/withdrawals 409 (Conflict)`]]);
    // A new amount is a new question: the refusal goes.
    fireEvent.change(amountInput(), { target: { value: '4' } });
    expect(screen.queryByTestId('withdraw-refused')).toBeNull();
  });

  it('reads the server\'s 503 "paused" as the pause, not a network error', async () => {
    await openSheet();
    const consoleError = spyOnPageConsole();
    state.post = () => [503, { error: { code: 'withdrawals_paused', message: 'paused' } }];
    await waitFor(() => expect(withdrawButton().hasAttribute('disabled')).toBe(false));
    fireEvent.change(amountInput(), { target: { value: '5' } });
    fireEvent.click(withdrawButton());
    await waitFor(() => expect(screen.getByTestId('withdraw-refused').textContent).toBe('Withdrawals are paused by the operator. Nothing was taken: your income is safe'));
    expect(consoleError.mock.calls).toEqual([[`POST ${api.origin}/api/me/withdrawals 503 (Service Unavailable)`]]);
  });

  it('reads the server\'s 503 "signer unavailable" (the HSM out of reach) as that, with nothing taken', async () => {
    await openSheet();
    const consoleError = spyOnPageConsole();
    state.post = () => [503, { error: { code: 'signer_unavailable', message: 'the token is out of reach' } }];
    await waitFor(() => expect(withdrawButton().hasAttribute('disabled')).toBe(false));
    fireEvent.change(amountInput(), { target: { value: '5' } });
    fireEvent.click(withdrawButton());
    await waitFor(() => expect(screen.getByTestId('withdraw-refused').textContent).toBe('Withdrawals cannot be signed just now. Nothing was taken, please try again later'));
    expect(consoleError.mock.calls).toEqual([[`POST ${api.origin}/api/me/withdrawals 503 (Service Unavailable)`]]);
  });
});

describe('The withdrawal card on the assets page', () => {
  async function openPage(make: (address: string) => Record<string, unknown>[]) {
    const dAppKit = createTestDAppKit();
    state.withdrawals = [];
    renderForTest(<AssetsPage />, { url: '/assets', dAppKit });
    const address = await signIn(dAppKit);
    state.withdrawals = make(address);
    await act(async () => {
      useAuthStore.getState().setSession('token-2', address);
    });
    return address;
  }

  it('awaiting review: the amount, the date asked, and what happens next; nothing to submit', async () => {
    await openPage((address) => [withdrawal(address, { amount: sui(12n) })]);
    const card = await screen.findByTestId('pending-withdrawal');
    expect(card.getAttribute('data-state')).toBe('review');
    expect(screen.getByText('Withdrawal awaiting review')).toBeTruthy();
    expect(card.textContent).toContain('Awaiting review');
    expect(card.textContent).toContain('12 SUI');
    expect(card.textContent).toMatch(/Requested on.*2026/);
    expect(card.textContent).toContain('If it is approved, it becomes a withdrawal you complete here with your wallet.');
    expect(card.textContent).toContain('If it is rejected, the amount goes back to your withdrawable income.');
    expect(within(card).queryByRole('button', { name: 'Complete withdrawal' })).toBeNull();
  });

  it('rejected: the reason and that the amount is back in the income, until the user has read it', async () => {
    await openPage((address) => [
      withdrawal(address, { status: 'rejected', reviewReason: 'Address under investigation', reviewedAt: '2026-11-22T08:00:00.000Z' }),
      withdrawal(address, { id: '6', status: 'paid', nonce: '2', signature: SIGNATURE, txDigest: 'x', paidAt: '2026-11-20T08:00:00.000Z' }),
    ]);
    const card = await screen.findByTestId('pending-withdrawal');
    expect(card.getAttribute('data-state')).toBe('rejected');
    expect(screen.getByText('Withdrawal rejected')).toBeTruthy();
    expect(card.textContent).toContain('Address under investigation');
    expect(card.textContent).toContain('Nothing was paid out: the amount is back in your withdrawable income');
    fireEvent.click(within(card).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByTestId('pending-withdrawal')).toBeNull());
  });

  it('an older rejection under a newer paid withdrawal is not shown', async () => {
    await openPage((address) => [
      withdrawal(address, { id: '8', status: 'paid', nonce: '2', signature: SIGNATURE, txDigest: 'x', paidAt: '2026-11-23T08:00:00.000Z' }),
      withdrawal(address, { status: 'rejected', reviewReason: 'old' }),
    ]);
    await screen.findByText('Withdrawable income (SUI)');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByTestId('pending-withdrawal')).toBeNull();
  });

  it('waiting for the reserve: the voucher stays good, the income is safe, Complete is disabled and says why', async () => {
    await openPage((address) => [withdrawal(address, { status: 'pending', nonce: '3', signature: SIGNATURE, waitingForReserve: true })]);
    const card = await screen.findByTestId('pending-withdrawal');
    await waitFor(() => expect(card.getAttribute('data-state')).toBe('waitingForReserve'));
    expect(card.textContent).toContain('Waiting for the payout reserve');
    expect(card.textContent).toContain('Your voucher stays valid and the amount is kept for you');
    const complete = within(card).getByRole('button', { name: 'Complete withdrawal' });
    expect(complete.hasAttribute('disabled')).toBe(true);
    expect(describedBy(complete)).toBe('Available once the payout reserve has been topped up');
  });
});
