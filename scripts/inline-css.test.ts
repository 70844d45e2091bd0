// The first paint's CSS inline in index.html (vite/inline-css.ts): the stylesheet links become
// one <style> element with the rules the page's markup uses, the entry's CSS whole becomes one
// file that the boot script links after the first paint, the original files leave the build and
// the chunks' CSS lists (so that a lazy route does not load them again), and the build fails
// should a chunk still name one.
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { checkNoChunkNames, criticalCss, inlineCssPlugin, pruneCustomProperties, splitStylesheets } from '../vite/inline-css.ts';

const VENDOR_CSS = [
  ':root{--rv-brand-color:#1989fa;--rv-button-color:var(--rv-brand-color);--rv-toast-color:#fff}',
  '.rv-button{color:var(--rv-button-color)}',
  '.rv-toast{color:var(--rv-toast-color)}',
  '[class*=rv-hairline]:after{content:" "}',
  '@keyframes rv-rotate{to{transform:rotate(1turn)}}@keyframes rv-fade{to{opacity:0}}',
  '.rv-loading{animation:rv-rotate 1s}',
  '@media (min-width:600px){.rv-button{width:50%}.rv-toast{width:50%}}',
].join('');
const INDEX_CSS = ':root:root{--suil-color-primary:#0b1b3f}._connect_a1[aria-busy=true]{opacity:.6}._home_b2 ._tile_c3:hover{color:red}._sheet_d4{color:blue}';
const BODY =
  '<div id="root"><div data-prerendered="en_US"><header class="rv-hairline--bottom"><button class="rv-button _connect_a1" data-intent="connect">Connect</button></header>' +
  '<main class="_home_b2"><a class="_tile_c3" style="color:var(--suil-color-primary)">Pool</a><i class="rv-loading"></i></main></div></div>';
const page = (links: string) =>
  [
    '<!doctype html><html lang="en-US"><head><title>SuiL</title>',
    '<script data-catalogue="/chain/locales/{{lng}}/translation.json" data-modules="/chain/assets/index-d.js">boot()</script>',
    '<style>.boot{display:flex}</style>',
    links,
    `<link rel="manifest" href="/chain/manifest.webmanifest"></head><body>${BODY}</body></html>`,
  ].join('\n');
const LINKS = '<link rel="stylesheet" crossorigin href="/chain/assets/vendor-a.css">\n<link rel="stylesheet" crossorigin href="/chain/assets/index-b.css">';
const files: Record<string, string> = { 'assets/vendor-a.css': VENDOR_CSS, 'assets/index-b.css': `${INDEX_CSS}\n` };

function chunk(fileName: string, code: string, importedCss: string[]) {
  return { type: 'chunk', fileName, code, viteMetadata: { importedCss: new Set(importedCss), importedAssets: new Set() } } as unknown as Rollup.OutputChunk;
}
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as unknown as Rollup.OutputAsset;

describe('the first paint’s CSS', () => {
  it('keeps the rules the markup uses, in their order, and the ones it cannot see', async () => {
    const css = await criticalCss(`${VENDOR_CSS}\n${INDEX_CSS}`, page(''));
    // Used by the markup (a pseudo-class left out to match); a class-part selector; the theme on
    // :root:root; the Connect button's busy state, which the boot script sets at a tap.
    for (const kept of ['.rv-button{', '[class*=rv-hairline]:after', '._home_b2 ._tile_c3:hover', ':root:root{', '._connect_a1[aria-busy=true]', '.rv-loading{']) {
      expect(css).toContain(kept);
    }
    // In the order of the stylesheets.
    expect(css.indexOf('.rv-button{')).toBeLessThan(css.indexOf('._connect_a1[aria-busy'));
    // No element uses these.
    expect(css).not.toContain('.rv-toast');
    expect(css).not.toContain('._sheet_d4');
    // The keyframes a kept rule animates with, not the others; @media around a kept rule.
    expect(css).toContain('@keyframes rv-rotate');
    expect(css).not.toContain('rv-fade');
    expect(css).toMatch(/@media \(min-width:600px\)\{\.rv-button\{width:50%\}\}/);
  });

  it('drops the custom properties nothing reads, and keeps those read through another or by the markup', () => {
    const css = pruneCustomProperties(':root{--a:1px;--b:var(--a);--c:2px;--d:red;--e:blue}.x{width:var(--b)}.y{}', '<i style="color:var(--d)"></i>');
    expect(css).toBe(':root{--a:1px;--b:var(--a);--d:red}.x{width:var(--b)}');
  });

  it('replaces the stylesheet links with one <style> element where the first was, and returns the entry’s CSS whole, in order', async () => {
    const split = await splitStylesheets(page(LINKS), (file) => files[file]);
    expect(split?.files).toEqual(['assets/vendor-a.css', 'assets/index-b.css']);
    expect(split?.entryCss).toBe(`${VENDOR_CSS}\n${INDEX_CSS}`);
    expect(split?.html).not.toContain('rel="stylesheet"');
    expect(split?.html).toMatch(/<style>\.boot\{display:flex\}<\/style>\n<style>[^<]*\.rv-button\{[^<]*<\/style>\n\s*<link rel="manifest"/);
    expect(await splitStylesheets(page(''), (file) => files[file])).toBeUndefined();
  });

  it('refuses a link to no stylesheet of the build and a relative url()', async () => {
    await expect(splitStylesheets(page(LINKS), () => undefined)).rejects.toThrow(/links \/chain\/assets\/vendor-a\.css, which is not a stylesheet of the build/);
    await expect(splitStylesheets(page(LINKS), () => '.rv-button{background:url(./x.png)}')).rejects.toThrow(/relative url\(\)/);
    await expect(splitStylesheets(page(LINKS), () => '.rv-button{background:url(/chain/assets/x.png)}')).resolves.toBeDefined();
  });

  it('emits the entry’s CSS as one file for the boot script, and drops the originals from the build and from every chunk’s CSS', async () => {
    const bundle: Rollup.OutputBundle = {
      'index.html': asset('index.html', page(LINKS)),
      'assets/vendor-a.css': asset('assets/vendor-a.css', VENDOR_CSS),
      'assets/index-b.css': asset('assets/index-b.css', files['assets/index-b.css']!),
      'assets/page-c.css': asset('assets/page-c.css', '.page{}'),
      'assets/index-d.js': chunk('assets/index-d.js', 'import("./page-e.js")', ['assets/index-b.css']),
      'assets/vendor-f.js': chunk('assets/vendor-f.js', '', ['assets/vendor-a.css']),
      'assets/page-e.js': chunk('assets/page-e.js', '', ['assets/page-c.css']),
    };
    const emitted: { name: string; source: string }[] = [];
    const context = {
      emitFile: (file: { name: string; source: string }) => emitted.push(file) - 1,
      getFileName: () => 'assets/entry-h4sh.css',
    };
    const plugin = inlineCssPlugin();
    await (plugin.generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => Promise<void>).call(context, {}, bundle);

    expect(emitted).toEqual([{ type: 'asset', name: 'entry.css', source: `${VENDOR_CSS}\n${INDEX_CSS}\n` }]);
    expect(Object.keys(bundle).sort()).toEqual(['assets/index-d.js', 'assets/page-c.css', 'assets/page-e.js', 'assets/vendor-f.js', 'index.html']);
    const html = String((bundle['index.html'] as Rollup.OutputAsset).source);
    expect(html).toContain('<script data-stylesheet="/chain/assets/entry-h4sh.css" data-catalogue=');
    const importedCss = (file: string) => [...(bundle[file] as Rollup.OutputChunk).viteMetadata!.importedCss];
    expect(importedCss('assets/index-d.js')).toEqual([]);
    expect(importedCss('assets/vendor-f.js')).toEqual([]);
    // A lazy page's own stylesheet stays a file, loaded with the page.
    expect(importedCss('assets/page-e.js')).toEqual(['assets/page-c.css']);
  });

  it('fails the build when a chunk still names a dropped stylesheet (its file is gone)', () => {
    const mapDeps = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/vendor-f.js","assets/vendor-a.css"])))=>i.map(i=>d[i]);';
    const bundle: Rollup.OutputBundle = { 'assets/index-d.js': chunk('assets/index-d.js', mapDeps, []) };
    expect(() => checkNoChunkNames(bundle, ['assets/vendor-a.css'])).toThrow(/assets\/index-d\.js still loads assets\/vendor-a\.css/);
    expect(() => checkNoChunkNames(bundle, ['assets/index-b.css'])).not.toThrow();
  });
});
