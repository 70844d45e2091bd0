// Every key exists in all six catalogues with the same {{placeholders}}, and every literal
// t('...') key used in src/ exists in en_US. Fails the build instead of showing a raw key.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../config/locales';
import { placeholders, readCatalogue, sourceFiles } from '../test/catalogues';

const ROOT = path.resolve(__dirname, '../..');
const catalogue = (locale: string) => readCatalogue(locale);

const catalogues = new Map(LOCALES.map((locale) => [locale, catalogue(locale)]));
const reference = catalogues.get('en_US')!;

describe('locale catalogues', () => {
  it.each(LOCALES.filter((l) => l !== 'en_US'))('%s has exactly the keys of en_US', (locale) => {
    const keys = catalogues.get(locale)!;
    const missing = [...reference.keys()].filter((k) => !keys.has(k));
    const extra = [...keys.keys()].filter((k) => !reference.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)('%s has no empty text and the same placeholders as en_US', (locale) => {
    const problems: string[] = [];
    for (const [key, text] of catalogues.get(locale)!) {
      if (text.trim() === '') problems.push(`${key}: empty`);
      const expected = reference.get(key);
      if (expected !== undefined && placeholders(expected).join() !== placeholders(text).join()) {
        problems.push(`${key}: placeholders ${placeholders(text).join()} vs ${placeholders(expected).join()}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has every t() key used in src/ in en_US', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, 'src'))) {
      const code = fs.readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\bt\(\s*['"]([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)['"]/g)) {
        if (!reference.has(match[1])) missing.push(`${path.relative(ROOT, file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
