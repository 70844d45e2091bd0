// The catalogues' download for i18next, in place of i18next-http-backend (4 kB gzipped on the home
// route for one fetch): GET <loadPath>, the same request as the boot script's preload
// (src/app/boot-script.ts: as=fetch, crossorigin, so the browser hands that response over).
// i18next itself limits the parallel reads and retries a read (maxParallelReads, maxRetries,
// retryTimeout) when the backend says it may: after a network error or a server error (5xx,
// 408, 429), not after another status or a catalogue that is not JSON.
import type { BackendModule, ReadCallback } from 'i18next';

/** The catalogue's URL for a language and a namespace. */
export type CatalogueUrl = (language: string, namespace: string) => string;

const RETRYABLE = (status: number) => status >= 500 || status === 408 || status === 429;

export function fetchBackend(url: CatalogueUrl, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const href = url(language, namespace);
      void (async () => {
        let response: Response;
        try {
          response = await fetchImpl(href);
        } catch (error) {
          callback(new Error(`failed loading ${href}: ${String(error)}`), true);
          return;
        }
        if (!response.ok) {
          callback(new Error(`failed loading ${href}: status ${response.status}`), RETRYABLE(response.status));
          return;
        }
        let catalogue: unknown;
        try {
          catalogue = await response.json();
        } catch (error) {
          callback(new Error(`failed parsing ${href}: ${String(error)}`), false);
          return;
        }
        callback(null, catalogue as Parameters<ReadCallback>[1]);
      })();
    },
  };
}
