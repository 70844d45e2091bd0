import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_WINDOW_MS, installChunkReload, isChunkLoadError } from './chunk-reload';

function preloadError(payload: unknown): Event & { payload?: unknown } {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = payload;
  window.dispatchEvent(event);
  return event;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

let uninstall = () => {};
afterEach(() => uninstall());

describe('installChunkReload', () => {
  it('reloads once on a failed lazy import, then lets a second failure through to the error page', () => {
    const reload = vi.fn();
    let time = 1_000_000;
    uninstall = installChunkReload({ reload, storage: memoryStorage(), now: () => time });

    const first = preloadError(new TypeError('Failed to fetch dynamically imported module: /chain/assets/x.js'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    time += 1_000; // the reloaded page fails again
    const payload = new TypeError('network error');
    const second = preloadError(payload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    expect(isChunkLoadError(payload)).toBe(true);

    time += RELOAD_WINDOW_MS; // a later deploy reloads again
    preloadError(new TypeError('Failed to fetch dynamically imported module'));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the browsers’ failed dynamic import messages, not other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://h/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('x')).toBe(false);
  });
});
