// The app's Content-Security-Policy: written by the build next to index.html for the
// deployment's web server, and sent by `vite preview` from there.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CSP_FILE, ROOT } from './shared.ts';

/**
 * The text of each of the page's inline <script> or <style> elements (a <script src> has none):
 * the boot script; the boot spinner's style and the first paint's CSS (vite/inline-css.ts).
 * scripts/bundle-size.mjs measures them with it.
 */
export function inlineTexts(html: string, element: 'script' | 'style'): string[] {
  const inline = new RegExp(`<${element}\\b(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${element}>`, 'g');
  return [...html.matchAll(inline)].map((m) => m[1]!);
}

/** CSP sources for the page's inline <script> or <style> elements, by the sha256 of their text. */
function inlineHashes(html: string, element: 'script' | 'style'): string[] {
  return inlineTexts(html, element).map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

/** The http(s) origins in a comma-separated list of URLs (an env variable's); anything else is skipped. */
export function origins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => /^https?:\/\//.test(item))
    .map((item) => new URL(item).origin);
}

/**
 * The Content-Security-Policy the built app runs under, for the page `html` and the mode's
 * env: scripts from the app's own origin plus the page's inline boot script by hash (never
 * 'unsafe-inline'), styles from it plus the page's own inline <style> elements by hash (React
 * and react-vant set style properties through the CSSOM, which CSP does not restrict), style
 * attributes for the prerendered home screen's markup (style-src-attr 'unsafe-inline'),
 * images from it and data: URLs
 * (the invite QR code, wallet icons), connections to it (/api, the catalogues), the mode's
 * nodes and faucet and Slush's wallet metadata, and no framing. `vite preview` serves it;
 * `vite build` writes it to dist/content-security-policy.txt for the deployment's web server.
 */
export function contentSecurityPolicy(html: string, env: Record<string, string>): string {
  const connect = new Set(["'self'", ...origins(env.VITE_NODES), ...origins(env.VITE_FAUCET_URL), ...origins(env.VITE_API_BASE), 'https://api.slush.app']);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineHashes(html, 'script')].join(' '),
    ["style-src 'self'", ...inlineHashes(html, 'style')].join(' '),
    // The home screen prerendered into index.html carries React's style attributes (an icon's
    // size, a bar's z-index); attributes only, never <style> elements or scripts.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    // The web app manifest (and through it the icons, under img-src) from the app's origin.
    "manifest-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Writes the build's policy next to its index.html. */
export function cspPlugin(env: Record<string, string>): Plugin {
  return {
    name: 'suil-csp',
    apply: 'build',
    // Once the page is final (PostCSS has rewritten its inline style, the prerender plugin has
    // added the boot script and vite/inline-css.ts the first paint's CSS, all in
    // generateBundle): the hashes are those of the written index.html.
    writeBundle(options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || !options.dir) return;
      fs.writeFileSync(path.join(options.dir, CSP_FILE), `${contentSecurityPolicy(String(page.source), env)}\n`);
    },
  };
}

/**
 * Preview's headers: it serves the built page with the policy written for it by the build
 * (dist/content-security-policy.txt), or, when that file is missing, says so and sends none.
 */
export function previewPolicyHeaders(): Record<string, string> | undefined {
  const builtPolicy = path.resolve(ROOT, 'dist', CSP_FILE);
  if (fs.existsSync(builtPolicy)) return { 'Content-Security-Policy': fs.readFileSync(builtPolicy, 'utf8').trim() };
  console.warn(`[vite] dist/${CSP_FILE} is missing: previewing without a Content-Security-Policy (build first)`);
  return undefined;
}
