// The ONE place in the console that reads import.meta.env: the network and its node (the app's
// .env.<mode> files; the console needs none of the app's object ids, and no faucet: it only
// signs messages).
import { SUI_NETWORKS, type SuiNetwork } from '../../src/config/parse-env.ts';

export interface ConsoleEnv {
  network: SuiNetwork;
  node: string;
}

export function parseConsoleEnv(raw: Record<string, unknown>): ConsoleEnv {
  const network = raw.VITE_NETWORK;
  if (typeof network !== 'string' || !(SUI_NETWORKS as readonly string[]).includes(network)) throw new Error(`VITE_NETWORK must be one of ${SUI_NETWORKS.join(', ')}`);
  const node = String(raw.VITE_NODES ?? '').split(',').map((item) => item.trim()).find((item) => /^https?:\/\//.test(item));
  if (!node) throw new Error('VITE_NODES must list at least one http(s) node');
  return { network: network as SuiNetwork, node };
}

export const consoleEnv: ConsoleEnv = parseConsoleEnv(import.meta.env);
