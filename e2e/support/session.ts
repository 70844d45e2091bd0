// Connecting the test wallet and signing in, as a user does it on the screens.
import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { Page } from '@playwright/test';
import { installTestWallet, TEST_WALLET_NAME, type TestWallet } from '../fixtures/test-wallet.ts';
import { expect, gotoApp } from './console-guard.ts';
import { expectToast } from './toasts.ts';

/** Opens `route` with the test wallet holding `keypair`, and connects it from the page's Connect button. */
export async function openConnected(page: Page, route: string, keypair: Ed25519Keypair): Promise<TestWallet> {
  const wallet = await installTestWallet(page, { keypairs: [keypair] });
  await gotoApp(page, route);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('button', { name: TEST_WALLET_NAME }).click();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('currentAccount'))).toBe(keypair.toSuiAddress());
  return wallet;
}

/** Signs in with the first 'Log in' button on the page: one personal message signed, a token stored. */
export async function logIn(page: Page, wallet: TestWallet) {
  const before = wallet.requests.filter((r) => r.method === 'signPersonalMessage').length;
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expectToast(page, 'Logged in', { exact: true });
  expect(wallet.requests.filter((r) => r.method === 'signPersonalMessage')).toHaveLength(before + 1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
}
