// The connected account's balance of one coin type, read from the chosen node. Used for the
// 'available' line and 'Max' of amount fields; null while there is no wallet or no answer yet.
// SUI, SUIL and USDC come from the one balances query (readBalances: one ListBalances for all
// three), so a screen with two amount fields, and the home screen before it, share one request.
import { normalizeStructTag } from '@mysten/sui/utils';
import { useQuery } from '@tanstack/react-query';
import { COIN_TYPES, SUI_COIN_TYPE, type CoinSymbol } from '../chain/finance-ids';
import { chainQueryKeys } from '../chain/query-keys';
import { useCurrentAccount, useCurrentClient } from '../wallet/hooks';
import { balancesQueryOptions } from './balances-query';

export { SUI_COIN_TYPE };

export interface CoinBalance {
  /** Base units; null while unknown. */
  balance: bigint | null;
  isError: boolean;
}

function coinSymbol(coinType: string): CoinSymbol | undefined {
  const wanted = normalizeStructTag(coinType);
  return (Object.keys(COIN_TYPES) as CoinSymbol[]).find((symbol) => normalizeStructTag(COIN_TYPES[symbol]) === wanted);
}

export interface CoinBalanceOptions {
  /** Reads the balance again every `ms` while `when(balance)` holds: a screen waiting for coins to arrive. */
  poll?: { ms: number; when: (balance: bigint | null) => boolean };
}

export function useCoinBalance(coinType: string, { poll }: CoinBalanceOptions = {}): CoinBalance {
  const owner = useCurrentAccount()?.address ?? null;
  const client = useCurrentClient();
  const symbol = coinSymbol(coinType);
  const every = (balance: bigint | null) => (poll && poll.when(balance) ? poll.ms : false);
  const shared = useQuery({
    ...balancesQueryOptions(client, owner),
    enabled: owner !== null && symbol !== undefined,
    refetchInterval: (query) => every(symbol ? (query.state.data?.[symbol] ?? null) : null),
  });
  const single = useQuery<bigint>({
    queryKey: chainQueryKeys.coinBalance(owner, coinType),
    enabled: owner !== null && symbol === undefined,
    refetchInterval: (query) => every(query.state.data ?? null),
    queryFn: async ({ signal }) => {
      const { balance } = await client.core.getBalance({ owner: owner!, coinType, signal });
      return BigInt(balance.balance);
    },
  });
  if (owner === null) return { balance: null, isError: false };
  if (symbol !== undefined) return { balance: shared.data?.[symbol] ?? null, isError: shared.isError };
  return { balance: single.data ?? null, isError: single.isError };
}

/**
 * SUI kept back when 'Max' fills a SUI amount: the stake and top-up calls split the coin from
 * the gas coin, so the whole balance cannot go in and still pay for the transaction.
 */
export const SUI_GAS_RESERVE = 100_000_000n; // 0.1 SUI

/** What 'Max' may offer of a SUI balance; null while the balance is unknown. */
export function spendableSui(balance: bigint | null): bigint | null {
  if (balance === null) return null;
  return balance > SUI_GAS_RESERVE ? balance - SUI_GAS_RESERVE : 0n;
}
