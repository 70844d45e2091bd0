// The web app manifest's <link>, which vite-plugin-pwa writes into index.html's head, moves to
// the boot script (data-manifest), which adds it once the first paint is on screen: Chrome fetches
// the manifest and then its 192 px icon as soon as it sees the link, two requests that on a slow
// network share it with the document, and that Lighthouse then counts in the first paint's
// dependencies (LCP 0.80 s without them, 1.05 s with them, issue 37). Installability does not
// change: Chrome reads a manifest linked at any time (e2e/web-app-manifest.spec.ts).
import type { Plugin } from 'vite';

const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)">\n?\s*/;
const BOOT_SCRIPT = /<script data-catalogue=/;

/** The page with its manifest link moved onto the boot script as data-manifest; unchanged without one. */
export function deferManifestLink(html: string): string {
  const link = MANIFEST_LINK.exec(html);
  if (!link) return html;
  if (!BOOT_SCRIPT.test(html)) throw new Error('defer-manifest: index.html has a manifest link but no boot script to add it');
  return html.replace(link[0], '').replace(BOOT_SCRIPT, () => `<script data-manifest="${link[1]}" data-catalogue=`);
}

/** After Vite and vite-plugin-pwa have written index.html. */
export function deferManifestPlugin(): Plugin {
  return {
    name: 'suil-defer-manifest',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type === 'asset') page.source = deferManifestLink(String(page.source));
    },
  };
}
