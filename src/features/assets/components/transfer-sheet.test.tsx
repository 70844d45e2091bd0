// The transfer sheet: its checks stop bad input before anything is sent, then the call goes to
// the server (a real HTTP server on this machine) with in-progress, success and failure messages.
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
let api: LocalApi;
let restorePage: () => void;
const transfers: unknown[] = [];

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
    if (url === '/api/me/transfers' && body) {
      transfers.push(body);
      if (body.to === STRANGER) return replyJson(res, 404, { error: { code: 'unknown_recipient', message: 'not a user' } });
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
    expect(feedback.showToast).toHaveBeenCalledWith('Enter the recipient’s address', 'fail');
    expect(feedback.confirmDialog).not.toHaveBeenCalled();
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
    expect(screen.getByRole('alert').textContent).toBe('Please enter the transfer-out amount');
    expect(feedback.showToast).toHaveBeenCalledWith('Please enter the transfer-out amount', 'fail');
    fireEvent.change(amount(), { target: { value: '6' } });
    expect(screen.getByRole('alert').textContent).toBe('The amount must not exceed the available quantity');
    fireEvent.click(submit());
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
    expect(transfers).toEqual([{ to: BOB, coin: 'SUI', amount: '2000000000' }]);
    expect(feedback.showLoading).toHaveBeenCalledWith('Transferring…');
    expect(feedback.closeLoading).toHaveBeenCalled();
    expect(feedback.showToast).toHaveBeenCalledWith('Transfer successful', 'success');
  });

  it('says why the server refused, and stays open', async () => {
    const { onClose } = await openSignedIn();
    const consoleError = spyOnPageConsole();
    fireEvent.change(recipient(), { target: { value: STRANGER } });
    fireEvent.change(amount(), { target: { value: '1' } });
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit());
    await waitFor(() => expect(feedback.showToast).toHaveBeenCalledWith('Transfer failed\nThis address is not a valid user', 'fail'));
    expect(transfers).toEqual([{ to: STRANGER, coin: 'SUI', amount: '1000000000' }]);
    expect(consoleError.mock.calls).toEqual([[`POST ${api.origin}/api/me/transfers 404 (Not Found)`]]);
    expect(feedback.closeLoading).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
