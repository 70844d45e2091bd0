// The one hook over chain/run-transaction for a user's chain action (stake, unstake, claim, swap,
// withdraw, top-up, bind). The input comes when the action runs, the way useMutation takes its
// variables: `build(values, sender)` here, `run(values)` on submit; nothing is captured at
// render. What the hook adds to the plain runner: the pending state, the messages the user
// reads (in progress, success with the digest, failure) and the queries to refresh. A
// transaction whose gas a sponsor pays runs the same way, with the sponsor's submit step in
// place of the wallet's execute (`submitSigned`).
import { useCurrentAccount, useCurrentClient, useDAppKit } from '../wallet/hooks';
import type { Transaction } from '@mysten/sui/transactions';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../config/env';
import type { ChainError } from '../chain/errors';
import { explorerTransactionUrl } from '../chain/format';
import { chainQueryKeys } from '../chain/query-keys';
import { findCheckpoint, GENERIC_CODES, runTransaction, signThenSubmit, type SubmitSigned } from '../chain/run-transaction';
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

export interface UseTransactionActionOptions<V = void> {
  /** Builds the transaction from the values given to `run`; called once per run, with the connected sender. */
  build: (values: V, sender: string) => Promise<Transaction> | Transaction;
  messages: TransactionActionMessages;
  /** Query keys the transaction changes; the sender's balances are always refreshed. */
  invalidate?: QueryKey[];
  onSuccess?: (result: TransactionActionResult) => void;
  /** Called with the mapped error after its message was shown (e.g. 'notBound' -> go to /not_bound). */
  onError?: (error: ChainError) => void;
  /** Values only the screen knows, for the error message (e.g. `unlockTime` for a locked position). */
  errorValues?: (values: V) => Record<string, string> | undefined;
  /** Failures the screen explains in its own place instead of a toast (e.g. a withdrawal waiting for the payout reserve). */
  shownByScreen?: (error: ChainError) => boolean;
  /**
   * Who executes the transaction. Without it, the wallet signs and executes. A transaction whose
   * gas someone else pays (the sponsored bind) gives its submit step: the wallet then only signs
   * (`sui:signTransaction`), and the bytes it signed go with its signature to `submitSigned`,
   * which answers the digest; the node is waited for as for any other transaction.
   */
  submitSigned?: SubmitSigned;
}

/** Callbacks for one run, called after the action's own (as useMutation's mutate takes them). */
export interface TransactionRunCallbacks {
  onSuccess?: (result: TransactionActionResult) => void;
  onError?: (error: ChainError) => void;
}

export interface TransactionAction<V = void> {
  /** Runs the action with its input; resolves with the result, or null when it failed (the user was told). */
  run: (values: V, callbacks?: TransactionRunCallbacks) => Promise<TransactionActionResult | null>;
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

/** The wallet's catalogue for a signing failure, as an error value; null when it only knows "signing failed". */
function walletError(error: unknown): ChainError | null {
  const wallet = describeWalletError(error, 'transaction');
  return wallet.key === 'wallet.errors.signingFailed' ? null : { code: 'walletError', messageKey: wallet.key, values: wallet.values };
}

export function useTransactionAction<V = void>(options: UseTransactionActionOptions<V>): TransactionAction<V> {
  const { t } = useTranslation();
  const account = useCurrentAccount();
  const client = useCurrentClient();
  const dAppKit = useDAppKit();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const running = useRef(false);

  // Recreated each render so it uses the latest account, client and callbacks; the input is `values`.
  const run = async (values: V, callbacks?: TransactionRunCallbacks): Promise<TransactionActionResult | null> => {
    if (running.current) return null;
    const { build, messages, invalidate = [], onSuccess, onError, errorValues, shownByScreen, submitSigned } = options;
    running.current = true;
    setPending(true);
    let closeLoading: (() => void) | undefined;
    try {
      const outcome = await runTransaction({
        account,
        client,
        signAndExecute: submitSigned
          ? signThenSubmit((args) => dAppKit.signTransaction(args), submitSigned)
          : (args) => dAppKit.signAndExecuteTransaction(args),
        build: (sender) => build(values, sender),
        onStart: () => {
          closeLoading = showLoading(t(messages.pending));
        },
        errorValues: errorValues?.(values),
        describeWalletError: walletError,
      });
      closeLoading?.();
      if (!outcome.ok) {
        const { error } = outcome;
        const key = GENERIC_CODES.has(error.code) ? messages.failure : error.messageKey;
        if (!shownByScreen?.(error)) showToast(t(key, error.values), 'fail');
        onError?.(error);
        callbacks?.onError?.(error);
        return null;
      }
      const { sender, digest, checkpoint } = outcome;
      // The sender's figures from /api say "updating" until the server has indexed this checkpoint.
      const freshness = useIndexFreshnessStore.getState();
      freshness.awaitIndex(sender, digest, checkpoint);
      if (checkpoint === null && client) {
        void findCheckpoint(client, digest, INDEX_WAIT_TIMEOUT_MS).then((found) => {
          if (found !== null) useIndexFreshnessStore.getState().setCheckpoint(sender, digest, found);
        });
      }
      const feedback = successFeedback(t(messages.success), digest, env.explorerUrl);
      showTransactionSuccess(feedback);
      const result: TransactionActionResult = { digest, explorerUrl: feedback.explorerHref };
      // Not awaited: the refetches must not hold up onSuccess (e.g. a navigation).
      for (const queryKey of [chainQueryKeys.balances(sender), chainQueryKeys.coinBalanceAll(), ...invalidate]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      onSuccess?.(result);
      callbacks?.onSuccess?.(result);
      return result;
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { run, isPending };
}
