import type { ReactNode } from 'react';
import styles from './notes.module.css';

/** The small print of a product: rules, fees, what happens after maturity. */
export function Notes({ items }: { items: ReactNode[] }) {
  return (
    <ul className={styles.notes}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
