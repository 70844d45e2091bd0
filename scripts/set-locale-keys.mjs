#!/usr/bin/env node
// Sets (or, with a null value, removes) single keys in every locale file from a JSON file shaped
// { "en_US": { "assets.nodes.title": "My nodes", ... }, "zh_CN": { ... }, ... } (all six
// required, dotted paths), reading and writing under the same lock as set-locale-section.mjs,
// so several people (or helpers) can edit the same section at once without losing keys.
// Usage: node scripts/set-locale-keys.mjs <file.json>
import fs from 'node:fs';
import path from 'node:path';

const LOCALES = ['en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR', 'en_IN'];
const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: set-locale-keys.mjs <file.json>');
  process.exit(2);
}
const input = JSON.parse(fs.readFileSync(file, 'utf8'));
const missing = LOCALES.filter((l) => !input[l] || typeof input[l] !== 'object');
if (missing.length) {
  console.error(`missing locales in ${file}: ${missing.join(', ')}`);
  process.exit(1);
}
const keySets = LOCALES.map((l) => Object.keys(input[l]).sort().join('\n'));
if (new Set(keySets).size !== 1) {
  console.error(`${file}: every locale must set the same keys`);
  process.exit(1);
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'locales');
const lock = path.join(root, '.lock');
const deadline = Date.now() + 30_000;
for (;;) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`locale lock ${lock} held for 30 s; remove it if stale`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}

try {
  for (const lng of LOCALES) {
    const target = path.join(root, lng, 'translation.json');
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
    fs.writeFileSync(`${target}.tmp`, JSON.stringify(Object.fromEntries(Object.keys(current).sort().map((k) => [k, current[k]])), null, 2) + '\n');
    fs.renameSync(`${target}.tmp`, target);
  }
} finally {
  fs.rmdirSync(lock);
}
console.log(`locales: ${Object.keys(input.en_US).length} keys set in ${LOCALES.length} files`);
