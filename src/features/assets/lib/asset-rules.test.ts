import { describe, expect, it } from 'vitest';
import { checkTransfer, checkWithdrawAmount } from './asset-rules';

const ALICE = '0x' + 'a'.repeat(64);
const BOB = '0x' + 'b'.repeat(64);

const SUI = 1_000_000_000n;
const limits = {
  maxPerWithdrawal: 100n * SUI,
  userDailyLimit: 200n * SUI,
  userRemaining24h: 150n * SUI,
  totalRemaining24h: 120n * SUI,
  reviewThreshold: 10n * SUI,
  reserveAvailable: 5n * SUI,
};
const income = 1_000n * SUI;

describe('checkWithdrawAmount', () => {
  it('asks for the withdrawal amount (not the transfer-out amount) and caps it at the withdrawable income', () => {
    expect(checkWithdrawAmount('', null, null)).toMatchObject({ ok: false, key: 'amountInput.withdrawal.empty' });
    expect(checkWithdrawAmount('0', null, null)).toMatchObject({ ok: false, key: 'amountInput.withdrawal.zero' });
    expect(checkWithdrawAmount('3', 2n * SUI, null)).toMatchObject({ ok: false, key: 'amountInput.withdrawal.over' });
    expect(checkWithdrawAmount('2', 2n * SUI, null)).toEqual({ ok: true, amount: 2n * SUI, review: false });
  });

  it('refuses above the cap per withdrawal, exactly at it passes', () => {
    expect(checkWithdrawAmount('100.000000001', income, limits)).toEqual({ ok: false, key: 'assets.limits.overVoucher', values: { max: '100' } });
    expect(checkWithdrawAmount('100', income, { ...limits, totalRemaining24h: income })).toEqual({ ok: true, amount: 100n * SUI, review: true });
  });

  it("refuses above the user's 24-hour remainder, then above everyone's", () => {
    const wide = { ...limits, maxPerWithdrawal: income };
    expect(checkWithdrawAmount('151', income, wide)).toEqual({
      ok: false,
      key: 'assets.limits.overUserDaily',
      values: { remaining: '150', limit: '200' },
    });
    expect(checkWithdrawAmount('121', income, wide)).toEqual({ ok: false, key: 'assets.limits.overTotalDaily', values: { remaining: '120' } });
    expect(checkWithdrawAmount('120', income, wide)).toEqual({ ok: true, amount: 120n * SUI, review: true });
  });

  it('refuses an amount signed at once that the payout reserve cannot cover; one for review waits instead', () => {
    expect(checkWithdrawAmount('5.000000001', income, limits)).toEqual({ ok: false, key: 'assets.limits.reserveShort', values: { available: '5' } });
    expect(checkWithdrawAmount('5', income, limits)).toEqual({ ok: true, amount: 5n * SUI, review: false });
    // Exactly at the threshold is signed at once; one base unit above waits for review.
    expect(checkWithdrawAmount('10', income, { ...limits, reserveAvailable: income })).toEqual({ ok: true, amount: 10n * SUI, review: false });
    expect(checkWithdrawAmount('10.000000001', income, limits)).toEqual({ ok: true, amount: 10n * SUI + 1n, review: true });
    // A reserve the server could not read is the server's to check.
    expect(checkWithdrawAmount('9', income, { ...limits, reserveAvailable: null })).toEqual({ ok: true, amount: 9n * SUI, review: false });
  });
});

describe('checkTransfer', () => {
  const options = { coin: 'SUI', decimals: 9, available: 5_000_000_000n, sender: ALICE };

  it('asks for the recipient when there is none', () => {
    for (const text of ['', '   ']) {
      expect(checkTransfer(text, '1', options)).toEqual({ ok: false, field: 'recipient', key: 'validation.enterRecipient' });
    }
  });

  it('rejects a malformed recipient before looking at the amount', () => {
    expect(checkTransfer('0x12zz', '', options)).toEqual({ ok: false, field: 'recipient', key: 'validation.invalidUser' });
  });

  it('rejects sending to oneself, whatever the spelling of the address', () => {
    expect(checkTransfer(ALICE.toUpperCase().replace('0X', '0x'), '1', options)).toEqual({
      ok: false,
      field: 'recipient',
      key: 'validation.ownAddress',
    });
  });

  it('then checks the amount', () => {
    expect(checkTransfer(BOB, '', options)).toMatchObject({ ok: false, field: 'amount', key: 'amountInput.transfer.empty' });
    expect(checkTransfer(BOB, '6', options)).toMatchObject({ ok: false, field: 'amount', key: 'amountInput.transfer.over', values: { coin: 'SUI' } });
    expect(checkTransfer(BOB, '1e3', options)).toMatchObject({ ok: false, field: 'amount', key: 'amountInput.unreadable' });
    expect(checkTransfer(` ${BOB} `, '5', options)).toEqual({ ok: true, recipient: BOB, amount: 5_000_000_000n });
  });
});
