// A repeat visit opens the app's address from a cache without starting the service worker (issue
// 37): the worker adds a static route for navigations to /chain/ (no query) to a cache holding
// this build's index.html (src/app/sw.ts), which the browser reads before any worker runs. The
// page's navigation timing says where its document came from; offline, the same route answers and
// the app still runs from the precache. A query string, which the route leaves to the worker,
// still gets the page from the worker's navigation route.
import { allowProblems, APP_PATH, expect, gotoApp, test, waitForApp } from './support/console-guard.ts';

/** Where the page's document came from: the static route's source, and whether a worker ran for it. */
function documentSource(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const timing = performance.getEntriesByType('navigation')[0]!.toJSON() as Record<string, unknown>;
    // '' when no static route matched.
    return { matched: timing.workerMatchedSourceType, final: timing.workerFinalSourceType, controlled: navigator.serviceWorker.controller !== null };
  });
}

test('a repeat visit reads the page from the shell cache, online and offline, with the worker stopped', async ({ page, context, problems }) => {
  await gotoApp(page, '');
  await waitForApp(page);
  // The app registers its worker once the page is idle (src/app/service-worker.ts); it copies the
  // page into its cache when it activates.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('suil-shell-')).length)).toBe(1);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');

  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.goto(APP_PATH);
  expect(await documentSource(page)).toEqual({ matched: 'cache', final: 'cache', controlled: true });
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible();

  // Offline first: Playwright's setOffline waits on every worker it knows, a stopped one too.
  await context.setOffline(true);
  await cdp.send('ServiceWorker.stopAllWorkers');
  try {
    await page.goto(APP_PATH);
    expect(await documentSource(page)).toMatchObject({ matched: 'cache', final: 'cache' });
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'My balances' })).toBeVisible();

    // With a query, the worker's own navigation route answers (from the precache, offline too).
    await page.goto(`${APP_PATH}?from=home-screen`);
    expect(await documentSource(page)).toMatchObject({ matched: '', controlled: true });
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'My balances' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // Offline, the home screen's node test fails, as it should (and says so on screen).
  allowProblems(problems, /ERR_INTERNET_DISCONNECTED/);
});
