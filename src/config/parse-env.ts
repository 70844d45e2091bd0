// Parses and validates the build's VITE_* variables. Pure (no import.meta.env) so that
// vite/env-check.ts can check a mode's file at build time and unit tests can feed it values.
import { isValidStructTag, isValidSuiObjectId, normalizeStructTag, normalizeSuiObjectId } from '@mysten/sui/utils';

export const SUI_NETWORKS = ['mainnet', 'testnet', 'localnet'] as const;
export type SuiNetwork = (typeof SUI_NETWORKS)[number];

export interface AppEnv {
  network: SuiNetwork;
  /** gRPC-web full-node base URLs, first one is the default. */
  nodes: string[];
  faucetUrl?: string;
  apiBase: string;
  explorerUrl?: string;
  packageId: string;
  usdcType: string;
  suilType: string;
  financeObject: string;
  financePool: string;
  unstakeConfig: string;
  liquiditySwap: string;
  usdcSuiPool: string;
  topupObject: string;
}

export type RawEnv = Record<string, string | boolean | undefined>;

export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid app configuration (.env.<mode>):\n  - ${problems.join('\n  - ')}`);
    this.name = 'EnvError';
    this.problems = problems;
  }
}

const OBJECT_IDS = {
  packageId: 'VITE_PACKAGE_ID',
  financeObject: 'VITE_FINANCE_OBJECT',
  financePool: 'VITE_FINANCE_POOL',
  unstakeConfig: 'VITE_UNSTAKE_CONFIG',
  liquiditySwap: 'VITE_LIQUIDITY_SWAP',
  usdcSuiPool: 'VITE_USDC_SUI_POOL',
  topupObject: 'VITE_TOPUP_OBJECT',
} as const;

const COIN_TYPES = { usdcType: 'VITE_USDC_TYPE', suilType: 'VITE_SUIL_TYPE' } as const;

function text(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Collects every problem at once so a broken deploy is fixed in one go, then throws. */
export function parseEnv(raw: RawEnv): AppEnv {
  const problems: string[] = [];

  const networkText = text(raw, 'VITE_NETWORK');
  const network = SUI_NETWORKS.find((n) => n === networkText);
  if (!network) problems.push(`VITE_NETWORK must be one of ${SUI_NETWORKS.join(', ')} (got ${networkText ?? 'nothing'})`);

  const nodes = (text(raw, 'VITE_NODES') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (nodes.length === 0) problems.push('VITE_NODES must list at least one node URL (comma-separated)');
  for (const node of nodes) if (!isHttpUrl(node)) problems.push(`VITE_NODES has a malformed URL: ${node}`);
  if (new Set(nodes).size !== nodes.length) problems.push('VITE_NODES lists a node twice');

  const optionalUrl = (name: string): string | undefined => {
    const value = text(raw, name);
    if (value !== undefined && !isHttpUrl(value)) problems.push(`${name} is not an http(s) URL: ${value}`);
    return value;
  };
  const faucetUrl = optionalUrl('VITE_FAUCET_URL');
  const explorerUrl = optionalUrl('VITE_EXPLORER_URL');

  const apiBase = text(raw, 'VITE_API_BASE');
  if (!apiBase) problems.push('VITE_API_BASE is missing (e.g. /api)');
  else if (!apiBase.startsWith('/') && !isHttpUrl(apiBase)) problems.push(`VITE_API_BASE must be a path or URL: ${apiBase}`);

  const ids = {} as Record<keyof typeof OBJECT_IDS, string>;
  for (const [key, name] of Object.entries(OBJECT_IDS) as [keyof typeof OBJECT_IDS, string][]) {
    const value = text(raw, name);
    if (!value) problems.push(`${name} is missing`);
    else if (!isValidSuiObjectId(normalizeSuiObjectId(value))) problems.push(`${name} is not a Sui object id: ${value}`);
    else ids[key] = normalizeSuiObjectId(value);
  }

  const types = {} as Record<keyof typeof COIN_TYPES, string>;
  for (const [key, name] of Object.entries(COIN_TYPES) as [keyof typeof COIN_TYPES, string][]) {
    const value = text(raw, name);
    if (!value) problems.push(`${name} is missing`);
    else if (!isValidStructTag(value)) problems.push(`${name} is not a Move type (0x..::module::Name): ${value}`);
    else types[key] = normalizeStructTag(value);
  }

  if (problems.length > 0 || !network || !apiBase) throw new EnvError(problems);
  return { network, nodes, faucetUrl, apiBase, explorerUrl, ...ids, ...types };
}
