import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import { useAuthStore } from '../../../stores/auth';
import IncomePage from './income-page';

describe('IncomePage', () => {
  it('asks for a wallet, then for a sign-in', async () => {
    const dAppKit = createTestDAppKit();
    renderForTest(<IncomePage />, { url: '/income', dAppKit });
    expect(screen.getByText('Connect your wallet to see your income')).toBeTruthy();
    await act(() => connectBurnerWallet(dAppKit));
    expect(screen.getByText('Sign in with your wallet to see this')).toBeTruthy();
  });

  it('lists the five income types once signed in', async () => {
    const dAppKit = createTestDAppKit();
    renderForTest(<IncomePage />, { url: '/income', dAppKit });
    await act(async () => {
      useAuthStore.getState().setSession('token', await connectBurnerWallet(dAppKit));
    });
    for (const title of ['Static', 'Direct referral', 'Indirect referral', 'Team', 'Peer']) {
      expect(screen.getByText(title)).toBeTruthy();
    }
    fireEvent.click(screen.getByText('Team'));
    // No server in unit tests: the list says so and offers to load again.
    expect(await screen.findByText('Network error, please try again later', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    useAuthStore.getState().clearSession();
  });
});
