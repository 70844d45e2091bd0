// The part of the assets page a link asks for (`#/assets?show=withdrawal|nodes|transfers`: a
// tapped notification, src/i18n/notification-text.ts): its records tab is the one open, and the
// section is scrolled into view once it is on the screen (once per visit).
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SHOWN_SECTIONS = ['withdrawal', 'nodes', 'transfers'] as const;
export type ShownSection = (typeof SHOWN_SECTIONS)[number];

/** The element ids the page gives the sections a link can show. */
export const SECTION_IDS = { withdrawal: 'assets-withdrawal', nodes: 'assets-nodes', records: 'assets-records' } as const;

export function useShownSection(): ShownSection | null {
  const [params] = useSearchParams();
  const value = params.get('show');
  return SHOWN_SECTIONS.find((section) => section === value) ?? null;
}

/**
 * Scrolls the shown section into view when `ready` (the data that decides the layout above it
 * has arrived). A withdrawal with no open card (a paid one) is found among the records.
 */
export function useScrollToShownSection(shown: ShownSection | null, ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!shown || !ready || done.current) return;
    done.current = true;
    const card = shown === 'withdrawal' ? document.getElementById(SECTION_IDS.withdrawal) : null;
    const id = shown === 'nodes' ? SECTION_IDS.nodes : card ? SECTION_IDS.withdrawal : SECTION_IDS.records;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [shown, ready]);
}
