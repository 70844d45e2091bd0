// Sponsored binds through the real SuiGrpcClient: the dev sponsor pays a newcomer's
// `finance::bind_inviter` from its SUI address balance (an empty gas payment, SIP-58), as the
// local server does. What the node refuses: a missing or foreign sponsor signature, the sponsor's
// gas coin taken with an empty payment, and gas beyond a drained address balance.
import { bcs } from '@mysten/sui/bcs';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinReservationRef } from './framework/accumulator.ts';
import { SUI_TYPE } from './framework/move-type.ts';
import { type Localnet, startLocalnet } from './node.ts';
import { DEV_ROOT_ADDRESS, DEV_SPONSOR_ADDRESS, devSponsorKeypair } from './packages/finance/dev-keys.ts';
import { DEFAULTS, FINANCE_OBJECT, PACKAGE_ID } from './packages/finance/ids.ts';
import { setAddressBalance } from './testing.ts';

let net: Localnet;
let client: SuiGrpcClient;
const sponsor = devSponsorKeypair();

beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
});

afterAll(async () => {
  await net?.close();
});

async function suiBalance(owner: string) {
  const { balance } = await client.core.getBalance({ owner, coinType: SUI_TYPE });
  return { total: BigInt(balance.balance), coins: BigInt(balance.coinBalance), address: BigInt(balance.addressBalance) };
}

/** The inviter `user` is bound to (0x0 when unbound), read with the `finance::info` view. */
async function inviterOf(user: string): Promise<string> {
  const tx = new Transaction();
  tx.moveCall({ target: `${PACKAGE_ID}::finance::info`, arguments: [tx.object(FINANCE_OBJECT), tx.pure.address(user)] });
  const r = await client.simulateTransaction({ transaction: tx, checksEnabled: false, include: { commandResults: true } });
  return bcs.Address.parse(r.commandResults![0].returnValues[1].bcs!);
}

/** A newcomer's bind to the dev root, with the dev sponsor as gas owner paying from its address balance. */
function sponsoredBindTx(user: string): Transaction {
  return sponsoredTx(user, (tx) => tx.moveCall({ target: `${PACKAGE_ID}::finance::bind_inviter`, arguments: [tx.object(FINANCE_OBJECT), tx.pure.address(DEV_ROOT_ADDRESS)] }));
}

/** A transaction by `user` whose gas owner is the dev sponsor, with the commands `build` adds. */
function sponsoredTx(user: string, build: (tx: Transaction) => void): Transaction {
  const tx = new Transaction();
  tx.setSender(user);
  tx.setGasOwner(DEV_SPONSOR_ADDRESS);
  tx.setGasPayment([]);
  build(tx);
  return tx;
}

/** The bytes a client could make without the SDK's dry run (which stops a bad transaction early). */
async function withoutDryRun(tx: Transaction, payment: Array<{ objectId: string; version: string; digest: string }>): Promise<Uint8Array> {
  await tx.build({ client, onlyTransactionKind: true });
  tx.setGasPrice(1000n);
  tx.setGasBudget(10_000_000n);
  tx.setGasPayment(payment);
  tx.setExpiration({ ValidDuring: { minEpoch: '0', maxEpoch: '1', minTimestamp: null, maxTimestamp: null, chain: net.ledger.chainId, nonce: 1 } });
  return tx.build({ client });
}

async function signBoth(bytes: Uint8Array, user: Ed25519Keypair, gasOwner: Ed25519Keypair = sponsor): Promise<string[]> {
  return [(await user.signTransaction(bytes)).signature, (await gasOwner.signTransaction(bytes)).signature];
}

function netGas(g: { computationCost: string; storageCost: string; storageRebate: string }): bigint {
  return BigInt(g.computationCost) + BigInt(g.storageCost) - BigInt(g.storageRebate);
}

describe('the dev sponsor', () => {
  it('starts with 10,000 SUI of address balance and no coin', async () => {
    expect(DEFAULTS.devSponsorAddressBalance).toBe(10_000n * 1_000_000_000n);
    expect(await suiBalance(DEV_SPONSOR_ADDRESS)).toEqual({ total: DEFAULTS.devSponsorAddressBalance, coins: 0n, address: DEFAULTS.devSponsorAddressBalance });
    expect(sponsor.toSuiAddress()).toBe(DEV_SPONSOR_ADDRESS);
  });
});

describe('a sponsored bind', () => {
  it("binds a newcomer holding no SUI; the sponsor's address balance pays exactly the net gas", async () => {
    const user = Ed25519Keypair.generate();
    const owner = user.toSuiAddress();
    expect(await suiBalance(owner)).toEqual({ total: 0n, coins: 0n, address: 0n });
    const before = (await suiBalance(DEV_SPONSOR_ADDRESS)).address;

    const bytes = await sponsoredBindTx(owner).build({ client });
    const result = await client.core.executeTransaction({
      transaction: bytes,
      signatures: await signBoth(bytes, user),
      include: { effects: true, events: true, transaction: true, balanceChanges: true },
    });
    expect(result.$kind).toBe('Transaction');
    const done = result.Transaction!;
    expect(done.effects!.status.success).toBe(true);
    await client.waitForTransaction({ digest: done.digest });

    // Sender the user, gas from the sponsor's address balance: no payment, no gas object.
    expect(normalizeSuiAddress(done.transaction!.sender!)).toBe(owner);
    expect(normalizeSuiAddress(done.transaction!.gasData.owner!)).toBe(DEV_SPONSOR_ADDRESS);
    expect(done.transaction!.gasData.payment).toEqual([]);
    expect(done.transaction!.expiration).toHaveProperty('ValidDuring');
    expect(done.effects!.gasObject).toBeNull();

    expect(await inviterOf(owner)).toBe(DEV_ROOT_ADDRESS);
    const bound = done.events!.find((e) => e.eventType === `${PACKAGE_ID}::finance::Bound`)!;
    expect(bound.json).toEqual({ user: owner, inviter: DEV_ROOT_ADDRESS });

    // One Move call (1,200 units at 1000 MIST), the Finance object rewritten and the new inviter
    // entry stored, less the rebate of the Finance object's old version: 0.0027 SUI.
    const paid = netGas(done.effects!.gasUsed);
    expect(done.effects!.gasUsed).toMatchObject({ computationCost: '1200000', storageCost: '3040000', storageRebate: '1534896' });
    expect(paid).toBe(2_705_104n);
    expect(await suiBalance(owner)).toEqual({ total: 0n, coins: 0n, address: 0n });
    expect((await suiBalance(DEV_SPONSOR_ADDRESS)).address).toBe(before - paid);
    expect(done.balanceChanges).toEqual([{ address: DEV_SPONSOR_ADDRESS, coinType: SUI_TYPE, amount: (-paid).toString() }]);
  });
});

describe('what the node refuses', () => {
  it("refuses the bytes without the sponsor's signature, or with another key's as the sponsor's", async () => {
    const user = Ed25519Keypair.generate();
    const owner = user.toSuiAddress();
    const before = (await suiBalance(DEV_SPONSOR_ADDRESS)).address;
    const bytes = await sponsoredBindTx(owner).build({ client });
    const [userSig] = await signBoth(bytes, user);

    await expect(client.core.executeTransaction({ transaction: bytes, signatures: [userSig] })).rejects.toThrow(`transaction is not signed by its gas owner ${DEV_SPONSOR_ADDRESS}`);
    const [, strangerSig] = await signBoth(bytes, user, Ed25519Keypair.generate());
    await expect(client.core.executeTransaction({ transaction: bytes, signatures: [userSig, strangerSig] })).rejects.toThrow(`transaction is not signed by its gas owner ${DEV_SPONSOR_ADDRESS}`);
    // Only the sponsor's signature: the sender's is missing.
    const [, sponsorSig] = await signBoth(bytes, user);
    await expect(client.core.executeTransaction({ transaction: bytes, signatures: [sponsorSig] })).rejects.toThrow(`transaction is not signed by its sender ${owner}`);

    expect(await inviterOf(owner)).toBe(normalizeSuiAddress('0x0'));
    expect((await suiBalance(DEV_SPONSOR_ADDRESS)).address).toBe(before);
  });

  it("refuses to hand the sponsor's gas coin to anyone when the payment is empty", async () => {
    const user = Ed25519Keypair.generate();
    const attacker = Ed25519Keypair.generate().toSuiAddress();
    const before = (await suiBalance(DEV_SPONSOR_ADDRESS)).address;
    const takeGas = (tx: Transaction) => tx.transferObjects([tx.gas], attacker);
    const splitGas = (tx: Transaction) => tx.transferObjects([tx.splitCoins(tx.gas, [1_000_000_000n])[0]], attacker);

    // The SDK's dry run already stops it at build time.
    const built = sponsoredTx(user.toSuiAddress(), takeGas);
    await expect(built.build({ client })).rejects.toThrow('InvalidGasCoinUsage: the gas coin of a payment without coins cannot be transferred');
    // Bytes made without a dry run, signed by both: the node refuses them before running anything.
    for (const attack of [takeGas, splitGas]) {
      const bytes = await withoutDryRun(sponsoredTx(user.toSuiAddress(), attack), []);
      await expect(client.core.executeTransaction({ transaction: bytes, signatures: await signBoth(bytes, user) })).rejects.toThrow('transaction has no gas payment but uses the gas coin');
    }
    expect(await suiBalance(attacker)).toEqual({ total: 0n, coins: 0n, address: 0n });
    expect((await suiBalance(DEV_SPONSOR_ADDRESS)).address).toBe(before);
  });

  it('lets a coin reservation in the payment put sponsor funds in the gas coin: a sponsor signs only an empty payment', async () => {
    const user = Ed25519Keypair.generate();
    const attacker = Ed25519Keypair.generate().toSuiAddress();
    const before = (await suiBalance(DEV_SPONSOR_ADDRESS)).address;
    const reservation = coinReservationRef(2_000_000_000n, DEV_SPONSOR_ADDRESS, net.ledger.chainId, net.ledger.epoch);

    // The whole gas coin cannot leave (no coin stands behind it): the transaction fails on chain
    // and the sponsor pays its gas only...
    const whole = await withoutDryRun(sponsoredTx(user.toSuiAddress(), (tx) => tx.transferObjects([tx.gas], attacker)), [reservation]);
    const failed = await client.core.executeTransaction({ transaction: whole, signatures: await signBoth(whole, user), include: { effects: true } });
    expect(failed.$kind).toBe('FailedTransaction');
    expect(failed.FailedTransaction!.effects!.status.error?.message).toBe('InvalidGasCoinUsage: the gas coin of a payment without coins cannot be transferred');
    const gasOfFailed = netGas(failed.FailedTransaction!.effects!.gasUsed);
    expect(await suiBalance(attacker)).toEqual({ total: 0n, coins: 0n, address: 0n });
    expect((await suiBalance(DEV_SPONSOR_ADDRESS)).address).toBe(before - gasOfFailed);
    // ...but a split of it can: what the sponsor signed moves its funds. The server must refuse
    // to sign anything but an empty payment.
    const split = await withoutDryRun(sponsoredTx(user.toSuiAddress(), (tx) => tx.transferObjects([tx.splitCoins(tx.gas, [1_000_000_000n])[0]], attacker)), [reservation]);
    const r = await client.core.executeTransaction({ transaction: split, signatures: await signBoth(split, user), include: { effects: true } });
    expect(r.Transaction?.effects?.status.success).toBe(true);
    expect((await suiBalance(attacker)).coins).toBe(1_000_000_000n);
    expect((await suiBalance(DEV_SPONSOR_ADDRESS)).address).toBe(before - gasOfFailed - 1_000_000_000n - netGas(r.Transaction!.effects!.gasUsed));
  });

  it('refuses a sponsored bind once the sponsor is drained, and binds again once it is refilled', async () => {
    const user = Ed25519Keypair.generate();
    const owner = user.toSuiAddress();
    // Built (and signed) while the sponsor could pay, executed after it is drained.
    const bytes = await sponsoredBindTx(owner).build({ client });
    await setAddressBalance(net.url, DEV_SPONSOR_ADDRESS, 0n);
    expect(await suiBalance(DEV_SPONSOR_ADDRESS)).toEqual({ total: 0n, coins: 0n, address: 0n });

    // A new build fails in the node's gas selection, as a full node answers it.
    await expect(sponsoredBindTx(owner).build({ client })).rejects.toThrow(
      `Unable to perform gas selection due to insufficient SUI balance (in address balance or coins) for account ${DEV_SPONSOR_ADDRESS}`,
    );

    await expect(client.core.executeTransaction({ transaction: bytes, signatures: await signBoth(bytes, user) })).rejects.toThrow(
      new RegExp(`no gas payment and the SUI address balance 0 of ${DEV_SPONSOR_ADDRESS} does not cover the gas budget`),
    );
    expect(await inviterOf(owner)).toBe(normalizeSuiAddress('0x0'));

    await setAddressBalance(net.url, DEV_SPONSOR_ADDRESS, DEFAULTS.devSponsorAddressBalance);
    const retried = await client.core.executeTransaction({ transaction: bytes, signatures: await signBoth(bytes, user), include: { effects: true } });
    expect(retried.Transaction?.effects?.status.success).toBe(true);
    expect(await inviterOf(owner)).toBe(DEV_ROOT_ADDRESS);
    expect((await suiBalance(DEV_SPONSOR_ADDRESS)).address).toBe(DEFAULTS.devSponsorAddressBalance - netGas(retried.Transaction!.effects!.gasUsed));
  });
});
