import { describe, expect, it } from 'vitest';
import { checkPledgeAmount, MIN_PLEDGE } from './pledge-rules';

describe('checkPledgeAmount', () => {
  it('asks for a quantity first', () => {
    expect(checkPledgeAmount('', null)).toEqual({ ok: false, key: 'validation.enterPledgeAmount' });
  });

  it('holds to the 20 SUI minimum', () => {
    expect(checkPledgeAmount('19.99', null)).toEqual({ ok: false, key: 'validation.belowMinimumAmount' });
    expect(checkPledgeAmount('20', null)).toEqual({ ok: true, amount: MIN_PLEDGE });
  });

  it('says the balance is short when the wallet holds less', () => {
    expect(checkPledgeAmount('30', 25n * 10n ** 9n)).toEqual({ ok: false, key: 'validation.insufficientBalance' });
  });
});
