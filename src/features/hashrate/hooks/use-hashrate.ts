// The hashrate page's chain reads: the user's position on the chain's clock (one batched view
// request: clock::timestamp_ms feeding liquidity::position), the StakePool's rates (one object
// request, shared with other screens) and the claim preview: as SUIL from those two (no
// request); as SUI the real claim of exactly that reading's pending reward simulated (the pool's
// quote), only when something is pending. Both follow the one reading, so what the preview
// claims is always the claimable shown beside it, also after the figures are read again.
import { useCurrentAccount, useCurrentClient } from '../../../wallet/hooks';
import { useQuery } from '@tanstack/react-query';
import { toChainError, type ChainError } from '../../../chain/errors';
import { chainQueryKeys } from '../../../chain/query-keys';
import { claimAllFigures } from '../../../chain/format';
import { CLAIM_MODE } from '../../../chain/transactions';
import {
  clockNowView,
  positionView,
  previewClaim,
  readLiquidityConfig,
  readViews,
  viewResult,
  type StakePosition,
} from '../../../chain/views';
import { describeSuiClaim, describeSuilClaim, type ClaimCoin, type ClaimPreviewText } from '../lib/claim-preview';
import type { PositionReading } from '../lib/hashrate-figures';

export interface PositionState {
  position: StakePosition | null;
  /** The position with the chain's time it was read at (one reading). */
  reading: PositionReading | null;
  isError: boolean;
}

/**
 * The connected user's position, settled at the chain's now: hashrate still to be released
 * (net of pending) and pending rewards, from one reading (docs/contract.md's rule).
 */
export function usePosition(): PositionState {
  const client = useCurrentClient();
  const owner = useCurrentAccount()?.address ?? null;
  const query = useQuery({
    queryKey: chainQueryKeys.views('hashrate', owner),
    enabled: owner !== null,
    queryFn: async ({ signal }): Promise<PositionReading> => {
      const [nowMs, position] = await readViews(client, owner, [clockNowView(), positionView(owner!, viewResult(0))], signal);
      return { nowMs, position };
    },
  });
  const reading = owner === null ? null : (query.data ?? null);
  return { position: reading?.position ?? null, reading, isError: query.isError };
}

/** The StakePool's rates (claim fee, release ratio) and totals; the same for every user. */
export function useStakePoolRates() {
  const client = useCurrentClient();
  const query = useQuery({
    queryKey: chainQueryKeys.stakePool(),
    queryFn: ({ signal }) => readLiquidityConfig(client, signal),
    staleTime: 60_000,
  });
  return { rates: query.data ?? null, isError: query.isError };
}

export type ClaimPreviewState =
  | { status: 'unknown' }
  | { status: 'loading' }
  | { status: 'nothing' }
  | { status: 'ready'; shown: ClaimPreviewText }
  | { status: 'error'; error: ChainError };

/**
 * What claiming everything pending as `coin` would pay now, for `pending` as the position's
 * reading says it (claimable). 'nothing' when the position has no pending reward (the view says
 * 0, or the simulated claim aborts with 'nothing to claim'). As SUIL the figures are the pending
 * reward and its fee at the pool's rate (claimAllFigures: the claim's own figures at the time of
 * the reading); as SUI they need the pool's quote, so the claim of exactly `pending` is simulated
 * (keyed by it: a new reading is a new preview, never one of another reading beside it).
 */
export function useClaimPreview(coin: ClaimCoin, pending: bigint | null, claimHrRate: bigint | null): ClaimPreviewState {
  const client = useCurrentClient();
  const owner = useCurrentAccount()?.address ?? null;
  const query = useQuery({
    queryKey: chainQueryKeys.previews(owner, 'claim', CLAIM_MODE.sui, pending?.toString() ?? null),
    enabled: coin === 'SUI' && owner !== null && pending !== null && pending > 0n,
    retry: false,
    queryFn: async ({ signal }): Promise<ClaimPreviewText | null> => {
      try {
        // The reading's pending, not "all": more has accrued since, and the figures must be the ones beside them.
        return describeSuiClaim(await previewClaim(client, owner!, { mode: CLAIM_MODE.sui, amount: pending! }, signal));
      } catch (error) {
        if (toChainError(error).code === 'nothingToClaim') return null;
        throw error;
      }
    },
  });
  if (owner === null || pending === null) return { status: 'unknown' };
  if (pending === 0n) return { status: 'nothing' };
  if (coin === 'SUIL') {
    return claimHrRate === null ? { status: 'loading' } : { status: 'ready', shown: describeSuilClaim(claimAllFigures(pending, claimHrRate)) };
  }
  if (query.isError) return { status: 'error', error: toChainError(query.error) };
  if (query.data === undefined) return { status: 'loading' };
  return query.data === null ? { status: 'nothing' } : { status: 'ready', shown: query.data };
}
