// POST /admin/set-address-balance: the test control for an address's SUI address balance (what
// drains and refills the dev sponsor). It writes the accumulator object as a transaction would,
// in a checkpoint of its own, and survives a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accumulatorFieldId, accumulatorFieldType } from './framework/accumulator.ts';
import { SUI_TYPE } from './framework/move-type.ts';
import { type Localnet, startLocalnet } from './node.ts';

let net: Localnet;
let client: SuiGrpcClient;

beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
});

afterAll(async () => {
  await net?.close();
});

async function post(body: unknown, url = net.url) {
  const res = await fetch(`${url}/admin/set-address-balance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

async function addressBalance(owner: string, c = client): Promise<bigint> {
  return BigInt((await c.getBalance({ owner })).balance.addressBalance);
}

it('creates, rewrites and deletes the accumulator object, each in a checkpoint without a transaction', async () => {
  const owner = Ed25519Keypair.generate().toSuiAddress();
  const id = accumulatorFieldId(owner, SUI_TYPE);
  const transactions = net.ledger.txOrder.length;

  const created = await post({ address: owner, amount: '5000000000' });
  expect(created).toEqual({ status: 200, body: { address: owner, addressBalance: '5000000000', checkpoint: net.ledger.latestCheckpoint.sequenceNumber.toString() } });
  expect(net.ledger.latestCheckpoint.transactions).toEqual([]);
  expect((await client.getBalance({ owner })).balance).toMatchObject({ balance: '5000000000', coinBalance: '0', addressBalance: '5000000000' });
  const first = (await client.getObject({ objectId: id })).object;
  expect(first.type).toBe(accumulatorFieldType(SUI_TYPE));
  expect(first.owner).toMatchObject({ $kind: 'ObjectOwner', ObjectOwner: '0x0000000000000000000000000000000000000000000000000000000000000acc' });

  const rewritten = await post({ address: owner, amount: '7' });
  expect(BigInt(rewritten.body.checkpoint)).toBe(BigInt(created.body.checkpoint) + 1n);
  expect(await addressBalance(owner)).toBe(7n);
  expect(BigInt((await client.getObject({ objectId: id })).object.version)).toBe(BigInt(first.version) + 1n);

  // Zero leaves no accumulator object, as a transaction that empties the balance does.
  expect((await post({ address: owner, amount: '0' })).body.addressBalance).toBe('0');
  expect((await client.getObjects({ objectIds: [id] })).objects[0]).toBeInstanceOf(Error);
  expect((await client.listBalances({ owner })).balances).toEqual([]);
  expect((await post({ address: owner, amount: '0' })).status).toBe(200);
  expect(net.ledger.txOrder.length).toBe(transactions);
});

it('refuses a bad address or amount with a message, and changes nothing', async () => {
  const owner = Ed25519Keypair.generate().toSuiAddress();
  await post({ address: owner, amount: '42' });
  const checkpoint = net.ledger.latestCheckpoint.sequenceNumber;
  for (const address of [undefined, '', 'xyz', 42, `0x${'a'.repeat(65)}`]) {
    const res = await post({ address, amount: '1' });
    expect(res).toEqual({ status: 400, body: { error: 'address must be a Sui address (0x and up to 64 hex digits)' } });
  }
  for (const amount of [undefined, '-1', '1.5', 7, '', '18446744073709551616', '012']) {
    const res = await post({ address: owner, amount });
    expect(res).toEqual({ status: 400, body: { error: 'amount must be a u64 in base units, as a decimal string' } });
  }
  expect(await addressBalance(owner)).toBe(42n);
  expect(net.ledger.latestCheckpoint.sequenceNumber).toBe(checkpoint);
  expect((await post({ address: owner, amount: '18446744073709551615' })).status).toBe(200);
  expect(await addressBalance(owner)).toBe(18446744073709551615n);
});

it('keeps what it set across a restart with --data', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'localnet-sab-'));
  try {
    const owner = Ed25519Keypair.generate().toSuiAddress();
    const first = await startLocalnet({ port: 0, dataDir: dir });
    expect((await post({ address: owner, amount: '123000' }, first.url)).status).toBe(200);
    await first.close();
    const second = await startLocalnet({ port: 0, dataDir: dir });
    try {
      expect(await addressBalance(owner, new SuiGrpcClient({ network: 'localnet', baseUrl: second.url }))).toBe(123_000n);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
