// No dead control ships, and no control is disabled without saying why. On every route,
// connected and signed in as a bound user with a liquidity position, each enabled-looking
// control (button, link, tab, clickable cell, radio, anything with a pointer cursor) is tapped
// and must do something: navigate, open a window, show a sheet, dialog or toast, send a
// request, or change what the page shows or holds. After each tap the route is opened afresh.
// In every state reached (the route as loaded, and after each tap: sheets and dialogs open),
// every disabled control must say why: an aria-describedby naming visible text (SubmitBar's
// convention) or, while it works, aria-busy with its own label saying what it does. Each route
// must have had its minimum of controls tapped, so the test cannot pass by finding nothing.
//
// One signed-in page serves every route (connecting and signing in once, not 27 times), and a
// control shared by several routes (the nav bar's back arrow, the account button, the tab bar)
// is tapped on the first route that shows it only.
import { readFileSync } from 'node:fs';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { test as base, type Locator, type Page } from '@playwright/test';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { PAGE_PATHS } from '../src/app/routes.ts';
import { LANGUAGE_KEY, LOCALES } from '../src/config/locales.ts';
import { answerSlushMetadata } from './fixtures/slush-metadata.ts';
import { bindInviter, faucet, stake, SUI } from './support/chain.ts';
import { installTestWallet, TEST_WALLET_NAME } from './fixtures/test-wallet.ts';
import { APP_PATH, EXTERNAL, expect, test } from './support/console-guard.ts';
import { logIn, openConnected } from './support/session.ts';
import { recordToasts } from './support/toasts.ts';

const user = new Ed25519Keypair();
const address = user.toSuiAddress();

/** Routes with the query their page reads; the others as they are. */
const ROUTES = PAGE_PATHS.map((path) => {
  if (path === '/') return '';
  if (path === 'pledgeDetails1' || path === 'flowDetails') return `${path}?id=${address}`;
  return path;
});

/** Fewest controls a route must have had tapped (counted when this test was written, less a margin). */
const MINIMUM: Record<string, number> = { '': 6, assets: 6, hashrate: 4, pledge1: 2, exchange: 2, suilPledge: 2, language: 4 };

// The chosen option, the active tab and the current tab bar item are not offers to act: left out.
const CHOSEN = ':not([aria-checked="true"]):not([aria-selected="true"]):not([aria-pressed="true"])';
const CONTROLS = [
  `button:not([disabled])${CHOSEN}`,
  'a[href]',
  `[role="button"]:not([aria-disabled="true"])`,
  `[role="link"]`,
  `[role="tab"]${CHOSEN}:not(.rv-tab--disabled)`,
  `[role="switch"]:not([aria-disabled="true"])`,
  '.rv-tab:not(.rv-tab--active):not(.rv-tab--disabled)',
  '.rv-cell--clickable',
  `[role="radio"]${CHOSEN}`,
  '.rv-nav-bar__left',
  '.rv-tabbar-item:not(.rv-tabbar-item--active)',
].join(', ');
/** Elements that look tappable by their cursor alone (an onClick on a div): found in the page. */
const POINTER_MARK = 'data-e2e-pointer';
/** Anything already a control (tapped above when it offers something, or the chosen one): not a cursor-only element. */
const ANY_CONTROL =
  'button, a, input, select, textarea, label, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="switch"], [role="checkbox"], [role="option"], .rv-tab, .rv-tabbar-item, .rv-cell--clickable, .rv-nav-bar__left';

/** Controls that end the session the rest of the run needs (tested in the wallet and account specs). */
const SKIP = /^(Disconnect|Log out)$/;

/** What a tap may change: feedback and overlays on screen, what the page shows and what its fields hold. */
function snapshot(page: Page) {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const overlays = Array.from(document.querySelectorAll('.rv-popup, .rv-dialog, .rv-toast, .rv-notify, [role="dialog"], [role="alert"]')).filter(visible).length;
    const fields = Array.from(document.querySelectorAll('input, textarea, select'))
      .map((el) => `${(el as HTMLInputElement).value}${(el as HTMLInputElement).checked}`)
      .join('\u0000');
    const states = Array.from(document.querySelectorAll('[aria-checked], [aria-selected], [aria-expanded], [aria-pressed], [class*="--active"], [class*="--checked"]'))
      .map((el) => `${el.getAttribute('aria-checked')}${el.getAttribute('aria-selected')}${el.getAttribute('aria-expanded')}${el.getAttribute('aria-pressed')}${el.className}`)
      .join('\u0000');
    return { url: location.href, overlays, fields, states, text: document.body.innerText, scroll: `${scrollX},${scrollY}` };
  });
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/**
 * Visible disabled controls that do not say why: neither an aria-describedby naming visible,
 * non-empty text nor aria-busy (a control at work, whose own label says what it does).
 */
function silentDisabled(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const disabled = Array.from(
      document.querySelectorAll('button:disabled, input:disabled, select:disabled, textarea:disabled, [aria-disabled="true"], .rv-button--disabled, .rv-tab--disabled'),
    ).filter(visible);
    return disabled
      .filter((el) => {
        if (el.getAttribute('aria-busy') === 'true') return false;
        const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        const reasons = ids.map((id) => document.getElementById(id)).filter((r): r is HTMLElement => r !== null && visible(r));
        return !reasons.some((r) => r.innerText.trim() !== '');
      })
      .map((el) => `${el.tagName.toLowerCase()} "${((el as HTMLElement).innerText || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
  });
}

/** Marks the visible elements that only their pointer cursor makes look tappable, so they are tapped too. */
function markPointerElements(page: Page) {
  return page.evaluate(
    ({ controls, mark }) => {
      for (const el of Array.from(document.querySelectorAll(`#root *`))) {
        if (getComputedStyle(el).cursor !== 'pointer' || el.closest(controls)) continue;
        // Only the outermost: its children inherit the cursor.
        if (el.parentElement && getComputedStyle(el.parentElement).cursor === 'pointer') continue;
        el.setAttribute(mark, '');
      }
    },
    { controls: ANY_CONTROL, mark: POINTER_MARK },
  );
}

/** Requests in flight and sent, counted by the test. */
function trackRequests(page: Page) {
  const counts = { inFlight: 0, sent: 0 };
  page.on('request', () => {
    counts.inFlight += 1;
    counts.sent += 1;
  });
  const done = () => (counts.inFlight = Math.max(0, counts.inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return counts;
}

async function describeControl(control: Locator): Promise<{ key: string; label: string }> {
  return control.evaluate((el) => {
    const text = ((el as HTMLElement).innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const cls = typeof el.className === 'string' ? el.className : '';
    return { key: `${el.tagName}.${cls}|${text}|${el.getAttribute('href') ?? ''}`, label: `${el.tagName.toLowerCase()} "${text}"${el.getAttribute('href') ? ` ${el.getAttribute('href')}` : ''}` };
  });
}

// One page, connected and signed in once, for every route below.
let shared: { page: Page; problems: string[]; requests: { inFlight: number; sent: number }; popups: number } | null = null;
const tappedOnce = new Set<string>();

base.beforeAll(async ({ browser }) => {
  base.setTimeout(120_000);
  // A bound user with a position: the pages show their controls, not the binding guard.
  await faucet(address);
  await bindInviter(user, DEV_ROOT_ADDRESS);
  await stake(user, 20n * SUI);

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.route(EXTERNAL, (route) => route.fulfill({ status: 204, body: '' }));
  await answerSlushMetadata(page);
  // logIn checks its toast in the page's toast record (support/toasts.ts).
  await recordToasts(page);
  const requests = trackRequests(page);
  shared = { page, problems, requests, popups: 0 };
  context.on('page', (popup) => {
    shared!.popups += 1;
    void popup.close();
  });
  const wallet = await openConnected(page, 'assets', user);
  await logIn(page, wallet);
});

base.afterAll(async () => {
  await shared?.page.context().close();
  shared = null;
});

/** The app's loading placeholder in every language (the language route's taps switch it). */
const LOADING = LOCALES.map((locale) => {
  const catalogue = JSON.parse(readFileSync(new URL(`../locales/${locale}/translation.json`, import.meta.url), 'utf8'));
  return catalogue.app.loading as string;
});

async function settle(page: Page, requests: { inFlight: number }) {
  for (const text of new Set(LOADING)) await expect(page.getByText(text)).toHaveCount(0);
  // Quiet: no request in flight at two looks in a row.
  await expect.poll(() => requests.inFlight, { intervals: [100, 250, 250, 500] }).toBe(0);
  await expect.poll(() => requests.inFlight, { intervals: [250] }).toBe(0);
}

for (const route of ROUTES) {
  base(`#/${route.split('?')[0]}: every enabled-looking control does something, every disabled one says why`, async () => {
    base.setTimeout(120_000);
    const { page, problems, requests } = shared!;
    const problemsBefore = problems.length;
    const url = `${APP_PATH}#/${route}`;

    const open = async () => {
      // In English, as each route was counted: a language chosen on #/language does not stay.
      await page.evaluate(([key]) => localStorage.setItem(key!, 'en_US'), [LANGUAGE_KEY]);
      await page.goto(url);
      await page.reload();
      await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('button', { name: /^(Connect Wallet|Reconnecting)/ })).toHaveCount(0);
      await settle(page, requests);
      await markPointerElements(page);
    };
    await open();

    const tapped: string[] = [];
    const dead: string[] = [];
    const silent = new Set<string>();
    const checkDisabled = async (state: string) => {
      for (const control of await silentDisabled(page)) silent.add(`${control} (${state})`);
    };
    await checkDisabled('as loaded');

    const seen = new Set<string>();
    for (let index = 0; ; index++) {
      const controls = page.locator(`${CONTROLS}, [${POINTER_MARK}]`).filter({ visible: true });
      const count = await controls.count();
      if (index >= count) break;
      const control = controls.nth(index);
      const { key, label } = await describeControl(control);
      const href = await control.getAttribute('href');
      // Seen on this route already (a list's repeated row), tapped on an earlier route (a shared
      // control), a link to the page itself, or a control that ends the session: not tapped.
      if (seen.has(key) || tappedOnce.has(key)) continue;
      seen.add(key);
      if (SKIP.test(label.replace(/^\w+ "(.*)".*$/, '$1')) || (href !== null && new URL(href, page.url()).href === page.url())) continue;

      // Text that changes by itself (a clock, a countdown) is no evidence: look twice first.
      const before = await snapshot(page);
      const steady = (await snapshot(page)).text === before.text;
      const sentBefore = requests.sent;
      const popupsBefore = shared!.popups;
      await control.tap();
      tapped.push(label);
      tappedOnce.add(key);
      const changed = (after: Snapshot) =>
        after.url !== before.url ||
        after.overlays > before.overlays ||
        after.fields !== before.fields ||
        after.states !== before.states ||
        after.scroll !== before.scroll ||
        (steady && after.text !== before.text);
      const acted = await expect
        .poll(async () => changed(await snapshot(page)) || requests.sent > sentBefore || shared!.popups > popupsBefore, { timeout: 5_000 })
        .toBe(true)
        .then(
          () => true,
          () => false,
        );
      if (!acted) dead.push(label);
      // Back to the route as it loaded before the next control: from another route (checked
      // in its own test) the way a user goes back, which is quicker than a reload; from a
      // sheet, a dialog or any change on the route, by opening it afresh.
      const after = await snapshot(page);
      if (after.url !== before.url && after.overlays === 0) {
        await page.goBack();
        if (page.url() === before.url) {
          await settle(page, requests);
          await markPointerElements(page);
        } else await open();
        continue;
      }
      await settle(page, requests);
      await checkDisabled(`after tapping ${label}`);
      // Looked at again once settled: a tap whose request was its first sign may open a sheet
      // only when the answer arrives, and that sheet's overlay would take the next tap.
      const settled = await snapshot(page);
      const changedRoute =
        after.url !== before.url || after.overlays > 0 || after.fields !== before.fields || after.states !== before.states || after.text !== before.text;
      if (changedRoute || settled.url !== before.url || settled.overlays > 0) await open();
    }

    console.log(`#/${route}: ${tapped.length} controls tapped, ${dead.length} dead, ${silent.size} disabled without a reason`);
    expect(problems.slice(problemsBefore), 'console errors or uncaught page errors').toEqual([]);
    expect(dead, `controls on #/${route} that did nothing when tapped`).toEqual([]);
    expect([...silent], `disabled controls on #/${route} that do not say why`).toEqual([]);
    expect(tapped.length, `controls tapped on #/${route}: ${tapped.join(' | ')}`).toBeGreaterThanOrEqual(MINIMUM[route.split('?')[0]!] ?? 0);
  });
}

// With the node down, "Add liquidity" is disabled and says why, and the minimum stays in view.
test('with the node unreachable, Add liquidity says why it is disabled and the minimum stays', async ({ page, problems }) => {
  await openConnected(page, 'pledge1', user);
  // From here on every request to the node fails, as with the node down or the network gone.
  await page.route(/^http:\/\/(127\.0\.0\.1|localhost):9000\//, (route) => route.abort('connectionrefused'));
  await page.reload();
  const add = page.getByRole('button', { name: 'Add liquidity' });
  await expect(add).toBeDisabled({ timeout: 30_000 });
  await expect(add).toHaveAccessibleDescription(/Could not read from the Sui node/, { timeout: 60_000 });
  await expect(page.getByText(/Could not read from the Sui node/)).toBeVisible();
  await expect(page.getByText('Minimum 20 SUI', { exact: false }).first()).toBeVisible();
  // The failed node requests are what this test causes: the browser logs each one.
  const unexpected = problems.filter((problem) => !/Failed to load resource: net::ERR_CONNECTION_REFUSED/.test(problem));
  problems.length = 0;
  problems.push(...unexpected);
});

/** The route of the page's URL: what follows '#/', without the query. */
const routeOf = (url: string) => new URL(url).hash.replace(/^#\/?/, '').split('?')[0]!;

// The nav bar's back arrow goes back: to the page it was opened from, or home from a page opened
// by a link (nothing in the app behind it), and never to the page it is on. Every in-app link on
// every route is followed, then the arrow of the page it opens is tapped; every route is also
// opened as a link is, and its arrow tapped. A bound user, so no page sends anyone elsewhere.
test('every page’s back arrow goes back where the user came from, or home, never to the same page', async ({ page }) => {
  test.setTimeout(300_000);
  await openConnected(page, '', user);
  const arrow = page.locator('.rv-nav-bar__left');
  const problems: string[] = [];
  const settled = async () => {
    for (const text of new Set(LOADING)) await expect(page.getByText(text)).toHaveCount(0);
  };

  for (const route of ROUTES) {
    // Opened by a link: home, and the app is still there.
    await page.goto(`${APP_PATH}#/${route}`);
    await settled();
    if (route === '' || (await arrow.count()) === 0) continue;
    await arrow.tap();
    await expect.poll(() => routeOf(page.url()), { message: `#/${route} opened by a link, back arrow` }).toBe('');
  }

  const checked = new Set<string>();
  for (const route of ROUTES) {
    await page.goto(`${APP_PATH}#/${route}`);
    await settled();
    const from = page.url();
    const targets = await page.locator('#root a[href^="#/"]').evaluateAll((links) =>
      links.filter((a) => (a as HTMLElement).offsetParent !== null).map((a) => a.getAttribute('href')!),
    );
    for (const href of new Set(targets)) {
      const target = href.replace(/^#\//, '').split('?')[0]!;
      if (checked.has(`${routeOf(from)}>${target}`) || target === routeOf(from)) continue;
      checked.add(`${routeOf(from)}>${target}`);
      await page.locator(`#root a[href="${href}"]`).filter({ visible: true }).first().tap();
      await expect.poll(() => page.url()).not.toBe(from);
      await settled();
      const opened = routeOf(page.url());
      if ((await arrow.count()) === 0) {
        await page.goto(from);
        await settled();
        continue;
      }
      await arrow.tap();
      const back = await expect
        .poll(() => page.url(), { timeout: 5_000 })
        .toBe(from)
        .then(
          () => null,
          () => page.url(),
        );
      if (back !== null) problems.push(`#/${routeOf(from)} -> #/${opened}: the back arrow led to #/${routeOf(back)}`);
      if (page.url() !== from) await page.goto(from);
      await settled();
    }
  }
  expect(checked.size, 'links followed').toBeGreaterThanOrEqual(20);
  expect(problems, 'back arrows that did not go back to the page they were opened from').toEqual([]);
});

// A newcomer from a friend's invite link: the bind screen keeps the friend (no offer of the
// local root), and its back arrow goes home, where the user stays until opening another page,
// which asks for the bind again with the friend still filled in. Then the bind's success notice
// sits below the header of the page the app goes to, and of the next one.
test('the bind screen from an invite link keeps the inviter, its back arrow goes home and stays, and the bind notice covers no header', async ({ page }) => {
  test.setTimeout(120_000);
  const newcomer = new Ed25519Keypair();
  await installTestWallet(page, { keypairs: [newcomer] });
  await page.goto(`${APP_PATH}#/?inviter=${address}`);
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('button', { name: TEST_WALLET_NAME }).click();
  await expect(page).toHaveURL(/#\/not_bound/);
  await expect(page.getByLabel('Inviter address')).toHaveValue(address);
  await expect(page.getByRole('button', { name: 'Use the root account as inviter' })).toHaveCount(0);

  await page.locator('.rv-nav-bar__left').tap();
  await expect(page).toHaveURL(/#\/$/);
  // Still home a moment later: the binding guard did not send the user straight back.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.locator('#home-explore')).toBeVisible();

  await page.getByRole('link', { name: 'Liquidity pool' }).first().tap();
  await expect(page).toHaveURL(/#\/not_bound/);
  await expect(page.getByLabel('Inviter address')).toHaveValue(address);

  // Bound (for free: the newcomer holds no SUI), the app goes home: the success notice stays in
  // view there and on the next page, below each page's header, never over its title or controls.
  await page.getByRole('button', { name: 'Bind for free' }).tap();
  const notice = page.locator('.rv-notify').filter({ hasText: 'Inviter bound' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/$/);
  // Where the notice settles (it slides in from the top) against the header's bottom.
  const below = async (header: string) => {
    const headerBox = (await page.locator(header).first().boundingBox())!;
    await expect
      .poll(async () => (await notice.boundingBox())!.y, { message: `the notice's top against ${header}'s bottom` })
      .toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
  };
  await below('#root header');
  // A header that grows (the home page's wraps to two rows with a long language name): the notice moves down with it.
  await page.getByTestId('language-entry').evaluate((entry) => (entry.textContent = 'English (India) · English (India)'));
  await below('#root header');
  await page.getByRole('link', { name: 'Liquidity pool' }).first().tap();
  await expect(page).toHaveURL(/#\/flow$/);
  await expect(notice).toBeVisible();
  await below('.rv-nav-bar');
});
