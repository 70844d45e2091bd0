// The audit table's state: the applied filters, and the pages walked through with the server's
// cursor. The server's nextCursor is the seq of a page's last (oldest) row; the next page is
// the rows before it. The cursors of the pages behind the current one are kept, so "Newer"
// goes back without a cursor of its own.
import { useCustom } from '@refinedev/core';
import { useState } from 'react';
import type { AdminAuditRow } from '../../../../contract/admin.ts';
import type { Page } from '../../../../contract/api.ts';
import { type AuditFilters, auditPageQuery } from './audit-query.ts';

export function useAuditLog() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [cursors, setCursors] = useState<string[]>([]);
  const before = cursors.at(-1);
  const { query } = useCustom<Page<AdminAuditRow>>({
    url: '/audit',
    method: 'get',
    config: { query: auditPageQuery(filters, before) },
    // The page stays on screen while the next one loads (the table shows it is loading).
    queryOptions: { placeholderData: (previous) => previous },
    // The page shows the failure itself, next to the table.
    errorNotification: false,
  });

  const page = query.data?.data;
  // The actions seen in the pages read so far, offered as the action filter's suggestions.
  const [seen, setSeen] = useState<{ page: Page<AdminAuditRow> | undefined; actions: string[] }>({ page: undefined, actions: [] });
  if (page !== seen.page) {
    const added = (page?.items ?? []).map((row) => row.action).filter((action) => !seen.actions.includes(action));
    setSeen({ page, actions: added.length === 0 ? seen.actions : [...new Set([...seen.actions, ...added])].sort() });
  }
  // A page still on screen while another loads is not the one its cursor belongs to.
  const current = query.isPlaceholderData ? undefined : page;

  return {
    filters,
    rows: page?.items ?? [],
    knownActions: seen.actions,
    pageNumber: cursors.length + 1,
    hasOlder: !!current?.nextCursor,
    loading: query.isFetching,
    loaded: query.isSuccess && !query.isPlaceholderData,
    error: query.isError ? query.error : null,
    apply(next: AuditFilters) {
      setFilters(next);
      setCursors([]);
    },
    older() {
      if (current?.nextCursor) setCursors([...cursors, current.nextCursor]);
    },
    newer() {
      setCursors(cursors.slice(0, -1));
    },
    /** Back to the newest rows, read again (rows may have been added since). */
    newest() {
      if (cursors.length === 0) void query.refetch();
      else setCursors([]);
    },
  };
}
