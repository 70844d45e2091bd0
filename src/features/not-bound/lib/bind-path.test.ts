import { describe, expect, it } from 'vitest';
import { BIND_GAS_NEEDED } from '../../../config/constants';
import { chooseBindPath, mayTryFreeAgain, SIGN_ONLY_FEATURE } from './bind-path';

const SIGNS = ['sui:signAndExecuteTransaction', SIGN_ONLY_FEATURE];
const LEGACY = ['sui:signTransactionBlock', 'sui:signAndExecuteTransactionBlock'];
const base = { suiBalance: 0n, balanceFailed: false, walletFeatures: SIGNS, refused: false };

describe('chooseBindPath', () => {
  it('binds for free when the SUI cannot pay the gas, up to one base unit short of it', () => {
    expect(chooseBindPath(base)).toEqual({ kind: 'free' });
    expect(chooseBindPath({ ...base, suiBalance: BIND_GAS_NEEDED - 1n })).toEqual({ kind: 'free' });
  });

  it('leaves the paid bind as it was when the wallet holds enough SUI, whatever the wallet or the sponsor said', () => {
    for (const input of [{ ...base, suiBalance: BIND_GAS_NEEDED }, { ...base, suiBalance: BIND_GAS_NEEDED, walletFeatures: LEGACY, refused: true }]) {
      expect(chooseBindPath(input)).toEqual({ kind: 'paid', reason: 'enoughSui' });
    }
  });

  it('waits for the balance, and pays when it cannot be read', () => {
    expect(chooseBindPath({ ...base, suiBalance: null })).toEqual({ kind: 'readingBalance' });
    expect(chooseBindPath({ ...base, suiBalance: null, balanceFailed: true })).toEqual({ kind: 'paid', reason: 'balanceUnknown' });
  });

  it('pays, and says why, once the sponsor refused or when the wallet cannot sign without executing', () => {
    expect(chooseBindPath({ ...base, refused: true })).toEqual({ kind: 'paid', reason: 'refused' });
    expect(chooseBindPath({ ...base, walletFeatures: LEGACY })).toEqual({ kind: 'paid', reason: 'walletCannotSign' });
  });
});

describe('mayTryFreeAgain', () => {
  it('offers the free bind again only after a refusal that may pass', () => {
    expect(['not_issued', 'sponsor_rate_limited', 'sponsor_budget_spent', 'sponsor_paused', 'sponsor_unfunded', 'sponsor_unavailable'].every(mayTryFreeAgain)).toBe(true);
    expect(['already_bound', 'already_sponsored', 'invalid_inviter', 'bad_signature'].some(mayTryFreeAgain)).toBe(false);
  });
});
