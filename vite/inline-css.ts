// The entry's stylesheets, inline in index.html: the first paint needs only the document.
import type { Plugin, Rollup } from 'vite';
import { BASE } from './shared.ts';

/** A stylesheet link Vite writes into index.html for the entry's CSS. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;

/** A url() that is not absolute: inline, it would resolve against the document instead of assets/. */
const RELATIVE_URL = /url\(\s*(?!['"]?(?:[a-z][a-z\d+.-]*:|\/|#))/i;

/**
 * The page with each stylesheet it links replaced by a <style> element holding the file's CSS
 * (`css` reads a file of the build by its name), and the files it inlined.
 */
export function inlineStylesheets(html: string, css: (fileName: string) => string | undefined): { html: string; files: string[] } {
  const files: string[] = [];
  const page = html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const fileName = href.startsWith(BASE) ? href.slice(BASE.length) : href;
    const text = css(fileName);
    if (text === undefined) throw new Error(`inline-css: index.html links ${href}, which is not a stylesheet of the build`);
    if (/<\/style/i.test(text)) throw new Error(`inline-css: ${fileName} holds '</style', which would end its <style> element early`);
    if (RELATIVE_URL.test(text)) throw new Error(`inline-css: ${fileName} has a relative url(), which would not resolve from index.html`);
    files.push(fileName);
    return `<style>${text.trim()}</style>`;
  });
  return { html: page, files };
}

/**
 * index.html's render-blocking stylesheets (the entry's: the app's own and react-vant's, in the
 * 'vendor' chunk) become <style> elements in the page: each was a request that the first paint
 * waited for (Lighthouse, issue 37). Their files are dropped from the build: no chunk lists them
 * among the CSS it needs any more, so Vite's dynamic-import helper does not fetch them again for
 * a lazy route (it only looks for a <link> with their URL; and react-vant's rules, linked again
 * at the end of the head, would then override the app's own), and the service worker does not
 * precache them. (build.modulePreload.resolveDependencies cannot drop them: Vite passes it the
 * JS dependencies only and adds the CSS ones after it.)
 * vite/csp.ts allows the <style> elements by their hashes, taken from the written page.
 *
 * It runs after Vite has written index.html (enforce 'post': after vite:build-html) and before
 * Vite lists each dynamic import's dependencies (vite:build-import-analysis, from the chunks'
 * importedCss), both in generateBundle; writeBundle fails the build should a chunk still name
 * an inlined file.
 */
export function inlineCssPlugin(): Plugin {
  let inlined: string[] = [];
  return {
    name: 'suil-inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const stylesheet = (fileName: string) => {
        const file = bundle[fileName];
        if (file?.type !== 'asset' || !fileName.endsWith('.css')) return undefined;
        return typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
      };
      const { html, files } = inlineStylesheets(String(page.source), stylesheet);
      page.source = html;
      inlined = files;
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') for (const css of files) file.viteMetadata?.importedCss.delete(css);
      }
      for (const css of files) delete bundle[css];
    },
    writeBundle(_options, bundle) {
      checkNoChunkNames(bundle, inlined);
    },
  };
}

/** Fails when a chunk still names one of the inlined stylesheets (its file is gone: a lazy route would fail to load it). */
export function checkNoChunkNames(bundle: Rollup.OutputBundle, files: string[]): void {
  for (const chunk of Object.values(bundle)) {
    const named = chunk.type === 'chunk' ? files.find((file) => chunk.code.includes(file)) : undefined;
    if (named) throw new Error(`inline-css: ${chunk.fileName} still loads ${named}, which is inline in index.html and no longer a file`);
  }
}
