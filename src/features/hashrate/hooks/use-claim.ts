// The claim action: liquidity::claim of everything pending, as SUIL (mode 0) or as SUI through
// the pool (mode 1), through the shared runner; the mode comes when it runs. On success the
// claim's own event is read back, so the quick exchange offers exactly the SUIL that arrived.
import { useCurrentAccount, useCurrentClient } from '../../../wallet/hooks';
import { eventsNamed } from '../../../chain/events';
import { chainQueryKeys } from '../../../chain/query-keys';
import { buildClaimTx, type ClaimMode } from '../../../chain/transactions';
import { useTransactionAction, type TransactionAction } from '../../../hooks/use-transaction-action';

export interface ClaimResult {
  digest: string;
  mode: ClaimMode;
  /** SUIL received (mode 0) or SUI received (mode 1), base units; null if the event could not be read. */
  received: bigint | null;
}

export interface ClaimInput {
  mode: ClaimMode;
}

/** Claims everything pending in the mode `run` is given; `onClaimed` hears what arrived. */
export function useClaim(onClaimed: (result: ClaimResult) => void): TransactionAction<ClaimInput> {
  const client = useCurrentClient();
  const owner = useCurrentAccount()?.address ?? null;
  const action = useTransactionAction<ClaimInput>({
    build: ({ mode }) => buildClaimTx({ mode, amount: 0n }),
    messages: { pending: 'hashrate.claiming', success: 'hashrate.claimed', failure: 'errors.claimFailed' },
    // Pending rewards, the pool (mode 1 moves its price), claim records and the unstake preview
    // (its rewards) changed. The claim preview follows the position's new reading by its key: the
    // old reading's, simulated again after the claim, would claim more than is pending now.
    invalidate: [chainQueryKeys.allViews(), chainQueryKeys.previews(owner, 'unstake'), chainQueryKeys.stakePool()],
  });
  // The server's hashrate (remaining falls by what the claim released), records and income
  // are read again by the runner once the server has indexed the claim.
  const readClaimed = (digest: string, mode: ClaimMode) => {
    void client.core
      .getTransaction({ digest, include: { events: true } })
      .then((result) => {
        const tx = result.$kind === 'Transaction' ? result.Transaction : result.FailedTransaction;
        const [claimed] = eventsNamed(tx.events ?? [], 'Claimed');
        if (!claimed) return null;
        return mode === 0 ? BigInt(claimed.reward_value) - BigInt(claimed.reward_value_fee) : BigInt(claimed.claim_sui_amount);
      })
      .catch(() => null)
      .then((received) => onClaimed({ digest, mode, received }));
  };
  return {
    isPending: action.isPending,
    run: (input, callbacks) =>
      action.run(input, {
        ...callbacks,
        onSuccess: (result) => {
          readClaimed(result.digest, input.mode);
          callbacks?.onSuccess?.(result);
        },
      }),
  };
}
