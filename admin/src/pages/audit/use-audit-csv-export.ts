// "Export CSV": every row that matches the applied filters (not only the page shown), saved as a
// file named for those filters. The CSV is not JSON, so it comes through fetchAuditCsv with the
// tab's token; a 401 ends the session as any other call does.
import { useNotification, useOnError } from '@refinedev/core';
import { useMutation } from '@tanstack/react-query';
import { AdminApiError } from '../../api/admin-client.ts';
import { fetchAuditCsv } from '../../api/audit-csv.ts';
import { createAdminSessionStore } from '../../auth/admin-session.ts';
import { auditCsvFileName } from './audit-csv-name.ts';
import type { AuditFilters } from './audit-query.ts';

// The tab's session as the console's client reads it (same storage, same key, same checks).
const sessions = createAdminSessionStore(sessionStorage);

function saveFile(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function useAuditCsvExport() {
  const { open } = useNotification();
  const { mutate: checkError } = useOnError();
  const mutation = useMutation({
    mutationFn: async (filters: AuditFilters) => {
      const name = auditCsvFileName(filters, new Date());
      saveFile(await fetchAuditCsv(filters, { token: () => sessions.read()?.access_token ?? null }), name);
      return name;
    },
    onSuccess: (name) => open?.({ type: 'success', message: 'Audit log exported', description: `Saved as ${name}` }),
    onError: (error) => {
      checkError(error);
      open?.({ type: 'error', message: 'The audit log could not be exported', description: error instanceof AdminApiError ? error.message : 'Something went wrong; try again.' });
    },
  });
  return { run: (filters: AuditFilters) => mutation.mutate(filters), exporting: mutation.isPending, savedAs: mutation.data ?? null };
}
