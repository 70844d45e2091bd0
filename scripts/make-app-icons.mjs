#!/usr/bin/env node
// Draws the web app manifest's PNG icons from src/assets/logo.svg (the favicon and the home
// screen's logo) with the Chromium that the e2e suite uses
// (Playwright's, or Debian's /usr/bin/chromium): no image library to install, and the result is
// committed, so the build needs none of this. Re-run after changing the icon:
//   node scripts/make-app-icons.mjs
// "any" icons are the favicon itself (its rounded square on a transparent page); maskable ones
// (Android crops them to any shape) and Apple's touch icon (iOS rounds it itself, and shows
// transparency as black) fill the square with the theme's dark blue and keep the drawing inside
// the central 80 % that every mask shape keeps. Each PNG is then quantized to a palette by
// pngquant (Debian's `pngquant`: apt-get install -y pngquant), required: the 192 px icon is on
// the home route (Chrome fetches it with the manifest), 5.1 kB as drawn, 1.7 kB quantized, with
// no visible difference on a flat two-colour drawing (issue 37).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SVG = fs.readFileSync(path.join(ROOT, 'src/assets/logo.svg'), 'utf8');
const OUT = path.join(ROOT, 'public/icons');
/** The dark blue theme's page colour (src/theme/theme.css --suil-color-primary). */
export const THEME_BACKGROUND = '#0b1b3f';

export const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

function page(size, maskable) {
  const drawn = maskable ? Math.round(size * 0.8) : size;
  const svg = `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`;
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${
    maskable ? THEME_BACKGROUND : 'transparent'
  }"><img src="${svg}" width="${drawn}" height="${drawn}" alt=""></body></html>`;
}

/** Quantizes the PNG in place (a 256-colour palette with alpha); fails when pngquant is missing. */
function quantize(file) {
  const result = spawnSync('pngquant', ['--quality=80-95', '--speed', '1', '--strip', '--force', '--output', file, file], { stdio: 'inherit' });
  if (result.error || result.status !== 0) throw new Error(`pngquant failed on ${file} (apt-get install -y pngquant)`);
}

async function main() {
  const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    fs.mkdirSync(OUT, { recursive: true });
    for (const icon of ICONS) {
      const context = await browser.newContext({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      const tab = await context.newPage();
      await tab.setContent(page(icon.size, icon.maskable));
      await tab.locator('img').evaluate((img) => img.decode());
      await tab.screenshot({ path: path.join(OUT, icon.file), omitBackground: !icon.maskable });
      await context.close();
      quantize(path.join(OUT, icon.file));
      console.log(`public/icons/${icon.file} (${icon.size}x${icon.size}${icon.maskable ? ', maskable' : ''})`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) await main();
