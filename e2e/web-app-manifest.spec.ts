// The app can be added to a phone's home screen (issue 24): the build links a web app manifest
// (standalone, start_url and scope under /chain/, the dark blue theme, 192 and 512 px icons and
// a maskable one), and Chromium, asked through the DevTools protocol, finds the page
// installable: no installability errors, no manifest errors, under the app's CSP. Chromium never
// finds an off-the-record profile installable ('in-incognito'), and every Playwright context but
// a persistent one is that: this test opens the app in a persistent context of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { answerSlushMetadata } from './fixtures/slush-metadata';
import { APP_PATH, EXTERNAL, expect, test, waitForApp } from './support/console-guard';

test('the browser finds the app installable from its web app manifest', async ({ playwright, baseURL, viewport, launchOptions }) => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'suil-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport, locale: 'en-US' });
  try {
    await checkInstallable(context, baseURL!);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(context: BrowserContext, baseURL: string) {
  const problems: string[] = [];
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.route(EXTERNAL, (route) => route.fulfill({ status: 204, body: '' }));
  await answerSlushMetadata(page);
  await page.addInitScript(() => localStorage.setItem('language', 'en_US'));
  await page.goto(`${APP_PATH}#/`);
  await waitForApp(page);
  // The app registers its service worker once the page is idle (src/app/service-worker.ts).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
  expect(manifest.url).toBe(new URL('/chain/manifest.webmanifest', baseURL).href);
  expect(manifest.errors).toEqual([]);
  const data = JSON.parse(manifest.data ?? '{}') as {
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(data).toMatchObject({ start_url: '/chain/', scope: '/chain/', display: 'standalone', theme_color: '#0b1b3f', background_color: '#0b1b3f' });
  expect(data.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of data.icons) {
    const response = await page.request.get(new URL(icon.src, manifest.url).href);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }

  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string; errorArguments: unknown[] }[];
  };
  expect(installabilityErrors).toEqual([]);
  expect(problems, 'console errors or uncaught page errors').toEqual([]);
}
