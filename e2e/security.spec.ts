// The page under its Content-Security-Policy, as a deployment serves it: vite preview sends the
// policy the build wrote (dist/content-security-policy.txt). The app loads, reaches the node and
// /api, connects the wallet and signs in with no violation (the harness fails a test on any
// `securitypolicyviolation`). Disconnecting the wallet then revokes the token on the server.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { formatAddress } from '@mysten/sui/utils';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { installTestWallet, TEST_WALLET_NAME } from './fixtures/test-wallet.ts';
import { bindInviter, faucet } from './support/chain.ts';
import { allowProblems, APP_PATH, expect, gotoApp, test, waitForApp } from './support/console-guard.ts';
import { expectToast } from './support/toasts.ts';

const SERVER = process.env.SUIL_SERVER_URL ?? 'http://127.0.0.1:8787';

test('the app works under its Content-Security-Policy, and a disconnect revokes the token on the server', async ({ page, problems }) => {
  const served = await page.request.get(APP_PATH);
  const policy = served.headers()['content-security-policy'] ?? '';
  // Scripts from the app's origin, and index.html's inline boot script by the hash of its text.
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:9000/);

  const user = new Ed25519Keypair();
  const address = user.toSuiAddress();
  // A bound user (the share page sends an unbound one to bind first).
  await faucet(address);
  await bindInviter(user, DEV_ROOT_ADDRESS);
  const wallet = await installTestWallet(page, { keypairs: [user] });
  await gotoApp(page, '');
  // The node test of the home page reaches the node (connect-src).
  await expect(page.getByText(/\d+\s*ms/).first()).toBeVisible();

  // The policy is enforced and the harness hears of it: an inline script is blocked, reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => problems.some((p) => p.startsWith('csp: script-src'))).toBe(true);
  expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
  allowProblems(problems, /csp: script-src|inline script/);

  await waitForApp(page);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('button', { name: TEST_WALLET_NAME }).click();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
  await gotoApp(page, 'share');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expectToast(page, 'Logged in', { exact: true });
  expect(wallet.requests.filter((r) => r.method === 'signPersonalMessage')).toHaveLength(1);
  // /api answers the signed-in page (the superior address row) and the QR code (a data: image) shows.
  await expect(page.getByRole('img', { name: /QR/i })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect((await fetch(`${SERVER}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

  // The account button is in the home page's header.
  await page.goto(`${APP_PATH}#/`);
  await page.getByRole('button', { name: formatAddress(address) }).click();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
  await expect
    .poll(async () => {
      const res = await fetch(`${SERVER}/api/me`, { headers: { authorization: `Bearer ${token}` } });
      return res.status === 401 ? ((await res.json()) as { error: { code: string } }).error.code : res.status;
    })
    .toBe('token_revoked');
});
