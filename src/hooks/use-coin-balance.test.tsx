import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { connectBurnerWallet, createTestClient, createTestDAppKit, renderForTest } from '../test/render-for-test';
import { env } from '../config/env';
import { spendableSui, SUI_COIN_TYPE, useCoinBalance } from './use-coin-balance';

function Balance({ coinType }: { coinType: string }) {
  const { balance, isError } = useCoinBalance(coinType);
  return <p>{isError ? 'error' : balance === null ? 'unknown' : balance.toString()}</p>;
}

describe('useCoinBalance', () => {
  it('is unknown without a wallet and reads the owner’s balances (one request for the app’s coins) once connected', async () => {
    const client = createTestClient();
    const listBalances = vi.spyOn(client.core, 'listBalances').mockResolvedValue({
      balances: [
        { coinType: SUI_COIN_TYPE, balance: '1500000000', coinBalance: '1500000000', addressBalance: '0' },
        { coinType: env.suilType, balance: '7', coinBalance: '7', addressBalance: '0' },
      ],
      hasNextPage: false,
      cursor: null,
    });
    const getBalance = vi.spyOn(client.core, 'getBalance');
    const dAppKit = createTestDAppKit(client);
    renderForTest(
      <>
        <Balance coinType={SUI_COIN_TYPE} />
        <Balance coinType={env.suilType} />
      </>,
      { dAppKit },
    );
    expect(screen.getAllByText('unknown')).toHaveLength(2);
    let address = '';
    await act(async () => {
      address = await connectBurnerWallet(dAppKit);
    });
    expect(await screen.findByText('1500000000')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(listBalances).toHaveBeenCalledTimes(1);
    expect(listBalances).toHaveBeenCalledWith(expect.objectContaining({ owner: address }));
    expect(getBalance).not.toHaveBeenCalled();
  });

  it('reports a failed read instead of a number', async () => {
    const dAppKit = createTestDAppKit();
    renderForTest(<Balance coinType={SUI_COIN_TYPE} />, { dAppKit });
    await act(() => connectBurnerWallet(dAppKit));
    expect(await screen.findByText('error')).toBeTruthy();
  });
});

describe('spendableSui', () => {
  it('keeps 0.1 SUI back for gas and never goes below zero', () => {
    expect(spendableSui(1_500_000_000n)).toBe(1_400_000_000n);
    expect(spendableSui(50_000_000n)).toBe(0n);
    expect(spendableSui(null)).toBeNull();
  });
});
