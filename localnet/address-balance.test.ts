// Address balances (SIP-58) through the real SuiGrpcClient: send_funds, withdrawals, the SDK's
// coinWithBalance, gas paid from an address balance (empty payment, coin reservations), what
// GetBalance/ListBalances/effects/balance changes report, and that the balances survive a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bcs } from '@mysten/sui/bcs';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { coinWithBalance, Transaction } from '@mysten/sui/transactions';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accumulatorFieldId } from './framework/accumulator.ts';
import { SUI_TYPE } from './framework/move-type.ts';
import { type Localnet, startLocalnet } from './node.ts';
import { fundedKeypair } from './testing.ts';

let net: Localnet;
let client: SuiGrpcClient;
let USDC: string;

beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
  USDC = net.envEntries.USDC_TYPE;
});

afterAll(async () => {
  await net?.close();
});

async function execute(signer: Ed25519Keypair, tx: Transaction) {
  const r = await client.signAndExecuteTransaction({ transaction: tx, signer, include: { effects: true, balanceChanges: true, transaction: true } });
  const done = r.Transaction ?? r.FailedTransaction!;
  expect(done.effects!.status.error?.message).toBeUndefined();
  await client.waitForTransaction({ digest: done.digest });
  return done;
}

async function balance(owner: string, coinType = SUI_TYPE) {
  const { balance } = await client.getBalance({ owner, coinType });
  return { total: BigInt(balance.balance), coins: BigInt(balance.coinBalance), address: BigInt(balance.addressBalance) };
}

/** Sends `amount` of `coinType` from `from`'s coins into `to`'s address balance. */
async function sendFunds(from: Ed25519Keypair, to: string, amount: bigint, coinType = SUI_TYPE) {
  const tx = new Transaction();
  const coin = coinType === SUI_TYPE ? tx.splitCoins(tx.gas, [amount])[0] : coinWithBalance({ type: coinType, balance: amount, useGasCoin: false });
  tx.moveCall({ target: '0x2::coin::send_funds', typeArguments: [coinType], arguments: [coin, tx.pure.address(to)] });
  return execute(from, tx);
}

describe('send_funds and withdrawals', () => {
  it('deposits with coin::send_funds and balance::send_funds; GetBalance and ListBalances report coins and address balance', async () => {
    const funder = await fundedKeypair(net.url);
    const to = Ed25519Keypair.generate().toSuiAddress();
    const done = await sendFunds(funder, to, 300_000_000n);

    // The effects carry an accumulator write for the recipient, as a real node reports it.
    const write = done.effects!.changedObjects.find((c) => c.outputState === 'AccumulatorWriteV1')!;
    expect(write.objectId).toBe(accumulatorFieldId(to, SUI_TYPE));
    expect(write.inputState).toBe('DoesNotExist');
    const parsed = bcs.TransactionEffects.parse(done.effects!.bcs!).V2!.changedObjects.find(([id]) => id === write.objectId)![1];
    expect(parsed.outputState.AccumulatorWriteV1).toMatchObject({ address: { address: to }, operation: { Merge: true }, value: { Integer: '300000000' } });
    expect(done.balanceChanges!.find((c) => normalizeSuiAddress(c.address) === to)).toMatchObject({ coinType: SUI_TYPE, amount: '300000000' });

    expect(await balance(to)).toEqual({ total: 300_000_000n, coins: 0n, address: 300_000_000n });
    expect((await client.listCoins({ owner: to })).objects).toEqual([]);

    // balance::send_funds of USDC taken from a coin: the recipient lists USDC with no coin of it.
    const tx = new Transaction();
    const usdc = tx.moveCall({ target: '0x2::coin::into_balance', typeArguments: [USDC], arguments: [coinWithBalance({ type: USDC, balance: 5_000_000n })] });
    tx.moveCall({ target: '0x2::balance::send_funds', typeArguments: [USDC], arguments: [usdc, tx.pure.address(to)] });
    await execute(funder, tx);
    expect(await balance(to, USDC)).toEqual({ total: 5_000_000n, coins: 0n, address: 5_000_000n });
    const { balances } = await client.listBalances({ owner: to });
    expect(balances.map((b) => [b.coinType, b.addressBalance]).sort()).toEqual([[SUI_TYPE, '300000000'], [USDC, '5000000']].sort());
    // The accumulator is a dynamic field of 0xacc, readable as an object.
    const { object } = await client.getObject({ objectId: accumulatorFieldId(to, USDC), include: { json: true } });
    expect(object.type).toBe(`0x0000000000000000000000000000000000000000000000000000000000000002::dynamic_field::Field<0x0000000000000000000000000000000000000000000000000000000000000002::accumulator::Key<0x0000000000000000000000000000000000000000000000000000000000000002::balance::Balance<${USDC}>>,0x0000000000000000000000000000000000000000000000000000000000000002::accumulator::U128>`);
  });

  it('redeems a tx.withdrawal into a coin, and refuses to reserve more than the address balance', async () => {
    const funder = await fundedKeypair(net.url);
    const user = await fundedKeypair(net.url);
    const owner = user.toSuiAddress();
    await sendFunds(funder, owner, 2_000_000n, USDC);

    const tx = new Transaction();
    const withdrawal = tx.withdrawal({ amount: 1_500_000n, type: USDC });
    const coin = tx.moveCall({ target: '0x2::coin::redeem_funds', typeArguments: [USDC], arguments: [withdrawal] });
    tx.transferObjects([coin], owner);
    const done = await execute(user, tx);
    // From the address balance to a coin of the same owner: no net change to report.
    expect(done.balanceChanges!.filter((c) => c.coinType === USDC)).toEqual([]);
    const write = done.effects!.changedObjects.find((c) => c.outputState === 'AccumulatorWriteV1')!;
    expect(bcs.TransactionEffects.parse(done.effects!.bcs!).V2!.changedObjects.find(([id]) => id === write.objectId)![1].outputState.AccumulatorWriteV1).toMatchObject({
      operation: { Split: true },
      value: { Integer: '1500000' },
    });
    const after = await balance(owner, USDC);
    expect(after.address).toBe(500_000n);
    expect(after.coins).toBe(10_000_000_000n + 1_500_000n);

    const greedy = new Transaction();
    const w = greedy.withdrawal({ amount: 500_001n, type: USDC });
    greedy.transferObjects([greedy.moveCall({ target: '0x2::coin::redeem_funds', typeArguments: [USDC], arguments: [w] })], owner);
    await expect(client.signAndExecuteTransaction({ transaction: greedy, signer: user })).rejects.toThrow(/address balance/);
    expect((await balance(owner, USDC)).address).toBe(500_000n);
  });

  it('uses a withdrawal once: redeeming the same input twice fails and changes nothing', async () => {
    const funder = await fundedKeypair(net.url);
    const user = await fundedKeypair(net.url);
    const owner = user.toSuiAddress();
    await sendFunds(funder, owner, 1_000_000n, USDC);
    const tx = new Transaction();
    const w = tx.withdrawal({ amount: 1_000_000n, type: USDC });
    const a = tx.moveCall({ target: '0x2::coin::redeem_funds', typeArguments: [USDC], arguments: [w] });
    const b = tx.moveCall({ target: '0x2::coin::redeem_funds', typeArguments: [USDC], arguments: [w] });
    tx.transferObjects([a, b], owner);
    await expect(client.signAndExecuteTransaction({ transaction: tx, signer: user })).rejects.toThrow(/already moved|InvalidValueUsage/i);
    expect((await balance(owner, USDC)).address).toBe(1_000_000n);
  });
});

describe("the SDK's coinWithBalance and gas from an address balance", () => {
  it('pays a USDC coinWithBalance from coins plus address balance, and returns the change to the address balance', async () => {
    const funder = await fundedKeypair(net.url);
    const user = await fundedKeypair(net.url);
    const owner = user.toSuiAddress();
    await sendFunds(funder, owner, 4_000_000n, USDC);
    const to = Ed25519Keypair.generate().toSuiAddress();
    const tx = new Transaction();
    tx.transferObjects([coinWithBalance({ type: USDC, balance: 10_002_000_000n })], to);
    await execute(user, tx);
    expect(await balance(to, USDC)).toMatchObject({ coins: 10_002_000_000n });
    expect(await balance(owner, USDC)).toEqual({ total: 2_000_000n, coins: 0n, address: 2_000_000n });
  });

  it('pays gas from the address balance with an empty gas payment when the gas coin is unused', async () => {
    const funder = await fundedKeypair(net.url);
    const user = Ed25519Keypair.generate();
    const owner = user.toSuiAddress();
    await sendFunds(funder, owner, 500_000_000n);
    await sendFunds(funder, owner, 3_000_000n, USDC);
    const to = Ed25519Keypair.generate().toSuiAddress();
    const tx = new Transaction();
    tx.transferObjects([coinWithBalance({ type: USDC, balance: 1_000_000n })], to);
    const done = await execute(user, tx);
    expect(done.transaction!.gasData.payment).toEqual([]);
    expect(done.transaction!.expiration).toHaveProperty('ValidDuring');
    expect(done.effects!.gasObject).toBeNull();
    const g = done.effects!.gasUsed;
    const paid = BigInt(g.computationCost) + BigInt(g.storageCost) - BigInt(g.storageRebate);
    expect(paid).toBeGreaterThan(0n);
    expect(await balance(owner)).toEqual({ total: 500_000_000n - paid, coins: 0n, address: 500_000_000n - paid });
    expect(await balance(owner, USDC)).toEqual({ total: 2_000_000n, coins: 0n, address: 2_000_000n });
    const sui = done.balanceChanges!.find((c) => normalizeSuiAddress(c.address) === owner && c.coinType === SUI_TYPE)!;
    expect(BigInt(sui.amount)).toBe(-paid);
    // Without a gas coin and without an epoch-bounded expiration it could replay: refused.
    const bare = new Transaction();
    bare.setSender(owner);
    bare.setGasPayment([]);
    bare.setGasBudget(10_000_000n);
    bare.setExpiration({ None: true });
    bare.transferObjects([coinWithBalance({ type: USDC, balance: 1n })], to);
    const bytes = await bare.build({ client });
    const { signature } = await user.signTransaction(bytes);
    await expect(client.executeTransaction({ transaction: bytes, signatures: [signature] })).rejects.toThrow(/replay protection/);
  });

  it('sends with tx.balance() and balance::send_funds from an address balance only, gas from it too', async () => {
    const funder = await fundedKeypair(net.url);
    const user = Ed25519Keypair.generate();
    const owner = user.toSuiAddress();
    await sendFunds(funder, owner, 300_000_000n);
    const to = Ed25519Keypair.generate().toSuiAddress();
    const tx = new Transaction();
    tx.moveCall({ target: '0x2::balance::send_funds', typeArguments: [SUI_TYPE], arguments: [tx.balance({ balance: 1_000n }), tx.pure.address(to)] });
    const done = await execute(user, tx);
    expect(done.transaction!.gasData.payment).toEqual([]);
    const g = done.effects!.gasUsed;
    const paid = BigInt(g.computationCost) + BigInt(g.storageCost) - BigInt(g.storageRebate);
    expect(await balance(to)).toEqual({ total: 1_000n, coins: 0n, address: 1_000n });
    expect(await balance(owner)).toEqual({ total: 300_000_000n - 1_000n - paid, coins: 0n, address: 300_000_000n - 1_000n - paid });
  });

  it('lets a transaction use the gas coin with only an address balance (a coin reservation), returning what is left', async () => {
    const funder = await fundedKeypair(net.url);
    const user = Ed25519Keypair.generate();
    const owner = user.toSuiAddress();
    await sendFunds(funder, owner, 500_000_000n);
    const to = Ed25519Keypair.generate().toSuiAddress();
    const tx = new Transaction();
    tx.transferObjects([tx.splitCoins(tx.gas, [100_000_000n])[0]], to);
    const done = await execute(user, tx);
    const payment = done.transaction!.gasData.payment!;
    expect(payment).toHaveLength(1);
    expect(payment[0].version).toBe('0');
    const g = done.effects!.gasUsed;
    const paid = BigInt(g.computationCost) + BigInt(g.storageCost) - BigInt(g.storageRebate);
    expect(await balance(to)).toMatchObject({ coins: 100_000_000n });
    expect(await balance(owner)).toEqual({ total: 400_000_000n - paid, coins: 0n, address: 400_000_000n - paid });

    // With no coin behind it, the gas coin cannot be handed over whole.
    const all = new Transaction();
    all.transferObjects([all.gas], to);
    await expect(client.signAndExecuteTransaction({ transaction: all, signer: user })).rejects.toThrow(/cannot be transferred/);
    expect((await balance(owner)).address).toBe(400_000_000n - paid);
  });

  it('combines coins and the address balance for the gas coin (reservation first), keeping coin and balance apart', async () => {
    const funder = await fundedKeypair(net.url);
    const user = Ed25519Keypair.generate();
    const owner = user.toSuiAddress();
    const fund = new Transaction();
    fund.transferObjects([fund.splitCoins(fund.gas, [50_000_000n])[0]], owner);
    await execute(funder, fund);
    await sendFunds(funder, owner, 50_000_000n);
    const to = Ed25519Keypair.generate().toSuiAddress();
    const tx = new Transaction();
    tx.transferObjects([tx.splitCoins(tx.gas, [80_000_000n])[0]], to);
    const done = await execute(user, tx);
    expect(done.transaction!.gasData.payment!.map((p) => p.version)[0]).toBe('0');
    expect(done.transaction!.gasData.payment).toHaveLength(2);
    const g = done.effects!.gasUsed;
    const paid = BigInt(g.computationCost) + BigInt(g.storageCost) - BigInt(g.storageRebate);
    expect(await balance(to)).toMatchObject({ coins: 80_000_000n });
    expect((await balance(owner)).total).toBe(20_000_000n - paid);
  });
});

describe('node answers the SDK relies on', () => {
  it('lists a coin type largest balance first, and pages in that order', async () => {
    const kp = await fundedKeypair(net.url);
    const owner = kp.toSuiAddress();
    const tx = new Transaction();
    const parts = tx.splitCoins(tx.gas, [7n, 300n, 42n]);
    tx.transferObjects([parts[0], parts[1], parts[2]], owner);
    await execute(kp, tx);
    const first = await client.listCoins({ owner, limit: 2 });
    const rest = await client.listCoins({ owner, cursor: first.cursor });
    const all = [...first.objects, ...rest.objects].map((c) => BigInt(c.balance));
    expect(all).toHaveLength(4);
    expect(all.slice(1)).toEqual([300n, 42n, 7n]);
    expect(all[0]).toBeGreaterThan(300n);
  });

  it('describes the framework functions the SDK calls, with the TxContext last', async () => {
    const fn = async (target: string) => {
      const [packageId, moduleName, name] = target.split('::');
      return (await client.getMoveFunction({ packageId, moduleName, name })).function;
    };
    expect((await fn('0x2::coin::redeem_funds')).parameters[0].body).toMatchObject({
      $kind: 'datatype',
      datatype: { typeName: '0x0000000000000000000000000000000000000000000000000000000000000002::funds_accumulator::Withdrawal' },
    });
    expect((await fn('0x2::coin::mint')).parameters.map((p) => p.reference)).toEqual(['mutable', null, 'mutable']);
    expect((await fn('0x1::option::none')).returns[0].body).toMatchObject({ $kind: 'datatype' });
    for (const target of ['0x2::balance::redeem_funds', '0x2::balance::send_funds', '0x2::coin::send_funds', '0x2::coin::into_balance', '0x2::coin::from_balance', '0x2::balance::zero'])
      expect((await fn(target)).typeParameters).toHaveLength(1);
  });

  it('answers INVALID_ARGUMENT for an invalid name, NOT_FOUND for a valid one without a record', async () => {
    await expect(client.core.resolveNameServiceAddress({ name: '' })).rejects.toThrow(/invalid name/);
    expect(await client.core.resolveNameServiceAddress({ name: 'nobody.sui' })).toEqual({ address: null });
  });

  it('reports the feature flags of address balances in the protocol config', async () => {
    const { protocolConfig } = await client.core.getProtocolConfig();
    expect(protocolConfig.featureFlags).toMatchObject({ enable_accumulators: true, enable_address_balance_gas_payments: true, enable_coin_reservation_obj_refs: true });
  });
});

describe('persistence', () => {
  it('keeps address balances across a restart with --data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'localnet-ab-'));
    try {
      const first = await startLocalnet({ port: 0, dataDir: dir });
      const c1 = new SuiGrpcClient({ network: 'localnet', baseUrl: first.url });
      const funder = await fundedKeypair(first.url);
      const to = Ed25519Keypair.generate().toSuiAddress();
      const tx = new Transaction();
      tx.moveCall({ target: '0x2::coin::send_funds', typeArguments: [SUI_TYPE], arguments: [tx.splitCoins(tx.gas, [123_000n])[0], tx.pure.address(to)] });
      const r = await c1.signAndExecuteTransaction({ transaction: tx, signer: funder });
      expect(r.$kind).toBe('Transaction');
      await first.close();
      const second = await startLocalnet({ port: 0, dataDir: dir });
      const c2 = new SuiGrpcClient({ network: 'localnet', baseUrl: second.url });
      expect((await c2.getBalance({ owner: to })).balance).toMatchObject({ addressBalance: '123000', coinBalance: '0', balance: '123000' });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
