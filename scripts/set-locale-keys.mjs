#!/usr/bin/env node
// Sets (or, with a null value, removes) single keys in every locale file from a JSON file shaped
// { "en_US": { "assets.nodes.title": "My nodes", ... }, "zh_CN": { ... }, ... } (all six
// required, dotted paths), reading and writing under the locale lock, so several people (or
// helpers) can edit the same section at once without losing each other's keys.
// Usage: node scripts/set-locale-keys.mjs <file.json>
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, LOCALES_DIR, readLocaleInput, withLocaleLock, writeCatalogue } from './locale-lock.mjs';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: set-locale-keys.mjs <file.json>');
  process.exit(2);
}
const input = readLocaleInput(file);
if (new Set(LOCALES.map((l) => Object.keys(input[l]).sort().join('\n'))).size !== 1) {
  console.error(`${file}: every locale must set the same keys`);
  process.exit(1);
}

withLocaleLock(() => {
  for (const lng of LOCALES) {
    const target = path.join(LOCALES_DIR, lng, 'translation.json');
    const current = JSON.parse(fs.readFileSync(target, 'utf8'));
    for (const [dotted, text] of Object.entries(input[lng])) {
      const parts = dotted.split('.');
      const last = parts.pop();
      let node = current;
      for (const part of parts) {
        if (node[part] === undefined) node[part] = {};
        if (typeof node[part] !== 'object') throw new Error(`${lng}: ${dotted} crosses the string at ${part}`);
        node = node[part];
      }
      if (text === null) delete node[last];
      else node[last] = text;
    }
    writeCatalogue(target, current);
  }
});
console.log(`locales: ${Object.keys(input.en_US).length} keys set in ${LOCALES.length} files`);
