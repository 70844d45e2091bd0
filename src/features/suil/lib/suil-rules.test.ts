import { describe, expect, it } from 'vitest';
import { checkSuilAdd } from './suil-rules';

const SUIL = 1_000_000_000n;

describe('checkSuilAdd', () => {
  it('asks for the SuiL amount for nothing, and says a zero is not one', () => {
    expect(checkSuilAdd('', null)).toMatchObject({ ok: false, key: 'validation.enterSuiLAmount' });
    expect(checkSuilAdd('0.0', 5n * SUIL)).toMatchObject({ ok: false, key: 'amountInput.suilAdd.zero' });
  });

  it('refuses more than the SUIL balance', () => {
    expect(checkSuilAdd('10', 5n * SUIL)).toMatchObject({ ok: false, key: 'amountInput.suilAdd.over' });
    expect(checkSuilAdd('5', 5n * SUIL)).toEqual({ ok: true, amount: 5n * SUIL });
  });
});
