// Switching through all six languages changes the tab bar's text, the choice survives a
// reload, and only the active language's catalogue is downloaded.
import fs from 'node:fs';
import { expect, gotoApp, test } from './support/console-guard.ts';

const LOCALES = ['en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR', 'en_IN'] as const;
const NAMES: Record<(typeof LOCALES)[number], string> = {
  en_US: 'English',
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
  ja_JP: '日本語',
  ko_KR: '한국어',
  en_IN: 'English (India)',
};

function tabTexts(locale: string): { liquidityPool: string; hashrateMining: string } {
  const catalogue = JSON.parse(fs.readFileSync(`locales/${locale}/translation.json`, 'utf8'));
  return catalogue.app.tabs;
}

test('switching through all six languages changes the tab bar', async ({ page }) => {
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const match = /\/chain\/locales\/(\w+)\/translation\.json/.exec(request.url());
    if (match) catalogues.push(match[1]);
  });
  await gotoApp(page, '');
  await expect(page.locator('.suil-tab-bar')).toContainText(tabTexts('en_US').liquidityPool);
  expect(catalogues).toEqual(['en_US']);

  // Start from Korean so that every one of the six is a real change.
  const order: (typeof LOCALES)[number][] = ['ko_KR', ...LOCALES.filter((l) => l !== 'ko_KR')];
  for (const locale of order) {
    await page.getByTestId('language-entry').click();
    await expect(page).toHaveURL(/#\/language$/);
    await page.getByRole('radio', { name: NAMES[locale], exact: true }).click();
    await expect(page.getByRole('radio', { name: NAMES[locale], exact: true })).toHaveAttribute('aria-checked', 'true');
    await page.goBack();
    const tabs = tabTexts(locale);
    await expect(page.locator('.suil-tab-bar')).toContainText(tabs.liquidityPool);
    await expect(page.locator('.suil-tab-bar')).toContainText(tabs.hashrateMining);
  }
  // en_US was loaded first; every other catalogue was downloaded once, when chosen.
  expect(new Set(catalogues)).toEqual(new Set(LOCALES));
});

test('the chosen language survives a reload and sets the document language', async ({ page }) => {
  await gotoApp(page, 'language');
  await page.getByRole('radio', { name: '繁體中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await page.reload();
  await page.goto('/chain/#/');
  await expect(page.locator('.suil-tab-bar')).toContainText(tabTexts('zh_TW').hashrateMining);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh_TW');
});

test('a first visit follows the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-HK', viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto('/chain/#/');
  await expect(page.locator('.suil-tab-bar')).toContainText(tabTexts('zh_TW').liquidityPool);
  await context.close();
});

test('server content follows the language: notices, the ecology page and bank products in Japanese', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/notices') asked.push(url.searchParams.get('locale') ?? '(none)');
  });
  await gotoApp(page, 'notice');
  // The seeded notices (migrations 0002 and 0008), newest first.
  await expect(page.getByRole('heading', { name: 'Node sale: limited places' })).toBeVisible();

  // Switch in the app, then come back to the list that was read in English.
  await page.evaluate(() => {
    window.location.hash = '#/language';
  });
  await page.getByRole('radio', { name: '日本語', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await page.goBack();
  await expect(page).toHaveURL(/#\/notice$/);
  await expect(page.getByRole('heading', { name: 'ノード販売：数量限定' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '銀行の預金を始めました' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SuiL へようこそ' })).toBeVisible();
  await expect(page.getByText('Node sale: limited places')).toHaveCount(0);
  // Read in English first, then in Japanese once the language changed, never English again.
  const switchedAt = asked.indexOf('ja_JP');
  expect(switchedAt).toBeGreaterThan(0);
  expect(new Set(asked.slice(0, switchedAt))).toEqual(new Set(['en_US']));
  expect(new Set(asked.slice(switchedAt))).toEqual(new Set(['ja_JP']));

  await page.getByRole('heading', { name: 'ノード販売：数量限定' }).click();
  await expect(page.getByText('購入代金は、ランクごとの保有期間が終わると自動で残高に返還されます。')).toBeVisible();

  await page.evaluate(() => {
    window.location.hash = '#/ecology';
  });
  await expect(page.getByText('SuiL のエコシステム')).toBeVisible();
  await expect(page.getByText('SUI を追加して、毎日 SUIL を獲得。', { exact: false })).toBeVisible();

  await page.evaluate(() => {
    window.location.hash = '#/financial';
  });
  await expect(page.getByRole('heading', { name: 'SUI 預金・7 日' })).toBeVisible();
  await expect(page.getByText('SUI Savings, 7 days')).toHaveCount(0);
});
