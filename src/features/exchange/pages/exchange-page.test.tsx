import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderForTest } from '../../../components/render-for-test';
import ExchangePage from './exchange-page';

describe('ExchangePage', () => {
  it('checks the amount on the client and sends nothing without a wallet', () => {
    renderForTest(<ExchangePage />, { url: '/exchange' });
    const input = screen.getByLabelText('You pay (SUIL)');
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('Please enter the Suil amount');
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(screen.queryByRole('alert')).toBeNull();
    const submit = screen.getByText('Exchange', { selector: 'button *' }).closest('button')!;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Wallet not connected')).toBeTruthy();
  });

  it('offers the slippage choices with 0.5% selected', () => {
    renderForTest(<ExchangePage />, { url: '/exchange' });
    expect(screen.getByRole('radio', { name: '0.5%' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '3%' }));
    expect(screen.getByRole('radio', { name: '3%' }).getAttribute('aria-checked')).toBe('true');
  });
});
