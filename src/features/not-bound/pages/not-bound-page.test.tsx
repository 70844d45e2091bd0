import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { connectBurnerWallet, createTestClient, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import { LOCALNET_ROOT_INVITER } from '../../../config/env';
import { INVITER_STORAGE_KEY } from '../lib/invite-link';
import NotBoundPage from './not-bound-page';

const INVITER = '0x' + '3'.repeat(64);

describe('NotBoundPage', () => {
  it('explains the state and pre-fills the inviter from the link', () => {
    renderForTest(<NotBoundPage />, { url: `/not_bound?inviter=${INVITER}` });
    expect(screen.getByText('Not bound to an inviter')).toBeTruthy();
    expect((screen.getByLabelText('Inviter address') as HTMLTextAreaElement).value).toBe(INVITER);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pre-fills the inviter kept from the invite link after the query is gone', () => {
    sessionStorage.setItem(INVITER_STORAGE_KEY, INVITER);
    try {
      renderForTest(<NotBoundPage />, { url: '/not_bound' });
      expect((screen.getByLabelText('Inviter address') as HTMLTextAreaElement).value).toBe(INVITER);
    } finally {
      sessionStorage.removeItem(INVITER_STORAGE_KEY);
    }
  });

  it('says a malformed address is not a valid user', () => {
    renderForTest(<NotBoundPage />, { url: '/not_bound' });
    fireEvent.change(screen.getByLabelText('Inviter address'), { target: { value: '0x12345g' } });
    expect(screen.getByRole('alert').textContent).toBe('This address is not a valid user');
  });

  it('asks for the inviter when Bind is tapped with the field empty, and sends nothing', async () => {
    const dAppKit = createTestDAppKit();
    renderForTest(<NotBoundPage />, { url: '/not_bound', dAppKit });
    await act(async () => {
      await connectBurnerWallet(dAppKit);
    });
    const bind = await screen.findByRole('button', { name: 'Bind' });
    // No node in unit tests: the balance cannot be read, so the paid bind is offered.
    await vi.waitFor(() => expect(bind.hasAttribute('disabled')).toBe(false));
    fireEvent.click(bind);
    expect(screen.getByRole('alert').textContent).toBe('Enter your inviter’s address');
    expect(screen.queryByText('Binding inviter...')).toBeNull();
  });

  it('holds the button while the SUI balance is read, and says so', async () => {
    const client = createTestClient();
    // The node has not answered yet.
    vi.spyOn(client.core, 'listBalances').mockReturnValue(new Promise(() => {}));
    const dAppKit = createTestDAppKit(client);
    renderForTest(<NotBoundPage />, { url: '/not_bound', dAppKit });
    await act(async () => {
      await connectBurnerWallet(dAppKit);
    });
    const bind = await screen.findByRole('button', { name: 'Bind' });
    expect(bind.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(bind.getAttribute('aria-describedby')!)?.textContent).toBe('Checking your SUI balance…');
  });

  it('keeps the inviter a friend’s invite link brought: no offer to replace it with the root, even once the field is edited', () => {
    expect(LOCALNET_ROOT_INVITER).toMatch(/^0x[0-9a-f]{64}$/);
    renderForTest(<NotBoundPage />, { url: `/not_bound?inviter=${INVITER}` });
    expect((screen.getByLabelText('Inviter address') as HTMLTextAreaElement).value).toBe(INVITER);
    expect(screen.queryByRole('button', { name: 'Use the root account as inviter' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Inviter address'), { target: { value: '' } });
    expect(screen.queryByRole('button', { name: 'Use the root account as inviter' })).toBeNull();
  });

  it('keeps the inviter kept from the link for the session the same way', () => {
    sessionStorage.setItem(INVITER_STORAGE_KEY, INVITER);
    try {
      renderForTest(<NotBoundPage />, { url: '/not_bound' });
      expect(screen.queryByRole('button', { name: 'Use the root account as inviter' })).toBeNull();
    } finally {
      sessionStorage.removeItem(INVITER_STORAGE_KEY);
    }
  });

  it('in a localnet build, offers the local chain root as the inviter of a first account', () => {
    // The unit tests run with the localnet mode's env, written by localnet's genesis.
    expect(LOCALNET_ROOT_INVITER).toMatch(/^0x[0-9a-f]{64}$/);
    renderForTest(<NotBoundPage />, { url: '/not_bound' });
    fireEvent.click(screen.getByRole('button', { name: 'Use the root account as inviter' }));
    expect((screen.getByLabelText('Inviter address') as HTMLTextAreaElement).value).toBe(LOCALNET_ROOT_INVITER);
    expect(screen.queryByRole('alert')).toBeNull();
    // Filled in: the offer has done its job.
    expect(screen.queryByRole('button', { name: 'Use the root account as inviter' })).toBeNull();
  });
});
