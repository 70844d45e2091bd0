import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../contract/admin.ts';
import { AdminApiError } from '../../api/admin-client.ts';
import { renderConsolePage, type SentCall } from './console-for-test.tsx';
import { UsersPage } from './users-page.tsx';

const OPERATOR = `0x${'1'.repeat(64)}`;
const USER = `0x${'ab'.repeat(32)}`;
const INVITER = `0x${'cd'.repeat(32)}`;

function knownUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    address: USER,
    known: true,
    inviter: INVITER,
    createdAt: '2026-11-20T08:00:00.000Z',
    balances: { SUI: '1', USDC: '2500000', SUIL: '0', INCOME: '1234567890123' },
    team: { direct: 3, total: 17 },
    records: [
      { kind: 'stake', amount: '5', coin: 'USDC', amountOut: null, coinOut: null, txDigest: 'DigestOfAStakeTransaction1234567890', at: '2026-11-20T09:00:00.000Z' },
      // A claim taken as SUI: the SUIL claimed, and the SUI it paid.
      { kind: 'claim', amount: '200205787', coin: 'SUIL', amountOut: '19414523', coinOut: 'SUI', txDigest: 'DigestOfAClaimTransaction12345678901', at: '2026-11-20T09:30:00.000Z' },
    ],
    withdrawals: [
      { id: '9', address: USER, amount: '2000000000', status: 'paid', nonce: '41', createdAt: '2026-11-20T10:00:00.000Z', paidAt: '2026-11-20T10:05:00.000Z', txDigest: 'PayoutDigest1234567890', reviewedBy: null, reviewReason: null },
    ],
    sessions: { lastSignInAt: '2026-11-21T07:00:00.000Z', revokedBefore: null },
    ...overrides,
  };
}

const lookups = (calls: SentCall[]) => calls.filter((call) => call.url.startsWith('/users/'));

describe('UsersPage', () => {
  it('refuses a bad address from a link or the box with a message, and sends nothing', async () => {
    const page = renderConsolePage(<UsersPage />, { path: '/users', url: '/users?address=0x2', role: 'viewer', self: OPERATOR, answer: () => knownUser() });
    expect(await screen.findByText(/1 hex digits: a full address has 64/)).toBeTruthy();
    const input = screen.getByLabelText('Address');
    fireEvent.change(input, { target: { value: `0x${'zz'.repeat(32)}` } });
    fireEvent.click(screen.getByRole('button', { name: /Look up/ }));
    expect(await screen.findByText(/only hex digits/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(lookups(page.calls)).toEqual([]);
  });

  it('looks an address up (lowercased, into the URL) and shows every figure in full', async () => {
    const page = renderConsolePage(<UsersPage />, { path: '/users', url: '/users', role: 'viewer', self: OPERATOR, answer: (call) => (call.url === `/users/${USER}` ? knownUser() : undefined) });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: `  ${USER.toUpperCase().replace('0X', '0x')} ` } });
    fireEvent.click(screen.getByRole('button', { name: /Look up/ }));
    const details = await screen.findByTestId('user-details');
    expect(lookups(page.calls)).toEqual([{ method: 'get', url: `/users/${USER}`, body: undefined }]);
    expect(screen.getByTestId('location').textContent).toBe(`/users?address=${USER}`);
    expect(screen.getByTestId('balance-SUI').textContent).toContain('0.000000001 SUI');
    expect(screen.getByTestId('balance-USDC').textContent).toContain('2.5 USDC');
    expect(screen.getByTestId('balance-SUIL').textContent).toContain('0 SUIL');
    expect(screen.getByTestId('balance-INCOME').textContent).toContain('1,234.567890123 SUI');
    expect(within(details).getByText('0.000005 USDC')).toBeTruthy();
    expect(within(details).getByText('0.200205787 SUIL')).toBeTruthy();
    expect(within(details).getByText('0.019414523 SUI')).toBeTruthy();
    expect(within(details).getByText('2 SUI')).toBeTruthy();
    expect(within(details).getByText('17')).toBeTruthy();
    expect(screen.getByTestId('user-known').textContent).toBe('known to the server');
    expect(screen.getByTestId('user-revoked-before').textContent).toBe('never revoked');
    // The inviter opens as a user of its own.
    expect(within(details).getByTitle(INVITER).getAttribute('href')).toBe(`/users?address=${INVITER}`);
    // A viewer cannot revoke, and is told why.
    expect(await screen.findByText('Needs the operator role (you are viewer).')).toBeTruthy();
    expect((screen.getByTestId('revoke-sessions') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an unknown address as such, with nothing to revoke', async () => {
    const unknown = knownUser({ known: false, inviter: null, createdAt: null, balances: { SUI: '0', USDC: '0', SUIL: '0', INCOME: '0' }, team: { direct: 0, total: 0 }, records: [], withdrawals: [], sessions: { lastSignInAt: null, revokedBefore: null } });
    renderConsolePage(<UsersPage />, { path: '/users', url: `/users?address=${USER}`, role: 'operator', self: OPERATOR, answer: () => unknown });
    expect(await screen.findByTestId('user-unknown')).toBeTruthy();
    expect(screen.getByTestId('user-known').textContent).toBe('unknown to the server');
    expect(screen.getByText('No chain records.')).toBeTruthy();
    expect(screen.getByText('No withdrawals.')).toBeTruthy();
    expect(await screen.findByText(/has no session to end/)).toBeTruthy();
    expect((screen.getByTestId('revoke-sessions') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the user cannot be read', async () => {
    renderConsolePage(<UsersPage />, {
      path: '/users',
      url: `/users?address=${USER}`,
      role: 'viewer',
      self: OPERATOR,
      answer: () => {
        throw new AdminApiError(0, 'network', 'the server did not answer');
      },
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('the server did not answer')).toBeTruthy();
  });

  it('revokes sessions with a reason as an operator, then shows the new cut-off; a refusal keeps the dialog with its message', async () => {
    let revokedBefore: string | null = null;
    let refuse = true;
    const page = renderConsolePage(<UsersPage />, {
      path: '/users',
      url: `/users?address=${USER}`,
      role: 'operator',
      self: OPERATOR,
      answer: (call) => {
        if (call.method === 'post') {
          if (refuse) throw new AdminApiError(404, 'not_found', `no user ${USER}`);
          revokedBefore = '2026-11-21T12:00:01.000Z';
        }
        return knownUser({ sessions: { lastSignInAt: '2026-11-21T07:00:00.000Z', revokedBefore } });
      },
    });
    const revoke = (await screen.findByTestId('revoke-sessions')) as HTMLButtonElement;
    await waitFor(() => expect(revoke.disabled).toBe(false));
    fireEvent.click(revoke);
    const dialog = await screen.findByRole('dialog');
    // (An empty reason is ReasonModal's to refuse: components/reason-modal.tsx.)
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' phone stolen ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke sessions' }));
    expect((await screen.findByTestId('revoke-outcome')).textContent).toContain(`no user ${USER}`);
    expect(screen.getByTestId('revoke-outcome').getAttribute('role')).toBe('alert');
    expect(screen.getByRole('dialog')).toBeTruthy();

    refuse = false;
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke sessions' }));
    await waitFor(() => expect(screen.getByTestId('revoke-outcome').textContent).toContain('Sessions ended.'));
    expect(screen.getByTestId('revoke-outcome').getAttribute('role')).toBe('status');
    expect(page.calls.filter((call) => call.method === 'post')).toEqual([
      { method: 'post', url: `/users/${USER}/revoke-sessions`, body: { reason: 'phone stolen' } },
      { method: 'post', url: `/users/${USER}/revoke-sessions`, body: { reason: 'phone stolen' } },
    ]);
    await waitFor(() => expect(screen.getByTestId('user-revoked-before').textContent).not.toBe('never revoked'));
  });
});
