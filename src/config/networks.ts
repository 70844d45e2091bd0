// The network's full nodes (docs/product.md §3: a list of nodes with text, id and url). The list
// comes from the mode's VITE_NODES so that mainnet, test and localnet builds differ only by env.
import type { SuiNetwork } from './parse-env';

export interface NetworkNode {
  id: string;
  /** What the node list shows: the host, e.g. fullnode.mainnet.sui.io */
  text: string;
  url: string;
}

export function toNetworkNodes(urls: readonly string[]): NetworkNode[] {
  return urls.map((url, index) => {
    const { host } = new URL(url);
    return { id: `node-${index + 1}`, text: host, url };
  });
}

/** The CAIP-2 chain id wallets expect, e.g. sui:mainnet (docs/product.md §9). */
export function chainIdOf(network: SuiNetwork): `sui:${SuiNetwork}` {
  return `sui:${network}`;
}
