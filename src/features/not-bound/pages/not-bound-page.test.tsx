import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderForTest } from '../../../test/render-for-test';
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
});
