// "Check the chain": GET /audit/check walks every row on the server and says whether each one
// follows the one before (or where and why it does not). It runs when asked, not on load.
import { useCustom } from '@refinedev/core';
import { useState } from 'react';
import type { z } from 'zod';
import type { AuditCheckSchema } from '../../../../contract/admin.ts';

export type AuditCheck = z.infer<typeof AuditCheckSchema>;

export function useAuditChainCheck() {
  const { query } = useCustom<AuditCheck>({
    url: '/audit/check',
    method: 'get',
    queryOptions: { enabled: false, retry: false },
    errorNotification: false,
  });
  const [shown, setShown] = useState(false);
  // The newest outcome wins: a failed re-check is not hidden behind an older success.
  const failedLast = query.isError && query.errorUpdatedAt >= query.dataUpdatedAt;
  return {
    run: () => {
      setShown(true);
      void query.refetch();
    },
    /** Hides the outcome until the next check. */
    dismiss: () => setShown(false),
    shown,
    checking: query.isFetching,
    result: failedLast ? undefined : query.data?.data,
    checkedAt: query.dataUpdatedAt ? new Date(query.dataUpdatedAt) : null,
    error: failedLast ? query.error : null,
  };
}
