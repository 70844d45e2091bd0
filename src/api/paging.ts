// Lists page with `?cursor=&limit=` and answer `{ items, nextCursor }` (docs/api.md); infinite
// queries start without a cursor and stop when nextCursor is null.
import type { Page } from '../../contract/api';

export const PAGE_SIZE = 20;

export const firstPage = { initialPageParam: null as string | null, getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

/** The query string of one page (the cursor only after the first page). */
export function pageParams(cursor: string | null, extra: Record<string, string | undefined> = {}): Record<string, string | number> {
  const params: Record<string, string | number> = { limit: PAGE_SIZE };
  if (cursor) params.cursor = cursor;
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params[key] = value;
  return params;
}

/** Maps every item of a page, keeping the cursor. */
export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { items: page.items.map(map), nextCursor: page.nextCursor };
}

/** A base-unit amount string from the server as a bigint; a malformed one fails the call. */
export function amount(text: string): bigint {
  if (!/^-?\d+$/.test(text)) throw new TypeError('malformed amount');
  return BigInt(text);
}
