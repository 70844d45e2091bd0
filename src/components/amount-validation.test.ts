import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, checkAmount, type AmountFieldName, type AmountRules } from './amount-validation';

const SUI = 1_000_000_000n;

describe('checkAmount', () => {
  const pledge: AmountRules = { field: 'pledge', coin: 'SUI', decimals: 9, minimum: 20n * SUI, available: 25n * SUI };
  const problem = (text: string, rules: AmountRules = pledge) => {
    const check = checkAmount(text, rules);
    return check.ok ? 'ok' : check.problem;
  };

  it('tells empty, unreadable and zero apart: a zero is not "please enter"', () => {
    for (const text of ['', '  ']) expect(problem(text)).toBe('empty');
    for (const text of ['0', '0.000', '０']) expect(problem(text)).toBe('zero');
    for (const text of ['.', 'x', '1e3', '-1', '1.5.5']) expect(problem(text)).toBe('unreadable');
    expect(problem('1,000')).toBe('ambiguousComma');
    expect(problem('1.0000000001')).toBe('tooPrecise');
  });

  it('rejects amounts below the minimum and above what is available, and accepts the bounds in base units', () => {
    expect(problem('19.999999999')).toBe('belowMinimum');
    expect(problem('25.000000001')).toBe('over');
    expect(checkAmount('20', pledge)).toEqual({ ok: true, amount: 20n * SUI });
    expect(checkAmount('２５', pledge)).toEqual({ ok: true, amount: 25n * SUI });
  });

  it('does not judge the balance while it is unknown, but refuses what no u64 holds', () => {
    expect(checkAmount('1000', { ...pledge, available: null })).toEqual({ ok: true, amount: 1000n * SUI });
    expect(problem('18446744074', { ...pledge, available: null })).toBe('tooLarge');
    expect(problem('18446744074')).toBe('over');
  });

  it('gives each field its own words for empty, zero and above the balance, naming the coin and the bounds', () => {
    const say = (field: AmountFieldName, text: string, rules: Partial<AmountRules> = {}) => {
      const check = checkAmount(text, { field, coin: 'SUI', decimals: 9, available: 5n * SUI, ...rules });
      return check.ok ? 'ok' : i18n.t(check.key, check.values);
    };
    expect(say('topUp', '0')).toBe('The top-up amount must be more than 0');
    expect(say('topUp', '')).toBe('Please enter the top-up amount');
    expect(say('topUp', '60', { coin: 'USDC', decimals: 6, minimum: 50_000_000n, available: 10_000_000n })).toBe('The top-up amount exceeds your USDC balance');
    expect(say('topUp', '49', { coin: 'USDC', decimals: 6, minimum: 50_000_000n, available: null })).toBe('The top-up amount cannot be less than 50 USDC');
    expect(say('withdrawal', '')).toBe('Please enter the withdrawal amount');
    expect(say('withdrawal', '6')).toBe('The withdrawal amount exceeds your withdrawable income');
    expect(say('transfer', '')).toBe('Please enter the transfer amount');
    expect(say('subscription', '')).toBe('Please enter the subscription amount');
    expect(say('subscription', '1', { minimum: 2n * SUI })).toBe('The subscription amount cannot be less than the minimum of 2 SUI');
    expect(say('pledge', '0')).toBe('The pledge quantity must be more than 0');
    expect(say('unstake', '0')).toBe('The unstake quantity must be more than 0');
    expect(say('unstake', '')).toBe('Please enter the unstake quantity');
    expect(say('unstake', '6')).toBe('The unstake quantity exceeds your pledged 5 SUI');
    expect(say('suilAdd', '', { coin: 'SUIL' })).toBe('Please enter the SuiL amount');
    expect(say('swap', '6', { coin: 'SUIL' })).toBe('The Suil amount exceeds your SUIL balance');
    expect(say('swap', '1.1234567', { coin: 'USDC', decimals: 6 })).toBe('USDC has at most 6 decimal places');
    // Every field has a sentence of its own for each of these (no field borrows another's noun).
    for (const problem of ['empty', 'zero', 'over'] as const) {
      const keys = Object.values(AMOUNT_MESSAGES).map((messages) => messages[problem]);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
