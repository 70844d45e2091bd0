// The dry run before the wallet is asked: a failing transaction is reported as an error value
// (Move abort -> its message) without a wallet prompt and without paying gas.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { Transaction } from '@mysten/sui/transactions';
import { ChainException, fromFailedStatus } from './errors';

/**
 * Simulates a copy of `tx` (the transaction handed to the wallet stays untouched) with the node
 * choosing gas from the sender's own coins, so a short SUI balance shows up as well as an abort.
 * The sender must be set. One node request. Throws a ChainException on failure.
 */
export async function simulateBeforeSigning(client: ClientWithCoreApi, tx: Transaction, signal?: AbortSignal): Promise<void> {
  const probe = Transaction.from(await tx.toJSON());
  // An empty payment asks the node to select gas coins (doGasSelection) and estimate the budget.
  probe.setGasPayment([]);
  const simulated = await client.core.simulateTransaction({ transaction: probe, signal });
  if (simulated.$kind === 'FailedTransaction') throw ChainException.of(fromFailedStatus(simulated.FailedTransaction.status));
}
