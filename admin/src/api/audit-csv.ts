// GET /api/admin/audit/csv answers text/csv, which the console's JSON client (admin-client.ts)
// does not read: this is its one other door, with the same Bearer token, the contract's check of
// the filters before sending, and the same AdminApiError for every failure.
import { AuditQuerySchema } from '../../../contract/admin.ts';
import { ErrorBodySchema } from '../../../contract/api.ts';
import { ADMIN_API_BASE, AdminApiError } from './admin-client.ts';

export interface AuditCsvOptions {
  /** The current admin token, or null when signed out. */
  token: () => string | null;
  fetchImpl?: typeof fetch;
  base?: string;
}

/** The audit rows matching `filters` (operator, action, subject, from, to), newest first, as CSV. */
export async function fetchAuditCsv(filters: Record<string, string | undefined>, { token, fetchImpl, base = ADMIN_API_BASE }: AuditCsvOptions, signal?: AbortSignal): Promise<Blob> {
  const parsed = AuditQuerySchema.safeParse(filters);
  if (!parsed.success) throw new AdminApiError(400, 'bad_request', parsed.error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`).join('; '));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, value);
  const query = params.toString();

  const headers: Record<string, string> = { accept: 'text/csv' };
  const bearer = token();
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const doFetch = fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let response: Response;
  try {
    response = await doFetch(`${base}/audit/csv${query ? `?${query}` : ''}`, { method: 'GET', headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(0, 'network', 'the server did not answer');
  }
  if (!response.ok) {
    const failure = ErrorBodySchema.safeParse(await response.json().catch(() => undefined));
    throw failure.success
      ? new AdminApiError(response.status, failure.data.error.code, failure.data.error.message)
      : new AdminApiError(response.status, 'http_error', `the server answered ${response.status}`);
  }
  if (!/^text\/csv\b/.test(response.headers.get('content-type') ?? '')) {
    throw new AdminApiError(response.status, 'bad_response', 'the answer to GET /audit/csv is not CSV');
  }
  try {
    return await response.blob();
  } catch (error) {
    if (signal?.aborted) throw error;
    // The body is streamed: the connection can drop after the status came.
    throw new AdminApiError(0, 'network', 'the CSV stopped before its end');
  }
}
