// The locale catalogues (locales/<lng>/<ns>.json): served under /chain/locales/ in dev and
// preview, copied into the build, and hashed into a version that busts their caches.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { BASE, ROOT } from './shared.ts';

export const LOCALES_DIR = path.resolve(ROOT, 'locales');

function localeFiles(): string[] {
  if (!fs.existsSync(LOCALES_DIR)) return [];
  return fs
    .readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(LOCALES_DIR, d.name))
        .filter((f) => f.endsWith('.json'))
        .map((f) => `${d.name}/${f}`),
    )
    .sort();
}

/** Changes when any catalogue changes (the app's __LOCALES_VERSION__, the catalogues' ?v=). */
export function localesVersion(): string {
  const hash = createHash('sha256');
  for (const file of localeFiles()) hash.update(file).update(fs.readFileSync(path.join(LOCALES_DIR, file)));
  return hash.digest('hex').slice(0, 10);
}

/** Serves locales/<lng>/<ns>.json at /chain/locales/ in dev and preview, copies them into dist. */
export function localesPlugin(): Plugin {
  const prefix = `${BASE}locales/`;
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const url = req.url?.split('?')[0] ?? '';
    if (!url.startsWith(prefix)) return next();
    const relative = decodeURIComponent(url.slice(prefix.length));
    if (!/^[A-Za-z_]+\/[A-Za-z_-]+\.json$/.test(relative)) return next();
    const file = path.join(LOCALES_DIR, relative);
    if (!fs.existsSync(file)) return next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(fs.readFileSync(file));
  };
  return {
    name: 'suil-locales',
    configureServer(server) {
      server.middlewares.use(serve);
      server.watcher.add(LOCALES_DIR);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
    generateBundle() {
      for (const file of localeFiles()) {
        this.emitFile({ type: 'asset', fileName: `locales/${file}`, source: fs.readFileSync(path.join(LOCALES_DIR, file)) });
      }
    },
  };
}
