// End-to-end tests: Debian's Chromium at 375x812 (a phone) against `vite preview --mode
// localnet` and the local Sui node, both started by scripts/e2e.mjs (npm run test:e2e).
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

export const E2E_BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // One worker: every spec shares one localnet whose state the wallet flows change.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_BASE_URL,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: true,
    locale: 'en-US',
    // A failed test keeps its trace with DOM snapshots, but no screencast: the screencast's
    // frames cost a third of the suite's CPU (layout + node-requests: 310 s of CPU with it, 211 s
    // without), time a machine with one core busy does not have. `--trace on` brings it back.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
