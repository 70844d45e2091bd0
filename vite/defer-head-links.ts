// The <link>s of index.html's head that only make the browser fetch something the first paint does
// not show, the web app manifest (vite-plugin-pwa's) and the favicon, move to the boot script
// (data-manifest, data-icon), which adds them once the first paint is on screen. Chrome fetches
// the manifest and then its 192 px icon, and the favicon, as soon as it sees their links: requests
// that on a slow network share it with the document, and that Lighthouse then counts among the
// first paint's dependencies (LCP 0.80 s without the manifest's, 1.05 s with them, issue 37).
// Installability does not change: Chrome reads a manifest linked at any time
// (e2e/web-app-manifest.spec.ts).
import type { Plugin } from 'vite';
import { addBootScriptData } from './prerender.ts';

/** The deferred links: their rel, and the boot script's data attribute that carries their href. */
export const DEFERRED_LINKS = [
  { rel: 'manifest', data: 'manifest' },
  { rel: 'icon', data: 'icon' },
] as const;

/** The page with those links moved onto the boot script as data-* attributes; unchanged without them. */
export function deferHeadLinks(html: string): string {
  let page = html;
  const data: Record<string, string> = {};
  for (const { rel, data: name } of DEFERRED_LINKS) {
    const link = new RegExp(`<link rel="${rel}"[^>]*?\\shref="([^"]+)"[^>]*>\\n?\\s*`).exec(page);
    if (!link) continue;
    page = page.replace(link[0], '');
    data[name] = link[1]!;
  }
  return Object.keys(data).length === 0 ? html : addBootScriptData(page, data, 'defer-head-links');
}

/** After Vite and vite-plugin-pwa have written index.html. */
export function deferHeadLinksPlugin(): Plugin {
  return {
    name: 'suil-defer-head-links',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type === 'asset') page.source = deferHeadLinks(String(page.source));
    },
  };
}
