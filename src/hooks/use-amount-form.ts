// The one form block of the app's amount forms (pledge, unstake, exchange, withdraw, transfer,
// subscription, SuiL pledge, top-up, and the inviter's address on not-bound): the text as typed,
// its check, the message once there is something to say, the submit that sends nothing on bad
// input, and the pending state. A page keeps only its layout and its own extra lines.
// A bad input is told in one place, the field's own message (not also a toast over the screen).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a screen's rules say of the text: a valid input, or a message key with the values it
 * names (the amount checks of components/amount-validation fit).
 */
export type FormCheck = { ok: true } | { ok: false; key: string; values?: Record<string, string> };

export interface AmountFormOptions<C extends FormCheck> {
  /** The screen's rules for the text as typed. */
  check: (text: string) => C;
  /** Sends a valid input; resolves true to clear the form (it went through), false to keep the text (it did not, or the screen leaves). */
  run: (valid: Extract<C, { ok: true }>) => Promise<boolean> | boolean;
  /** Whether the screen's action is under way (the button's spinner). */
  pending: boolean;
  /** The text the form opens with (a function: read once, on the first render). */
  initialText?: string | (() => string);
  /** The message of a failed check as the user reads it; its key translated with its values unless told. */
  message?: (invalid: Extract<C, { ok: false }>) => string;
}

/** What an AmountField takes from the form: `<AmountField {...form.field} ... />`. */
export interface AmountFieldBinding {
  value: string;
  onChange: (text: string) => void;
  error: string | null;
}

export interface AmountForm<C extends FormCheck> {
  text: string;
  setText: (text: string) => void;
  check: C;
  /** The check's message, once there is something to say (text typed, or a submit tried): an untouched form is not an error. */
  error: string | null;
  /** The text, its setter and the message, as the amount field's props. */
  field: AmountFieldBinding;
  /** A submit was tried since the form was last cleared. */
  submitted: boolean;
  /** Checks the text (a failed check is told in the field, nothing is sent), then runs the screen's action. */
  submit: () => void;
  /** Clears the text and what the user was told. */
  reset: () => void;
  pending: boolean;
}

export function useAmountForm<C extends FormCheck>(options: AmountFormOptions<C>): AmountForm<C> {
  const { t } = useTranslation();
  const [text, setText] = useState(options.initialText ?? '');
  const [submitted, setSubmitted] = useState(false);
  const check = options.check(text);
  const describe = (invalid: Extract<C, { ok: false }>) => options.message?.(invalid) ?? t(invalid.key, invalid.values);
  const invalid = check.ok ? null : (check as Extract<C, { ok: false }>);
  const reset = () => {
    setText('');
    setSubmitted(false);
  };
  const error = invalid && (text.trim() !== '' || submitted) ? describe(invalid) : null;
  return {
    text,
    setText,
    check,
    error,
    field: { value: text, onChange: setText, error },
    submitted,
    submit: () => {
      setSubmitted(true);
      // Validation first: nothing is built or sent on a bad input; the field now shows why.
      if (invalid) return;
      void Promise.resolve(options.run(check as Extract<C, { ok: true }>)).then((done) => {
        if (done) reset();
      });
    },
    reset,
    pending: options.pending,
  };
}
