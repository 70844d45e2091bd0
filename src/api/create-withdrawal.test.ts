import { describe, expect, it } from 'vitest';
import type { Withdrawal as WireWithdrawal } from '../../contract/api';
import { toWithdrawal } from './create-withdrawal';

const wire: WireWithdrawal = {
  id: '1',
  amount: '5000',
  recipient: '0x' + 'a'.repeat(64),
  pool: '0x' + 'b'.repeat(64),
  nonce: null,
  signature: null,
  status: 'review',
  waitingForReserve: false,
  txDigest: null,
  createdAt: '2026-11-21T12:00:00.000Z',
  paidAt: null,
  reviewedAt: null,
  reviewReason: null,
};

describe('toWithdrawal', () => {
  it('gives a voucher only to a pending withdrawal', () => {
    const review = toWithdrawal(wire);
    expect(review).toMatchObject({ status: 'review', amount: 5000n });
    expect('voucher' in review).toBe(false);
    const pending = toWithdrawal({ ...wire, status: 'pending', nonce: '7', signature: 'ab'.repeat(64), waitingForReserve: true });
    expect(pending).toMatchObject({ status: 'pending', waitingForReserve: true, voucher: { amount: 5000n, nonce: 7n } });
    const rejected = toWithdrawal({ ...wire, status: 'rejected', reviewReason: 'no', reviewedAt: '2026-11-22T00:00:00.000Z' });
    expect(rejected).toMatchObject({ status: 'rejected', reviewReason: 'no', reviewedAt: '2026-11-22T00:00:00.000Z' });
    expect('voucher' in rejected).toBe(false);
  });

  it('refuses a pending withdrawal without its nonce or signature (a body the app cannot submit)', () => {
    expect(() => toWithdrawal({ ...wire, status: 'pending' })).toThrow(TypeError);
    expect(() => toWithdrawal({ ...wire, status: 'pending', nonce: '7', signature: 'zz' })).toThrow(TypeError);
  });
});
