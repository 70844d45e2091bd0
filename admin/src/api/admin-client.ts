// The console's one door to /api/admin/*: the route table (admin-routes.ts) checks each body
// before it is sent and each answer before anyone reads it; the admin token goes as Bearer.
// Every failure is an AdminApiError with the HTTP status and the server's error code, which is
// what Refine's providers (onError, notifications) read.
import { ErrorBodySchema } from '../../../contract/api.ts';
import { findAdminRoute, type HttpMethod } from './admin-routes.ts';

export const ADMIN_API_BASE = '/api/admin';

export class AdminApiError extends Error {
  /** The HTTP status; 0 when no answer came, 400 for a body refused before it was sent. */
  readonly statusCode: number;
  /** The server's error code (contract ERROR_CODES), or the console's own: network, bad_request, bad_response. */
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = 'AdminApiError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

export interface AdminClientOptions {
  /** The current admin token, or null when signed out. */
  token: () => string | null;
  fetchImpl?: typeof fetch;
  base?: string;
}

export interface AdminRequest {
  method: HttpMethod;
  /** Under /api/admin, e.g. `/notices/3/publish`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface AdminClient {
  request<T = unknown>(request: AdminRequest): Promise<T>;
  /** The URL of `path` under /api/admin (for links such as the audit CSV). */
  url(path: string, query?: AdminRequest['query']): string;
}

function queryString(query: AdminRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createAdminClient({ token, fetchImpl, base = ADMIN_API_BASE }: AdminClientOptions): AdminClient {
  const doFetch = fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const url = (path: string, query?: AdminRequest['query']) => `${base}${path}${queryString(query)}`;
  return {
    url,
    async request<T>({ method, path, query, body, signal }: AdminRequest): Promise<T> {
      const route = findAdminRoute(method, path);
      if (!route) throw new AdminApiError(400, 'bad_request', `the console has no route ${method.toUpperCase()} ${path}`);
      let sent: unknown = body;
      if (route.body) {
        const parsed = route.body.safeParse(body ?? {});
        if (!parsed.success) throw new AdminApiError(400, 'bad_request', parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
        sent = parsed.data;
      }
      const headers: Record<string, string> = { accept: 'application/json' };
      const bearer = token();
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      if (method !== 'get') headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await doFetch(url(path, query), { method: method.toUpperCase(), headers, body: method === 'get' ? undefined : JSON.stringify(sent ?? {}), signal });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new AdminApiError(0, 'network', 'the server did not answer');
      }
      const json: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const failure = ErrorBodySchema.safeParse(json);
        throw failure.success
          ? new AdminApiError(response.status, failure.data.error.code, failure.data.error.message)
          : new AdminApiError(response.status, 'http_error', `the server answered ${response.status}`);
      }
      const parsed = route.response.safeParse(json);
      if (!parsed.success) throw new AdminApiError(response.status, 'bad_response', `the answer to ${method.toUpperCase()} ${path} does not match the contract`);
      return parsed.data as T;
    },
  };
}
