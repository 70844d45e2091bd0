// Toasts go after TOAST_DURATION_MS (2 s): on a busy machine a visibility check can come after
// one has already gone. So each page keeps a record of every toast and transaction notice it
// shows, from its start, and tests assert on that record: a toast that came and went counts, a
// toast that never came (or said something else) still fails.
import { expect, type Page } from '@playwright/test';

interface ToastRecord {
  /** Each showing's text, whitespace collapsed, in the order shown. */
  shown: string[];
  /** Indexes in `shown` an assertion has already matched. */
  asserted: number[];
}

type ToastMatcher = { regex: string; flags: string } | { text: string; exact: boolean };

/** Runs in the page before its scripts: records react-vant's toasts and notify bars as they appear. */
function recordToastsInPage() {
  const scope = window as unknown as { __suilToasts?: ToastRecord };
  if (scope.__suilToasts) return; // installed twice on one page: one record
  const record: ToastRecord = { shown: [], asserted: [] };
  scope.__suilToasts = record;
  const recorded = new WeakMap<Element, string>();
  const scan = () => {
    // A toast's text is its `.rv-toast__info`; a transaction notice's message is its paragraph
    // (its id, Copy and explorer link are not the message); a plain notify bar is its text.
    document.querySelectorAll('.rv-toast__info, .rv-notify').forEach((element) => {
      const message = element.classList.contains('rv-notify') ? (element.querySelector('p') ?? element) : element;
      const text = (message.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text === '' || recorded.get(element) === text) return;
      recorded.set(element, text);
      record.shown.push(text);
    });
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Records the toasts `page` shows from its next document on. The shared fixture does it for
 * `page`; a test that opens another page calls it before that page opens the app.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(recordToastsInPage);
}

/** Matches the first showing no assertion has matched yet, and marks it matched. */
function takeToastInPage(matcher: ToastMatcher) {
  const record = (window as unknown as { __suilToasts?: ToastRecord }).__suilToasts;
  if (!record) return null;
  const matches = (text: string) =>
    'regex' in matcher ? new RegExp(matcher.regex, matcher.flags).test(text) : matcher.exact ? text === matcher.text : text.includes(matcher.text);
  const index = record.shown.findIndex((text, i) => !record.asserted.includes(i) && matches(text));
  if (index >= 0) record.asserted.push(index);
  return { shown: index >= 0, toastsShown: record.shown };
}

export interface ExpectToastOptions {
  /** The whole text, not a part of it (like getByText's `exact`). */
  exact?: boolean;
  timeout?: number;
}

/**
 * Waits until `page` has shown a toast or transaction notice whose text contains `text` (is it,
 * with `exact`; matches it, for a RegExp), whether or not it is still on screen. Each showing
 * answers one assertion: asserting the same message twice needs it shown twice.
 */
export async function expectToast(page: Page, text: string | RegExp, { exact = false, timeout }: ExpectToastOptions = {}): Promise<void> {
  const matcher: ToastMatcher = typeof text === 'string' ? { text: text.replace(/\s+/g, ' ').trim(), exact } : { regex: text.source, flags: text.flags };
  await expect
    .poll(
      async () => {
        let result: Awaited<ReturnType<typeof takeToastInPage>>;
        try {
          result = await page.evaluate(takeToastInPage, matcher);
        } catch (error) {
          // A navigation replaced the document mid-read: read the new one's record next time.
          return { shown: false, unreadable: error instanceof Error ? error.message : String(error) };
        }
        if (result === null) throw new Error('no toast record on this page: call recordToasts(page) before it opens the app');
        return result;
      },
      { message: `a toast saying ${String(text)}`, timeout },
    )
    .toMatchObject({ shown: true });
}
