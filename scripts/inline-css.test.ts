// The entry's stylesheets inline in index.html (vite/inline-css.ts): each linked stylesheet
// becomes a <style> element with its CSS, its file leaves the build and the chunks' CSS lists
// (so that a lazy route does not load it again), and the build fails should a chunk still name it.
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { checkNoChunkNames, inlineCssPlugin, inlineStylesheets } from '../vite/inline-css.ts';

const VENDOR_CSS = '.rv-button{color:red}';
const INDEX_CSS = ':root{--suil-color-primary:#0b1b3f}';
const page = [
  '<head><title>SuiL</title>',
  '<style>.boot{display:flex}</style>',
  '<link rel="stylesheet" crossorigin href="/chain/assets/vendor-a.css">',
  '<link rel="stylesheet" crossorigin href="/chain/assets/index-b.css">',
  '<link rel="manifest" href="/chain/manifest.webmanifest"></head>',
].join('\n');
const files: Record<string, string> = { 'assets/vendor-a.css': VENDOR_CSS, 'assets/index-b.css': `${INDEX_CSS}\n` };

function chunk(fileName: string, code: string, importedCss: string[]) {
  return { type: 'chunk', fileName, code, viteMetadata: { importedCss: new Set(importedCss), importedAssets: new Set() } } as unknown as Rollup.OutputChunk;
}
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as unknown as Rollup.OutputAsset;

describe('inline CSS', () => {
  it('replaces each stylesheet link with its CSS in a <style> element, in the same place', () => {
    const { html, files: inlined } = inlineStylesheets(page, (file) => files[file]);
    expect(inlined).toEqual(['assets/vendor-a.css', 'assets/index-b.css']);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<style>.boot{display:flex}</style>\n<style>${VENDOR_CSS}</style>\n<style>${INDEX_CSS}</style>\n<link rel="manifest"`);
  });

  it('refuses a link to no stylesheet of the build, a </style in the CSS and a relative url()', () => {
    expect(() => inlineStylesheets(page, () => undefined)).toThrow(/links \/chain\/assets\/vendor-a\.css, which is not a stylesheet of the build/);
    expect(() => inlineStylesheets(page, () => 'a::after{content:"</style>"}')).toThrow(/'<\/style'/);
    expect(() => inlineStylesheets(page, () => 'a{background:url(./x.png)}')).toThrow(/relative url\(\)/);
    expect(() => inlineStylesheets(page, () => 'a{background:url(/chain/assets/x.png)}b{mask:url("data:image/svg+xml,")}')).not.toThrow();
  });

  it('drops the inlined files from the build and from every chunk’s CSS, so that no lazy route loads them again', () => {
    const bundle: Rollup.OutputBundle = {
      'index.html': asset('index.html', page),
      'assets/vendor-a.css': asset('assets/vendor-a.css', VENDOR_CSS),
      'assets/index-b.css': asset('assets/index-b.css', files['assets/index-b.css']!),
      'assets/page-c.css': asset('assets/page-c.css', '.page{}'),
      'assets/index-d.js': chunk('assets/index-d.js', 'import("./page-e.js")', ['assets/index-b.css']),
      'assets/vendor-f.js': chunk('assets/vendor-f.js', '', ['assets/vendor-a.css']),
      'assets/page-e.js': chunk('assets/page-e.js', '', ['assets/page-c.css']),
    };
    const plugin = inlineCssPlugin();
    (plugin.generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void).call({}, {}, bundle);

    expect(Object.keys(bundle).sort()).toEqual(['assets/index-d.js', 'assets/page-c.css', 'assets/page-e.js', 'assets/vendor-f.js', 'index.html']);
    expect((bundle['index.html'] as Rollup.OutputAsset).source).toContain(`<style>${VENDOR_CSS}</style>`);
    const importedCss = (file: string) => [...(bundle[file] as Rollup.OutputChunk).viteMetadata!.importedCss];
    expect(importedCss('assets/index-d.js')).toEqual([]);
    expect(importedCss('assets/vendor-f.js')).toEqual([]);
    // A lazy page's own stylesheet stays a file, loaded with the page.
    expect(importedCss('assets/page-e.js')).toEqual(['assets/page-c.css']);
  });

  it('fails the build when a chunk still names an inlined stylesheet (its file is gone)', () => {
    const mapDeps = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/vendor-f.js","assets/vendor-a.css"])))=>i.map(i=>d[i]);';
    const bundle: Rollup.OutputBundle = { 'assets/index-d.js': chunk('assets/index-d.js', mapDeps, []) };
    expect(() => checkNoChunkNames(bundle, ['assets/vendor-a.css'])).toThrow(/assets\/index-d\.js still loads assets\/vendor-a\.css/);
    expect(() => checkNoChunkNames(bundle, ['assets/index-b.css'])).not.toThrow();
  });
});
