// Records split by type, one list per tab, as WAI-ARIA tabs: buttons with role "tab" in a
// "tablist", the selected one in the tab order and the arrow keys moving between them
// (Home/End to the ends), one "tabpanel" labelled by the selected tab. react-vant's Tabs gives
// its titles neither a role nor focus, so a keyboard or screen-reader user could not switch.
// The tabs are chips that wrap onto a second row when their titles need more room than the
// width gives: no title is ever cut at the edge of a row that scrolls (five Japanese income
// types do not fit 320 px).
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './record-tabs.module.css';

export interface RecordTab<K extends string> {
  key: K;
  title: ReactNode;
}

export interface RecordTabsProps<K extends string> {
  tabs: RecordTab<K>[];
  active: K;
  onChange: (key: K) => void;
  /** The content of the active tab. */
  children: (key: K) => ReactNode;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function RecordTabs<K extends string>({ tabs, active, onChange, children }: RecordTabsProps<K>) {
  const id = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)]!.key;
    onChange(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={`${styles.tab} ${selected ? styles.selected : ''}`}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className={styles.panel}>
        {children(active)}
      </div>
    </div>
  );
}
