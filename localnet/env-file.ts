// `.env.localnet`, the app's view of this node: network, URLs, then the ids each package's
// genesis reports, in a fixed order so the committed file stays byte-identical.
import { writeFileSync } from 'node:fs';

/** The order of the package entries in the committed file; unknown extra keys follow, sorted. */
const PACKAGE_KEY_ORDER = ['PACKAGE_ID', 'USDC_TYPE', 'SUIL_TYPE', 'FINANCE_OBJECT', 'FINANCE_POOL', 'UNSTAKE_CONFIG', 'LIQUIDITY_SWAP', 'USDC_SUI_POOL', 'TOPUP_OBJECT'];

export function envFileText(baseUrl: string, entries: Record<string, string>): string {
  const lines = [
    '# Written by localnet at genesis (npm run localnet). The ids are fixed, so this file is stable.',
    'VITE_NETWORK=localnet',
    `VITE_NODES=${baseUrl}`,
    `VITE_FAUCET_URL=${baseUrl}/faucet`,
    'VITE_API_BASE=/api',
    'VITE_EXPLORER_URL=',
  ];
  const keys = Object.keys(entries);
  const ordered = [
    ...PACKAGE_KEY_ORDER.filter((k) => k in entries),
    ...keys.filter((k) => !PACKAGE_KEY_ORDER.includes(k)).sort(),
  ];
  for (const k of ordered) lines.push(`VITE_${k}=${entries[k]}`);
  return lines.join('\n') + '\n';
}

export function writeEnvFile(path: string, baseUrl: string, entries: Record<string, string>): void {
  writeFileSync(path, envFileText(baseUrl, entries));
}
