import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, LINK_NOTICE_DURATION_MS, showLoading, showSuccessWithLink, showToast, TOAST_DURATION_MS } from './feedback';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

async function settle() {
  await new Promise((r) => setTimeout(r, 0));
}

describe('feedback', () => {
  it('shows a toast for 2000 ms', async () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    showToast('Copied', 'success');
    await vi.waitFor(() => expect(document.body.textContent).toContain('Copied'));
  });

  it('shows a success message with a link that opens in a new tab, for longer than a toast', async () => {
    expect(LINK_NOTICE_DURATION_MS).toBeGreaterThan(TOAST_DURATION_MS);
    showSuccessWithLink('Staked\n8xZ2ab...9Kq1', { label: 'View in explorer', href: 'https://explorer.example/tx/8xZ2ab' });
    await vi.waitFor(() => expect(document.body.textContent).toContain('Staked'));
    expect(document.body.textContent).toContain('8xZ2ab...9Kq1');
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'View in explorer')!;
    expect(link.getAttribute('href')).toBe('https://explorer.example/tx/8xZ2ab');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps a loading toast until it is closed', async () => {
    const close = showLoading('Signing...');
    await vi.waitFor(() => expect(document.body.textContent).toContain('Signing...'));
    close();
    close(); // closing twice is harmless
    await settle();
  });

  it('resolves a confirm dialog to true on confirm and false on cancel', async () => {
    const confirmed = confirmDialog({ title: 'Withdraw', message: 'Reset the yield?', confirmText: 'OK', cancelText: 'No' });
    await vi.waitFor(() => expect(document.body.textContent).toContain('Reset the yield?'));
    const ok = [...document.querySelectorAll('button')].find((b) => b.textContent === 'OK')!;
    ok.click();
    await expect(confirmed).resolves.toBe(true);

    const cancelled = confirmDialog({ message: 'Again?', confirmText: 'OK', cancelText: 'No' });
    await vi.waitFor(() => expect(document.body.textContent).toContain('Again?'));
    const no = [...document.querySelectorAll('button')].filter((b) => b.textContent === 'No').pop()!;
    no.click();
    await expect(cancelled).resolves.toBe(false);
  });
});

describe('confirm dialog defaults', () => {
  it('labels its buttons in the current language', async () => {
    const answer = confirmDialog({ message: 'Sure?' });
    await vi.waitFor(() => expect(document.body.textContent).toContain('Sure?'));
    const labels = [...document.querySelectorAll('button')].map((b) => b.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Confirm', 'Cancel']));
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!.click();
    await expect(answer).resolves.toBe(false);
  });
});
