import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadModules, walletStackModules } from './module-preload';

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
    low: link.fetchPriority === 'low',
  }));

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('preloadModules', () => {
  it('starts two downloads per task, each in crossorigin mode', async () => {
    vi.useFakeTimers();
    const done = preloadModules(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js'], { low: true });
    expect(preloaded().map((link) => link.href)).toEqual(['/a.js', '/b.js']);
    await vi.runOnlyPendingTimersAsync();
    expect(preloaded().map((link) => link.href)).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
    await vi.runAllTimersAsync();
    await done;
    expect(preloaded()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js'].map((href) => ({ href, crossOrigin: 'anonymous', low: true })));
  });

  it('skips the modules whose download has started already', async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/a.js"><link rel="stylesheet" href="/b.js">';
    await preloadModules(['/a.js', '/b.js']);
    expect(preloaded().map((link) => link.href)).toEqual(['/a.js', '/b.js']);
  });
});

describe('walletStackModules', () => {
  it('reads the wallet stack’s chunks that the build lists on the boot script', () => {
    document.head.innerHTML = '<script data-modules="/entry.js" data-wallet-modules="/chain/assets/dapp-kit-1.js /chain/assets/grpc-2.js"></script>';
    expect(walletStackModules()).toEqual(['/chain/assets/dapp-kit-1.js', '/chain/assets/grpc-2.js']);
  });

  it('is empty on the dev server, which has no boot script', () => {
    expect(walletStackModules()).toEqual([]);
  });
});
