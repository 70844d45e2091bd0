import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import SharePage from './share-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SharePage', () => {
  it('asks for a wallet first', () => {
    renderForTest(<SharePage />, { url: '/share' });
    expect(screen.getByText('Connect your wallet to get your invite link')).toBeTruthy();
  });

  it('builds the invite link and QR code from the connected account, and copies the link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const dAppKit = createTestDAppKit();
    renderForTest(<SharePage />, { url: '/share', dAppKit });
    let address = '';
    await act(async () => {
      address = await connectBurnerWallet(dAppKit);
    });
    // The app is served under its base path (/chain/ in builds, / under vitest).
    const link = `${window.location.origin}${import.meta.env.BASE_URL}#/?inviter=${address}`;
    expect(screen.getByTestId('invite-link').textContent).toBe(link);
    expect(screen.getByText(address)).toBeTruthy();
    const qr = await screen.findByAltText('QR code of your invite link');
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
  });
});
