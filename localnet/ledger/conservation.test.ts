// Accounting invariants over a mixed run of transactions: no SUI appears or vanishes except
// as gas, in coins or address balances, and every transaction's balance changes sum to minus its
// net gas.
import { SuiGrpcClient } from '@mysten/sui/grpc';
import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { coinWithBalance, Transaction } from '@mysten/sui/transactions';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accumulatorFieldType } from '../framework/accumulator.ts';
import { SUI_FRAMEWORK, SUI_TYPE } from '../framework/move-type.ts';
import { type Localnet, startLocalnet } from '../node.ts';
import { fundedKeypair } from '../testing.ts';

let net: Localnet;
let client: SuiGrpcClient;

beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
});

afterAll(async () => {
  await net?.close();
});

function totalSui(): bigint {
  let sum = 0n;
  for (const o of net.ledger.objects.values()) {
    if (o.type === `${SUI_FRAMEWORK}::coin::Coin<${SUI_TYPE}>`) sum += BigInt(o.fields.balance as bigint);
    if (o.type === accumulatorFieldType(SUI_TYPE)) sum += BigInt((o.fields.value as { value: bigint }).value);
  }
  return sum;
}

function netGasOfAll(): bigint {
  let sum = 0n;
  for (const tx of net.ledger.transactions.values()) sum += tx.gasUsed.computationCost + tx.gasUsed.storageCost - tx.gasUsed.storageRebate;
  return sum;
}

/** A small deterministic pseudo-random sequence, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

it('conserves SUI across transfers, splits, merges, address balances and failed transactions', async () => {
  const genesisTotal = totalSui();
  const users: Ed25519Keypair[] = [];
  for (let i = 0; i < 4; i++) users.push(await fundedKeypair(net.url));
  const random = rng(7);
  let intoAddressBalance = 0;
  let outOfAddressBalance = 0;
  for (let step = 0; step < 40; step++) {
    const kp = users[Math.floor(random() * users.length)];
    const to = users[Math.floor(random() * users.length)].toSuiAddress();
    const owner = kp.toSuiAddress();
    const tx = new Transaction();
    tx.setSender(owner);
    const kind = Math.floor(random() * 6);
    const coins = (await client.listCoins({ owner })).objects;
    const { addressBalance } = (await client.getBalance({ owner })).balance;
    if (kind === 4) {
      // Into an address balance.
      intoAddressBalance++;
      tx.moveCall({ target: '0x2::coin::send_funds', typeArguments: [SUI_TYPE], arguments: [tx.splitCoins(tx.gas, [BigInt(1 + Math.floor(random() * 1e9))])[0], tx.pure.address(to)] });
    } else if (kind === 5 && BigInt(addressBalance) > 1000n) {
      // Out of one, through the SDK's coinWithBalance (coins, then the address balance).
      outOfAddressBalance++;
      tx.transferObjects([coinWithBalance({ balance: BigInt(addressBalance) / 2n, useGasCoin: false })], to);
    } else if (kind === 0 || kind >= 4) {
      tx.transferObjects([tx.splitCoins(tx.gas, [BigInt(1 + Math.floor(random() * 1e9))])[0]], to);
    } else if (kind === 1) {
      const parts = tx.splitCoins(tx.gas, [1000n, 2000n, 3000n]);
      tx.transferObjects([parts[0], parts[1], parts[2]], owner);
    } else if (kind === 2 && coins.length > 2) {
      // Merge every coin but the largest (which stays the gas coin).
      const sorted = [...coins].sort((a, b) => (BigInt(b.balance) > BigInt(a.balance) ? 1 : -1));
      tx.mergeCoins(tx.object(sorted[1].objectId), sorted.slice(2).map((c) => tx.object(c.objectId)));
    } else {
      // A failure on chain: splitting more than the coin holds.
      const [gas] = [...coins].sort((a, b) => (BigInt(b.balance) > BigInt(a.balance) ? 1 : -1));
      await tx.build({ client, onlyTransactionKind: true });
      tx.transferObjects([tx.splitCoins(tx.gas, [BigInt(gas.balance) * 2n])[0]], to);
      tx.setGasPayment([{ objectId: gas.objectId, version: gas.version, digest: gas.digest }]);
      tx.setGasBudget(5_000_000n);
      tx.setGasPrice(1000n);
    }
    const r = await client.signAndExecuteTransaction({ transaction: tx, signer: kp, include: { effects: true, balanceChanges: true } });
    const done = r.Transaction ?? r.FailedTransaction!;
    const g = done.effects!.gasUsed;
    const gasPaid = BigInt(g.computationCost) + BigInt(g.storageCost) - BigInt(g.storageRebate);
    const suiChanges = done.balanceChanges!.filter((c) => c.coinType === SUI_TYPE).reduce((s, c) => s + BigInt(c.amount), 0n);
    expect(suiChanges).toBe(-gasPaid);
    if (kind === 3) expect(r.$kind).toBe('FailedTransaction');
  }
  expect(intoAddressBalance).toBeGreaterThan(0);
  expect(outOfAddressBalance).toBeGreaterThan(0);
  expect(totalSui() + netGasOfAll()).toBe(genesisTotal);
});
