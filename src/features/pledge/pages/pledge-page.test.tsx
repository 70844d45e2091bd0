import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../../../components/render-for-test';
import PledgePage from './pledge-page';

describe('PledgePage', () => {
  it('shows the add form with the 20 SUI minimum and asks for a wallet', () => {
    renderForTest(<PledgePage />, { url: '/pledge1' });
    expect(screen.getByText('Liquidity pledge')).toBeTruthy();
    expect(screen.getByText('Minimum 20 SUI')).toBeTruthy();
    expect(screen.getByText('Connect your wallet to see your positions')).toBeTruthy();
    expect(screen.getByText('Wallet not connected')).toBeTruthy();
  });

  it('validates the quantity as it is typed', () => {
    renderForTest(<PledgePage />, { url: '/pledge1' });
    const input = screen.getByLabelText('Pledge quantity');
    fireEvent.change(input, { target: { value: '5' } });
    expect(screen.getByRole('alert').textContent).toBe('The amount cannot be less than the minimum');
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('Please enter the pledge quantity');
    fireEvent.change(input, { target: { value: '20' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows where positions will be listed once a wallet is connected', async () => {
    const dAppKit = createTestDAppKit();
    renderForTest(<PledgePage />, { url: '/pledge1', dAppKit });
    await act(() => connectBurnerWallet(dAppKit));
    expect(screen.getByText('Your liquidity positions will appear here')).toBeTruthy();
  });
});
