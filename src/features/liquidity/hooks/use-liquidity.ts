// The liquidity position and the pool's rates, shared by the pledge and flow screens (both
// show the one position a user has in the StakePool). A screen's
// chain reads: the pool object and the unstake lock in one request, the chain's time, the
// position and its unstakeable check in one simulated transaction.
import { useCurrentAccount, useCurrentClient } from '../../../wallet/hooks';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { describePosition, readLiquidity, type LiquidityPosition } from '../../../chain/liquidity-position';
import { chainQueryKeys } from '../../../chain/query-keys';
import { readLiquidityConfig, type LiquidityConfig } from '../../../chain/views';

/** What every liquidity action changes: the screens' views, the pool's totals, the previews. */
export const LIQUIDITY_INVALIDATES: QueryKey[] = [chainQueryKeys.allViews(), chainQueryKeys.stakePool(), chainQueryKeys.allPreviews()];

/** The StakePool's rates, minimum and total, and the unstake lock (one request). */
export function useLiquidityConfig() {
  const client = useCurrentClient();
  const query = useQuery({
    queryKey: chainQueryKeys.stakePool(),
    queryFn: ({ signal }) => readLiquidityConfig(client, signal),
  });
  return { config: query.data ?? null, isError: query.isError, refetch: query.refetch };
}

export interface LiquidityState {
  owner: string | null;
  config: LiquidityConfig | null;
  /** null while loading, without a wallet, or when the user has no position. */
  position: LiquidityPosition | null;
  /** The chain's time of the last reading, ms. */
  nowMs: bigint | null;
  /** The position has been read (so a null position means there is none). */
  isLoaded: boolean;
  isError: boolean;
  retry: () => void;
}

/** A details page's `id` names the connected user's own position (the owner's address, in any spelling). */
export function isOwnPosition(positionId: string | null, owner: string | null): boolean {
  if (positionId === null || owner === null) return false;
  try {
    return normalizeSuiAddress(positionId) === normalizeSuiAddress(owner);
  } catch {
    return false;
  }
}

/** The connected user's position, from the chain's views and the pool's rates. */
export function useLiquidityPosition(): LiquidityState {
  const owner = useCurrentAccount()?.address ?? null;
  const client = useCurrentClient();
  const { config, isError: configError, refetch: refetchConfig } = useLiquidityConfig();
  const query = useQuery({
    queryKey: chainQueryKeys.views('liquidity', owner),
    enabled: owner !== null,
    queryFn: ({ signal }) => readLiquidity(client, owner!, signal),
  });
  const reading = owner === null ? undefined : query.data;
  const position = reading && config ? describePosition(reading.position, config, reading.nowMs, reading.unstakeable) : null;
  return {
    owner,
    config,
    position,
    nowMs: reading?.nowMs ?? null,
    isLoaded: reading !== undefined && config !== null,
    isError: query.isError || configError,
    retry: () => {
      void query.refetch();
      void refetchConfig();
    },
  };
}
