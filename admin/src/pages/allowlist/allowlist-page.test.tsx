import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AllowlistEntry, Proposal } from '../../../../contract/admin.ts';
import { AdminApiError } from '../../api/admin-client.ts';
import { renderConsolePage, type FakeRoute, type SentCall } from '../users/console-for-test.tsx';
import { AllowlistPage } from './allowlist-page.tsx';

const address = (digit: string) => `0x${digit.repeat(64)}`;
const SELF = address('a');
const LIST: AllowlistEntry[] = [
  { address: SELF, role: 'operator', addedBy: 'alice', addedAt: '2026-11-20T08:00:00.000Z' },
  { address: address('b'), role: 'approver', addedBy: SELF, addedAt: '2026-11-20T09:00:00.000Z' },
];

function proposal(id: string, payload: { address: string; role: AllowlistEntry['role'] | null }): Proposal {
  return {
    id, kind: 'allowlist', payload, payloadHash: 'f'.repeat(64), reason: 'new support hire', status: 'open', proposedBy: SELF,
    proposedAt: '2026-11-21T12:00:00.000Z', expiresAt: '2026-11-22T12:00:00.000Z', before: { address: payload.address, role: null },
    approvedBy: null, executedAt: null, outcome: null,
  };
}

const api = (post: (call: SentCall) => unknown): FakeRoute => (call) => {
  if (call.method === 'get' && call.url === '/allowlist') return LIST;
  if (call.method === 'get' && call.url === '/proposals?status=open') return [proposal('3', { address: address('c'), role: 'viewer' })];
  if (call.method === 'post' && call.url === '/proposals') return post(call);
  return undefined;
};

const posts = (calls: SentCall[]) => calls.filter((call) => call.method === 'post');

async function fill(values: { address: string; role: string; reason: string }) {
  const form = await screen.findByRole('button', { name: /Propose the change|Propose removing it/ });
  await waitFor(() => expect((form as HTMLButtonElement).disabled).toBe(false));
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: values.address } });
  fireEvent.click(screen.getByLabelText(values.role));
  fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: values.reason } });
}

describe('AllowlistPage', () => {
  it('lists who is on the allowlist and the allowlist changes waiting', async () => {
    renderConsolePage(<AllowlistPage />, { path: '/allowlist', url: '/allowlist', role: 'viewer', self: SELF, answer: api(() => undefined) });
    const row = (await screen.findByText(address('b'))).closest('tr')!;
    expect(within(row).getByText('approver')).toBeTruthy();
    expect(within(screen.getByText(SELF).closest('tr')!).getByText('you')).toBeTruthy();
    expect(await screen.findByText('add as viewer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Proposal 3' }).getAttribute('href')).toBe('/proposals/show/3');
    // A viewer proposes nothing, and is told why.
    expect((await screen.findAllByText('Needs the operator role (you are viewer).')).length).toBeGreaterThan(0);
    expect((screen.getByTestId('allowlist-propose') as HTMLButtonElement).disabled).toBe(true);
  });

  it('proposes adding an address, then links to the proposal', async () => {
    const page = renderConsolePage(<AllowlistPage />, {
      path: '/allowlist',
      url: '/allowlist',
      role: 'operator',
      self: SELF,
      answer: api((call) => proposal('7', (call.body as { payload: { address: string; role: 'viewer' } }).payload)),
    });
    await fill({ address: ` ${address('D')} `, role: 'viewer', reason: ' new support hire ' });
    expect((await screen.findByTestId('allowlist-now')).textContent).toBe('Now: not on the allowlist');
    fireEvent.click(screen.getByTestId('allowlist-propose'));
    const link = await screen.findByTestId('allowlist-proposal-link');
    expect(posts(page.calls)).toEqual([
      { method: 'post', url: '/proposals', body: { kind: 'allowlist', payload: { address: address('d'), role: 'viewer' }, reason: 'new support hire' } },
    ]);
    expect(link.getAttribute('href')).toBe('/proposals/show/7');
    expect(screen.getByTestId('allowlist-outcome').getAttribute('role')).toBe('status');
    fireEvent.click(link);
    expect(await screen.findByText('proposal page')).toBeTruthy();
  });

  it('refuses before sending: a bad address, the proposer own entry, no change, the last approver', async () => {
    const page = renderConsolePage(<AllowlistPage />, { path: '/allowlist', url: '/allowlist', role: 'operator', self: SELF, answer: api(() => undefined) });
    await fill({ address: '0x2', role: 'viewer', reason: 'a reason' });
    fireEvent.click(screen.getByTestId('allowlist-propose'));
    expect(await screen.findByText(/full address has 64/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Address'), { target: { value: SELF } });
    fireEvent.click(screen.getByTestId('allowlist-propose'));
    expect(await screen.findByText(/your own address/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Address'), { target: { value: address('b') } });
    fireEvent.click(screen.getByLabelText('approver'));
    fireEvent.click(screen.getByTestId('allowlist-propose'));
    expect(await screen.findByText('That address is already approver.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('remove from the allowlist'));
    fireEvent.click(screen.getByTestId('allowlist-propose'));
    expect(await screen.findByText(/only approver/)).toBeTruthy();
    expect(posts(page.calls)).toEqual([]);
  });

  it('shows the server refusal and keeps what was typed', async () => {
    renderConsolePage(<AllowlistPage />, {
      path: '/allowlist',
      url: '/allowlist',
      role: 'operator',
      self: SELF,
      answer: api(() => {
        throw new AdminApiError(409, 'invalid_change', `${address('d')} is already viewer`);
      }),
    });
    await fill({ address: address('d'), role: 'viewer', reason: 'new support hire' });
    fireEvent.click(screen.getByTestId('allowlist-propose'));
    const outcome = await screen.findByTestId('allowlist-outcome');
    expect(within(outcome).getByText(`${address('d')} is already viewer`)).toBeTruthy();
    expect(outcome.getAttribute('role')).toBe('alert');
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(address('d'));
  });
});
