// Every route of docs/product.md §2 renders (lazily, past its 'Loading...' placeholder) without a
// console error; `home` keeps its query string; unknown routes get the not-found page; the
// tab bar shows on its two routes only.
import { HOME_ALIAS, PAGE_PATHS } from '../src/app/routes.ts';
import { expect, gotoApp, test } from './support/console-guard.ts';

const ROUTES = PAGE_PATHS.map((path) => (path === '/' ? '' : path));

for (const route of ROUTES) {
  test(`route #/${route} renders`, async ({ page }) => {
    await gotoApp(page, route);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await expect(page.locator('#root')).not.toBeEmpty();
    // A visible heading or nav bar title: the page rendered something of its own.
    await expect(page.locator('h1, h2, .rv-nav-bar__title').first()).toBeVisible();
    const tabBar = page.locator('.suil-tab-bar');
    if (route === '' || route === 'hashrate') await expect(tabBar).toBeVisible();
    else await expect(tabBar).toHaveCount(0);
  });
}

test('home redirects to the index and keeps the query string', async ({ page }) => {
  await gotoApp(page, `${HOME_ALIAS}?ref=abc&x=1`);
  await expect(page).toHaveURL(/#\/\?ref=abc&x=1$/);
  await expect(page.locator('.suil-tab-bar')).toBeVisible();
});

test('an unknown route shows the localized not-found page with a way home', async ({ page }) => {
  await gotoApp(page, 'no-such-page', { language: 'ja_JP' });
  await expect(page.getByTestId('not-found')).toContainText('ページが見つかりません');
  await page.getByRole('link', { name: 'ホームに戻る' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.locator('.suil-tab-bar')).toContainText('流動性プール');
});

test('the tab bar switches between liquidity pool and hashrate mining', async ({ page }) => {
  await gotoApp(page, '');
  await page.locator('.suil-tab-bar').getByText('Hashrate mining').click();
  await expect(page).toHaveURL(/#\/hashrate$/);
  await page.locator('.suil-tab-bar').getByText('Liquidity pool').click();
  await expect(page).toHaveURL(/#\/$/);
});

test('home links lead to the product areas', async ({ page }) => {
  await gotoApp(page, '');
  await page.getByRole('link', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(/#\/share$/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});
