// The connected account's balance of one coin type, read from the chosen node. Used for the
// 'available' line and 'Max' of amount fields; null while there is no wallet or no answer yet.
import { useCurrentAccount, useCurrentClient } from '../wallet/hooks';
import { useQuery } from '@tanstack/react-query';
import { chainQueryKeys } from '../chain/query-keys';

export const SUI_COIN_TYPE = '0x2::sui::SUI';

export interface CoinBalance {
  /** Base units; null while unknown. */
  balance: bigint | null;
  isError: boolean;
}

export function useCoinBalance(coinType: string): CoinBalance {
  const owner = useCurrentAccount()?.address ?? null;
  const client = useCurrentClient();
  const query = useQuery({
    queryKey: chainQueryKeys.coinBalance(owner, coinType),
    enabled: owner !== null,
    queryFn: async ({ signal }) => {
      const { balance } = await client.core.getBalance({ owner: owner!, coinType, signal });
      return BigInt(balance.balance);
    },
  });
  return { balance: owner === null ? null : (query.data ?? null), isError: query.isError };
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
