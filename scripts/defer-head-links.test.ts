// The manifest and favicon links move from index.html's head onto the boot script (vite/defer-head-links.ts).
import { describe, expect, it } from 'vitest';
import { deferHeadLinks } from '../vite/defer-head-links.ts';

const page = (head: string) => `<head>${head}<script data-catalogue="/c/{{lng}}.json" data-modules="/a.js">boot()</script></head>`;

describe('deferHeadLinks', () => {
  it('moves the manifest and the favicon links onto the boot script', () => {
    const html = deferHeadLinks(
      page('<link rel="icon" type="image/svg+xml" href="/chain/assets/logo-1.svg" />\n    <link rel="manifest" href="/chain/manifest.webmanifest">\n    '),
    );
    expect(html).not.toMatch(/rel="(manifest|icon)"/);
    expect(html).toContain('<script data-manifest="/chain/manifest.webmanifest" data-icon="/chain/assets/logo-1.svg" data-catalogue="/c/{{lng}}.json"');
    expect(html).toContain('>boot()</script>');
  });

  it('keeps the other links, such as the Apple touch icon', () => {
    const html = deferHeadLinks(page('<link rel="apple-touch-icon" href="/chain/icons/a.png" /><link rel="manifest" href="/m.webmanifest">'));
    expect(html).toContain('<link rel="apple-touch-icon" href="/chain/icons/a.png" />');
  });

  it('leaves a page without such links as it is', () => {
    expect(deferHeadLinks(page(''))).toBe(page(''));
  });

  it('fails the build when there is no boot script to add them', () => {
    expect(() => deferHeadLinks('<head><link rel="manifest" href="/m.webmanifest"></head>')).toThrow(/no boot script/);
  });
});
