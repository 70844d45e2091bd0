// The one amount-form block: an untouched form says nothing, a typed or submitted bad amount is
// told in one place (the field's message, no toast over the screen) with nothing sent, a good one
// is sent once as checked, and the form clears only when the screen says the action went through.
import { act, renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAmount, type AmountCheck } from '../components/amount-validation';
import { DECIMALS } from '../config/constants';
import { useAmountForm, type AmountFormOptions } from './use-amount-form';

const toasts = vi.hoisted(() => ({ shown: [] as string[] }));
vi.mock('../components/feedback', () => ({ showToast: (message: string) => toasts.shown.push(message) }));

const check = (text: string) => checkAmount(text, { field: 'pledge', coin: 'SUI', decimals: DECIMALS.SUI, available: 5_000_000_000n });

function setup(overrides: Partial<AmountFormOptions<AmountCheck>> = {}) {
  const run = vi.fn<AmountFormOptions<AmountCheck>['run']>(() => Promise.resolve(true));
  const hook = renderHook(() => useAmountForm({ check, run, pending: false, ...overrides }));
  return { run, hook, form: () => hook.result.current };
}

beforeEach(() => {
  toasts.shown = [];
});

describe('useAmountForm', () => {
  it('says nothing on an untouched form, and the check once an amount is typed', () => {
    const { form } = setup();
    expect(form().error).toBeNull();
    act(() => form().setText('6'));
    expect(form().error).toBe('The pledge quantity exceeds your SUI balance');
    expect(form().check).toMatchObject({ ok: false, problem: 'over', key: 'amountInput.pledge.over' });
  });

  it('tells a bad submit in the field alone, not also by a toast, and sends nothing', () => {
    const { form, run } = setup();
    act(() => form().submit());
    expect(form().error).toBe(i18n.t('validation.enterPledgeAmount'));
    expect(toasts.shown).toEqual([]);
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses a text it cannot read (never a changed number), says why, and sends nothing', () => {
    const { form, run } = setup();
    for (const text of ['1e3', '-1', '1.5.5']) {
      act(() => form().setText(text));
      act(() => form().submit());
      expect(form().text).toBe(text);
      expect(form().error).toBe(i18n.t('amountInput.unreadable'));
    }
    act(() => form().setText('0'));
    expect(form().error).toBe('The pledge quantity must be more than 0');
    expect(run).not.toHaveBeenCalled();
    expect(toasts.shown).toEqual([]);
  });

  it("says a failed check in the screen's words when it asks", () => {
    const { form } = setup({ message: (invalid) => `no: ${invalid.key}` });
    act(() => form().submit());
    expect(form().error).toBe('no: validation.enterPledgeAmount');
  });

  it('sends the checked amount in base units and clears the form when it went through', async () => {
    const { form, run } = setup();
    act(() => form().setText('1.5'));
    await act(async () => form().submit());
    expect(run).toHaveBeenCalledWith({ ok: true, amount: 1_500_000_000n });
    expect(form().text).toBe('');
    expect(form().submitted).toBe(false);
  });

  it('keeps the text when the action did not go through', async () => {
    const { form } = setup({ run: () => Promise.resolve(false), initialText: '2' });
    await act(async () => form().submit());
    expect(form().text).toBe('2');
    expect(form().submitted).toBe(true);
  });

  it('gives the amount field the text, the setter and the message as its props', () => {
    const { form } = setup();
    expect(form().field).toEqual({ value: '', onChange: form().setText, error: null });
    act(() => form().field.onChange('6'));
    expect(form().field).toEqual({ value: '6', onChange: form().setText, error: 'The pledge quantity exceeds your SUI balance' });
  });

  it("passes the screen's pending state through", () => {
    expect(setup({ pending: true }).form().pending).toBe(true);
  });
});
