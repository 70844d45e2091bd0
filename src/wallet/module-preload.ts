// Starting the downloads of the app's chunks ahead of their imports (modulepreload: no waterfall
// of imports), and running the start-up a task at a time. Used by index.html's boot script
// (src/app/boot-script.ts) for the entry's modules, by main.tsx, and by the wallet stack
// (./wallet-stack.tsx) for its own, which the build lists on the boot script's element
// (vite/prerender.ts, data-wallet-modules).

/** A macrotask boundary: the browser may handle input and paint before the next step. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Appends a <link> that starts a download (crossorigin, as module scripts are fetched). Settles
 * when the browser is done with it: downloaded (and, for a module, compiled; for a stylesheet,
 * applied), or failed (false); at once where the browser has no such link (Safari 16 has no
 * modulepreload: the import downloads it).
 */
export function preloadLink(href: string, rel: 'modulepreload' | 'preload' | 'stylesheet', options: { as?: string; low?: boolean } = {}): Promise<boolean> {
  const link = document.createElement('link');
  const done = new Promise<boolean>((resolve) => {
    if (!link.relList.supports(rel)) resolve(true);
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });
  link.rel = rel;
  if (options.as) link.as = options.as;
  if (options.low) link.fetchPriority = 'low';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
  return done;
}

/**
 * Links a stylesheet and settles once it is applied. A download that fails (a dropped request on
 * a phone's network) is tried once more, its failed link removed; after that the page goes on
 * without it.
 */
export async function loadStylesheet(href: string): Promise<void> {
  if (await preloadLink(href, 'stylesheet')) return;
  document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)?.remove();
  await preloadLink(href, 'stylesheet');
}

/**
 * Modulepreloads the chunks that are not preloaded yet, and settles once all of them have
 * arrived (or failed: their import then reports it). Each appended link starts its request at
 * once, on the main thread: one per task, so that none keeps a tap waiting. The caller evaluates
 * the modules after that, so that their evaluation on the main thread does not compete with
 * their downloads and compilation (which the browser does on other threads) for the phone's
 * cores.
 */
export async function preloadModules(hrefs: readonly string[], options: { low?: boolean } = {}): Promise<void> {
  const preloaded = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  const pending = hrefs.filter((href) => !preloaded.has(href));
  const arrivals: Promise<boolean>[] = [];
  for (const [i, href] of pending.entries()) {
    if (i > 0) await yieldToBrowser();
    arrivals.push(preloadLink(href, 'modulepreload', options));
  }
  await Promise.all(arrivals);
}

/** The wallet stack's chunks, as the build lists them on the boot script (none in dev). */
export function walletStackModules(): string[] {
  const script = document.querySelector<HTMLScriptElement>('script[data-wallet-modules]');
  return (script?.dataset.walletModules ?? '').split(' ').filter(Boolean);
}
