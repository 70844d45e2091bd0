#!/usr/bin/env node
// Sets one top-level section of every locale file from a JSON file shaped
// { "en_US": {...}, "zh_CN": {...}, ... } (all six required), under the locale lock, so several
// people (or helpers) can edit different sections of locales/<lng>/translation.json at once.
// Usage: node scripts/set-locale-section.mjs <section> <file.json>
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, LOCALES_DIR, readLocaleInput, withLocaleLock, writeCatalogue } from './locale-lock.mjs';

const [section, file] = process.argv.slice(2);
if (!section || !file) {
  console.error('usage: set-locale-section.mjs <section> <file.json>');
  process.exit(2);
}
const input = readLocaleInput(file);

withLocaleLock(() => {
  for (const lng of LOCALES) {
    const target = path.join(LOCALES_DIR, lng, 'translation.json');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const current = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
    current[section] = input[lng];
    writeCatalogue(target, current);
  }
});
console.log(`locales: section "${section}" set in ${LOCALES.length} files`);
