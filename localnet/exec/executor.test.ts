// The executor's support for native packages, through the real SDK over HTTP, with a small test
// package: argument checking against declared signatures, returned and wrapped objects, events,
// aborts, visibility, pure decoding, dynamic fields and the metadata built from declarations.
import { bcs } from '@mysten/sui/bcs';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Localnet, startLocalnet } from '../node.ts';
import type { CoinFields, MoveObject, NativePackage } from '../packages/types.ts';
import { fundedKeypair } from '../testing.ts';

const PKG = normalizeSuiAddress('0xabc');
const BOX = `${PKG}::box::Box`;
const BoxBcs = bcs.struct('Box', { id: bcs.Address, value: bcs.u64() });
const MadeBcs = bcs.struct('Made', { id: bcs.Address, value: bcs.u64() });

type BoxFields = { id: string; value: bigint };

const testPackage: NativePackage = {
  address: PKG,
  modules: {
    box: {
      structs: {
        Box: {
          abilities: ['key', 'store'],
          fields: [
            { name: 'id', type: '0x2::object::UID' },
            { name: 'value', type: 'u64' },
          ],
          bcs: () => BoxBcs,
        },
        Made: {
          abilities: ['copy', 'drop'],
          fields: [
            { name: 'id', type: '0x2::object::ID' },
            { name: 'value', type: 'u64' },
          ],
          bcs: () => MadeBcs,
        },
      },
      functions: {
        new: {
          visibility: 'public',
          isEntry: false,
          parameters: [{ type: 'u64' }],
          returns: [BOX],
          run(ctx, [value]) {
            const id = ctx.freshId();
            ctx.emit('Made', { id, value });
            return [{ id, type: BOX, fields: { id, value: value as bigint } } satisfies MoveObject<BoxFields>];
          },
        },
        set: {
          visibility: 'public',
          isEntry: false,
          parameters: [{ type: BOX, ref: 'mut' }, { type: 'u64' }],
          returns: [],
          run(_ctx, [box, value]) {
            (box as MoveObject<BoxFields>).fields.value = value as bigint;
            return [];
          },
        },
        value: {
          visibility: 'public',
          isEntry: false,
          parameters: [{ type: BOX, ref: 'imm' }],
          returns: ['u64'],
          run: (_ctx, [box]) => [BigInt((box as MoveObject<BoxFields>).fields.value)],
        },
        destroy: {
          visibility: 'public',
          isEntry: true,
          parameters: [{ type: BOX }],
          returns: [],
          run(ctx, [box]) {
            ctx.destroy(box as MoveObject);
            return [];
          },
        },
        secret: {
          visibility: 'private',
          isEntry: false,
          parameters: [],
          returns: ['u64'],
          run: () => [42n],
        },
        corrupt: {
          visibility: 'public',
          isEntry: true,
          parameters: [{ type: BOX, ref: 'mut' }],
          returns: [],
          run(_ctx, [box]) {
            // A bug in package code: a u64 field set to something BCS cannot encode.
            (box as MoveObject).fields.value = 'not a number';
            return [];
          },
        },
        fail: {
          visibility: 'public',
          isEntry: true,
          parameters: [{ type: 'u64' }],
          returns: [],
          run: (ctx, [code]) => ctx.abort(Number(code)),
        },
        swallow: {
          visibility: 'public',
          isEntry: true,
          typeParameters: 1,
          parameters: [{ type: BOX, ref: 'mut' }, { type: '0x2::coin::Coin<T0>' }],
          returns: [],
          run(_ctx, [box, coin]) {
            // Keeps the coin's value and does not destroy the coin: it is wrapped, as when Move
            // code stores a Balance inside an object.
            const b = box as MoveObject<BoxFields>;
            b.fields.value = BigInt(b.fields.value) + BigInt((coin as MoveObject<CoinFields>).fields.balance);
            return [];
          },
        },
        put: {
          visibility: 'public',
          isEntry: true,
          parameters: [{ type: BOX, ref: 'mut' }, { type: 'u64' }, { type: 'vector<u8>' }],
          returns: [],
          run(ctx, [box, key, value]) {
            ctx.dynamicField.set((box as MoveObject).id, 'u64', key, 'vector<u8>', value);
            return [];
          },
        },
        get: {
          visibility: 'public',
          isEntry: false,
          parameters: [{ type: BOX, ref: 'imm' }, { type: 'u64' }],
          returns: ['0x1::option::Option<vector<u8>>'],
          run: (ctx, [box, key]) => [ctx.dynamicField.get<Uint8Array>((box as MoveObject).id, 'u64', key, 'vector<u8>') ?? null],
        },
        drop_key: {
          visibility: 'public',
          isEntry: true,
          parameters: [{ type: BOX, ref: 'mut' }, { type: 'u64' }],
          returns: ['bool'],
          run: (ctx, [box, key]) => [ctx.dynamicField.remove((box as MoveObject).id, 'u64', key)],
        },
        echo: {
          visibility: 'public',
          isEntry: false,
          parameters: [{ type: '0x1::string::String' }, { type: '0x1::option::Option<u64>' }, { type: 'vector<address>' }, { type: 'u8' }],
          returns: ['0x1::string::String', 'u64', 'address', 'u8'],
          run: (_ctx, [s, o, v, n]) => [s, (o as bigint | null) ?? 0n, (v as string[])[0] ?? normalizeSuiAddress('0x0'), n],
        },
      },
    },
  },
};

let net: Localnet;
let client: SuiGrpcClient;
let me: Ed25519Keypair;

beforeAll(async () => {
  net = await startLocalnet({ port: 0, packages: [testPackage] });
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
  me = await fundedKeypair(net.url);
});

afterAll(async () => {
  await net?.close();
});

async function exec(tx: Transaction, onChain = false) {
  tx.setSenderIfNotSet(me.toSuiAddress());
  if (onChain) {
    await tx.build({ client, onlyTransactionKind: true });
    const coins = (await client.listCoins({ owner: me.toSuiAddress() })).objects.sort((a, b) => (BigInt(b.balance) > BigInt(a.balance) ? 1 : -1));
    tx.setGasPayment([{ objectId: coins[0].objectId, version: coins[0].version, digest: coins[0].digest }]);
    tx.setGasBudget(10_000_000n);
    tx.setGasPrice(1000n);
  }
  const r = await client.signAndExecuteTransaction({ transaction: tx, signer: me, include: { effects: true, events: true, objectTypes: true } });
  return r.Transaction ?? r.FailedTransaction!;
}

async function newBox(value: bigint): Promise<string> {
  const tx = new Transaction();
  const [box] = tx.moveCall({ target: `${PKG}::box::new`, arguments: [tx.pure.u64(value)] });
  tx.transferObjects([box], me.toSuiAddress());
  const done = await exec(tx);
  expect(done.status.success).toBe(true);
  return done.effects!.changedObjects.find((c) => c.idOperation === 'Created' && done.objectTypes![c.objectId] === BOX)!.objectId;
}

async function view(build: (tx: Transaction) => void) {
  const tx = new Transaction();
  tx.setSender(me.toSuiAddress());
  build(tx);
  const r = await client.simulateTransaction({ transaction: tx, checksEnabled: false, include: { commandResults: true } });
  return r;
}

describe('native package calls', () => {
  it('returns a new object that the transaction transfers, with its event', async () => {
    const tx = new Transaction();
    const [box] = tx.moveCall({ target: `${PKG}::box::new`, arguments: [tx.pure.u64(5n)] });
    tx.transferObjects([box], me.toSuiAddress());
    const done = await exec(tx);
    const created = done.effects!.changedObjects.find((c) => done.objectTypes![c.objectId] === BOX)!;
    expect(created.idOperation).toBe('Created');
    expect(done.events![0].eventType).toBe(`${PKG}::box::Made`);
    expect(MadeBcs.parse(done.events![0].bcs)).toEqual({ id: created.objectId, value: '5' });
    expect(done.events![0].json).toEqual({ id: created.objectId, value: '5' });
    const { objects } = await client.listOwnedObjects({ owner: me.toSuiAddress(), type: BOX, include: { content: true } });
    expect(objects.some((o) => o.objectId === created.objectId && BoxBcs.parse(o.content!).value === '5')).toBe(true);
  });

  it('refuses a new object left unused (UnusedValueWithoutDrop)', async () => {
    const tx = new Transaction();
    tx.moveCall({ target: `${PKG}::box::new`, arguments: [tx.pure.u64(1n)] });
    await expect(exec(tx)).rejects.toThrow(/UnusedValueWithoutDrop|left unused/);
  });

  it('mutates through &mut and reads through & in a view', async () => {
    const id = await newBox(1n);
    const tx = new Transaction();
    tx.moveCall({ target: `${PKG}::box::set`, arguments: [tx.object(id), tx.pure.u64(77n)] });
    expect((await exec(tx)).status.success).toBe(true);
    const r = await view((v) => v.moveCall({ target: `${PKG}::box::value`, arguments: [v.object(id)] }));
    expect(bcs.u64().parse(r.commandResults![0].returnValues[0].bcs!)).toBe('77');
  });

  it('checks arguments against the declared signature', async () => {
    const id = await newBox(1n);
    const split = new Transaction();
    split.transferObjects([split.splitCoins(split.gas, [5n])[0]], me.toSuiAddress());
    await exec(split);
    const coin = (await client.listCoins({ owner: me.toSuiAddress() })).objects.find((c) => c.balance === '5')!;
    const mismatch = new Transaction();
    mismatch.moveCall({ target: `${PKG}::box::value`, arguments: [mismatch.object(coin.objectId)] });
    const r1 = await exec(mismatch, true);
    expect(r1.status.error?.$kind).toBe('CommandArgumentError');
    if (r1.status.error?.$kind === 'CommandArgumentError') expect(r1.status.error.CommandArgumentError.name).toBe('TypeMismatch');

    const arity = new Transaction();
    arity.moveCall({ target: `${PKG}::box::set`, arguments: [arity.object(id)] });
    const r2 = await exec(arity, true);
    expect(r2.status.error?.message).toMatch(/ArityMismatch|takes 2 arguments/);

    const typeArity = new Transaction();
    typeArity.moveCall({ target: `${PKG}::box::swallow`, arguments: [typeArity.object(id), typeArity.splitCoins(typeArity.gas, [1n])] });
    const r3 = await exec(typeArity, true);
    expect(r3.status.success).toBe(false);

    const badBytes = new Transaction();
    badBytes.moveCall({ target: `${PKG}::box::set`, arguments: [badBytes.object(id), badBytes.pure(new Uint8Array([1, 2, 3]))] });
    const r4 = await exec(badBytes, true);
    expect(r4.status.error?.$kind).toBe('CommandArgumentError');
    if (r4.status.error?.$kind === 'CommandArgumentError') expect(r4.status.error.CommandArgumentError.name).toBe('InvalidBcsBytes');
  });

  it('refuses a private function on chain and runs it in a view', async () => {
    const tx = new Transaction();
    tx.moveCall({ target: `${PKG}::box::secret` });
    const r = await exec(tx, true);
    expect(r.status.success).toBe(false);
    expect(r.status.error?.message).toMatch(/NonEntryFunctionInvoked|neither public nor entry/);
    const v = await view((t) => t.moveCall({ target: `${PKG}::box::secret` }));
    expect(bcs.u64().parse(v.commandResults![0].returnValues[0].bcs!)).toBe('42');
  });

  it('fails (and charges gas for) a call that leaves an object its layout cannot encode', async () => {
    const id = await newBox(3n);
    const tx = new Transaction();
    tx.moveCall({ target: `${PKG}::box::corrupt`, arguments: [tx.object(id)] });
    // The node logs the package bug; keep the test output quiet.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = await exec(tx, true);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    expect(r.status.success).toBe(false);
    expect(r.status.error?.message).toMatch(/cannot serialize/);
    const v = await view((t) => t.moveCall({ target: `${PKG}::box::value`, arguments: [t.object(id)] }));
    expect(bcs.u64().parse(v.commandResults![0].returnValues[0].bcs!)).toBe('3');
  });

  it('attributes an abort to its module and function', async () => {
    const tx = new Transaction();
    tx.moveCall({ target: `${PKG}::box::fail`, arguments: [tx.pure.u64(7n)] });
    const r = await exec(tx, true);
    const error = r.status.error!;
    expect(error.$kind).toBe('MoveAbort');
    if (error.$kind === 'MoveAbort') {
      expect(error.MoveAbort.abortCode).toBe('7');
      expect(error.MoveAbort.location).toMatchObject({ module: 'box', functionName: 'fail' });
    }
  });

  it('deletes a coin passed by value and kept by Move code (wrapped), and one destroyed', async () => {
    const id = await newBox(0n);
    const tx = new Transaction();
    const [coin] = tx.splitCoins(tx.gas, [1234n]);
    tx.moveCall({ target: `${PKG}::box::swallow`, typeArguments: ['0x2::sui::SUI'], arguments: [tx.object(id), coin] });
    const done = await exec(tx);
    expect(done.status.success).toBe(true);
    // Created and wrapped in the same transaction: the coin never appears.
    expect(done.effects!.changedObjects.filter((c) => c.idOperation === 'Created')).toHaveLength(0);
    const r = await view((v) => v.moveCall({ target: `${PKG}::box::value`, arguments: [v.object(id)] }));
    expect(bcs.u64().parse(r.commandResults![0].returnValues[0].bcs!)).toBe('1234');

    const destroy = new Transaction();
    destroy.moveCall({ target: `${PKG}::box::destroy`, arguments: [destroy.object(id)] });
    const gone = await exec(destroy);
    expect(gone.effects!.changedObjects.find((c) => c.objectId === id)?.idOperation).toBe('Deleted');
    const { objects } = await client.getObjects({ objectIds: [id] });
    expect(objects[0]).toBeInstanceOf(Error);
  });

  it('keeps dynamic fields as child objects, listed, read, removed', async () => {
    const id = await newBox(0n);
    const put = new Transaction();
    put.moveCall({ target: `${PKG}::box::put`, arguments: [put.object(id), put.pure.u64(9n), put.pure.vector('u8', [1, 2, 3])] });
    expect((await exec(put)).status.success).toBe(true);
    const fields = await client.listDynamicFields({ parentId: id, include: { value: true } });
    expect(fields.dynamicFields).toHaveLength(1);
    expect(fields.dynamicFields[0].name.type).toBe('u64');
    expect(bcs.u64().parse(fields.dynamicFields[0].name.bcs)).toBe('9');
    expect(fields.dynamicFields[0].valueType).toBe('vector<u8>');
    expect(Array.from(bcs.byteVector().parse(fields.dynamicFields[0].value!.bcs))).toEqual([1, 2, 3]);
    // The SDK derives the field id itself, as on Sui.
    const df = await client.getDynamicField({ parentId: id, name: { type: 'u64', bcs: bcs.u64().serialize(9n).toBytes() } });
    expect(df.dynamicField.fieldId).toBe(fields.dynamicFields[0].fieldId);
    expect(Array.from(bcs.byteVector().parse(df.dynamicField.value.bcs))).toEqual([1, 2, 3]);
    const got = await view((v) => v.moveCall({ target: `${PKG}::box::get`, arguments: [v.object(id), v.pure.u64(9n)] }));
    expect(Array.from(bcs.option(bcs.byteVector()).parse(got.commandResults![0].returnValues[0].bcs!)!)).toEqual([1, 2, 3]);

    const drop = new Transaction();
    drop.moveCall({ target: `${PKG}::box::drop_key`, arguments: [drop.object(id), drop.pure.u64(9n)] });
    const dropped = await exec(drop);
    expect(dropped.effects!.changedObjects.find((c) => c.objectId === fields.dynamicFields[0].fieldId)?.idOperation).toBe('Deleted');
    expect((await client.listDynamicFields({ parentId: id })).dynamicFields).toHaveLength(0);
  });

  it('decodes strings, options, vectors of addresses and small integers', async () => {
    const who = normalizeSuiAddress('0x1234');
    const r = await view((v) =>
      v.moveCall({
        target: `${PKG}::box::echo`,
        arguments: [v.pure.string('héllo'), v.pure.option('u64', 5n), v.pure.vector('address', [who]), v.pure.u8(200)],
      }),
    );
    const [s, o, a, n] = r.commandResults![0].returnValues.map((x) => x.bcs!);
    expect(bcs.string().parse(s)).toBe('héllo');
    expect(bcs.u64().parse(o)).toBe('5');
    expect(bcs.Address.parse(a)).toBe(who);
    expect(bcs.u8().parse(n)).toBe(200);
  });

  it('describes the package from its declarations', async () => {
    const { function: fn } = await client.getMoveFunction({ packageId: PKG, moduleName: 'box', name: 'echo' });
    expect(fn.parameters.map((p) => p.body.$kind)).toEqual(['datatype', 'datatype', 'vector', 'u8', 'datatype']);
    expect(fn.returns).toHaveLength(4);
    const { response } = await client.movePackageService.getPackage({ packageId: PKG });
    expect(response.package?.modules.map((m) => m.name)).toEqual(['box']);
    const box = response.package!.modules[0].datatypes.find((d) => d.name === 'Box')!;
    expect(box.fields.map((f) => f.name)).toEqual(['id', 'value']);
  });
});
