// The node through the SDK's own SuiGrpcClient over HTTP (gRPC-web): view calls, Move metadata,
// names, listings, configuration, subscriptions and the wire itself. Ledger reads, the faucet
// and transactions are in node.test.ts.
import { bcs } from '@mysten/sui/bcs';
import { GrpcTypes, SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { normalizeSuiAddress, SUI_CLOCK_OBJECT_ID } from '@mysten/sui/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Localnet, startLocalnet } from './node.ts';
import { fundedKeypair } from './testing.ts';
import { rootAddress, run } from './node-test-helpers.ts';

let net: Localnet;
let client: SuiGrpcClient;

beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
});

afterAll(async () => {
  await net?.close();
});

describe('views and metadata', () => {
  it('runs view calls with checks disabled and returns BCS values', async () => {
    const tx = new Transaction();
    tx.moveCall({ target: '0x2::clock::timestamp_ms', arguments: [tx.object.clock()] });
    tx.moveCall({ target: `${net.envEntries.PACKAGE_ID}::swap::swap_view_v2`, arguments: [tx.object(net.envEntries.LIQUIDITY_SWAP), tx.pure.u64(1_000_000_000n)] });
    const r = await client.simulateTransaction({ transaction: tx, checksEnabled: false, include: { commandResults: true, effects: true } });
    expect(r.$kind).toBe('Transaction');
    const [clock, swap] = r.commandResults!;
    expect(Math.abs(Number(bcs.u64().parse(clock.returnValues[0].bcs!)) - Date.now())).toBeLessThan(10 * 86_400_000);
    const [fee, swapValue, out] = swap.returnValues.map((v) => BigInt(bcs.u64().parse(v.bcs!)));
    expect(fee + swapValue).toBe(1_000_000_000n);
    expect(out).toBeGreaterThan(0n);
    expect(BigInt(await rootAddress(client, net.envEntries))).toBeGreaterThan(0n);
  });

  it('describes functions from their declarations', async () => {
    const pkg = net.envEntries.PACKAGE_ID;
    const { function: fn } = await client.getMoveFunction({ packageId: pkg, moduleName: 'liquidity', name: 'stake' });
    expect(fn.isEntry || fn.visibility === 'public').toBe(true);
    expect(fn.parameters[0]).toMatchObject({ reference: 'immutable', body: { $kind: 'datatype', datatype: { typeName: `${pkg}::finance::Finance` } } });
    expect(fn.parameters[2].body).toMatchObject({ $kind: 'datatype', datatype: { typeName: `${normalizeSuiAddress('0x2')}::coin::Coin` } });
    const split = await client.getMoveFunction({ packageId: '0x2', moduleName: 'coin', name: 'split' });
    expect(split.function.typeParameters).toHaveLength(1);
    expect(split.function.returns[0].body).toMatchObject({ $kind: 'datatype' });
    await expect(client.getMoveFunction({ packageId: pkg, moduleName: 'liquidity', name: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists dynamic fields of a table', async () => {
    const kp = await fundedKeypair(net.url);
    const tx = new Transaction();
    tx.moveCall({ target: `${net.envEntries.PACKAGE_ID}::finance::bind_inviter`, arguments: [tx.object(net.envEntries.FINANCE_OBJECT), tx.pure.address(await rootAddress(client, net.envEntries))] });
    expect((await run(client, kp, tx)).status.success).toBe(true);
    const { objects } = await client.getObjects({ objectIds: [net.envEntries.FINANCE_OBJECT], include: { json: true } });
    const finance = objects[0];
    if (finance instanceof Error) throw finance;
    const tables = Object.values(finance.json as Record<string, unknown>).filter((v): v is { id: string } => !!v && typeof v === 'object' && 'id' in v);
    let found = false;
    for (const t of tables) {
      const fields = await client.listDynamicFields({ parentId: t.id, include: { value: true } });
      for (const f of fields.dynamicFields) if (f.name.type === 'address' && bcs.Address.parse(f.name.bcs) === kp.toSuiAddress()) found = true;
    }
    expect(found).toBe(true);
  });

  it('answers name lookups with no name', async () => {
    // As a real node: NOT_FOUND for an address without a reverse record.
    await expect(client.defaultNameServiceName({ address: Ed25519Keypair.generate().toSuiAddress() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await client.core.resolveNameServiceAddress({ name: 'nobody.sui' })).address).toBeNull();
  });

  it('lists transactions and events with filters', async () => {
    const kp = await fundedKeypair(net.url);
    const tx = new Transaction();
    tx.moveCall({ target: `${net.envEntries.PACKAGE_ID}::finance::bind_inviter`, arguments: [tx.object(net.envEntries.FINANCE_OBJECT), tx.pure.address(await rootAddress(client, net.envEntries))] });
    const done = await run(client, kp, tx);
    const mine = await client.core.listTransactions({ filter: { sender: kp.toSuiAddress() } } as never);
    expect(mine.transactions.map((t) => (t.Transaction ?? t.FailedTransaction)!.digest)).toEqual([done.digest]);
    const events = await client.core.listEvents({ filter: { sender: kp.toSuiAddress() } } as never);
    expect(events.events).toHaveLength(1);
    expect(events.events[0].eventType).toBe(`${net.envEntries.PACKAGE_ID}::finance::Bound`);
    expect(events.events[0].transactionDigest).toBe(done.digest);
  });

  it('pages through transactions and events with cursors, both ways', async () => {
    const kp = await fundedKeypair(net.url);
    const digests: string[] = [];
    for (let i = 0; i < 3; i++) {
      const tx = new Transaction();
      tx.transferObjects([tx.splitCoins(tx.gas, [1n])[0]], kp.toSuiAddress());
      digests.push((await run(client, kp, tx)).digest);
    }
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Awaited<ReturnType<typeof client.core.listTransactions>> = await client.core.listTransactions({ filter: { sender: kp.toSuiAddress() }, limit: 2, ...(after ? { after } : {}) } as never);
      seen.push(...page.transactions.map((t) => (t.Transaction ?? t.FailedTransaction)!.digest));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(seen).toEqual(digests);
    const newest = await client.core.listTransactions({ filter: { sender: kp.toSuiAddress() }, limit: 1, order: 'descending' } as never);
    expect((newest.transactions[0].Transaction ?? newest.transactions[0].FailedTransaction)!.digest).toBe(digests[2]);
    expect(newest.hasNextPage).toBe(true);
    const faucetEvents = await client.core.listEvents({ limit: 1 } as never);
    expect(faucetEvents.events.length).toBeLessThanOrEqual(1);
  });
});

describe('configuration', () => {
  it('passes the operator public key to genesis (LOCALNET_OPERATOR_PUBKEY / config)', async () => {
    const key = 'ab'.repeat(32);
    const other = await startLocalnet({ port: 0, config: { operatorPublicKey: key } });
    try {
      const c = new SuiGrpcClient({ network: 'localnet', baseUrl: other.url });
      const { objects } = await c.getObjects({ objectIds: [other.envEntries.LIQUIDITY_SWAP], include: { json: true } });
      const swap = objects[0];
      if (swap instanceof Error) throw swap;
      expect(Buffer.from((swap.json as { operator_pubkey: string }).operator_pubkey, 'base64').toString('hex')).toBe(key);
    } finally {
      await other.close();
    }
    await expect(startLocalnet({ port: 0, config: { operatorPublicKey: 'nothex' } })).rejects.toThrow(/operator public key/);
  });

  it('honours read masks on objects', async () => {
    const { response } = await client.ledgerService.getObject({ objectId: SUI_CLOCK_OBJECT_ID, readMask: { paths: ['object_id', 'owner'] } });
    expect(response.object?.objectId).toBe(SUI_CLOCK_OBJECT_ID);
    expect(response.object?.owner).toBeDefined();
    expect(response.object?.version).toBeUndefined();
    expect(response.object?.bcs).toBeUndefined();
    const full = await client.ledgerService.getObject({ objectId: SUI_CLOCK_OBJECT_ID, readMask: { paths: ['bcs', 'contents', 'json'] } });
    expect(full.response.object?.bcs?.value?.length).toBeGreaterThan(0);
    expect(full.response.object?.contents?.value?.length).toBe(40);
    expect(full.response.object?.objectId).toBeUndefined();
  });
});

describe('subscriptions', () => {
  it('streams new checkpoints, transactions and events live until the client goes away', async () => {
    const abort = new AbortController();
    const checkpoints = client.subscriptionService.subscribeCheckpoints({ readMask: { paths: ['sequence_number', 'transactions.digest'] } }, { abort: abort.signal });
    const txs = client.subscriptionService.subscribeTransactions({ readMask: { paths: ['digest'] } }, { abort: abort.signal });
    const first = (async () => {
      for await (const m of checkpoints.responses) return m;
    })();
    const firstTx = (async () => {
      for await (const m of txs.responses) return m;
    })();
    // The node answers a subscription's headers once it has subscribed: what is committed after them is streamed.
    await Promise.all([checkpoints.headers, txs.headers]);
    const kp = await fundedKeypair(net.url);
    const cp = await first;
    const tx = await firstTx;
    expect(cp?.checkpoint?.sequenceNumber).toBe(cp?.cursor);
    const digest = cp?.checkpoint?.transactions[0]?.digest;
    expect(digest).toBe(tx?.transaction?.digest);
    const fetched = await client.getTransaction({ digest: digest!, include: { balanceChanges: true } });
    expect(fetched.Transaction?.balanceChanges?.some((c) => c.address === kp.toSuiAddress())).toBe(true);
    abort.abort();
  });
});

describe('wire', () => {
  it('answers UNIMPLEMENTED for a method it does not serve', async () => {
    const call = client.forkingService.getStatus({});
    await expect(call.response).rejects.toMatchObject({ code: 'UNIMPLEMENTED' });
  });

  it('verifies personal-message signatures with the SDK verification', async () => {
    const kp = Ed25519Keypair.generate();
    const message = new TextEncoder().encode('sign in to SuiL');
    const { signature } = await kp.signPersonalMessage(message);
    const verify = async (address: string, msg: Uint8Array) =>
      (
        await client.signatureVerificationService.verifySignature({
          message: { name: 'PersonalMessage', value: bcs.byteVector().serialize(msg).toBytes() },
          signature: { bcs: { value: Buffer.from(signature, 'base64') }, signature: { oneofKind: undefined } },
          address,
          jwks: [],
        })
      ).response;
    expect((await verify(kp.toSuiAddress(), message)).isValid).toBe(true);
    expect((await verify(kp.toSuiAddress(), new TextEncoder().encode('something else'))).isValid).toBe(false);
    expect((await verify(Ed25519Keypair.generate().toSuiAddress(), message)).isValid).toBe(false);
  });

  it('speaks grpc-web+proto as well as grpc-web-text', async () => {
    const binary = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url, format: 'binary' } as ConstructorParameters<typeof SuiGrpcClient>[0]);
    expect((await binary.core.getReferenceGasPrice()).referenceGasPrice).toBe('1000');
    const res = await fetch(`${net.url}/sui.rpc.v2.LedgerService/GetServiceInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/grpc-web+proto', origin: 'http://localhost:5173' },
      body: new Uint8Array([0, 0, 0, 0, 0]),
    });
    expect(res.headers.get('content-type')).toBe('application/grpc-web+proto');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body[0]).toBe(0);
    const len = new DataView(body.buffer).getUint32(1);
    const info = GrpcTypes.GetServiceInfoResponse.fromBinary(body.subarray(5, 5 + len));
    expect(info.chain).toBe('localnet');
    expect(body[5 + len]).toBe(0x80);
  });

  it('answers CORS preflight for a page on another origin', async () => {
    const res = await fetch(`${net.url}/faucet`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-grpc-web' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-grpc-web');
  });
});
