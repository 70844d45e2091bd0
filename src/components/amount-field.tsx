import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDisplay } from '../chain/amount';
import { UNKNOWN_VALUE } from './stat-grid';
import styles from './amount-field.module.css';
import { TokenIcon } from './token-icon';

export interface AmountFieldProps {
  label: ReactNode;
  /** The text exactly as typed; read it with checkAmount (or parseAmount), which refuses what it cannot read. */
  value: string;
  onChange: (text: string) => void;
  decimals: number;
  /** The coin's symbol, or a coin selector. */
  symbol: ReactNode;
  /** Plain symbol for the 'available' line. */
  symbolText: string;
  /** Base units the user can use; null while unknown (no wallet, not loaded yet). */
  available: bigint | null;
  /** What 'Max' fills in, when it differs from `available` (e.g. leaving gas). */
  max?: bigint | null;
  placeholder?: string;
  /** A translated validation message. */
  error?: string | null;
  /** Extra line under the field, e.g. the minimum. */
  hint?: ReactNode;
}

/**
 * A coin amount input with 'Max' and what is available. It keeps the text exactly as typed or
 * pasted (nothing is stripped, so '1e3' never turns into 13 behind the user's back, and an input
 * method's composition is left alone); the form's check reads it (chain/amount's readAmount) and
 * its message, shown here, says what is wrong.
 */
export function AmountField({
  label,
  value,
  onChange,
  decimals,
  symbol,
  symbolText,
  available,
  max = available,
  placeholder,
  error,
  hint,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const availableId = `${id}-available`;
  const maxDisabled = max === null || max <= 0n;
  const availableText = available === null ? UNKNOWN_VALUE : formatDisplay(available, decimals);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={`${styles.box} ${error ? styles.invalid : ''}`}>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className={styles.symbol}>
          <TokenIcon coin={symbolText} />
          {symbol}
        </span>
        <button
          type="button"
          className={styles.max}
          disabled={maxDisabled}
          // Why there is no maximum to fill in: the available amount shown under the field.
          aria-describedby={maxDisabled ? availableId : undefined}
          onClick={() => max !== null && onChange(formatAmount(max, decimals))}
        >
          {t('components.max')}
        </button>
      </div>
      <div className={styles.meta}>
        <span id={availableId}>{t('components.available', { amount: availableText, symbol: symbolText })}</span>
        {hint ? <span>{hint}</span> : null}
      </div>
      {error ? (
        <p className={styles.error} id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
