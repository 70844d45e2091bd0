// Starting the downloads of the app's chunks ahead of their imports (modulepreload: no waterfall
// of imports), and running the start-up a task at a time. Used by index.html's boot script
// (src/app/boot-script.ts) for the entry's modules, by main.tsx, and by the wallet stack
// (./wallet-stack.tsx) for its own, which the build lists on the boot script's element
// (vite.config.ts, data-wallet-modules).

/** A macrotask boundary: the browser may handle input and paint before the next step. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Appends a <link> that starts a download (crossorigin, as module scripts are fetched). */
export function preloadLink(href: string, rel: 'modulepreload' | 'preload', options: { as?: string; low?: boolean } = {}): void {
  const link = document.createElement('link');
  link.rel = rel;
  if (options.as) link.as = options.as;
  if (options.low) link.fetchPriority = 'low';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Modulepreloads the chunks that are not preloaded yet. Each appended link starts its request
 * at once, on the main thread: two per task, so that none keeps a tap waiting.
 */
export async function preloadModules(hrefs: readonly string[], options: { low?: boolean } = {}): Promise<void> {
  const preloaded = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  const pending = hrefs.filter((href) => !preloaded.has(href));
  for (let i = 0; i < pending.length; i += 2) {
    if (i > 0) await yieldToBrowser();
    for (const href of pending.slice(i, i + 2)) preloadLink(href, 'modulepreload', options);
  }
}

/** The wallet stack's chunks, as the build lists them on the boot script (none in dev). */
export function walletStackModules(): string[] {
  const script = document.querySelector<HTMLScriptElement>('script[data-wallet-modules]');
  return (script?.dataset.walletModules ?? '').split(' ').filter(Boolean);
}
