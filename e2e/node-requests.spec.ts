// Requests to the Sui node per screen (issue 24): a bound, signed-in user with a position opens
// each screen by a full reload, and the requests the page sends to the node are counted until
// the page has been quiet for a while; then the same screens are visited by in-app navigation
// from home, which reuses what is cached. Goal and limit: at most 3 per screen on a reload, the
// views of a screen batched in one simulated transaction (VIEW_BATCH_WINDOW_MS). The figures are
// printed as a table (`npm run test:e2e -- e2e/node-requests.spec.ts`): they are the
// measurement. Before batching, pledge1 and hashrate needed 5; the claim they preview as SUIL now
// comes from the position read (claimAllFigures), not from a simulation of its own, and the
// binding guard reads nothing for a user this device has already seen bound.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { Page, Request } from '@playwright/test';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { answerSlushMetadata } from './fixtures/slush-metadata.ts';
import { bindInviter, faucet, NODE, stake, SUI } from './support/chain.ts';
import { expect, test } from './support/console-guard.ts';
import { logIn, openConnected } from './support/session.ts';

/** The app's default node (the first of the e2e build's VITE_NODES). */
const NODE_ORIGIN = new URL(NODE).origin;
/** The screens, by route; each must show this text once its figures are in. */
const SCREENS: { route: string; ready: RegExp }[] = [
  { route: '', ready: /Liquidity pledge/ },
  { route: 'pledge1', ready: /Minimum 20 SUI/ },
  { route: 'hashrate', ready: /My hashrate/ },
  { route: 'flow', ready: /.+/ },
  { route: 'assets', ready: /.+/ },
  { route: 'exchange', ready: /.+/ },
  { route: 'suilPledge', ready: /.+/ },
  { route: 'financial', ready: /.+/ },
  { route: 'share', ready: /.+/ },
];
/** The most requests a screen may send on a reload (issue 24's goal). */
const MAX_PER_SCREEN = 3;

/** Quiet time after the last node request before a screen counts as settled (waiting only). */
const QUIET_MS = 2_000;

const user = new Ed25519Keypair();

function isNodeRequest(request: Request): boolean {
  return request.url().startsWith(NODE_ORIGIN + '/sui.rpc.');
}

/** Counts the page's node requests from now until it has been quiet for QUIET_MS. */
async function countUntilQuiet(page: Page, act: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  let last = Date.now();
  const listener = (request: Request) => {
    if (!isNodeRequest(request)) return;
    seen.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    last = Date.now();
  };
  page.on('request', listener);
  try {
    await act();
    last = Date.now();
    while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
  } finally {
    page.off('request', listener);
  }
  return seen;
}

function summary(methods: string[]): string {
  const counts = new Map<string, number>();
  for (const method of methods) counts.set(method, (counts.get(method) ?? 0) + 1);
  return [...counts].map(([method, count]) => `${method}${count > 1 ? ` x${count}` : ''}`).join(', ');
}

test('node requests per screen after sign-in: full reload and in-app navigation', async ({ page }) => {
  test.setTimeout(180_000);
  await faucet(user.toSuiAddress());
  await bindInviter(user, DEV_ROOT_ADDRESS);
  await stake(user, 20n * SUI);
  await answerSlushMetadata(page, { enabled: false });
  const wallet = await openConnected(page, 'assets', user);
  await logIn(page, wallet);

  const rows: { route: string; reload: string[]; navigate: string[] }[] = [];
  for (const screen of SCREENS) {
    await page.goto(`/chain/#/${screen.route}`);
    // What the in-app visit started is not the reload's.
    await countUntilQuiet(page, async () => {});
    const reload = await countUntilQuiet(page, async () => {
      await page.reload();
      await expect(page.locator('main, #root').first()).toContainText(screen.ready);
    });
    rows.push({ route: screen.route || 'home', reload, navigate: [] });
  }
  // In-app: from home to each screen and back, after the home screen's data is in.
  await page.goto('/chain/#/');
  await page.reload();
  await countUntilQuiet(page, async () => {});
  for (const [index, screen] of SCREENS.entries()) {
    if (!screen.route) continue;
    rows[index].navigate = await countUntilQuiet(page, async () => {
      await page.evaluate((route) => (window.location.hash = `#/${route}`), screen.route);
      await expect(page.locator('main, #root').first()).toContainText(screen.ready);
    });
    await page.evaluate(() => (window.location.hash = '#/'));
    await countUntilQuiet(page, async () => {});
  }

  console.log('\nnode requests per screen (bound, signed in, one position)');
  console.log('screen        reload  in-app  (reload: methods)');
  for (const row of rows) {
    console.log(`${row.route.padEnd(13)} ${String(row.reload.length).padStart(6)}  ${String(row.navigate.length).padStart(6)}  (${summary(row.reload)})`);
  }
  for (const row of rows) {
    expect(row.reload.length, `${row.route}: ${summary(row.reload)}`).toBeLessThanOrEqual(MAX_PER_SCREEN);
  }
});
