import type { ClientWithCoreApi } from '@mysten/sui/client';
import { describe, expect, it, vi } from 'vitest';
import { resolveNameServiceName } from './use-name-service-name';

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
