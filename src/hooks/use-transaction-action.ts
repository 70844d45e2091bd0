// The ONE runner of a user's chain action (stake, unstake, claim, swap, withdraw, top-up, bind):
// sender check, build, simulate (so an abort is reported before the wallet is asked), sign and
// execute through dApp Kit, wait for the node to have it, then tell the user and refresh what
// the transaction changed. Every flow behaves the same way, so a user learns it once.
import { useCurrentAccount, useCurrentClient, useDAppKit } from '../wallet/hooks';
import type { Transaction } from '@mysten/sui/transactions';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WAIT_FOR_TRANSACTION_POLL_MS, WAIT_FOR_TRANSACTION_TIMEOUT_MS } from '../config/constants';
import { env } from '../config/env';
import { ChainException, assertClient, assertSender, chainError, fromFailedStatus, toChainError, type ChainError } from '../chain/errors';
import { explorerTransactionUrl } from '../chain/format';
import { chainQueryKeys } from '../chain/query-keys';
import { simulateBeforeSigning } from '../chain/simulate';
import { describeWalletError } from '../wallet/wallet-errors';
import { showLoading, showToast, showTransactionSuccess } from '../components/feedback';
import type { TransactionSuccess } from '../components/transaction-notice';
import { INDEX_WAIT_TIMEOUT_MS, useIndexFreshnessStore } from '../stores/index-freshness';

export interface TransactionActionMessages {
  /** i18n key shown while the action runs (e.g. 'hashrate.claiming'). */
  pending: string;
  /** i18n key of the success message; the short, copyable digest (and an explorer link where the network has one) is shown under it. */
  success: string;
  /** i18n key shown when the failure has no more specific message (e.g. 'errors.claimFailed'). */
  failure: string;
}

export interface TransactionActionResult {
  digest: string;
  /** The transaction on the explorer, when the build has one (mainnet). */
  explorerUrl?: string;
}

export interface UseTransactionActionOptions {
  /** Builds the transaction; called once per run, with the connected sender. */
  build: (sender: string) => Promise<Transaction> | Transaction;
  messages: TransactionActionMessages;
  /** Query keys the transaction changes; the sender's balances are always refreshed. */
  invalidate?: QueryKey[];
  onSuccess?: (result: TransactionActionResult) => void;
  /** Called with the mapped error after its message was shown (e.g. 'notBound' -> go to /not_bound). */
  onError?: (error: ChainError) => void;
  /** Values only the screen knows, for the error message (e.g. `unlockTime` for a locked position). */
  errorValues?: () => Record<string, string> | undefined;
  /** Failures the screen explains in its own place instead of a toast (e.g. a withdrawal waiting for the payout reserve). */
  shownByScreen?: (error: ChainError) => boolean;
}

export interface TransactionAction {
  /** Runs the action; resolves with the result, or null when it failed (the user was told). */
  run: () => Promise<TransactionActionResult | null>;
  isPending: boolean;
}

/**
 * What the user is told when an action succeeded: the message and the digest always, the
 * explorer page only when the build names an explorer (VITE_EXPLORER_URL is empty on localnet).
 */
export function successFeedback(message: string, digest: string, explorerUrl: string | undefined): TransactionSuccess {
  const explorerHref = explorerTransactionUrl(explorerUrl, digest);
  return explorerHref ? { message, digest, explorerHref } : { message, digest };
}

/** Errors that carry no more than "it failed": the action's own failure message reads better. */
const GENERIC_CODES = new Set<ChainError['code']>(['transactionFailed', 'moveAbort', 'requestFailed']);

/** The poll schedule for waiting: at once, then every WAIT_FOR_TRANSACTION_POLL_MS. */
const POLL_SCHEDULE = [0, WAIT_FOR_TRANSACTION_POLL_MS];

export function useTransactionAction(options: UseTransactionActionOptions): TransactionAction {
  const { t } = useTranslation();
  const account = useCurrentAccount();
  const client = useCurrentClient();
  const dAppKit = useDAppKit();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const running = useRef(false);

  // Recreated each render so it always uses the latest build and inputs of the screen.
  const run = async (): Promise<TransactionActionResult | null> => {
    if (running.current) return null;
    const { build, messages, invalidate = [], onSuccess, onError, errorValues, shownByScreen } = options;
    running.current = true;
    setPending(true);
    let closeLoading: (() => void) | undefined;
    let stage: 'prepare' | 'sign' | 'wait' = 'prepare';
    try {
      assertSender(account);
      assertClient(client);
      closeLoading = showLoading(t(messages.pending));

      const tx = await build(account.address);
      tx.setSenderIfNotSet(account.address);
      await simulateBeforeSigning(client, tx);

      stage = 'sign';
      const executed = await dAppKit.signAndExecuteTransaction({ transaction: tx });
      if (executed.$kind === 'FailedTransaction') throw ChainException.of(fromFailedStatus(executed.FailedTransaction.status));
      const digest = executed.Transaction.digest;

      stage = 'wait';
      const waited = await client.core.waitForTransaction({
        digest,
        timeout: WAIT_FOR_TRANSACTION_TIMEOUT_MS,
        pollSchedule: POLL_SCHEDULE,
      });
      // The sender's figures from /api say "updating" until the server has indexed this checkpoint.
      const checkpoint = (waited.Transaction ?? waited.FailedTransaction)?.checkpoint ?? null;
      useIndexFreshnessStore.getState().awaitIndex(account.address, digest, checkpoint === null ? null : BigInt(checkpoint));
      if (checkpoint === null) void learnCheckpoint(client, account.address, digest);

      closeLoading();
      const feedback = successFeedback(t(messages.success), digest, env.explorerUrl);
      showTransactionSuccess(feedback);
      const result: TransactionActionResult = { digest, explorerUrl: feedback.explorerHref };
      // Not awaited: the refetches must not hold up onSuccess (e.g. a navigation).
      for (const queryKey of [chainQueryKeys.balances(account.address), chainQueryKeys.coinBalanceAll(), ...invalidate]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      onSuccess?.(result);
      return result;
    } catch (error) {
      closeLoading?.();
      const mapped = describeFailure(error, stage, errorValues?.());
      const key = GENERIC_CODES.has(mapped.code) ? messages.failure : mapped.messageKey;
      if (!shownByScreen?.(mapped)) showToast(t(key, mapped.values), 'fail');
      onError?.(mapped);
      return null;
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { run, isPending };
}

/**
 * A node may answer for a transaction before a checkpoint holds it (checkpoint null): asks again,
 * at growing intervals within INDEX_WAIT_TIMEOUT_MS, until it says which one. Until then the
 * figures say "updating"; if it never says, they say they may be out of date.
 */
async function learnCheckpoint(client: NonNullable<ReturnType<typeof useCurrentClient>>, account: string, digest: string): Promise<void> {
  for (let delay = 500, waited = 0; waited < INDEX_WAIT_TIMEOUT_MS; waited += delay, delay = Math.min(delay * 2, 5_000)) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    const found = await client.core.getTransaction({ digest }).catch(() => null);
    const checkpoint = found ? (found.Transaction ?? found.FailedTransaction)?.checkpoint : null;
    if (checkpoint) return useIndexFreshnessStore.getState().setCheckpoint(account, digest, BigInt(checkpoint));
  }
}

function describeFailure(error: unknown, stage: 'prepare' | 'sign' | 'wait', values?: Record<string, string>): ChainError {
  const mapped = toChainError(error, values);
  if (stage === 'wait' && (mapped.code === 'requestTimeout' || mapped.code === 'network')) {
    // Sent but not seen in time: the user must check before trying again.
    return chainError('confirmTimeout');
  }
  if (stage === 'sign' && GENERIC_CODES.has(mapped.code)) {
    // Not a chain failure: the wallet's own catalogue may say what went wrong; if it only
    // knows "signing failed", the action's failure message says more.
    const wallet = describeWalletError(error, 'transaction');
    if (wallet.key !== 'wallet.errors.signingFailed') return { code: 'walletError', messageKey: wallet.key, values: wallet.values };
  }
  return mapped;
}
