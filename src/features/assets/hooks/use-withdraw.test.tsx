// What the withdraw flow does with the chain's answer to a voucher: "more than available" from
// swap::withdraw (abort 6) means the payout reserve is short, so the card shows the voucher as
// waiting for the reserve (no error toast); any other failure leaves it pending, told by the runner.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingWithdrawal } from '../../../api/create-withdrawal';
import { apiQueryKeys } from '../../../api/query-keys';
import { chainError, type ChainError } from '../../../chain/errors';
import { env } from '../../../config/env';
import type { TransactionRunCallbacks, UseTransactionActionOptions } from '../../../hooks/use-transaction-action';
import { useAuthStore } from '../../../stores/auth';
import { useWithdraw } from './use-withdraw';

const chain = vi.hoisted(() => ({ failWith: null as ChainError | null, toasts: [] as string[], options: null as unknown }));
vi.mock('../../../hooks/use-transaction-action', () => ({
  // The runner as the screen sees it: the failure goes to onError, and shows a toast unless the screen shows it.
  useTransactionAction: (options: UseTransactionActionOptions<PendingWithdrawal>) => {
    chain.options = options;
    return {
      isPending: false,
      run: async (values: PendingWithdrawal, callbacks?: TransactionRunCallbacks) => {
        await options.build(values, ACCOUNT);
        const error = chain.failWith;
        if (!error) return { digest: 'digest' };
        if (!options.shownByScreen?.(error)) chain.toasts.push(error.messageKey);
        options.onError?.(error);
        callbacks?.onError?.(error);
        return null;
      },
    };
  },
}));
vi.mock('../../../components/feedback', () => ({ showLoading: () => () => undefined, showToast: (message: string) => chain.toasts.push(message) }));

const ACCOUNT = '0x' + 'a'.repeat(64);

function pending(): PendingWithdrawal {
  return {
    id: '9',
    status: 'pending',
    amount: 5_000_000_000n,
    recipient: ACCOUNT,
    pool: env.liquiditySwap,
    createdAt: '2026-11-21T12:00:00.000Z',
    reviewedAt: null,
    waitingForReserve: false,
    voucher: { amount: 5_000_000_000n, nonce: 3n, recipient: ACCOUNT, signature: new Uint8Array(64), pool: env.liquiditySwap },
  };
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = apiQueryKeys.currentWithdrawal(ACCOUNT);
  queryClient.setQueryData(key, pending());
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useWithdraw(), { wrapper });
  return { result, read: () => queryClient.getQueryData<PendingWithdrawal | null>(key) };
}

beforeEach(() => {
  useAuthStore.getState().setSession('token', ACCOUNT);
  chain.failWith = null;
  chain.toasts = [];
});
afterEach(() => useAuthStore.getState().clearSession());

describe('useWithdraw.complete', () => {
  it("reads swap::withdraw's abort 6 as waiting for the reserve: no error toast, the card waits", async () => {
    const { result, read } = setup();
    chain.failWith = chainError('reserveShort');
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.complete(pending());
    });
    expect(outcome).toEqual({ kind: 'waitingForReserve' });
    expect(chain.toasts).toEqual([]);
    expect(read()).toMatchObject({ id: '9', status: 'pending', waitingForReserve: true });
  });

  it('does not submit a voucher that waits for the reserve', async () => {
    const { result } = setup();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.complete({ ...pending(), waitingForReserve: true });
    });
    expect(outcome).toEqual({ kind: 'failed' });
  });

  it('any other failure is the runner\'s toast, and the voucher stays pending', async () => {
    const { result, read } = setup();
    chain.failWith = chainError('userRejected');
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.complete(pending());
    });
    expect(outcome).toEqual({ kind: 'failed' });
    expect(chain.toasts).toEqual(['wallet.errors.userRejected']);
    expect(read()).toMatchObject({ waitingForReserve: false });
  });

  it('paid: the card goes at once', async () => {
    const { result, read } = setup();
    await act(async () => {
      await result.current.complete(pending());
    });
    expect(read()).toBeNull();
  });
});
