// The dashboard's signing keys as an operator reads them: where each key is, whether it signs
// (and why not), and the warning when the voucher key is in the server's memory.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../contract/admin.ts';
import { SignersCard, signerState } from './signers-card.tsx';

const KEY = 'ab'.repeat(32);
const hsm = (available: boolean | null, lastFailure: string | null = null): Dashboard['signers']['voucher'] => ({ kind: 'pkcs11', available, lastFailure, publicKey: available === null ? null : KEY });

describe('the signing keys card', () => {
  it('keys in the token: where, that they sign, their public keys; no warning', () => {
    render(<SignersCard signers={{ voucher: hsm(true), sponsor: hsm(true) }} />);
    const card = screen.getByRole('region', { name: 'Signing keys' });
    const voucher = within(card).getByTestId('signer-voucher-key');
    expect(voucher.textContent).toContain('In a PKCS#11 token (HSM)');
    expect(voucher.textContent).toContain('signs');
    expect(voucher.textContent).toContain(KEY);
    expect(within(card).getByTestId('signer-sponsor-key').textContent).toContain('In a PKCS#11 token (HSM)');
    expect(within(card).queryByTestId('signer-in-memory')).toBeNull();
  });

  it('a token out of reach: says what is refused and why; the env key is flagged; no sponsor is said', () => {
    const { unmount } = render(<SignersCard signers={{ voucher: hsm(false, 'token_unavailable'), sponsor: null }} />);
    const voucher = screen.getByTestId('signer-voucher-key');
    expect(voucher.textContent).toContain('cannot sign: the token is out of reach');
    expect(voucher.textContent).toContain('Withdrawals are refused until it signs again');
    expect(screen.getByText('No sponsor key: free binds are off.')).toBeTruthy();
    unmount();

    render(<SignersCard signers={{ voucher: { kind: 'env', available: null, lastFailure: null, publicKey: null }, sponsor: null }} />);
    expect(screen.getByTestId('signer-voucher-key').textContent).toContain('In server memory (env)');
    expect(screen.getByTestId('signer-voucher-key').textContent).toContain('not used yet');
    expect(screen.getByTestId('signer-in-memory').textContent).toMatch(/whoever reads the server's environment can sign vouchers/);
  });

  it('names every failure reason the server gives, and shows an unknown one as it is', () => {
    for (const reason of ['module_unavailable', 'token_unavailable', 'pin_rejected', 'key_missing', 'key_unsafe', 'key_mismatch', 'token_error', 'timeout']) {
      expect(signerState(hsm(false, reason)).text).not.toContain(reason);
    }
    expect(signerState(hsm(false, 'something_new')).text).toBe('cannot sign: something_new');
  });
});
