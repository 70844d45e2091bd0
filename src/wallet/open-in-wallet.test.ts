import { describe, expect, it } from 'vitest';
import {
  bitgetBrowseLink,
  connectMode,
  isTouchDevice,
  okxBrowseLink,
  phantomBrowseLink,
  SLUSH_WALLET_ID,
  slushBrowseLink,
  walletAppLinks,
} from './open-in-wallet';
import { SLUSH_WEB_WALLET_ID } from './wallet-list';

// A page deep in the app: a hash route with its own query (an invite link), and characters that
// must be encoded to survive as one value.
const PAGE = 'https://suil.example/chain/#/share?inviter=0xabc&x=a b';
const ENCODED = 'https%3A%2F%2Fsuil.example%2Fchain%2F%23%2Fshare%3Finviter%3D0xabc%26x%3Da%20b';

describe('wallet app links', () => {
  it('Slush: the documented universal link with the whole page URL as one encoded path segment', () => {
    const href = slushBrowseLink(PAGE);
    expect(href).toBe(`https://my.slush.app/browse/${ENCODED}`);
    const url = new URL(href);
    expect(url.hash).toBe(''); // the route did not escape into the link's own fragment
    expect(url.search).toBe('');
    expect(decodeURIComponent(url.pathname.slice('/browse/'.length))).toBe(PAGE);
  });

  it('Phantom: the page URL encoded in the path, the origin encoded as ref', () => {
    const href = phantomBrowseLink(PAGE);
    expect(href).toBe(`https://phantom.app/ul/browse/${ENCODED}?ref=https%3A%2F%2Fsuil.example`);
    const url = new URL(href);
    expect(url.hash).toBe('');
    expect(decodeURIComponent(url.pathname.slice('/ul/browse/'.length))).toBe(PAGE);
    expect(url.searchParams.get('ref')).toBe('https://suil.example');
    expect([...url.searchParams.keys()]).toEqual(['ref']);
  });

  it('OKX: the okx:// deep link with the encoded page, encoded again into the universal link', () => {
    const href = okxBrowseLink(PAGE);
    expect(href).toBe(`https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${ENCODED}`)}`);
    const deepLink = new URL(href).searchParams.get('deeplink');
    expect(deepLink).toBe(`okx://wallet/dapp/url?dappUrl=${ENCODED}`);
    expect(new URL(deepLink!).searchParams.get('dappUrl')).toBe(PAGE);
    expect(new URL(href).hash).toBe('');
  });

  it('Bitget: the dapp action with the page as its url parameter', () => {
    const href = bitgetBrowseLink(PAGE);
    expect(href).toBe(`https://bkcode.vip?action=dapp&url=${ENCODED}`);
    const url = new URL(href);
    expect(url.searchParams.get('action')).toBe('dapp');
    expect(url.searchParams.get('url')).toBe(PAGE);
    expect(url.hash).toBe('');
  });

  it('keeps the route of every page, and lists Slush first', () => {
    for (const route of ['#/', '#/pledge1', '#/hashrate', '#/assets?tab=2']) {
      const page = `https://suil.example/chain/${route}`;
      // OKX nests one encoded link in another: decode until nothing changes.
      for (const link of walletAppLinks(page)) expect(decodeFully(link.href)).toContain(page);
    }
    expect(walletAppLinks(PAGE).map((link) => link.name)).toEqual(['Slush', 'Phantom', 'OKX Wallet', 'Bitget Wallet']);
  });
});

function decodeFully(text: string): string {
  const decoded = decodeURIComponent(text);
  return decoded === text ? text : decodeFully(decoded);
}

function media(matches: Record<string, boolean>) {
  return { matchMedia: (query: string) => ({ matches: matches[query] ?? false }) as MediaQueryList };
}

describe('isTouchDevice', () => {
  it('is a finger that cannot hover: a phone, not a laptop with a touch screen', () => {
    expect(isTouchDevice(media({ '(pointer: coarse)': true, '(hover: none)': true }))).toBe(true);
    expect(isTouchDevice(media({ '(pointer: coarse)': false, '(hover: none)': false }))).toBe(false);
    expect(isTouchDevice(media({ '(pointer: coarse)': true, '(hover: none)': false }))).toBe(false);
    expect(isTouchDevice(undefined)).toBe(false);
  });
});

describe('connectMode', () => {
  const slushWeb = { id: SLUSH_WEB_WALLET_ID, name: 'Slush' };
  const slushApp = { id: SLUSH_WALLET_ID, name: 'Slush' };

  it('a phone with only the Slush web wallet, or none, is offered the wallet apps', () => {
    expect(connectMode(true, [slushWeb])).toEqual({ kind: 'openInApp' });
    expect(connectMode(true, [])).toEqual({ kind: 'openInApp' });
  });

  it("inside a wallet app's browser connects that wallet", () => {
    expect(connectMode(true, [slushApp, slushWeb])).toEqual({ kind: 'walletBrowser', walletId: SLUSH_WALLET_ID });
    expect(connectMode(true, [slushWeb, { id: 'Phantom', name: 'Phantom' }])).toEqual({ kind: 'walletBrowser', walletId: 'Phantom' });
    expect(connectMode(true, [{ id: 'OKX Wallet', name: 'OKX Wallet' }])).toEqual({ kind: 'walletBrowser', walletId: 'OKX Wallet' });
  });

  it('a phone with another wallet lists it; a desktop always lists', () => {
    expect(connectMode(true, [{ id: 'other', name: 'Other Wallet' }, slushWeb])).toEqual({ kind: 'list' });
    expect(connectMode(false, [slushWeb])).toEqual({ kind: 'list' });
    expect(connectMode(false, [slushApp])).toEqual({ kind: 'list' });
  });
});
