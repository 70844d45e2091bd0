import { SuiGrpcClient } from '@mysten/sui/grpc';
import { describe, expect, it } from 'vitest';
import { FollowingNodeTransport } from './client';

describe('FollowingNodeTransport', () => {
  it('sends each call to the node chosen at the time of the call', async () => {
    const requested: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      requested.push(String(input));
      throw new TypeError('offline in this test');
    }) as typeof globalThis.fetch;
    let current = 'https://node-a.example:443';
    const client = new SuiGrpcClient({ network: 'mainnet', transport: new FollowingNodeTransport(() => current, { fetch }) });

    await expect(client.ledgerService.getServiceInfo({}).response).rejects.toThrow();
    current = 'https://node-b.example:443/';
    await expect(client.ledgerService.getServiceInfo({}).response).rejects.toThrow();

    expect(requested).toEqual([
      'https://node-a.example:443/sui.rpc.v2.LedgerService/GetServiceInfo',
      'https://node-b.example:443/sui.rpc.v2.LedgerService/GetServiceInfo',
    ]);
  });
});
