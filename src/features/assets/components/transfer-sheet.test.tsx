// The transfer sheet: its checks stop bad input before anything is sent (each said once, in its
// field), the server is asked whether the recipient is a user before the user is asked to
// confirm, then the call goes to the server (a real HTTP server on this machine) with
// in-progress, success and failure messages.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth';
import { replyJson, setPageUrl, spyOnPageConsole, startLocalApi, type LocalApi } from '../../../test/local-api';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import { TransferSheet } from './transfer-sheet';

const feedback = vi.hoisted(() => ({ closeLoading: vi.fn(), confirmDialog: vi.fn(), showLoading: vi.fn(), showToast: vi.fn() }));
vi.mock('../../../components/feedback', () => ({
  confirmDialog: feedback.confirmDialog,
  showLoading: (message: string) => {
    feedback.showLoading(message);
    return feedback.closeLoading;
  },
  showToast: feedback.showToast,
}));

const BOB = '0x' + 'b'.repeat(64);
const STRANGER = '0x' + 'c'.repeat(64);
/** A user when the sheet checks, gone by the time the transfer arrives. */
const LEAVER = '0x' + 'd'.repeat(64);
/** An address the check is refused for: too many checks. */
const BUSY = '0x' + 'e'.repeat(64);
let api: LocalApi;
let restorePage: () => void;
const transfers: unknown[] = [];
const lookups: string[] = [];

beforeAll(async () => {
  api = await startLocalApi(({ url, body }, res) => {
    const address = useAuthStore.getState().currentAccount;
    if (url === '/api/me') {
      return replyJson(res, 200, {
        address, inviter: null, friendLevel: 0, validFriends: 0, teamSize: 0, communityPerformance: '0', staked: '0',
        // 5 SUI in the app
        balances: { sui: '5000000000', usdc: '0', suil: '0', withdrawableIncome: '0', heldIncome: '0' },
      });
    }
    const lookup = /^\/api\/me\/transfers\/recipient\/(0x[0-9a-f]+)$/.exec(url);
    if (lookup) {
      const to = lookup[1]!;
      lookups.push(to);
      if (to === STRANGER) return replyJson(res, 404, { error: { code: 'unknown_recipient', message: 'not a user' } });
      if (to === address) return replyJson(res, 409, { error: { code: 'self_transfer', message: 'yourself' } });
      if (to === BUSY) return replyJson(res, 429, { error: { code: 'rate_limited', message: 'too many recipient checks' } });
      return replyJson(res, 200, { known: true });
    }
    if (url === '/api/me/transfers' && body) {
      transfers.push(body);
      if (body.to === STRANGER || body.to === LEAVER) return replyJson(res, 404, { error: { code: 'unknown_recipient', message: 'not a user' } });
      return replyJson(res, 201, {
        id: 'id-1', from: address, to: body.to, coin: body.coin, amount: body.amount, createdAt: '2026-11-21T12:00:00.000Z',
        balances: { sui: '3000000000', usdc: '0', suil: '0', withdrawableIncome: '0', heldIncome: '0' },
      });
    }
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
  transfers.length = 0;
  lookups.length = 0;
  vi.clearAllMocks();
  feedback.confirmDialog.mockResolvedValue(true);
});

async function openSignedIn(onClose = vi.fn()) {
  const dAppKit = createTestDAppKit();
  renderForTest(<TransferSheet visible onClose={onClose} />, { url: '/assets', dAppKit });
  let address = '';
  await act(async () => {
    address = await connectBurnerWallet(dAppKit);
    useAuthStore.getState().setSession('token', address);
  });
  // The balance has arrived from the server.
  await screen.findByText(/Available.*5 SUI/);
  return { address, onClose };
}

const recipient = () => screen.getByLabelText('Recipient address');
const amount = () => screen.getByLabelText('Transfer amount');
const submit = () => screen.getByRole('button', { name: 'Transfer' });

describe('TransferSheet', () => {
  it('asks for the recipient first when the form is empty, and sends nothing', async () => {
    await openSignedIn();
    fireEvent.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Enter the recipient’s address');
    // Said once, in the field: no toast over the sheet's title as well.
    expect(feedback.showToast).not.toHaveBeenCalled();
    expect(feedback.confirmDialog).not.toHaveBeenCalled();
    expect(lookups).toEqual([]);
    expect(transfers).toEqual([]);
  });

  it('sends nothing on a bad address, your own address or more than the balance', async () => {
    const { address } = await openSignedIn();
    fireEvent.change(recipient(), { target: { value: '0xnot-an-address' } });
    expect(screen.getByRole('alert').textContent).toBe('This address is not a valid user');
    fireEvent.change(recipient(), { target: { value: address } });
    expect(screen.getByRole('alert').textContent).toBe('Enter another user’s address, not your own');
    fireEvent.change(recipient(), { target: { value: BOB } });
    expect(screen.queryByRole('alert')).toBeNull();
    // No amount yet: the tap says so, and sends nothing.
    fireEvent.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Please enter the transfer amount');
    fireEvent.change(amount(), { target: { value: '6' } });
    expect(screen.getByRole('alert').textContent).toBe('The transfer amount exceeds your available SUI');
    fireEvent.click(submit());
    // What cannot be read is refused as it is, never turned into another number.
    fireEvent.change(amount(), { target: { value: '1e3' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter the amount in digits with at most one decimal point, e.g. 12.5 (no signs, letters or spaces)');
    fireEvent.click(submit());
    expect(feedback.showToast).not.toHaveBeenCalled();
    expect(lookups).toEqual([]);
    expect(transfers).toEqual([]);
    expect(feedback.showLoading).not.toHaveBeenCalled();
    expect(feedback.confirmDialog).not.toHaveBeenCalled();
  });

  it('asks once, with the amount and the recipient, and sends nothing when the user cancels', async () => {
    const { onClose } = await openSignedIn();
    feedback.confirmDialog.mockResolvedValue(false);
    fireEvent.change(recipient(), { target: { value: BOB } });
    fireEvent.change(amount(), { target: { value: '1.5' } });
    fireEvent.click(submit());
    await waitFor(() => expect(feedback.confirmDialog).toHaveBeenCalledTimes(1));
    expect(feedback.confirmDialog).toHaveBeenCalledWith({
      title: 'Confirm transfer',
      message: `Send 1.5 SUI from your balance in the app to ${BOB.slice(0, 10)}...${BOB.slice(-8)}? A transfer cannot be undone.`,
    });
    await act(async () => {});
    expect(transfers).toEqual([]);
    expect(feedback.showLoading).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('transfers the amount in base units with in-progress and success messages, then closes', async () => {
    const { onClose } = await openSignedIn();
    fireEvent.change(recipient(), { target: { value: BOB } });
    fireEvent.change(amount(), { target: { value: '2' } });
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(feedback.confirmDialog).toHaveBeenCalledTimes(1);
    expect(lookups).toEqual([BOB]);
    expect(transfers).toEqual([{ to: BOB, coin: 'SUI', amount: '2000000000' }]);
    expect(feedback.showLoading).toHaveBeenCalledWith('Transferring…');
    expect(feedback.closeLoading).toHaveBeenCalled();
    expect(feedback.showToast).toHaveBeenCalledWith('Transfer successful', 'success');
  });

  it('refuses an address that is no user before asking "A transfer cannot be undone", in the address field, and sends nothing', async () => {
    const { onClose } = await openSignedIn();
    const consoleError = spyOnPageConsole();
    fireEvent.change(recipient(), { target: { value: STRANGER } });
    fireEvent.change(amount(), { target: { value: '1' } });
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This address is not a valid user'));
    expect(screen.getByLabelText('Recipient address').getAttribute('aria-invalid')).toBe('true');
    expect(lookups).toEqual([STRANGER]);
    expect(feedback.confirmDialog).not.toHaveBeenCalled();
    expect(feedback.showToast).not.toHaveBeenCalled();
    expect(transfers).toEqual([]);
    expect(consoleError.mock.calls).toEqual([[`GET ${api.origin}/api/me/transfers/recipient/${STRANGER} 404 (Not Found)`]]);
    expect(onClose).not.toHaveBeenCalled();
    // Another address: the refusal goes with the one it was about.
    fireEvent.change(recipient(), { target: { value: BOB } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in the address field when the address could not be checked, and asks nothing', async () => {
    await openSignedIn();
    const consoleError = spyOnPageConsole();
    fireEvent.change(recipient(), { target: { value: BUSY } });
    fireEvent.change(amount(), { target: { value: '1' } });
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not check this address: Too many requests, please try again later'));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(feedback.confirmDialog).not.toHaveBeenCalled();
    expect(transfers).toEqual([]);
  });

  it('says why the server refused a transfer it had just checked, and stays open', async () => {
    const { onClose } = await openSignedIn();
    const consoleError = spyOnPageConsole();
    fireEvent.change(recipient(), { target: { value: LEAVER } });
    fireEvent.change(amount(), { target: { value: '1' } });
    fireEvent.click(submit());
    await waitFor(() => expect(feedback.showToast).toHaveBeenCalledWith('Transfer failed\nThis address is not a valid user', 'fail'));
    expect(feedback.confirmDialog).toHaveBeenCalledTimes(1);
    expect(transfers).toEqual([{ to: LEAVER, coin: 'SUI', amount: '1000000000' }]);
    expect(consoleError.mock.calls).toEqual([[`POST ${api.origin}/api/me/transfers 404 (Not Found)`]]);
    expect(feedback.closeLoading).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
