// A local Sui node for integration tests: started in-process on a free port, the real
// SuiGrpcClient pointed at it, a faucet-funded user, and a count of the requests sent. The
// app's tests reach localnet only through this file (an ESLint zone keeps the rest of src/ out
// of localnet/): the faucet, the admin clock and the published package's dev keys.
import { SuiGrpcClient } from '@mysten/sui/grpc';
import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { vi } from 'vitest';
import { fundedKeypair } from '../../localnet/testing';

export { advanceClock, fund, fundedKeypair } from '../../localnet/testing';
export { DEV_ROOT_ADDRESS, DEV_SPONSOR_ADDRESS, devOperatorKeypair, devRootKeypair } from '../../localnet/packages/finance/dev-keys';

export interface RunningLocalnet {
  url: string;
  close(): Promise<void>;
}

/** Starts localnet on a free port. */
export async function startLocalnet(): Promise<RunningLocalnet> {
  // Imported by a computed path: the app's type check (browser types) stays out of the node's code.
  const path = new URL('../../localnet/node.ts', import.meta.url).pathname;
  const module = (await import(/* @vite-ignore */ path)) as { startLocalnet(o: { port: number }): Promise<RunningLocalnet> };
  return module.startLocalnet({ port: 0 });
}

export interface LocalnetForTest {
  url: string;
  client: SuiGrpcClient;
  /** A keypair the faucet has funded. */
  user: Ed25519Keypair;
  /** Requests sent through fetch since the start (the figure: one per screen's views). */
  readonly requests: number;
  /** Stops counting and stops the node. */
  close(): Promise<void>;
}

export async function startLocalnetForTest(): Promise<LocalnetForTest> {
  const net = await startLocalnet();
  let requests = 0;
  const realFetch = globalThis.fetch;
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    requests += 1;
    return realFetch(input, init);
  });
  const client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
  const user = await fundedKeypair(net.url);
  return {
    url: net.url,
    client,
    user,
    get requests() {
      return requests;
    },
    close: async () => {
      fetchSpy.mockRestore();
      await net.close();
    },
  };
}
