import styles from './coin-selector.module.css';
import { CoinLabel } from './token-icon';

export interface CoinSelectorProps<C extends string> {
  /** Accessible name of the group, e.g. "Top-up coin". */
  label: string;
  coins: readonly C[];
  value: C;
  onChange: (coin: C) => void;
  /** Shown instead of the value for some options (e.g. a translated 'Custom'). */
  labels?: Partial<Record<C, string>>;
}

/** One of a few coins (each with its icon), as a row of toggle buttons (a radio group to assistive tech). */
export function CoinSelector<C extends string>({ label, coins, value, onChange, labels }: CoinSelectorProps<C>) {
  return (
    <div className={styles.group} role="radiogroup" aria-label={label}>
      {coins.map((coin) => (
        <button
          key={coin}
          type="button"
          role="radio"
          aria-checked={coin === value}
          className={`${styles.option} ${coin === value ? styles.selected : ''}`}
          onClick={() => onChange(coin)}
        >
          {labels?.[coin] ?? <CoinLabel coin={coin} />}
        </button>
      ))}
    </div>
  );
}
