// The dry run before the wallet is asked: a failing transaction is reported as an error value
// (Move abort -> its message) without a wallet prompt and without paying gas.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { Transaction } from '@mysten/sui/transactions';
import { ChainException, fromFailedStatus } from './errors';

/**
 * Simulates a copy of `tx` (the transaction handed to the wallet stays untouched, its balance
 * intents unresolved for the wallet to resolve when it builds) with the node choosing gas from
 * the sender's own funds, so a short balance shows up as well as an abort. The copy's intents are
 * resolved here against `client` (the sender's coins and address balances are read; a shortfall
 * throws "Insufficient balance", which toChainError maps to insufficientBalance). The sender
 * must be set. Throws a ChainException for a failed simulation.
 */
export async function simulateBeforeSigning(client: ClientWithCoreApi, tx: Transaction, signal?: AbortSignal): Promise<void> {
  const probe = Transaction.from(tx);
  // An empty payment asks the node to select gas coins (doGasSelection) and estimate the budget.
  probe.setGasPayment([]);
  const simulated = await client.core.simulateTransaction({ transaction: probe, signal });
  if (simulated.$kind === 'FailedTransaction') throw ChainException.of(fromFailedStatus(simulated.FailedTransaction.status));
}
