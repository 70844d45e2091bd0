// The home page's node test measures the local node with a real gRPC-web request.
import { expect, gotoApp, test } from './support/console-guard.ts';

test('the node test shows a latency for the local node', async ({ page }) => {
  let pings = 0;
  page.on('request', (request) => {
    if (request.url() === 'http://127.0.0.1:9000/sui.rpc.v2.LedgerService/GetServiceInfo') pings += 1;
  });
  await gotoApp(page, '');
  const row = page.locator('[data-node-url="http://127.0.0.1:9000"]');
  await expect(row).toContainText('127.0.0.1:9000');
  await expect(row.getByTestId('node-latency')).toHaveText(/^\d+ ms$/);
  await expect(row).toContainText('In use');
  expect(pings).toBeGreaterThanOrEqual(1);

  const before = pings;
  await page.getByRole('button', { name: 'Test nodes' }).click();
  await expect(row.getByTestId('node-latency')).toHaveText(/^\d+ ms$/);
  expect(pings).toBeGreaterThan(before);
});
