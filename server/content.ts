// Notices and page content: operator-written markup, sanitized when it is stored and again
// when it is served (rows written straight into the table by hand get the same treatment).
import sanitizeHtml from 'sanitize-html';
import type { Locale } from '../contract/api.ts';
import type { Executor } from './db/client.ts';
import { insertNotice, insertNoticeText } from './db/notices.ts';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeMarkup(html: string): string {
  return sanitizeHtml(html, { ...ALLOWED, allowedAttributes: { a: ['href', 'rel', 'target'] } });
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Plain text: every tag removed, entities decoded (the app shows it as text, never as markup). */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

export interface NoticeText {
  locale: Locale;
  title: string;
  summary: string;
  bodyHtml: string;
}

/** The operator's write path: a notice with its texts per locale, sanitized before storing. */
export async function saveNotice(
  db: Executor,
  notice: { category: 'notice' | 'dynamic'; publishedAt: Date; texts: NoticeText[] },
): Promise<string> {
  const id = await insertNotice(db, { category: notice.category, publishedAt: notice.publishedAt.toISOString() });
  for (const text of notice.texts) {
    await insertNoticeText(db, id, { locale: text.locale, title: plainText(text.title), summary: plainText(text.summary), bodyHtml: sanitizeMarkup(text.bodyHtml) });
  }
  return id;
}
