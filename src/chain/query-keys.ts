// The one factory of react-query keys for chain data, so an action invalidates exactly what it
// changed. Every key starts with 'chain' and the network, then the owner where it matters.
import type { QueryKey } from '@tanstack/react-query';
import { env } from '../config/env';

const root = ['chain', env.network] as const;

export const chainQueryKeys = {
  all: root,
  /** SUI/SUIL/USDC balances of an owner (readBalances). */
  balances: (owner: string | null | undefined) => [...root, 'balances', owner ?? null] as const,
  /** One coin's balance of an owner (src/hooks/use-coin-balance.ts); coinBalanceAll() matches all of them. */
  coinBalance: (owner: string | null | undefined, coinType: string) => ['coin-balance', env.network, owner ?? null, coinType] as const,
  coinBalanceAll: () => ['coin-balance'] as const,
  /** How far the chain's clock is ahead of this device's (ms). */
  clockOffset: () => [...root, 'clock-offset'] as const,
  /** The StakePool's rates and totals; the unstake lock. */
  stakePool: () => [...root, 'stake-pool'] as const,
  unstakeConfig: () => [...root, 'unstake-config'] as const,
  /** The SUIL/SUI pool's reserves (the SUIL price now); under allViews, so a swap or a claim refreshes it. */
  swapPool: () => [...root, 'views', 'swap-pool'] as const,
  /** The batched views of one screen, e.g. views('pledge', owner, ...inputs). */
  views: (screen: string, owner: string | null | undefined, ...inputs: unknown[]) => [...root, 'views', screen, owner ?? null, ...inputs] as const,
  /** Every screen's views of an owner (after any transaction of that owner). */
  allViews: () => [...root, 'views'] as const,
  /** Previews (simulated claim / unstake) of an owner. */
  previews: (owner: string | null | undefined, ...inputs: unknown[]) => [...root, 'preview', owner ?? null, ...inputs] as const,
  allPreviews: () => [...root, 'preview'] as const,
} satisfies Record<string, QueryKey | ((...args: never[]) => QueryKey)>;
