// Unstaking asks first, and the question says only what will happen: with part of the principal
// staying, its income starts again from zero; with all of it leaving, nothing stays in the pool
// (no word about income on what stays, since nothing does).
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UseTransactionActionOptions } from '../../../hooks/use-transaction-action';
import { useUnstake } from './use-unstake';

const chain = vi.hoisted(() => ({
  runs: 0,
  confirms: [] as { title: string; message: string }[],
  confirm: true,
}));
vi.mock('../../../hooks/use-transaction-action', () => ({
  useTransactionAction: (_options: UseTransactionActionOptions) => ({
    isPending: false,
    run: async () => {
      chain.runs += 1;
      return { digest: 'digest' };
    },
  }),
}));
vi.mock('../../../components/feedback', () => ({
  confirmDialog: async (options: { title: string; message: string }) => {
    chain.confirms.push(options);
    return chain.confirm;
  },
}));

async function unstake(all: boolean) {
  const { result } = renderHook(() => useUnstake());
  await act(async () => {
    await result.current.run({ amount: 5n, unlockTime: null, all });
  });
}

beforeEach(() => {
  chain.runs = 0;
  chain.confirms = [];
  chain.confirm = true;
});

describe('useUnstake', () => {
  it('warns that the income on what stays starts again from zero when part of the principal stays', async () => {
    await unstake(false);
    expect(chain.confirms).toEqual([
      { title: 'Unstake?', message: 'Unstaking pays out your income now, and the income on what stays starts again from zero. Continue?' },
    ]);
    expect(chain.runs).toBe(1);
  });

  it('says only what happens when all of it leaves: nothing stays, so no income on what stays', async () => {
    chain.confirm = false;
    await unstake(true);
    expect(chain.confirms).toHaveLength(1);
    expect(chain.confirms[0]!.message).toBe(
      'Unstaking all of it pays out your income now and returns all your SUI less the unstake fee. Nothing stays in the pool. Continue?',
    );
    expect(chain.confirms[0]!.message).not.toMatch(/what stays|starts again/);
    expect(chain.runs).toBe(0);
  });
});
