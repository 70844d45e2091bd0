// The manifest link moves from index.html's head onto the boot script (vite/defer-manifest.ts).
import { describe, expect, it } from 'vitest';
import { deferManifestLink } from '../vite/defer-manifest.ts';

const page = (head: string) => `<head>${head}<script data-catalogue="/c/{{lng}}.json" data-modules="/a.js">boot()</script></head>`;

describe('deferManifestLink', () => {
  it('moves the link onto the boot script', () => {
    const html = deferManifestLink(page('<link rel="manifest" href="/chain/manifest.webmanifest">\n    '));
    expect(html).not.toContain('rel="manifest"');
    expect(html).toContain('<script data-manifest="/chain/manifest.webmanifest" data-catalogue="/c/{{lng}}.json"');
    expect(html).toContain('>boot()</script>');
  });

  it('leaves a page without a manifest link as it is', () => {
    expect(deferManifestLink(page(''))).toBe(page(''));
  });

  it('fails the build when there is no boot script to add it', () => {
    expect(() => deferManifestLink('<head><link rel="manifest" href="/m.webmanifest"></head>')).toThrow(/no boot script/);
  });
});
