import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStylesheet, preloadLink, preloadModules, walletStackModules } from './module-preload';

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

/** Fires the browser's load (or error) event on the preload links of `hrefs`. */
function arrive(hrefs: string[], event: 'load' | 'error' = 'load'): void {
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
    if (hrefs.includes(link.getAttribute('href')!)) link.dispatchEvent(new Event(event));
  }
}

/** Whether `promise` has settled, after the pending microtasks. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

describe('preloadModules', () => {
  it('starts one download per task, each in crossorigin mode', async () => {
    vi.useFakeTimers();
    const done = preloadModules(['/a.js', '/b.js', '/c.js'], { low: true });
    expect(preloaded().map((link) => link.href)).toEqual(['/a.js']);
    await vi.runOnlyPendingTimersAsync();
    expect(preloaded().map((link) => link.href)).toEqual(['/a.js', '/b.js']);
    await vi.runAllTimersAsync();
    expect(preloaded()).toEqual(['/a.js', '/b.js', '/c.js'].map((href) => ({ href, crossOrigin: 'anonymous', low: true })));
    arrive(['/a.js', '/b.js', '/c.js']);
    await done;
  });

  it('settles once every download has arrived or failed, not before', async () => {
    vi.useFakeTimers();
    const done = preloadModules(['/a.js', '/b.js', '/c.js']);
    await vi.runAllTimersAsync();
    arrive(['/a.js', '/c.js']);
    expect(await settled(done)).toBe(false);
    arrive(['/b.js'], 'error');
    expect(await settled(done)).toBe(true);
  });

  it('skips the modules whose download has started already, and does not wait for them', async () => {
    // happy-dom loads no stylesheets and prints an error for each (on a console of its own, out
    // of a spy's reach); here the stylesheet only has to be in the page, so it counts as loaded.
    const { settings } = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;
    const asSuccess = settings.handleDisabledFileLoadingAsSuccess;
    settings.handleDisabledFileLoadingAsSuccess = true;
    document.head.innerHTML = '<link rel="modulepreload" href="/a.js"><link rel="stylesheet" href="/b.js">';
    settings.handleDisabledFileLoadingAsSuccess = asSuccess;
    const done = preloadModules(['/a.js', '/b.js']);
    expect(preloaded().map((link) => link.href)).toEqual(['/a.js', '/b.js']);
    arrive(['/b.js']);
    await done;
  });
});

describe('preloadLink', () => {
  it('settles at once where the browser has no such link (Safari 16 and modulepreload)', async () => {
    const relList = Object.getPrototypeOf(document.createElement('link').relList) as DOMTokenList;
    const supports = vi.spyOn(relList, 'supports').mockReturnValue(false);
    await preloadLink('/a.js', 'modulepreload');
    expect(supports).toHaveBeenCalledWith('modulepreload');
    supports.mockRestore();
  });
});

describe('loadStylesheet', () => {
  // happy-dom loads no stylesheets: it fails each (printing an error on a console of its own), or,
  // with this setting, treats each as loaded.
  const settings = () => (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;
  const appended = () => {
    const append = vi.spyOn(document.head, 'appendChild');
    return () => append.mock.calls.filter(([node]) => node instanceof HTMLLinkElement && node.rel === 'stylesheet').length;
  };
  afterEach(() => {
    settings().handleDisabledFileLoadingAsSuccess = false;
    vi.restoreAllMocks();
  });

  it('links the stylesheet once and settles when it has loaded', async () => {
    settings().handleDisabledFileLoadingAsSuccess = true;
    const links = appended();
    await loadStylesheet('/assets/entry-a.css');
    expect(links()).toBe(1);
    expect([...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/entry-a.css']);
  });

  it('tries a failed download once more, its failed link removed, then goes on without it', async () => {
    settings().handleDisabledFileLoadingAsSuccess = false;
    const links = appended();
    await loadStylesheet('/assets/entry-a.css');
    expect(links()).toBe(2);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
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
