// Layout checks run in the page: what spills past the screen's right edge, and text that a box
// cuts off. Each problem names the element (a short CSS path) and its text, so a failure reads
// as a list of things to fix.
import type { Page } from '@playwright/test';

export interface LayoutProblem {
  kind:
    | 'page scrolls sideways'
    | 'past the screen edge'
    | 'text spills out of its box'
    | 'text cut off'
    | 'ellipsis without the full text'
    | 'figure cut off'
    | 'figure shortened with an ellipsis'
    | 'figure split across lines'
    | 'word broken across lines';
  selector: string;
  text: string;
}

/**
 * The layout problems of what the page shows now:
 * - the document is wider than the viewport (the page scrolls sideways);
 * - an element or a line of text ends past the viewport's right edge (or starts left of 0),
 *   unless a scrolling box holds it (tabs that scroll are meant to) or a clipping box hides it
 *   whole (a carousel's other slides);
 * - a line of text runs out of its own box (it then overlaps what is beside it);
 * - a line of text is partly hidden by a box that clips (overflow hidden/clip): cut glyphs or
 *   cut lines. A cut made on purpose with `text-overflow: ellipsis` or `-webkit-line-clamp`
 *   passes when the full text is still there for the user: a `title` or `aria-label` on the box
 *   or an ancestor that holds it.
 * - a figure (a number: an amount, a rate, a date) is never cut, whatever the title says: a
 *   clipped or ellipsised line holding one fails, so does a figure that the text itself
 *   shortens ("1,234,567..." as formatted), and one whose digits are split across two lines
 *   (wrapping between a figure and its unit is fine). Ids (0x12ab..., digests) are not figures.
 * - in Japanese, Chinese and Korean, a label (a heading, a button, a tab, a field's label, a
 *   link or any block of at most 16 characters) whose line breaks inside a word: a word, as the
 *   browser's own dictionary (Intl.Segmenter) cuts the text, must stand on one line
 *   ('ハッシュレー|トマイニン|グ' fails; 'ハッシュ|レート|マイニング' passes). Running text (a
 *   sentence, a note) may break between any two characters, as these languages are set.
 * Text wholly outside a clipping box is hidden on purpose (a closed panel), not cut. Hidden
 * and visually-hidden (1-px, screen-reader only) elements are left out.
 */
export function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const SLACK = 1; // subpixel rounding
    const width = document.documentElement.clientWidth;
    const problems: LayoutProblem[] = [];
    const seen = new Set<string>();
    const add = (kind: LayoutProblem['kind'], element: Element, text: string) => {
      const selector = selectorOf(element);
      const key = `${kind}|${selector}|${text}`;
      if (seen.has(key)) return;
      seen.add(key);
      problems.push({ kind, selector, text: text.replace(/\s+/g, ' ').trim().slice(0, 80) });
    };

    function selectorOf(element: Element): string {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
        const testId = node.getAttribute('data-testid');
        if (testId) {
          parts.unshift(`[data-testid="${testId}"]`);
          break;
        }
        // CSS module classes are `_name_hash`: the name is what a developer searches for.
        const classes = Array.from(node.classList).slice(0, 2).map((c) => `.${c.replace(/^_([A-Za-z0-9-]+)_[\w-]+$/, '$1')}`);
        parts.unshift(node.tagName.toLowerCase() + classes.join(''));
      }
      return parts.join(' > ');
    }

    /**
     * A number standing on its own: digits with thousands commas and a fraction, not glued to
     * letters or other digits (so "0x12ab", a digest's "Z2ab" or "8fQz" are not figures).
     */
    const FIGURE = /(?<![\w.,])[-+]?\d[\d,]*(?:\.\d+)?(?![\w])/g;
    const figuresIn = (text: string) => Array.from(text.matchAll(FIGURE));
    /** A figure the text itself shortens: "1,234,567..." or "12.5… SUI" (an id's "ab...9Kq1" goes on after the dots). */
    const SHORTENED_FIGURE = /\d(?:\.\.\.|…)(?![\w])/;

    /** Labels, whose words must not break: a sentence may, as CJK text is set (a link may be either). */
    const LABEL = 'h1, h2, h3, h4, h5, h6, button, label, th, dt, legend, summary, [role="tab"], [role="button"], [role="heading"]';
    const LABEL_MAX_CHARS = 40;
    const SHORT_CHARS = 16;
    const CJK_LANG = /^(ja|zh|ko)\b/i;
    const segmenters = new Map<string, Intl.Segmenter>();
    const segmenterFor = (lang: string) => {
      let segmenter = segmenters.get(lang);
      if (!segmenter) segmenters.set(lang, (segmenter = new Intl.Segmenter(lang, { granularity: 'word' })));
      return segmenter;
    };
    const chars = (text: string) => Array.from(text.replace(/\s+/g, '')).length;
    /** The CJK language of a label's text (its closest lang), or null: not CJK, or not a label. */
    function cjkLabelLanguage(parent: Element, block: Element): string | null {
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      if (!CJK_LANG.test(lang)) return null;
      const label = parent.closest(LABEL);
      if (label && chars((label as HTMLElement).innerText ?? '') <= LABEL_MAX_CHARS) return lang;
      const link = parent.closest('a, [role="link"]');
      if (link && chars((link as HTMLElement).innerText ?? '') <= SHORT_CHARS) return lang;
      return chars((block as HTMLElement).innerText ?? '') <= SHORT_CHARS ? lang : null;
    }

    const styleOf = (element: Element) => getComputedStyle(element);
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';

    function hidden(element: Element): boolean {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = styleOf(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return true;
        const rect = node.getBoundingClientRect();
        // Screen-reader-only text: a 1-px box that clips.
        if (rect.width <= 1 && rect.height <= 1 && clips(style.overflow)) return true;
      }
      return false;
    }

    /** The full text is available: a title or aria-label on the box or an ancestor, holding the text. */
    function fullTextAvailable(box: Element, text: string): boolean {
      const wanted = text.replace(/\s+/g, ' ').trim();
      for (let node: Element | null = box; node; node = node.parentElement) {
        const label = node.getAttribute('title') ?? node.getAttribute('aria-label');
        if (label && label.replace(/\s+/g, ' ').includes(wanted)) return true;
      }
      return false;
    }

    /** The boxes between `element` and the page that clip or scroll its content. */
    function clippingAncestors(element: Element) {
      const boxes: { box: Element; style: CSSStyleDeclaration }[] = [];
      for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
        const style = styleOf(node);
        if (node !== document.body && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) boxes.push({ box: node, style });
        if (style.position === 'fixed') break;
      }
      return boxes;
    }

    /** The padding box of `box`, in viewport coordinates. */
    function paddingBox(box: Element) {
      const rect = box.getBoundingClientRect();
      const left = rect.left + box.clientLeft;
      const top = rect.top + box.clientTop;
      return { left, top, right: left + box.clientWidth, bottom: top + box.clientHeight };
    }

    if (document.documentElement.scrollWidth > width + SLACK) {
      add('page scrolls sideways', document.documentElement, `${document.documentElement.scrollWidth}px wide in ${width}px`);
    }

    // Elements (boxes) past the viewport's edges.
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right <= width + SLACK && rect.left >= -SLACK) continue;
      if (hidden(element)) continue;
      const held = clippingAncestors(element.parentElement ?? element).some(({ box }) => {
        const clip = paddingBox(box);
        // Inside a box that scrolls or clips and itself fits the screen: that box handles it
        // (scrolls it into view, or hides it; cut text is checked below).
        return clip.right <= width + SLACK && clip.left >= -SLACK;
      });
      if (!held) add('past the screen edge', element, (element as HTMLElement).innerText ?? element.textContent ?? '');
    }

    // Lines of text: past the edge, out of their box, cut by a clipping box.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!text.trim()) continue;
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(parent.tagName)) continue;
      if (hidden(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
      if (lines.length === 0) continue;

      // The block that lays the text out.
      let block: Element = parent;
      while (block.parentElement && styleOf(block).display.startsWith('inline')) block = block.parentElement;
      const blockStyle = styleOf(block);
      const blockBox = paddingBox(block);

      type Clipper = { box: Element; style: CSSStyleDeclaration };
      const clippers = clippingAncestors(parent);
      /** Where a line stands against the boxes that clip it: shown whole, cut, or hidden whole. */
      const standing = (line: DOMRect): { state: 'shown' } | { state: 'cut' | 'gone'; by: Clipper } => {
        // Past a box that scrolls on an axis the text is reachable on that axis: boxes further
        // out cut only the scroller (checked as an element above), not the text.
        let checkX = true;
        let checkY = true;
        for (const clipper of clippers) {
          const clip = paddingBox(clipper.box);
          const onX = checkX && !scrolls(clipper.style.overflowX);
          const onY = checkY && !scrolls(clipper.style.overflowY);
          if ((onX && (line.left >= clip.right || line.right <= clip.left)) || (onY && (line.top >= clip.bottom || line.bottom <= clip.top))) {
            return { state: 'gone', by: clipper };
          }
          // Glyph boxes of some fonts (CJK) stand a little above and below the line box: a
          // line counts as cut when more than a third of its height is hidden.
          const hiddenY = Math.max(0, clip.top - line.top) + Math.max(0, line.bottom - clip.bottom);
          if ((onX && (line.right > clip.right + SLACK || line.left < clip.left - SLACK)) || (onY && hiddenY > line.height / 3)) {
            return { state: 'cut', by: clipper };
          }
          if (!onX) checkX = false;
          if (!onY) checkY = false;
        }
        return { state: 'shown' };
      };
      const states = lines.map(standing);
      // Hidden whole (a closed panel, another slide): on purpose, not cut.
      if (states.every((s) => s.state === 'gone')) continue;
      // Cut: a line partly hidden, or some lines shown and others hidden (a box too short).
      const cut = states.find((s) => s.state === 'cut') ?? states.find((s) => s.state === 'gone');
      const figures = figuresIn(text);
      if (cut && cut.state !== 'shown') {
        // A figure is never cut, not even with its full text in a title.
        if (figures.length > 0) {
          add('figure cut off', cut.by.box, text);
          continue;
        }
        const clamp = cut.by.style.webkitLineClamp;
        const deliberate = cut.by.style.textOverflow === 'ellipsis' || (clamp !== '' && clamp !== 'none');
        if (!deliberate) add('text cut off', cut.by.box, text);
        else if (!fullTextAvailable(parent, text)) add('ellipsis without the full text', cut.by.box, text);
        continue;
      }
      if (SHORTENED_FIGURE.test(text)) add('figure shortened with an ellipsis', parent, text);
      // A figure's digits on two lines: each figure's own boxes stand on one line.
      for (const figure of figures) {
        if (figure[0].length < 2) continue;
        const figureRange = document.createRange();
        figureRange.setStart(node, figure.index!);
        figureRange.setEnd(node, figure.index! + figure[0].length);
        const tops = Array.from(figureRange.getClientRects())
          .filter((r) => r.width > 0 && r.height > 0)
          .map((r) => r.top + r.height / 2);
        if (tops.some((top) => Math.abs(top - tops[0]!) > 2)) add('figure split across lines', parent, text);
      }
      // A CJK label's words each on one line.
      const lang = lines.length > 1 ? cjkLabelLanguage(parent, block) : null;
      if (lang) {
        for (const word of segmenterFor(lang).segment(text)) {
          if (!word.isWordLike || Array.from(word.segment).length < 2) continue;
          const wordRange = document.createRange();
          wordRange.setStart(node, word.index);
          wordRange.setEnd(node, word.index + word.segment.length);
          const boxes = Array.from(wordRange.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
          const middles = boxes.map((r) => r.top + r.height / 2);
          if (middles.some((middle) => Math.abs(middle - middles[0]!) > boxes[0]!.height / 2)) add('word broken across lines', parent, `${text} [${word.segment}]`);
        }
      }
      const inScroller = clippers.some((c) => scrolls(c.style.overflowX));
      for (const line of lines) {
        if (!inScroller && (line.right > width + SLACK || line.left < -SLACK)) add('past the screen edge', parent, text);
        else if (blockStyle.overflowX === 'visible' && (line.right > blockBox.right + SLACK || line.left < blockBox.left - SLACK)) {
          add('text spills out of its box', block, text);
        }
      }
    }
    return problems;
  });
}
