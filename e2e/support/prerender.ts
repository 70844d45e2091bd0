// The home screen prerendered into index.html, opened with the app's JavaScript held back, as
// on a slow phone: what the visitor sees and can tap before the app has run.
import type { Page } from '@playwright/test';
import { APP_PATH, expect } from './console-guard.ts';

/** Holds back every module of the app (the boot script, inline in index.html, runs) until the returned call. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens the home screen in English, its scripts held back until `release()`. */
export async function openPrerendered(page: Page) {
  await page.addInitScript(() => {
    localStorage.clear();
    localStorage.setItem('language', 'en_US');
  });
  const release = await holdAppScripts(page);
  // Not until 'load': the held scripts may be part of it (the app starts at the first paint).
  await page.goto(`${APP_PATH}#/`, { waitUntil: 'commit' });
  const prerendered = page.locator('#root > [data-prerendered]');
  await expect(prerendered).toBeVisible();
  return { prerendered, release };
}
