// Errors as values the app can translate, and zod validation of bodies and queries.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ErrorBody, ErrorCode } from '../contract/api.ts';

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;

  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

/** The JSON body, validated; 400 invalid_request when it is not JSON or does not fit. */
export async function readBody<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<z.infer<S>> {
  let value: unknown;
  const text = await c.req.text();
  if (text.trim() === '') {
    value = {};
  } else {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'invalid_request', 'the body is not valid JSON');
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(400, 'invalid_request', describeIssues(parsed.error));
  return parsed.data;
}

/** The query string, validated; 400 invalid_request when it does not fit. */
export function readQuery<S extends z.ZodTypeAny>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new ApiError(400, 'invalid_request', describeIssues(parsed.error));
  return parsed.data;
}

/** A path parameter, validated. */
export function readParam<S extends z.ZodTypeAny>(c: Context, name: string, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.param(name));
  if (!parsed.success) throw new ApiError(404, 'not_found', `no such ${name}`);
  return parsed.data;
}

/** Keyset paging on a numeric id, newest first: the cursor is the last id of the page. */
export function cursorId(cursor: string | undefined): bigint | null {
  if (cursor === undefined || cursor === '') return null;
  if (!/^\d{1,19}$/.test(cursor)) throw new ApiError(400, 'invalid_request', 'cursor: not a cursor of this list');
  return BigInt(cursor);
}

export function page<T extends { id: string }>(items: T[], limit: number): { items: T[]; nextCursor: string | null } {
  // Callers fetch limit + 1 rows: the extra one only says whether another page exists.
  const more = items.length > limit;
  const shown = more ? items.slice(0, limit) : items;
  return { items: shown, nextCursor: more ? shown[shown.length - 1]!.id : null };
}

export function iso(value: Date | string | number): string {
  return new Date(value).toISOString();
}
