// Reading the figures a screen shows.
import { expect, type Page } from '@playwright/test';
import { SUI } from './chain.ts';

/** "4.85 SUIL" / "19.6 SUI" -> base units (9 decimals). */
export function baseUnits(text: string): bigint {
  const match = /([\d,]+(?:\.\d+)?)\s*SUIL?\b/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const [whole, fraction = ''] = match[1].replace(/,/g, '').split('.');
  return BigInt(whole) * SUI + BigInt(fraction.padEnd(9, '0'));
}

/** The base units of the last digit a figure shows (a figure is cut, not rounded, to it). */
export function shownUnit(text: string): bigint {
  return 10n ** BigInt(9 - (/\.(\d+)/.exec(text)?.[1].length ?? 0));
}

/** The value next to a label (exactly this text, or matching the pattern) in an info row or figure grid. */
export function figure(page: Page, label: string | RegExp) {
  const text = typeof label === 'string' ? new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) : label;
  return page.locator('dl > div').filter({ has: page.locator('dt', { hasText: text }) }).locator('dd');
}

/**
 * How long a reloaded page gets to reconnect the wallet, sign back in and show the server's
 * figures: the wallet stack loads after first paint, and a loaded CI machine takes seconds.
 */
export const RELOADED_MS = 15_000;

/** Reloads until `check` passes: the server's indexer follows the chain a second behind. */
export async function untilIndexed(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
}
