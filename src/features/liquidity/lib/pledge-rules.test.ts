import { describe, expect, it } from 'vitest';
import { SUI_GAS_RESERVE } from '../../../hooks/use-coin-balance';
import { checkPledgeAmount } from './pledge-rules';

const SUI = 10n ** 9n;
const MIN = 20n * SUI;

describe('checkPledgeAmount', () => {
  it('asks for a quantity first, and says a zero is not one', () => {
    expect(checkPledgeAmount('', { minStake: MIN, balance: 100n * SUI })).toMatchObject({ ok: false, key: 'validation.enterPledgeAmount' });
    expect(checkPledgeAmount('0', { minStake: MIN, balance: 100n * SUI })).toMatchObject({ ok: false, key: 'amountInput.pledge.zero' });
  });

  it('holds to the pool minimum', () => {
    expect(checkPledgeAmount('19.99', { minStake: MIN, balance: 100n * SUI })).toMatchObject({ ok: false, key: 'amountInput.pledge.belowMinimum', values: { minimum: '20' } });
    expect(checkPledgeAmount('20', { minStake: MIN, balance: 100n * SUI })).toEqual({ ok: true, amount: MIN });
    // The pool's own minimum, not a constant of the app.
    expect(checkPledgeAmount('20', { minStake: 21n * SUI, balance: 100n * SUI })).toMatchObject({ ok: false, key: 'amountInput.pledge.belowMinimum', values: { minimum: '21' } });
  });

  it('says the balance is short when the wallet holds less', () => {
    expect(checkPledgeAmount('30', { minStake: MIN, balance: 25n * SUI })).toMatchObject({ ok: false, key: 'amountInput.pledge.over' });
  });

  it('keeps the gas reserve: within the balance but over what is available', () => {
    const balance = 20n * SUI + SUI_GAS_RESERVE;
    expect(checkPledgeAmount('20', { minStake: MIN, balance })).toEqual({ ok: true, amount: MIN });
    expect(checkPledgeAmount('20.1', { minStake: MIN, balance: balance + 1n })).toMatchObject({
      ok: false,
      key: 'amountInput.pledge.overSpendable',
      values: { available: '20', reserve: '0.1' },
    });
  });
});
