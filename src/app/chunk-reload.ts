// After a deploy, a page still running the previous build asks for chunks that are gone (or
// the connection drops while one loads). Vite reports every failed lazy import as the window
// event `vite:preloadError`; the first one reloads the page, which fetches the new build. A
// second failure soon after is not retried (no reload loop): the import fails, and the error
// page says the app could not be loaded and offers a reload (isChunkLoadError).

const RELOADED_AT_KEY = 'suil:chunk-reload-at';
/** A failure this soon after an automatic reload is reported instead of reloading again. */
export const RELOAD_WINDOW_MS = 60_000;

const chunkErrors = new WeakSet<object>();

type PreloadErrorEvent = Event & { payload?: unknown };

export interface ChunkReloadOptions {
  reload?: () => void;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
}

export function installChunkReload({
  reload = () => window.location.reload(),
  storage = window.sessionStorage,
  now = Date.now,
}: ChunkReloadOptions = {}): () => void {
  const onPreloadError = (event: PreloadErrorEvent) => {
    const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
    if (now() - last < RELOAD_WINDOW_MS) {
      if (event.payload && typeof event.payload === 'object') chunkErrors.add(event.payload);
      return;
    }
    event.preventDefault();
    storage.setItem(RELOADED_AT_KEY, String(now()));
    reload();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}

/** A lazy import (a page, the wallet stack) that failed to load, as opposed to a render error. */
export function isChunkLoadError(error: unknown): boolean {
  if (error && typeof error === 'object' && chunkErrors.has(error)) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}
