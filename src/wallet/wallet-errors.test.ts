import { WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED, WalletStandardError } from '@mysten/wallet-standard';
import { describe, expect, it } from 'vitest';
import { describeWalletError } from './wallet-errors';

describe('describeWalletError', () => {
  it('maps dApp Kit messages to the catalogue', () => {
    expect(describeWalletError(new Error('No wallet is connected.'))).toEqual({ key: 'wallet.errors.notConnected' });
    expect(describeWalletError(new Error('No wallet is connected.'), 'transaction')).toEqual({
      key: 'wallet.errors.noAccountForTransaction',
    });
    expect(describeWalletError(new Error('No account is connected.'), 'personalMessage')).toEqual({
      key: 'wallet.errors.noAccountForMessage',
    });
    expect(describeWalletError(new Error('No account with address 0xabc is connected to Slush.'))).toEqual({
      key: 'wallet.errors.accountNotConnected',
      values: { address: '0xabc', wallet: 'Slush' },
    });
    expect(describeWalletError(new Error('The account 0xabc does not support signing transactions.'), 'transaction')).toEqual({
      key: 'wallet.errors.signTransactionUnsupported',
    });
    expect(
      describeWalletError(new Error('The account 0xabc does not support the feature "sui:signPersonalMessage".'), 'personalMessage'),
    ).toEqual({ key: 'wallet.errors.signPersonalMessageUnsupported' });
    expect(describeWalletError(new Error('No accounts were authorized.'))).toEqual({ key: 'wallet.errors.noAccountsAuthorized' });
  });

  it('recognises a user rejection by code or wording', () => {
    const coded = new WalletStandardError(WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED);
    expect(describeWalletError(coded).key).toBe('wallet.errors.userRejected');
    expect(describeWalletError(new Error('User rejected the request')).key).toBe('wallet.errors.userRejected');
  });

  it('recognises the popup channel errors', () => {
    expect(describeWalletError(new Error('User closed the wallet window')).key).toBe('wallet.errors.windowClosed');
    expect(describeWalletError(new Error('Failed to open new window')).key).toBe('wallet.errors.popupBlocked');
  });

  it('falls back to a generic message per action, never the raw text', () => {
    expect(describeWalletError(new Error('boom 0x1f at line 3')).key).toBe('wallet.errors.connectionFailed');
    expect(describeWalletError({ weird: true }, 'transaction').key).toBe('wallet.errors.signingFailed');
  });
});
