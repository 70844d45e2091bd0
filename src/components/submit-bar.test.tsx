import { afterEach, describe, expect, it, vi } from 'vitest';
// Testing Library's act: it tells React this is a test environment, which React's own does not.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
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

/** The text a control's aria-describedby names. */
function description(element: HTMLElement): string | null {
  const id = element.getAttribute('aria-describedby');
  return id === null ? null : (document.getElementById(id)?.textContent ?? null);
}

describe('SubmitBar', () => {
  it('is disabled without a wallet and offers to connect one', () => {
    renderForTest(<SubmitBar label="Add liquidity" requires="wallet" onSubmit={() => undefined} />);
    expect(button().disabled).toBe(true);
    expect(description(button())).toBe('Wallet not connected');
    expect(screen.getByText('Connect Wallet')).toBeTruthy();
  });

  it('is disabled exactly while it has a reason, written under it and named as its description', async () => {
    const dAppKit = createTestDAppKit();
    const onSubmit = vi.fn();
    renderForTest(<SubmitBar label="Add liquidity" requires="wallet" onSubmit={onSubmit} disabledReason="Reading the pool" />, { dAppKit });
    await act(() => connectBurnerWallet(dAppKit));
    expect(button().disabled).toBe(true);
    expect(description(button())).toBe('Reading the pool');
    fireEvent.click(button());
    expect(onSubmit).not.toHaveBeenCalled();
    cleanup();
    renderForTest(<SubmitBar label="Add liquidity" requires="wallet" onSubmit={onSubmit} disabledReason={null} />, { dAppKit });
    expect(button().disabled).toBe(false);
    expect(button().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Reading the pool')).toBeNull();
  });

  it('cannot be disabled without a reason, by its type', () => {
    // @ts-expect-error there is no bare disabled flag: a reason is the only way to hold the button.
    const props: SubmitBarProps = { label: 'Add liquidity', requires: 'wallet', onSubmit: () => undefined, disabled: true };
    expect(props.label).toBe('Add liquidity');
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
    expect(description(button())).toBe('Sign in with your wallet to see this');
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
