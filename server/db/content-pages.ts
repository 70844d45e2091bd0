// The content_pages table's queries (migrations 0001, 0008): the ecology / BTC / SUI pages, one
// row per slug and locale.
import type { ContentPage } from '../../contract/api.ts';
import { type Executor, firstRow, sql } from './client.ts';

/** The page in `locale`, else in en_US; undefined when it has neither. */
export function contentPage(
  db: Executor,
  slug: string,
  locale: string,
): Promise<{ locale: ContentPage['locale']; title: string; body_html: string; updated_at: Date | string } | undefined> {
  return firstRow<{ locale: ContentPage['locale']; title: string; body_html: string; updated_at: Date | string }>(
    db,
    sql`SELECT locale, title, body_html, updated_at FROM content_pages WHERE slug = ${slug} AND locale IN (${locale}, 'en_US')
        ORDER BY (locale = ${locale}) DESC LIMIT 1`,
  );
}
