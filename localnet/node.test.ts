// The node through the SDK's own SuiGrpcClient over HTTP (gRPC-web), as the app uses it: ledger
// reads, the faucet, balances and transactions. Views, metadata, listings, configuration,
// subscriptions and the wire are in node-views.test.ts.
import { bcs } from '@mysten/sui/bcs';
import { extractStatusFromEffectsBcs, parseTransactionEffectsBcs } from '@mysten/sui/client';
import { RpcError, SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { normalizeSuiAddress, SUI_CLOCK_OBJECT_ID } from '@mysten/sui/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestTagged } from './ledger/hash.ts';
import { type Localnet, startLocalnet } from './node.ts';
import { advanceClock, fundedKeypair } from './testing.ts';
import { BUDGET, rootAddress, run } from './node-test-helpers.ts';

const SUI_COIN = '0x0000000000000000000000000000000000000000000000000000000000000002::coin::Coin<0x0000000000000000000000000000000000000000000000000000000000000002::sui::SUI>';

let net: Localnet;
let client: SuiGrpcClient;

beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
});

afterAll(async () => {
  await net?.close();
});

async function suiBalance(owner: string): Promise<bigint> {
  return BigInt((await client.getBalance({ owner })).balance.balance);
}

describe('ledger service', () => {
  it('answers service info, epoch, reference gas price and system state', async () => {
    const { response } = await client.ledgerService.getServiceInfo({});
    expect(response.chain).toBe('localnet');
    expect(response.chainId).toBe(net.ledger.chainId);
    expect(response.epoch).toBe(0n);
    expect(response.checkpointHeight).toBeGreaterThanOrEqual(0n);
    expect(Number(response.timestamp!.seconds)).toBeGreaterThan(1_600_000_000);
    expect((await client.core.getChainIdentifier()).chainIdentifier).toBe(net.ledger.chainId);
    expect((await client.core.getReferenceGasPrice()).referenceGasPrice).toBe('1000');
    const { systemState } = await client.core.getCurrentSystemState();
    expect(systemState.epoch).toBe('0');
    expect(systemState.referenceGasPrice).toBe('1000');
    const { protocolConfig } = await client.core.getProtocolConfig();
    expect(Number(protocolConfig.protocolVersion)).toBeGreaterThan(0);
  });

  it('honours read masks on GetEpoch', async () => {
    const { response } = await client.ledgerService.getEpoch({ readMask: { paths: ['reference_gas_price'] } });
    expect(response.epoch?.referenceGasPrice).toBe(1000n);
    expect(response.epoch?.systemState).toBeUndefined();
    expect(response.epoch?.protocolConfig).toBeUndefined();
  });

  it('serves checkpoints by number and the latest one', async () => {
    const { response } = await client.ledgerService.getCheckpoint({ checkpointId: { oneofKind: 'sequenceNumber', sequenceNumber: 0n }, readMask: { paths: ['sequence_number', 'digest', 'summary'] } });
    expect(response.checkpoint?.sequenceNumber).toBe(0n);
    expect(response.checkpoint?.digest).toBe(net.ledger.chainId);
    const latest = await client.ledgerService.getCheckpoint({ checkpointId: { oneofKind: undefined } });
    expect(latest.response.checkpoint?.sequenceNumber).toBe(net.ledger.latestCheckpoint.sequenceNumber);
    await expect(client.ledgerService.getCheckpoint({ checkpointId: { oneofKind: 'sequenceNumber', sequenceNumber: 10_000_000n } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reads the clock 0x6, which follows real time and can be moved forward', async () => {
    const read = async () => {
      const { objects } = await client.getObjects({ objectIds: [SUI_CLOCK_OBJECT_ID], include: { content: true } });
      const obj = objects[0];
      if (obj instanceof Error) throw obj;
      expect(obj.owner).toMatchObject({ $kind: 'Shared', Shared: { initialSharedVersion: '1' } });
      return BigInt(bcs.struct('Clock', { id: bcs.Address, timestamp_ms: bcs.u64() }).parse(obj.content!).timestamp_ms);
    };
    // Read brings 0x6 up to the node's time (this process's clock): between the moments around it.
    const readFrom = BigInt(Date.now());
    const before = await read();
    expect(before).toBeGreaterThanOrEqual(readFrom);
    expect(before).toBeLessThanOrEqual(BigInt(Date.now()));
    await advanceClock(net.url, 3 * 86_400_000);
    const after = await read();
    expect(after - before).toBeGreaterThanOrEqual(3n * 86_400_000n);
  });

  it('returns NOT_FOUND for a missing object and transaction, per item in batches', async () => {
    const missing = normalizeSuiAddress('0xdead');
    const { objects } = await client.getObjects({ objectIds: [missing, SUI_CLOCK_OBJECT_ID] });
    expect(objects[0]).toBeInstanceOf(Error);
    expect(objects[1]).not.toBeInstanceOf(Error);
    await expect(client.getTransaction({ digest: '11111111111111111111111111111111' })).rejects.toThrow();
  });
});

describe('faucet, balances and owned objects', () => {
  it('funds a fresh address with SUI and USDC, visible in balances and coin listings with paging', async () => {
    const kp = await fundedKeypair(net.url);
    const owner = kp.toSuiAddress();
    expect(await suiBalance(owner)).toBe(1_000_000_000_000n);
    const usdcType = net.envEntries.USDC_TYPE;
    expect(BigInt((await client.getBalance({ owner, coinType: usdcType })).balance.balance)).toBe(10_000_000_000n);
    const { balances } = await client.listBalances({ owner });
    expect(balances.map((b) => b.coinType).sort()).toEqual([normalizeSuiAddress('0x2') + '::sui::SUI', usdcType].sort());
    // Five SUI coins, as from Sui's faucet.
    const coins = await client.listCoins({ owner });
    expect(coins.objects.map((c) => c.balance)).toEqual(Array(5).fill('200000000000'));
    const seen: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: Awaited<ReturnType<typeof client.listOwnedObjects>> = await client.listOwnedObjects({ owner, limit: 2, cursor });
      expect(page.objects.length).toBeLessThanOrEqual(2);
      seen.push(...page.objects.map((o) => o.objectId));
      if (!page.hasNextPage) break;
      cursor = page.cursor;
    }
    expect(new Set(seen).size).toBe(6);
    const typed = await client.listOwnedObjects({ owner, type: '0x2::coin::Coin<0x2::sui::SUI>' });
    expect(typed.objects.map((o) => o.type)).toEqual(Array(5).fill(SUI_COIN));
    const anyCoin = await client.listOwnedObjects({ owner, type: '0x2::coin::Coin' });
    expect(anyCoin.objects).toHaveLength(6);
  });

  it('serves coin metadata for SUI, USDC and SUIL', async () => {
    const sui = await client.getCoinMetadata({ coinType: '0x2::sui::SUI' });
    expect(sui.coinMetadata).toMatchObject({ decimals: 9, symbol: 'SUI' });
    const usdc = await client.getCoinMetadata({ coinType: net.envEntries.USDC_TYPE });
    expect(usdc.coinMetadata).toMatchObject({ decimals: 6, symbol: 'USDC' });
    const suil = await client.getCoinMetadata({ coinType: net.envEntries.SUIL_TYPE });
    expect(suil.coinMetadata).toMatchObject({ decimals: 9, symbol: 'SUIL' });
    expect((await client.getCoinMetadata({ coinType: '0x1234::nope::NOPE' })).coinMetadata).toBeNull();
  });
});

describe('transactions', () => {
  it('transfers SUI with real V2 effects, events and balance changes, then reads it back', async () => {
    const alice = await fundedKeypair(net.url);
    const bob = Ed25519Keypair.generate().toSuiAddress();
    const tx = new Transaction();
    const [coin] = tx.splitCoins(tx.gas, [123_456_789n]);
    tx.transferObjects([coin], bob);
    const done = await run(client, alice, tx);
    expect(done.status.success).toBe(true);
    expect(await suiBalance(bob)).toBe(123_456_789n);

    const gas = done.effects!.gasUsed;
    // Net of the rebates for the four faucet coins merged into the gas coin (it can be negative).
    const paid = BigInt(gas.computationCost) + BigInt(gas.storageCost) - BigInt(gas.storageRebate);
    expect(BigInt(gas.computationCost)).toBeGreaterThan(0n);
    expect(await suiBalance(alice.toSuiAddress())).toBe(1_000_000_000_000n - 123_456_789n - paid);
    const changes = Object.fromEntries(done.balanceChanges!.map((c) => [normalizeSuiAddress(c.address), BigInt(c.amount)]));
    expect(changes[bob]).toBe(123_456_789n);
    expect(changes[alice.toSuiAddress()]).toBe(-123_456_789n - paid);

    // The effects are real BCS: they parse with the SDK's layout and hash to the effects digest.
    const effects = bcs.TransactionEffects.parse(done.effects!.bcs!);
    expect(effects.V2!.transactionDigest).toBe(done.digest);
    expect(effects.V2!.status.Success).toBe(true);
    // The gas coin, the four coins smashed into it, the new coin.
    expect(effects.V2!.changedObjects).toHaveLength(6);
    expect(done.effects!.changedObjects.filter((c) => c.idOperation === 'Deleted')).toHaveLength(4);
    const created = done.effects!.changedObjects.find((c) => c.idOperation === 'Created')!;
    expect(created.outputOwner).toEqual({ $kind: 'AddressOwner', AddressOwner: bob });
    expect(done.objectTypes![created.objectId]).toBe(SUI_COIN);

    // The created coin reads back with matching BCS and digest.
    const { objects } = await client.getObjects({ objectIds: [created.objectId], include: { objectBcs: true, content: true, previousTransaction: true, json: true } });
    const obj = objects[0];
    if (obj instanceof Error) throw obj;
    expect(obj.version).toBe(created.outputVersion);
    expect(obj.digest).toBe(created.outputDigest);
    expect(obj.previousTransaction).toBe(done.digest);
    expect(digestTagged('Object', obj.objectBcs!)).toBe(obj.digest);
    expect(bcs.Object.parse(obj.objectBcs!).owner.AddressOwner).toBe(bob);
    expect(BigInt(bcs.struct('Coin', { id: bcs.Address, balance: bcs.u64() }).parse(obj.content!).balance)).toBe(123_456_789n);
    // JSON as Sui renders it: UID as the id string, Balance and u64 as decimal strings.
    expect(obj.json).toEqual({ id: created.objectId, balance: '123456789' });

    const fetched = await client.waitForTransaction({ digest: done.digest, include: { effects: true, transaction: true } });
    expect(fetched.$kind).toBe('Transaction');
    expect(fetched.Transaction!.effects!.bcs).toEqual(done.effects!.bcs);
    expect(fetched.Transaction!.transaction!.sender).toBe(alice.toSuiAddress());
    expect(fetched.Transaction!.checkpoint).not.toBeNull();
  });

  it('lets a transfer take all but the gas from the gas coin, the budget sized by the node', async () => {
    const kp = await fundedKeypair(net.url);
    const to = Ed25519Keypair.generate().toSuiAddress();
    const amount = 1_000_000_000_000n - 10_000_000n;
    const tx = new Transaction();
    tx.transferObjects([tx.splitCoins(tx.gas, [amount])[0]], to);
    const done = await run(client, kp, tx);
    expect(done.status.success).toBe(true);
    expect(await suiBalance(to)).toBe(amount);
    const budget = BigInt(bcs.TransactionData.parse(done.bcs!).V1!.gasData.budget);
    expect(budget).toBeLessThan(10_000_000n);
    // One more MIST than the budget leaves is refused by the dry run.
    const greedy = new Transaction();
    const left = await suiBalance(kp.toSuiAddress());
    greedy.transferObjects([greedy.splitCoins(greedy.gas, [left])[0]], to);
    await expect(run(client, kp, greedy)).rejects.toThrow(/InsufficientCoinBalance|resolution failed/);
  });

  it('splits and merges coins', async () => {
    const kp = await fundedKeypair(net.url);
    const owner = kp.toSuiAddress();
    const split = new Transaction();
    const parts = split.splitCoins(split.gas, [1n, 2n, 3n]);
    split.transferObjects([parts[0], parts[1], parts[2]], owner);
    expect((await run(client, kp, split)).status.success).toBe(true);
    let coins = (await client.listCoins({ owner })).objects;
    // The faucet's five coins were merged into the gas coin, listed first as the largest.
    expect(coins.map((c) => c.balance).slice(1)).toEqual(['3', '2', '1']);
    const small = coins.filter((c) => BigInt(c.balance) <= 3n);

    const merge = new Transaction();
    merge.mergeCoins(
      merge.object(small[0].objectId),
      small.slice(1).map((c) => merge.object(c.objectId)),
    );
    const merged = await run(client, kp, merge);
    expect(merged.status.success).toBe(true);
    expect(merged.effects!.changedObjects.filter((c) => c.idOperation === 'Deleted')).toHaveLength(2);
    coins = (await client.listCoins({ owner })).objects;
    expect(coins.map((c) => c.balance)).toContain('6');
    expect(coins).toHaveLength(2);

    // MakeMoveVec + a framework Move call with a nested result and the gas coin.
    const vec = new Transaction();
    const [a] = vec.splitCoins(vec.gas, [10n]);
    const [b] = vec.moveCall({ target: '0x2::coin::split', typeArguments: ['0x2::sui::SUI'], arguments: [vec.gas, vec.pure.u64(20n)] });
    vec.moveCall({ target: '0x2::coin::join', typeArguments: ['0x2::sui::SUI'], arguments: [a, b] });
    vec.transferObjects([vec.makeMoveVec({ elements: [a] })], owner);
    await expect(run(client, kp, vec)).rejects.toThrow(/resolution failed/);
    const bad = await run(client, kp, vec, true);
    // A vector<Coin> has no `key`: TransferObjects refuses it, and nothing but gas changes.
    expect(bad.status.success).toBe(false);
    expect(bad.effects!.changedObjects.every((c) => c.idOperation === 'None')).toBe(true);

    // MakeMoveVec of pure values and of objects, into 0x2::pay.
    const pay = new Transaction();
    pay.moveCall({ target: '0x2::pay::split_vec', typeArguments: ['0x2::sui::SUI'], arguments: [pay.gas, pay.makeMoveVec({ type: 'u64', elements: [pay.pure.u64(100n), pay.pure.u64(200n)] })] });
    const [x, y] = pay.splitCoins(pay.gas, [300n, 400n]);
    const [keep] = pay.splitCoins(pay.gas, [1n]);
    pay.moveCall({ target: '0x2::pay::join_vec', typeArguments: ['0x2::sui::SUI'], arguments: [keep, pay.makeMoveVec({ elements: [x, y] })] });
    pay.transferObjects([keep], owner);
    expect((await run(client, kp, pay)).status.success).toBe(true);
    const balances = (await client.listCoins({ owner })).objects.map((o) => o.balance);
    expect(balances).toEqual(expect.arrayContaining(['100', '200', '701']));

    const good = new Transaction();
    const [c] = good.splitCoins(good.gas, [10n]);
    const [d] = good.moveCall({ target: '0x2::coin::split', typeArguments: ['0x2::sui::SUI'], arguments: [good.gas, good.pure.u64(20n)] });
    good.moveCall({ target: '0x2::coin::join', typeArguments: ['0x2::sui::SUI'], arguments: [c, d] });
    good.transferObjects([c], owner);
    expect((await run(client, kp, good)).status.success).toBe(true);
    expect((await client.listCoins({ owner })).objects.map((x) => x.balance)).toContain('30');
  });

  it('rejects a double spend of the same object version', async () => {
    const kp = await fundedKeypair(net.url);
    const owner = kp.toSuiAddress();
    const [gas] = (await client.listCoins({ owner })).objects;
    const build = async (to: string) => {
      const tx = new Transaction();
      tx.setSender(owner);
      tx.setGasBudget(BUDGET);
      tx.setGasPrice(1000n);
      tx.setGasPayment([{ objectId: gas.objectId, version: gas.version, digest: gas.digest }]);
      const [coin] = tx.splitCoins(tx.gas, [1_000n]);
      tx.transferObjects([coin], to);
      const bytes = await tx.build({ client });
      return { bytes, signature: (await kp.signTransaction(bytes)).signature };
    };
    const first = await build(Ed25519Keypair.generate().toSuiAddress());
    const second = await build(Ed25519Keypair.generate().toSuiAddress());
    const ok = await client.executeTransaction({ transaction: first.bytes, signatures: [first.signature], include: { effects: true } });
    expect(ok.$kind).toBe('Transaction');
    // The same transaction again is the same transaction (idempotent), not a second spend.
    const again = await client.executeTransaction({ transaction: first.bytes, signatures: [first.signature] });
    expect(again.Transaction?.digest).toBe(ok.Transaction!.digest);
    const err = await client.executeTransaction({ transaction: second.bytes, signatures: [second.signature] }).catch((e) => e);
    expect(err).toBeInstanceOf(RpcError);
    expect(err.message).toMatch(/not available for consumption/);
  });

  it('rejects a bad signature and a signature by someone else', async () => {
    const kp = await fundedKeypair(net.url);
    const tx = new Transaction();
    tx.setSender(kp.toSuiAddress());
    tx.transferObjects([tx.splitCoins(tx.gas, [5n])[0]], kp.toSuiAddress());
    const bytes = await tx.build({ client });
    const other = await Ed25519Keypair.generate().signTransaction(bytes);
    await expect(client.executeTransaction({ transaction: bytes, signatures: [other.signature] })).rejects.toThrow(/signed by its sender|signature/);
    const good = await kp.signTransaction(bytes);
    const raw = Buffer.from(good.signature, 'base64');
    raw[5] ^= 0xff;
    await expect(client.executeTransaction({ transaction: bytes, signatures: [raw.toString('base64')] })).rejects.toThrow(/signature/);
    await expect(client.executeTransaction({ transaction: bytes, signatures: [good.signature] })).resolves.toMatchObject({ $kind: 'Transaction' });
  });

  it('executes a sponsored transaction signed by sender and gas owner, and refuses it with one signature', async () => {
    const sender = await fundedKeypair(net.url);
    const sponsor = await fundedKeypair(net.url);
    const [coin] = (await client.listCoins({ owner: sender.toSuiAddress() })).objects;
    const [gas] = (await client.listCoins({ owner: sponsor.toSuiAddress() })).objects;
    const tx = new Transaction();
    tx.setSender(sender.toSuiAddress());
    tx.setGasOwner(sponsor.toSuiAddress());
    tx.setGasPayment([{ objectId: gas.objectId, version: gas.version, digest: gas.digest }]);
    tx.setGasBudget(BUDGET);
    tx.transferObjects([tx.splitCoins(tx.object(coin.objectId), [9n])[0]], sponsor.toSuiAddress());
    const bytes = await tx.build({ client });
    const a = await sender.signTransaction(bytes);
    const b = await sponsor.signTransaction(bytes);
    await expect(client.executeTransaction({ transaction: bytes, signatures: [a.signature] })).rejects.toThrow(/gas owner/);
    const r = await client.executeTransaction({ transaction: bytes, signatures: [a.signature, b.signature], include: { balanceChanges: true, effects: true } });
    expect(r.$kind).toBe('Transaction');
    const gasUsed = r.Transaction!.effects!.gasUsed;
    const paid = BigInt(gasUsed.computationCost) + BigInt(gasUsed.storageCost) - BigInt(gasUsed.storageRebate);
    const changes = Object.fromEntries(r.Transaction!.balanceChanges!.map((c) => [c.address, BigInt(c.amount)]));
    expect(changes[sender.toSuiAddress()]).toBe(-9n);
    expect(changes[sponsor.toSuiAddress()]).toBe(9n - paid);
  });

  it('refuses gas selection for an account without SUI, and dry-runs without gas on a mock coin', async () => {
    const empty = Ed25519Keypair.generate().toSuiAddress();
    const tx = new Transaction();
    tx.setSender(empty);
    tx.moveCall({ target: '0x2::clock::timestamp_ms', arguments: [tx.object.clock()] });
    await expect(tx.build({ client })).rejects.toThrow(/insufficient SUI balance/);
    const dry = await client.simulateTransaction({ transaction: tx, include: { effects: true } });
    expect(dry.$kind).toBe('Transaction');
    expect(BigInt(dry.Transaction!.effects!.gasUsed.computationCost)).toBeGreaterThan(0n);
  });

  it('rejects a gas budget below the minimum and a gas coin of someone else', async () => {
    const kp = await fundedKeypair(net.url);
    const tx = new Transaction();
    tx.setSender(kp.toSuiAddress());
    tx.setGasBudget(10n);
    tx.transferObjects([tx.splitCoins(tx.gas, [5n])[0]], kp.toSuiAddress());
    await expect(tx.build({ client })).rejects.toThrow(/budget/);
    const stranger = await fundedKeypair(net.url);
    const [theirs] = (await client.listCoins({ owner: stranger.toSuiAddress() })).objects;
    const steal = new Transaction();
    steal.setSender(kp.toSuiAddress());
    steal.setGasPayment([{ objectId: theirs.objectId, version: theirs.version, digest: theirs.digest }]);
    steal.setGasBudget(BUDGET);
    await expect(steal.build({ client })).rejects.toThrow(/not owned by the gas owner/);
  });

  it('fails a Move abort with its module and code, charges gas and changes nothing else', async () => {
    const kp = await fundedKeypair(net.url);
    const owner = kp.toSuiAddress();
    const before = await suiBalance(owner);
    const pkg = net.envEntries.PACKAGE_ID;
    const tx = new Transaction();
    tx.setGasBudget(BUDGET);
    // Binding yourself as your own inviter aborts with code 4.
    tx.moveCall({ target: `${pkg}::finance::bind_inviter`, arguments: [tx.object(net.envEntries.FINANCE_OBJECT), tx.pure.address(owner)] });
    // The SDK's dry run refuses it first, with the abort code.
    await expect(run(client, kp, tx)).rejects.toThrow(/abort code: 4/);
    const done = await run(client, kp, tx, true);
    expect(done.status.success).toBe(false);
    const error = done.status.error!;
    expect(error.$kind).toBe('MoveAbort');
    if (error.$kind === 'MoveAbort') {
      expect(error.MoveAbort.abortCode).toBe('4');
      expect(error.MoveAbort.location?.module).toBe('finance');
      expect(error.MoveAbort.location?.functionName).toBe('bind_inviter');
    }
    expect(done.events).toEqual([]);
    const gas = done.effects!.gasUsed;
    const paid = BigInt(gas.computationCost) + BigInt(gas.storageCost) - BigInt(gas.storageRebate);
    expect(paid).toBeGreaterThan(0n);
    expect(await suiBalance(owner)).toBe(before - paid);
    expect(bcs.TransactionEffects.parse(done.effects!.bcs!).V2!.status.Failure!.error.MoveAbort![1]).toBe('4');
    // What dApp Kit does with a wallet's effects bytes.
    const status = extractStatusFromEffectsBcs(done.effects!.bcs!);
    expect(status.success).toBe(false);
    expect(status.error?.$kind).toBe('MoveAbort');
    expect(parseTransactionEffectsBcs(done.effects!.bcs!).gasObject?.objectId).toBe(done.effects!.gasObject?.objectId);
    const failed = await client.getTransaction({ digest: done.digest, include: { effects: true } });
    expect(failed.$kind).toBe('FailedTransaction');
  });

  it('sequences concurrent transactions on one shared object (no version conflicts)', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => fundedKeypair(net.url)));
    const root = await rootAddress(client, net.envEntries);
    const results = await Promise.all(
      users.map(async (kp) => {
        const tx = new Transaction();
        tx.moveCall({ target: `${net.envEntries.PACKAGE_ID}::finance::bind_inviter`, arguments: [tx.object(net.envEntries.FINANCE_OBJECT), tx.pure.address(root)] });
        return run(client, kp, tx);
      }),
    );
    expect(results.every((r) => r.status.success)).toBe(true);
    const versions = results.map((r) => BigInt(r.effects!.changedObjects.find((c) => c.objectId === net.envEntries.FINANCE_OBJECT)!.outputVersion!));
    expect(new Set(versions).size).toBe(users.length);
  });

  it('resolves shared objects, gas and budget for an SDK-built transaction and executes it', async () => {
    const kp = await fundedKeypair(net.url);
    const pkg = net.envEntries.PACKAGE_ID;
    const tx = new Transaction();
    tx.setSender(kp.toSuiAddress());
    tx.moveCall({ target: `${pkg}::finance::bind_inviter`, arguments: [tx.object(net.envEntries.FINANCE_OBJECT), tx.pure.address(await rootAddress(client, net.envEntries))] });
    const bytes = await tx.build({ client });
    const data = bcs.TransactionData.parse(bytes).V1!;
    const finance = data.kind.ProgrammableTransaction!.inputs[0].Object!.SharedObject!;
    expect(finance).toMatchObject({ initialSharedVersion: '1', mutable: true });
    expect(data.gasData.payment).toHaveLength(5);
    expect(BigInt(data.gasData.budget)).toBeGreaterThanOrEqual(1_000_000n);
    const done = await client.executeTransaction({ transaction: bytes, signatures: [(await kp.signTransaction(bytes)).signature], include: { events: true } });
    expect(done.Transaction?.events?.[0].eventType).toBe(`${pkg}::finance::Bound`);
  });
});
