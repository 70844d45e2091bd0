import type { ReactNode } from 'react';
import { Tabs } from 'react-vant/es/tabs/index.js';

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

/** Records split by type (income kinds, hashrate kinds...), one list per tab. */
export function RecordTabs<K extends string>({ tabs, active, onChange, children }: RecordTabsProps<K>) {
  return (
    <Tabs
      active={active}
      onChange={(name) => onChange(String(name) as K)}
      ellipsis={false}
      swipeThreshold={4}
      lazyRender
    >
      {tabs.map((tab) => (
        <Tabs.TabPane key={tab.key} name={tab.key} title={tab.title}>
          {tab.key === active ? children(tab.key) : null}
        </Tabs.TabPane>
      ))}
    </Tabs>
  );
}
