// The charts' own catalogue (locales/<lng>/charts.json, downloaded only by the pages that draw a
// chart): every key in all six languages with the same {{placeholders}}, no empty text, and
// every literal tc('...') key the charts use present in en_US (the charts name their t of this
// catalogue `tc`). locale-parity.test.ts does the same for translation.json.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../config/locales';
import { placeholders, readCatalogue, sourceFiles } from '../test/catalogues';

const ROOT = path.resolve(__dirname, '../..');
const catalogue = (locale: string) => readCatalogue(locale, 'charts');
const reference = catalogue('en_US');

describe('the charts catalogue', () => {
  it.each(LOCALES)('%s has exactly the keys of en_US, none empty, with the same placeholders', (locale) => {
    const texts = catalogue(locale);
    expect({ missing: [...reference.keys()].filter((k) => !texts.has(k)), extra: [...texts.keys()].filter((k) => !reference.has(k)) }).toEqual({ missing: [], extra: [] });
    const problems = [...texts].filter(([key, text]) => text.trim() === '' || placeholders(text).join() !== placeholders(reference.get(key)!).join()).map(([key]) => key);
    expect(problems).toEqual([]);
  });

  it('has every tc() key the app uses', () => {
    const used: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, 'src'))) {
      const code = fs.readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\btc\(\s*['"]([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)['"]/g)) used.push(match[1]!);
      // Keys built from a kind: tc(`hashrate.events.${kind}`) needs every kind.
      for (const match of code.matchAll(/\btc\(\s*`([A-Za-z0-9_.]+)\.\$\{/g)) used.push(`${match[1]}.*`);
    }
    expect(used.length).toBeGreaterThan(30);
    const missing = used.filter((key) => (key.endsWith('.*') ? ![...reference.keys()].some((k) => k.startsWith(key.slice(0, -1))) : !reference.has(key)));
    expect(missing).toEqual([]);
  });
});
