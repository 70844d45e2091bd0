// A record of the app balance says which way it moved and with whom or which node, and shows no
// transaction id: a server record is not a chain transaction.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForTest } from '../../../test/render-for-test';
import { BalanceRecordRow } from './balance-record-row';

const ALICE = `0x${'a1'.repeat(32)}`;
const BOB = `0x${'b2'.repeat(32)}`;
const base = { id: '42', coin: 'SUI', amount: 1_500_000_000n, counterparty: null, node: null, createdAt: '2026-11-21T12:00:00.000Z' } as const;

afterEach(() => vi.unstubAllGlobals());

describe('BalanceRecordRow', () => {
  it('says a transfer was sent, to whom, and that it left the balance; a tap copies the whole address', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { container } = renderForTest(<BalanceRecordRow record={{ ...base, kind: 'transfer_out', counterparty: BOB }} />);
    expect(await screen.findByText('Transfer sent')).toBeTruthy();
    expect(screen.getByText('-1.5 SUI')).toBeTruthy();
    const to = screen.getByRole('button', { name: `Copy the full address ${BOB}` });
    expect(to.textContent).toBe('To 0xb2b2…b2b2');
    fireEvent.click(to);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(BOB));
    await waitFor(() => expect(document.body.textContent).toContain('Copied'));
    // No digest-like id: neither the record's id nor anything posing as a transaction.
    expect(container.textContent).not.toMatch(/42|…42|·/);
  });

  it('says a transfer was received and from whom, added to the balance', async () => {
    renderForTest(<BalanceRecordRow record={{ ...base, kind: 'transfer_in', counterparty: ALICE }} />);
    expect(await screen.findByText('Transfer received')).toBeTruthy();
    expect(screen.getByText('+1.5 SUI')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Copy the full address ${ALICE}` }).textContent).toBe('From 0xa1a1…a1a1');
  });

  it("names the node of a purchase with its gift, and of a return", async () => {
    const node = { id: '7', tier: 'primary', giftSuil: 1_000_000_000_000n } as const;
    const { unmount } = renderForTest(<BalanceRecordRow record={{ ...base, kind: 'node_purchase', coin: 'USDC', amount: 1_000_000_000n, node }} />);
    expect(await screen.findByText('Node bought')).toBeTruthy();
    expect(screen.getByText('Primary node, with a 1,000 SUIL gift')).toBeTruthy();
    expect(screen.getByText('-1,000 USDC')).toBeTruthy();
    unmount();
    renderForTest(<BalanceRecordRow record={{ ...base, kind: 'node_return', coin: 'USDC', amount: 1_000_000_000n, node }} />);
    expect(await screen.findByText('Node price returned')).toBeTruthy();
    expect(screen.getByText('Primary node')).toBeTruthy();
    expect(screen.getByText('+1,000 USDC')).toBeTruthy();
  });
});
