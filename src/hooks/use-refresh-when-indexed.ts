// After a transaction the server's figures (app balances, hashrate, records, income) change
// only once its indexer has read it: refresh the signed-in account's /api data then.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiQueryKeys } from '../api/query-keys';
import { useSignedInAccount } from '../api/session';
import { waitForIndexed } from '../api/wait-for-indexed';

/** Returns `(digest) => void`: waits for the server to have the transaction, then refetches the account's /api data. */
export function useRefreshWhenIndexed(): (digest: string) => void {
  const account = useSignedInAccount();
  const queryClient = useQueryClient();
  return useCallback(
    (digest: string) => {
      if (account === null) return;
      // Refetched also when the wait ran out: whatever the server has by then is shown.
      void waitForIndexed(digest).then(() => queryClient.invalidateQueries({ queryKey: apiQueryKeys.account(account) }));
    },
    [account, queryClient],
  );
}
