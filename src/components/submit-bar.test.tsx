import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { useAuthStore } from '../stores/auth';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../test/render-for-test';
import { SubmitBar, type SubmitBarProps } from './submit-bar';

afterEach(() => {
  cleanup();
  useAuthStore.getState().clearSession();
});

function button(): HTMLButtonElement {
  return screen.getByText('Add liquidity').closest('button') as HTMLButtonElement;
}

describe('SubmitBar', () => {
  it('is disabled without a wallet and offers to connect one', () => {
    renderForTest(<SubmitBar label="Add liquidity" requires="wallet" onSubmit={() => undefined} />);
    expect(button().disabled).toBe(true);
    expect(screen.getByText('Wallet not connected')).toBeTruthy();
    expect(screen.getByText('Connect Wallet')).toBeTruthy();
  });

  it('is enabled with no note once the wallet it needs is connected', async () => {
    const dAppKit = createTestDAppKit();
    const onSubmit = vi.fn();
    renderForTest(<SubmitBar label="Add liquidity" requires="wallet" onSubmit={onSubmit} />, { dAppKit });
    await act(() => connectBurnerWallet(dAppKit));
    expect(button().disabled).toBe(false);
    expect(screen.queryByText('Wallet not connected')).toBeNull();
    fireEvent.click(button());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('requires an action by its type', () => {
    // @ts-expect-error onSubmit is required: a button without an action cannot be written.
    const props: SubmitBarProps = { label: 'Add liquidity', requires: 'wallet' };
    expect(props.label).toBe('Add liquidity');
  });

  it('asks for a sign-in when the token belongs to no or another address', async () => {
    const dAppKit = createTestDAppKit();
    renderForTest(<SubmitBar label="Add liquidity" requires="signIn" onSubmit={() => undefined} />, { dAppKit });
    await act(async () => {
      await connectBurnerWallet(dAppKit);
      useAuthStore.getState().setSession('token', '0x2');
    });
    expect(button().disabled).toBe(true);
    expect(screen.getByText('Sign in with your wallet to see this')).toBeTruthy();
  });

  it('runs the action once connected and signed in', async () => {
    const dAppKit = createTestDAppKit();
    const onSubmit = vi.fn();
    renderForTest(<SubmitBar label="Add liquidity" requires="signIn" onSubmit={onSubmit} />, { dAppKit });
    await act(async () => {
      const address = await connectBurnerWallet(dAppKit);
      useAuthStore.getState().setSession('token', address);
    });
    expect(button().disabled).toBe(false);
    fireEvent.click(button());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
