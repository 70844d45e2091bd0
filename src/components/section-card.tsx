import type { ReactNode } from 'react';
import { PhraseText } from './phrase-text';
import styles from './section-card.module.css';

export interface SectionCardProps {
  title?: ReactNode;
  /** Right side of the header: a link, a small figure, a tag. */
  extra?: ReactNode;
  children?: ReactNode;
  /** Accessible name of the section when the title is not plain text. */
  'aria-label'?: string;
}

/** A titled card: the block every page is built from. */
export function SectionCard({ title, extra, children, 'aria-label': ariaLabel }: SectionCardProps) {
  return (
    <section className={styles.card} aria-label={ariaLabel}>
      {title || extra ? (
        <header className={styles.header}>
          {title ? <h2 className={styles.title}>{typeof title === 'string' ? <PhraseText>{title}</PhraseText> : title}</h2> : <span />}
          {extra ? <div className={styles.extra}>{extra}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}
