// A newcomer's first run (issue 24), as the README tells it: `npm start`, open the app, connect
// the localnet build's own wallet, and the first account (nobody has bound yet who could invite
// it) binds to the local chain's root from the bind screen's offer, with no address copied from
// the repository; then the home page, bound. With SUIL_SHOTS_DIR set, the bind screen is saved.
import path from 'node:path';
import { answerSlushMetadata } from './fixtures/slush-metadata.ts';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { client } from './support/chain.ts';
import { expect, gotoApp, test, waitForApp } from './support/console-guard.ts';
import { expectToast } from './support/toasts.ts';

test('the first account binds to the local root from the bind screen and lands home, bound', async ({ page }) => {
  test.setTimeout(120_000);
  await answerSlushMetadata(page, { enabled: false });
  await gotoApp(page, '');
  await waitForApp(page);

  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('button', { name: 'SuiL Local Wallet' }).click();
  await expect(page).toHaveURL(/#\/not_bound/);
  const address = await page.evaluate(() => localStorage.getItem('currentAccount'));
  expect(address).toMatch(/^0x[0-9a-f]{64}$/);

  // The offer fills in the root; the page never asked for it to be typed.
  await expect(page.getByLabel('Inviter address')).toHaveValue('');
  if (process.env.SUIL_SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SUIL_SHOTS_DIR, 'first-run-bind.png'), fullPage: true });
  await page.getByRole('button', { name: 'Use the root account as inviter' }).click();
  await expect(page.getByLabel('Inviter address')).toHaveValue(DEV_ROOT_ADDRESS);

  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await page.locator('.rv-dialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Inviter bound');
  await expect(page).toHaveURL(/#\/$/);
  // On chain: the root is this account's inviter (the bind went through the finance package).
  const sent = await client.core.listTransactions({ filter: { sender: address! } });
  expect(sent.transactions).toHaveLength(1);
  // Bound: another page no longer sends the user back to bind.
  await page.goto('/chain/#/pledge1');
  await expect(page.getByText('Minimum 20 SUI')).toBeVisible();
  await expect(page).toHaveURL(/#\/pledge1$/);
});
