import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, copyWithToast, showLoading, showToast, showTransactionSuccess, TOAST_DURATION_MS, TRANSACTION_NOTICE_DURATION_MS } from './feedback';

const DIGEST = '8xZ2abCDEFGHijklmnopQRSTuvwxyz0123459Kq1';

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

  it('copies a text and says so, or says that copying failed', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await copyWithToast('0xabc');
    expect(writeText).toHaveBeenCalledWith('0xabc');
    await vi.waitFor(() => expect(document.body.textContent).toContain('Copied'));

    document.body.innerHTML = '';
    writeText.mockRejectedValueOnce(new Error('denied'));
    await copyWithToast('0xabc');
    await vi.waitFor(() => expect(document.body.textContent).toContain('Could not copy, please copy it manually'));
  });

  it('shows a transaction as a short id that copies the whole digest, and its explorer page', async () => {
    expect(TRANSACTION_NOTICE_DURATION_MS).toBeGreaterThan(TOAST_DURATION_MS);
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    showTransactionSuccess({ message: 'Claimed successfully', digest: DIGEST, explorerHref: `https://suiscan.xyz/testnet/tx/${DIGEST}` });
    await vi.waitFor(() => expect(document.body.textContent).toContain('Claimed successfully'));
    expect(document.body.textContent).toContain('8xZ2…9Kq1');
    expect(document.body.textContent).not.toContain(DIGEST);

    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'View in explorer')!;
    expect(link.getAttribute('href')).toBe(`https://suiscan.xyz/testnet/tx/${DIGEST}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    const copy = document.querySelector<HTMLButtonElement>('button[aria-label="Copy transaction ID 8xZ2…9Kq1"]')!;
    expect(copy.textContent).toBe('8xZ2…9Kq1Copy');
    copy.click();
    await vi.waitFor(() => expect(copy.textContent).toBe('8xZ2…9Kq1Copied'));
    expect(writeText).toHaveBeenCalledWith(DIGEST);

    document.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    await vi.waitFor(() => expect(document.body.textContent).not.toContain('Claimed successfully'));
  });

  it('says so when the digest cannot be copied, and offers no explorer link without one (localnet)', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    showTransactionSuccess({ message: 'Staked', digest: DIGEST });
    await vi.waitFor(() => expect(document.body.textContent).toContain('Staked'));
    expect(document.querySelectorAll('a')).toHaveLength(0);
    const copy = document.querySelector<HTMLButtonElement>('button[aria-label="Copy transaction ID 8xZ2…9Kq1"]')!;
    copy.click();
    await vi.waitFor(() => expect(copy.textContent).toContain('Copy failed'));
    document.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    await vi.waitFor(() => expect(document.querySelector('.rv-notify')).toBeNull());
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
