// What the catalogue tests (src/i18n/*-catalogue.test.ts, locale-parity.test.ts) read: a
// namespace's texts by dotted key, their {{placeholders}}, and the app's source files.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

/** locales/<locale>/<namespace>.json, flattened to dotted keys. */
export function readCatalogue(locale: string, namespace = 'translation'): Map<string, string> {
  return flatten(JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', locale, `${namespace}.json`), 'utf8')) as Tree);
}

/** A text's {{placeholders}}, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort();
}

/** Every .ts/.tsx file under `dir` but tests. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
