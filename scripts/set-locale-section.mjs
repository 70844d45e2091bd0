#!/usr/bin/env node
// Sets one top-level section of every locale file from a JSON file shaped
// { "en_US": {...}, "zh_CN": {...}, ... } (all six required), under a lock, so several people
// (or helpers) can edit different sections of locales/<lng>/translation.json at once.
// Usage: node scripts/set-locale-section.mjs <section> <file.json>
import fs from 'node:fs';
import path from 'node:path';

export const LOCALES = ['en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR', 'en_IN'];
const [section, file] = process.argv.slice(2);
if (!section || !file) {
  console.error('usage: set-locale-section.mjs <section> <file.json>');
  process.exit(2);
}
const input = JSON.parse(fs.readFileSync(file, 'utf8'));
const missing = LOCALES.filter((l) => !input[l] || typeof input[l] !== 'object');
if (missing.length) {
  console.error(`missing locales in ${file}: ${missing.join(', ')}`);
  process.exit(1);
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'locales');
const lock = path.join(root, '.lock');
fs.mkdirSync(root, { recursive: true });
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
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const current = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
    current[section] = input[lng];
    const sorted = Object.fromEntries(Object.keys(current).sort().map((k) => [k, current[k]]));
    fs.writeFileSync(`${target}.tmp`, JSON.stringify(sorted, null, 2) + '\n');
    fs.renameSync(`${target}.tmp`, target);
  }
} finally {
  fs.rmdirSync(lock);
}
console.log(`locales: section "${section}" set in ${LOCALES.length} files`);
