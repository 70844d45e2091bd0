// Renders the server's sanitized notice and page markup without ever handing HTML to the
// browser: the text is parsed into an inert document, and only an allow-list of tags (and
// http(s) links) becomes React elements; everything else is reduced to its text. So even a
// server bug or a compromised content store cannot run script or style the page.
import { createElement, Fragment, type ReactNode } from 'react';
import styles from './safe-markup.module.css';

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'a']);
/** Elements whose content is not text for a reader. */
const DROPPED_TAGS = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math']);

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(element.childNodes, toReact);
  if (!ALLOWED_TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (!href) return createElement(Fragment, { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/** Markup as React elements from the allow-list; never innerHTML. */
export function markupToReact(markup: string): ReactNode[] {
  // DOMParser documents are inert: nothing in them loads or runs.
  const document = new DOMParser().parseFromString(markup, 'text/html');
  return Array.from(document.body.childNodes, toReact);
}

export function SafeMarkup({ markup }: { markup: string }) {
  return <div className={styles.markup}>{markupToReact(markup)}</div>;
}
