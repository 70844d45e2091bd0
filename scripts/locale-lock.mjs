// The lock around a read-modify-write of the locale catalogues (locales/.lock, a directory:
// mkdir is atomic), shared by set-locale-section.mjs and set-locale-keys.mjs, so several
// people (or helpers) can edit the catalogues at once.
import fs from 'node:fs';
import path from 'node:path';

export const LOCALES = ['en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR', 'en_IN'];
export const LOCALES_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'locales');

/** The JSON file a script was given, `{ "en_US": {...}, ... }`; exits when a locale is missing. */
export function readLocaleInput(file) {
  const input = JSON.parse(fs.readFileSync(file, 'utf8'));
  const missing = LOCALES.filter((l) => !input[l] || typeof input[l] !== 'object');
  if (missing.length) {
    console.error(`missing locales in ${file}: ${missing.join(', ')}`);
    process.exit(1);
  }
  return input;
}

/** Runs `edit` while holding the lock; waits up to 30 s for it. */
export function withLocaleLock(edit) {
  const lock = path.join(LOCALES_DIR, '.lock');
  fs.mkdirSync(LOCALES_DIR, { recursive: true });
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
    edit();
  } finally {
    fs.rmdirSync(lock);
  }
}

/** Writes a catalogue with its sections in order, through a temporary file. */
export function writeCatalogue(target, catalogue) {
  const sorted = Object.fromEntries(Object.keys(catalogue).sort().map((k) => [k, catalogue[k]]));
  fs.writeFileSync(`${target}.tmp`, JSON.stringify(sorted, null, 2) + '\n');
  fs.renameSync(`${target}.tmp`, target);
}
