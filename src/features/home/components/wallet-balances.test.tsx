import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { COIN_TYPES } from '../../../chain/finance-ids';
import { connectBurnerWallet, createTestClient, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import { WalletBalances } from './wallet-balances';

describe('WalletBalances', () => {
  it('says the wallet is needed and shows no made-up figures without one', () => {
    renderForTest(<WalletBalances />);
    expect(screen.getByText('Connect your wallet to see your balances')).toBeTruthy();
    expect(screen.getAllByText('--')).toHaveLength(3);
  });

  it('shows the connected account’s SUI, SUIL and USDC from the chain', async () => {
    const client = createTestClient();
    const listBalances = vi.spyOn(client.core, 'listBalances').mockResolvedValue({
      balances: [
        { coinType: COIN_TYPES.SUI, balance: '1500000000', coinBalance: '1500000000', addressBalance: '0' },
        { coinType: COIN_TYPES.USDC, balance: '51250000', coinBalance: '51250000', addressBalance: '0' },
      ],
      hasNextPage: false,
      cursor: null,
    } as never);
    const dAppKit = createTestDAppKit(client);
    renderForTest(<WalletBalances />, { dAppKit });
    let address = '';
    await act(async () => {
      address = await connectBurnerWallet(dAppKit);
    });
    expect((await screen.findByTestId('balance-SUI')).textContent).toBe('1.5');
    expect(screen.getByTestId('balance-SUIL').textContent).toBe('0');
    expect(screen.getByTestId('balance-USDC').textContent).toBe('51.25');
    expect(listBalances).toHaveBeenCalledWith(expect.objectContaining({ owner: address }));
    expect(screen.queryByText('Connect your wallet to see your balances')).toBeNull();
  });

  it('says the read failed instead of showing numbers', async () => {
    const dAppKit = createTestDAppKit();
    renderForTest(<WalletBalances />, { dAppKit });
    await act(() => connectBurnerWallet(dAppKit));
    expect(await screen.findByText('Could not load your balances.')).toBeTruthy();
  });
});
