// The first paint's CSS, inline in index.html: the first paint needs only the document, and the
// document fits the first round trip of a slow connection. The rest of the entry's CSS loads
// after the first paint, in one file.
import Beasties from 'beasties';
import postcss from 'postcss';
import type { Plugin, Rollup } from 'vite';
import { addBootScriptData } from './prerender.ts';
import { BASE } from './shared.ts';

/** A stylesheet link Vite writes into index.html for the entry's CSS. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>\n?\s*/g;

/** A url() that is not absolute: inline, it would resolve against the document instead of assets/. */
const RELATIVE_URL = /url\(\s*(?!['"]?(?:[a-z][a-z\d+.-]*:|\/|#))/i;

/**
 * Rules kept whatever the prerendered markup holds:
 *  - the theme's variables on `:root:root` (doubled to outrank react-vant's `:root`): a selector
 *    of pseudo-classes only, which Beasties cannot match against the markup;
 *  - selectors on part of a class attribute (react-vant's `[class*=rv-hairline]:after`, the tab
 *    bar's border): Beasties 0.5 looks their value up as a whole class name, finds none and
 *    drops them;
 *  - the states the boot script gives the prerendered screen before the app runs: the Connect
 *    button's `aria-busy` after a tap (src/wallet/connect-intent.ts).
 */
const ALWAYS_CRITICAL = [/^:root(:root)*$/, /\[class[*^$|]=/, /\[aria-busy/];

/**
 * The rules of `css` that the page's markup uses (Beasties: a rule is kept when an element of
 * `html` matches one of its selectors, pseudo-classes left out; plus ALWAYS_CRITICAL, the
 * keyframes those rules animate with, and the @media and @supports around them), in their
 * order, without the custom properties none of them reads.
 */
export async function criticalCss(css: string, html: string): Promise<string> {
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? '';
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const page = `<!doctype html><html lang="${lang}"><head><style>${css}</style></head><body>${body}</body></html>`;
  const beasties = new Beasties({
    reduceInlineStyles: true,
    pruneSource: false,
    keyframes: 'critical',
    fonts: false,
    compress: true,
    allowRules: ALWAYS_CRITICAL,
    logLevel: 'warn',
  });
  const reduced = await beasties.process(page);
  return pruneCustomProperties(/<style>([\s\S]*?)<\/style>/.exec(reduced)?.[1] ?? '', body);
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const references = (text: string) => [...text.matchAll(VAR_REFERENCE)].map((match) => match[1]!);

/**
 * `css` without the custom properties that nothing reads: neither a declaration of `css` (a
 * property's, or a custom property's that is read in turn) nor `markup` (its style attributes).
 * react-vant declares the variables of all its components on :root, most of which the first
 * paint does not read; the whole stylesheet declares them again once it has loaded.
 */
export function pruneCustomProperties(css: string, markup: string): string {
  const root = postcss.parse(css);
  const values = new Map<string, string[]>();
  const read = new Set(references(markup));
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) values.set(decl.prop, [...(values.get(decl.prop) ?? []), decl.value]);
    else for (const name of references(decl.value)) read.add(name);
  });
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const value of values.get(name) ?? []) {
      for (const reference of references(value)) {
        if (read.has(reference)) continue;
        read.add(reference);
        pending.push(reference);
      }
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) node.remove();
  });
  return root.toString();
}

/**
 * The page with its stylesheet links replaced by one <style> element holding the rules its
 * markup uses (criticalCss), where the first link was; and the entry's CSS whole (the linked
 * files' CSS, in the page's order), which the boot script loads after the first paint. `css`
 * reads a file of the build by its name. Undefined when the page links no stylesheet.
 */
export async function splitStylesheets(
  html: string,
  css: (fileName: string) => string | undefined,
): Promise<{ html: string; files: string[]; entryCss: string } | undefined> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return undefined;
  const files = links.map(([, href]) => (href!.startsWith(BASE) ? href!.slice(BASE.length) : href!));
  const texts = files.map((fileName, i) => {
    const text = css(fileName);
    if (text === undefined) throw new Error(`inline-css: index.html links ${links[i]![1]}, which is not a stylesheet of the build`);
    if (RELATIVE_URL.test(text)) throw new Error(`inline-css: ${fileName} has a relative url(), which would not resolve from index.html`);
    return text.trim();
  });
  const entryCss = texts.join('\n');
  const critical = await criticalCss(entryCss, html);
  if (/<\/style/i.test(critical)) throw new Error("inline-css: the first paint's CSS holds '</style', which would end its <style> element early");
  let page = html.replace(links[0]![0], () => `<style>${critical}</style>\n    `);
  for (const link of links.slice(1)) page = page.replace(link[0], '');
  return { html: page, files, entryCss };
}

/**
 * index.html's render-blocking stylesheets (the entry's: the app's own and react-vant's, in the
 * 'vendor' chunk) leave the page: each was a request that the first paint waited for, and the
 * whole of them inline made the document too big for a slow connection's first round trip
 * (Lighthouse, issue 37). In their place:
 *  - a <style> element with the rules the prerendered screens use (criticalCss);
 *  - the entry's CSS whole, one file (assets/entry-<hash>.css), which the boot script links after
 *    the first paint (data-stylesheet) and waits for before the app runs. It holds the inline rules
 *    again, in their place: once it has loaded, the cascade is the original stylesheets'.
 * The original files are dropped from the build and from the chunks' CSS lists, so that Vite's
 * dynamic-import helper does not link them again for a lazy route (react-vant's rules, linked
 * again at the end of the head, would then override the app's own) and the service worker does
 * not precache them. (build.modulePreload.resolveDependencies cannot drop them: Vite passes it
 * the JS dependencies only and adds the CSS ones after it.) vite/csp.ts allows the <style>
 * element by its hash, taken from the written page.
 *
 * It runs after Vite has written index.html (enforce 'post': after vite:build-html) and before
 * Vite lists each dynamic import's dependencies (vite:build-import-analysis, from the chunks'
 * importedCss), both in generateBundle; writeBundle fails the build should a chunk still name
 * a dropped file.
 */
export function inlineCssPlugin(): Plugin {
  let dropped: string[] = [];
  return {
    name: 'suil-inline-css',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const stylesheet = (fileName: string) => {
        const file = bundle[fileName];
        if (file?.type !== 'asset' || !fileName.endsWith('.css')) return undefined;
        return typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
      };
      const split = await splitStylesheets(String(page.source), stylesheet);
      if (!split) return;
      const entry = this.getFileName(this.emitFile({ type: 'asset', name: 'entry.css', source: `${split.entryCss}\n` }));
      page.source = addBootScriptData(split.html, { stylesheet: `${BASE}${entry}` }, 'inline-css');
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') for (const css of split.files) file.viteMetadata?.importedCss.delete(css);
      }
      for (const css of split.files) delete bundle[css];
      dropped = split.files;
    },
    writeBundle(_options, bundle) {
      checkNoChunkNames(bundle, dropped);
    },
  };
}

/** Fails when a chunk still names one of the dropped stylesheets (its file is gone: a lazy route would fail to load it). */
export function checkNoChunkNames(bundle: Rollup.OutputBundle, files: string[]): void {
  for (const chunk of Object.values(bundle)) {
    const named = chunk.type === 'chunk' ? files.find((file) => chunk.code.includes(file)) : undefined;
    if (named) throw new Error(`inline-css: ${chunk.fileName} still loads ${named}, which is no longer a file (assets/entry-<hash>.css holds it)`);
  }
}
