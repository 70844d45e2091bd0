// Withdrawing the position's income: with nothing to claim the user is told and nothing is sent;
// otherwise the claim (liquidity::claim, all of it as SUIL) runs only once the user confirms.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiquidityPosition } from '../../../chain/liquidity-position';
import type { UseTransactionActionOptions } from '../../../hooks/use-transaction-action';
import { useWithdrawIncome } from './use-withdraw-income';

const chain = vi.hoisted(() => ({
  runs: 0,
  built: [] as unknown[],
  toasts: [] as string[],
  confirms: [] as { title: string; message: string }[],
  confirm: true,
  options: null as UseTransactionActionOptions | null,
}));
vi.mock('../../../hooks/use-transaction-action', () => ({
  useTransactionAction: (options: UseTransactionActionOptions) => {
    chain.options = options;
    return {
      isPending: false,
      run: async () => {
        chain.built.push(await options.build(undefined, '0x1'));
        chain.runs += 1;
        return { digest: 'digest' };
      },
    };
  },
}));
vi.mock('../../../components/feedback', () => ({
  showToast: (message: string) => chain.toasts.push(message),
  confirmDialog: async (options: { title: string; message: string }) => {
    chain.confirms.push(options);
    return chain.confirm;
  },
}));

function position(withdrawableIncome: bigint): LiquidityPosition {
  return {
    principal: 20_000_000_000n,
    hashrate: 20_000_000_000n,
    days: 1,
    withdrawableIncome,
    dailyYield: 200_000_000n,
    startMs: 0,
    endMs: 100 * 86_400_000,
    status: 'inProgress',
    unlockMs: 7 * 86_400_000,
    locked: true,
    unstakeable: false,
  };
}

async function submit(p: LiquidityPosition | null) {
  const { result } = renderHook(() => useWithdrawIncome(p));
  await act(async () => {
    result.current.submit();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  chain.runs = 0;
  chain.built = [];
  chain.toasts = [];
  chain.confirms = [];
  chain.confirm = true;
});

describe('useWithdrawIncome', () => {
  it('with no income (or no position yet) sends nothing (its button is off and says why: liquidity-position.test)', async () => {
    await submit(position(0n));
    await submit(null);
    expect(chain.toasts).toEqual([]);
    expect(chain.confirms).toEqual([]);
    expect(chain.runs).toBe(0);
  });

  it('asks first that the income starts again from zero, and claims only when the user agrees', async () => {
    chain.confirm = false;
    await submit(position(5n));
    expect(chain.confirms).toEqual([
      { title: 'Withdraw income?', message: 'After withdrawing, your withdrawable income starts again from zero. Continue?' },
    ]);
    expect(chain.runs).toBe(0);

    chain.confirm = true;
    await submit(position(5n));
    expect(chain.runs).toBe(1);
    expect(chain.built).toHaveLength(1);
    expect(chain.toasts).toEqual([]);
    expect(chain.options?.messages).toEqual({
      pending: 'liquidity.withdrawingIncome',
      success: 'liquidity.incomeWithdrawn',
      failure: 'errors.claimFailed',
    });
  });
});
