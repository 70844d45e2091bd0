// The pipeline of every user's chain action (stake, unstake, claim, swap, withdraw, top-up,
// bind), as one plain function: sender check, build, simulate (so an abort is reported before
// the wallet is asked), sign and execute, wait for the node to have it, and every failure
// mapped to an error value of ./errors. No React: the hook over it (hooks/use-transaction-action)
// only shows progress, tells the user and refreshes queries.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import type { Transaction } from '@mysten/sui/transactions';
import { WAIT_FOR_TRANSACTION_POLL_MS, WAIT_FOR_TRANSACTION_TIMEOUT_MS } from '../config/constants';
import { ChainException, assertClient, assertSender, chainError, fromFailedStatus, toChainError, type ChainError } from './errors';
import { simulateBeforeSigning } from './simulate';

/** What a wallet's sign-and-execute answers (dApp Kit's signAndExecuteTransaction fits). */
export type ExecutedTransaction =
  | { $kind: 'Transaction'; Transaction: { digest: string } }
  | { $kind: 'FailedTransaction'; FailedTransaction: { status: { success: boolean; error: unknown } } };

export type SignAndExecute = (args: { transaction: Transaction }) => Promise<ExecutedTransaction>;

/** What a wallet's sign-only step answers (dApp Kit's signTransaction): the bytes it signed and its signature, base64. */
export interface SignedTransaction {
  bytes: string;
  signature: string;
}

export type SignTransaction = (args: { transaction: Transaction }) => Promise<SignedTransaction>;

/** Hands a signed transaction to whoever adds the gas owner's signature and executes it; answers the digest. */
export type SubmitSigned = (signed: SignedTransaction) => Promise<{ digest: string }>;

/**
 * The sign-and-execute step of a transaction whose gas someone else pays (the sponsored bind):
 * the wallet only signs, since the gas owner's signature is still missing, and exactly the
 * bytes it signed go with its signature to `submit`. A wallet that refuses throws before
 * anything is submitted.
 */
export function signThenSubmit(signTransaction: SignTransaction, submit: SubmitSigned): SignAndExecute {
  return async ({ transaction }) => {
    const { bytes, signature } = await signTransaction({ transaction });
    const { digest } = await submit({ bytes, signature });
    return { $kind: 'Transaction', Transaction: { digest } };
  };
}

export interface RunTransactionInput {
  /** The connected account; none is the "connect wallet first" error, before anything is built. */
  account: { address: string } | null | undefined;
  client: ClientWithCoreApi | null | undefined;
  signAndExecute: SignAndExecute;
  /** Builds the transaction for the sender; called once, after the sender and client checks. */
  build: (sender: string) => Promise<Transaction> | Transaction;
  /** Called once the sender and client are known, before the build (the UI shows progress from here). */
  onStart?: () => void;
  /** Values only the screen knows, for the error message (e.g. `unlockTime` for a locked position). */
  errorValues?: Record<string, string>;
  /**
   * What the wallet's own catalogue makes of a signing failure the chain's mapping calls
   * generic; null when it knows no more than "signing failed".
   */
  describeWalletError?: (error: unknown) => ChainError | null;
}

export type RunTransactionOutcome =
  | { ok: true; sender: string; digest: string; /** The checkpoint holding it; null when the node had not said yet. */ checkpoint: bigint | null }
  | { ok: false; error: ChainError };

/** Errors that carry no more than "it failed": a screen's own failure message reads better. */
export const GENERIC_CODES: ReadonlySet<ChainError['code']> = new Set<ChainError['code']>(['transactionFailed', 'moveAbort', 'requestFailed']);

/** The poll schedule for waiting: at once, then every WAIT_FOR_TRANSACTION_POLL_MS. */
const POLL_SCHEDULE = [0, WAIT_FOR_TRANSACTION_POLL_MS];

type Stage = 'prepare' | 'sign' | 'wait';

/** Runs one transaction from build to the node's confirmation; never throws: a failure is an error value. */
export async function runTransaction(input: RunTransactionInput): Promise<RunTransactionOutcome> {
  const { account, client, signAndExecute, build, onStart, errorValues, describeWalletError } = input;
  let stage: Stage = 'prepare';
  try {
    assertSender(account);
    assertClient(client);
    onStart?.();

    const tx = await build(account.address);
    tx.setSenderIfNotSet(account.address);
    await simulateBeforeSigning(client, tx);

    stage = 'sign';
    const executed = await signAndExecute({ transaction: tx });
    if (executed.$kind === 'FailedTransaction') throw ChainException.of(fromFailedStatus(executed.FailedTransaction.status));
    const digest = executed.Transaction.digest;

    stage = 'wait';
    const waited = await client.core.waitForTransaction({ digest, timeout: WAIT_FOR_TRANSACTION_TIMEOUT_MS, pollSchedule: POLL_SCHEDULE });
    const checkpoint = (waited.Transaction ?? waited.FailedTransaction)?.checkpoint ?? null;
    return { ok: true, sender: account.address, digest, checkpoint: checkpoint === null ? null : BigInt(checkpoint) };
  } catch (error) {
    return { ok: false, error: describeFailure(error, stage, errorValues, describeWalletError) };
  }
}

function describeFailure(
  error: unknown,
  stage: Stage,
  values: Record<string, string> | undefined,
  describeWalletError: RunTransactionInput['describeWalletError'],
): ChainError {
  const mapped = toChainError(error, values);
  if (stage === 'wait' && (mapped.code === 'requestTimeout' || mapped.code === 'network')) {
    // Sent but not seen in time: the user must check before trying again.
    return chainError('confirmTimeout');
  }
  if (stage === 'sign' && GENERIC_CODES.has(mapped.code) && !(error instanceof ChainException)) {
    // Not a chain failure: the wallet's own catalogue may say what went wrong (an error value
    // of ours, e.g. from a sponsor's submit step, is not the wallet's).
    return describeWalletError?.(error) ?? mapped;
  }
  return mapped;
}

/**
 * A node may answer for a transaction before a checkpoint holds it (checkpoint null): asks
 * again, at growing intervals within `timeoutMs`, until it says which one; null if it never does.
 */
export async function findCheckpoint(client: ClientWithCoreApi, digest: string, timeoutMs: number): Promise<bigint | null> {
  for (let delay = 500, waited = 0; waited < timeoutMs; waited += delay, delay = Math.min(delay * 2, 5_000)) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    const found = await client.core.getTransaction({ digest }).catch(() => null);
    const checkpoint = found ? (found.Transaction ?? found.FailedTransaction)?.checkpoint : null;
    if (checkpoint) return BigInt(checkpoint);
  }
  return null;
}
