// The dry run before the wallet is asked: a failing transaction is reported as an error value
// (Move abort -> its message, too little to pay or for gas -> its message) without a wallet
// prompt and without paying gas.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { Transaction } from '@mysten/sui/transactions';

/**
 * Builds a copy of `tx` exactly as the wallet will build it (the transaction handed to the
 * wallet stays untouched, its balance intents unresolved): the intents resolved from the
 * sender's coins and address balances, then the node resolves the rest by simulating it with
 * gas selection (SimulateTransaction, doGasSelection: budget, gas payment from the sender's
 * coins or address balance), which reports an abort and a balance too short for the amount or
 * the gas. Whatever fails throws for toChainError to map (the SDK's "Insufficient balance", a
 * SimulationError with the abort or the node's gas message). The sender must be set.
 */
export async function simulateBeforeSigning(client: ClientWithCoreApi, tx: Transaction): Promise<void> {
  await Transaction.from(tx).build({ client });
}
