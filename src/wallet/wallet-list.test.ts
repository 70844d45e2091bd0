import { describe, expect, it } from 'vitest';
import { hasInstalledWallet, isSupportedWallet, listWallets, SLUSH_WALLET_NAME, SLUSH_WEB_WALLET_ID } from './wallet-list';

const FULL = ['standard:connect', 'standard:events', 'sui:signTransaction', 'sui:signPersonalMessage'];

function wallet(name: string, features: string[] = FULL) {
  return { name, features };
}

describe('isSupportedWallet', () => {
  it('needs connect, events and a transaction-signing feature', () => {
    expect(isSupportedWallet(wallet('A'))).toBe(true);
    expect(isSupportedWallet(wallet('Legacy', ['standard:connect', 'standard:events', 'sui:signTransactionBlock']))).toBe(true);
    expect(isSupportedWallet(wallet('No events', ['standard:connect', 'sui:signTransaction']))).toBe(false);
    expect(isSupportedWallet(wallet('No connect', ['standard:events', 'sui:signTransaction']))).toBe(false);
    expect(isSupportedWallet(wallet('Messages only', ['standard:connect', 'standard:events', 'sui:signPersonalMessage']))).toBe(false);
  });
});

describe('listWallets', () => {
  it('drops unsupported wallets and lists Slush first, the rest in registration order', () => {
    const listed = listWallets([
      wallet('Zeta'),
      wallet('Broken', ['standard:connect']),
      wallet('Alpha'),
      wallet('Slush'),
      wallet('Mid'),
    ]);
    expect(listed.map((w) => w.name)).toEqual(['Slush', 'Zeta', 'Alpha', 'Mid']);
  });

  it('treats names starting with Slush as preferred', () => {
    expect(listWallets([wallet('Other'), wallet('Slush Web')]).map((w) => w.name)).toEqual(['Slush Web', 'Other']);
  });

  it('does not change the list it was given', () => {
    const input = [wallet('B'), wallet('Slush')];
    listWallets(input);
    expect(input.map((w) => w.name)).toEqual(['B', 'Slush']);
  });
});

describe('hasInstalledWallet', () => {
  it('does not count the Slush web wallet as installed', () => {
    expect(hasInstalledWallet([])).toBe(false);
    expect(hasInstalledWallet([SLUSH_WEB_WALLET_ID])).toBe(false);
    expect(hasInstalledWallet([SLUSH_WEB_WALLET_ID, 'com.mystenlabs.suiwallet'])).toBe(true);
  });
});

describe('SLUSH_WALLET_NAME', () => {
  it('is the name the Slush wallets register under', async () => {
    const slush = await import('@mysten/slush-wallet');
    expect(SLUSH_WALLET_NAME).toBe(slush.SLUSH_WALLET_NAME);
  });
});
