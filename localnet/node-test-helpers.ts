// What the tests that drive an in-process node through the SDK's SuiGrpcClient share
// (node.test.ts, node-views.test.ts).
import { bcs } from '@mysten/sui/bcs';
import type { SuiGrpcClient } from '@mysten/sui/grpc';
import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';

export const BUDGET = 10_000_000n;

/**
 * Signs and executes. With `onChain`, gas payment and budget are set explicitly so that the
 * SDK's dry run does not stop a failing transaction before it reaches the node.
 */
export async function run(client: SuiGrpcClient, signer: Ed25519Keypair, tx: Transaction, onChain = false) {
  tx.setSenderIfNotSet(signer.toSuiAddress());
  if (onChain) {
    // Resolve the inputs without a dry run of the whole transaction (checks off), as a wallet may.
    await tx.build({ client, onlyTransactionKind: true });
    tx.setGasPrice(1000n);
    const coins = (await client.listCoins({ owner: signer.toSuiAddress() })).objects.sort((a, b) => (BigInt(b.balance) > BigInt(a.balance) ? 1 : -1));
    tx.setGasPayment([{ objectId: coins[0].objectId, version: coins[0].version, digest: coins[0].digest }]);
    tx.setGasBudgetIfNotSet(BUDGET);
  }
  const r = await client.signAndExecuteTransaction({
    transaction: tx,
    signer,
    include: { effects: true, events: true, balanceChanges: true, objectTypes: true, transaction: true, bcs: true },
  });
  return r.$kind === 'Transaction' ? r.Transaction : r.FailedTransaction;
}

/** The finance package's root inviter, read with a view call. */
export async function rootAddress(client: SuiGrpcClient, env: Record<string, string>): Promise<string> {
  const tx = new Transaction();
  tx.moveCall({ target: `${env.PACKAGE_ID}::finance::info`, arguments: [tx.object(env.FINANCE_OBJECT), tx.pure.address('0x0')] });
  const r = await client.simulateTransaction({ transaction: tx, checksEnabled: false, include: { commandResults: true } });
  return bcs.Address.parse(r.commandResults![0].returnValues[0].bcs!);
}
