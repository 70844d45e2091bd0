import type { ClientWithCoreApi } from '@mysten/sui/client';
import { describe, expect, it, vi } from 'vitest';
import {
  NAME_SERVICE_NAME_TTL_MS,
  resolveNameServiceName,
  storedNameServiceName,
  storeNameServiceName,
} from './use-name-service-name';

function clientAnswering(answer: () => Promise<{ data: { name: string | null } }>) {
  const defaultNameServiceName = vi.fn(answer);
  return { client: { core: { defaultNameServiceName } } as unknown as ClientWithCoreApi, defaultNameServiceName };
}

describe('resolveNameServiceName', () => {
  it('returns the default name of the address', async () => {
    const { client, defaultNameServiceName } = clientAnswering(async () => ({ data: { name: 'alice.sui' } }));
    await expect(resolveNameServiceName(client, '0x1')).resolves.toBe('alice.sui');
    expect(defaultNameServiceName).toHaveBeenCalledWith({ address: '0x1' });
  });

  it('answers null for an address without a name', async () => {
    await expect(resolveNameServiceName(clientAnswering(async () => ({ data: { name: null } })).client, '0x1')).resolves.toBeNull();
    const notFound = Object.assign(new Error('record not found'), { code: 'NOT_FOUND' });
    await expect(resolveNameServiceName(clientAnswering(() => Promise.reject(notFound)).client, '0x1')).resolves.toBeNull();
  });

  it('lets other failures surface, so they are not cached as "no name"', async () => {
    const unavailable = Object.assign(new Error('unavailable'), { code: 'UNAVAILABLE' });
    await expect(resolveNameServiceName(clientAnswering(() => Promise.reject(unavailable)).client, '0x1')).rejects.toThrow('unavailable');
  });
});

describe('the names kept across reloads', () => {
  it('answers a name (or no name) for an hour, then nothing, and drops expired entries', () => {
    localStorage.clear();
    storeNameServiceName(localStorage, 'mainnet:0x1', 'alice.sui', 1_000);
    storeNameServiceName(localStorage, 'mainnet:0x2', null, 1_000);
    expect(storedNameServiceName(localStorage, 'mainnet:0x1', 1_000 + NAME_SERVICE_NAME_TTL_MS - 1)).toEqual({ name: 'alice.sui', at: 1_000 });
    expect(storedNameServiceName(localStorage, 'mainnet:0x2', 2_000)).toEqual({ name: null, at: 1_000 });
    expect(storedNameServiceName(localStorage, 'testnet:0x1', 2_000)).toBeUndefined();
    expect(storedNameServiceName(localStorage, 'mainnet:0x1', 1_000 + NAME_SERVICE_NAME_TTL_MS)).toBeUndefined();
    storeNameServiceName(localStorage, 'mainnet:0x3', 'bob.sui', 1_000 + NAME_SERVICE_NAME_TTL_MS);
    expect(Object.keys(JSON.parse(localStorage.getItem('suil:name-service-names')!))).toEqual(['mainnet:0x3']);
    localStorage.setItem('suil:name-service-names', 'not json');
    expect(storedNameServiceName(localStorage, 'mainnet:0x3', 2_000)).toBeUndefined();
  });
});
