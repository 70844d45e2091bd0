import { describe, expect, it } from 'vitest';
import { checkTransfer, checkWithdrawAmount } from './asset-rules';

const ALICE = '0x' + 'a'.repeat(64);
const BOB = '0x' + 'b'.repeat(64);

describe('checkWithdrawAmount', () => {
  it('asks for the transfer-out amount and caps it at the withdrawable income', () => {
    expect(checkWithdrawAmount('', null)).toEqual({ ok: false, key: 'validation.enterTransferAmount' });
    expect(checkWithdrawAmount('3', 2_000_000_000n)).toEqual({ ok: false, key: 'validation.exceedsAvailable' });
    expect(checkWithdrawAmount('2', 2_000_000_000n)).toEqual({ ok: true, amount: 2_000_000_000n });
  });
});

describe('checkTransfer', () => {
  const options = { decimals: 9, available: 5_000_000_000n, sender: ALICE };

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
    expect(checkTransfer(BOB, '', options)).toEqual({ ok: false, field: 'amount', key: 'validation.enterTransferAmount' });
    expect(checkTransfer(BOB, '6', options)).toEqual({ ok: false, field: 'amount', key: 'validation.exceedsAvailable' });
    expect(checkTransfer(` ${BOB} `, '5', options)).toEqual({ ok: true, recipient: BOB, amount: 5_000_000_000n });
  });
});
