import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderForTest } from '../../../test/render-for-test';
import AssetsPage from './assets-page';

describe('AssetsPage', () => {
  // jsdom has no scrollIntoView: each test lends one that records the element's id.
  const scrolled: string[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
  });
  afterEach(() => {
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('scrolls to the section a notification links to (?show=nodes), and only to that one', async () => {
    renderForTest(<AssetsPage />, { url: '/assets?show=nodes' });
    await vi.waitFor(() => expect(scrolled).toEqual(['assets-nodes']));
  });

  it('finds a withdrawal with no open card among the records (?show=withdrawal)', async () => {
    renderForTest(<AssetsPage />, { url: '/assets?show=withdrawal' });
    await vi.waitFor(() => expect(scrolled).toEqual(['assets-records']));
  });

  it('shows balances, income, team and the four actions', () => {
    renderForTest(<AssetsPage />, { url: '/assets' });
    expect(screen.getByText('Balance in the app')).toBeTruthy();
    expect(screen.getByText('Team and community')).toBeTruthy();
    for (const name of ['Withdraw', 'Top up', 'Transfer']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add assets' }).getAttribute('href')).toBe('/suilPledge');
  });

  it('opens the transfer form and checks the recipient', async () => {
    renderForTest(<AssetsPage />, { url: '/assets' });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const recipient = await screen.findByLabelText('Recipient address');
    fireEvent.change(recipient, { target: { value: '0xnot-an-address' } });
    expect(screen.getByRole('alert').textContent).toBe('This address is not a valid user');
  });

  it('opens the top-up form with the USDC minimum', async () => {
    renderForTest(<AssetsPage />, { url: '/assets' });
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'USDC' }));
    expect(screen.getByText('Minimum 50 USDC')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Top-up amount'), { target: { value: '10' } });
    expect(screen.getByRole('alert').textContent).toBe('The top-up amount cannot be less than 50 USDC');
  });
});
