import { describe, expect, it } from 'vitest';
import { ProposalCreateSchema } from '../../../../contract/admin.ts';
import type { AdminBankProduct } from '../../../../contract/admin.ts';
import { bankProductFormValues, dailyRatePercent, NEW_BANK_PRODUCT_VALUES, toBankProductProposal } from './bank-product-proposal.ts';

const PRODUCT: AdminBankProduct = { id: 'sui-30d', coin: 'SUI', dailyRateBps: 50, lockDays: 30, minAmount: '1000000000', feeBps: 300, active: true, names: { en_US: '30-day SUI', ja_JP: 'SUI 30日' } };

describe('toBankProductProposal: a listed product', () => {
  it('sends only what changed: terms in base units, new or changed names', () => {
    const values = { ...bankProductFormValues(PRODUCT), dailyRateBps: '60', minAmount: '2.5', names: { en_US: '30-day SUI', ja_JP: 'SUI 30日間', ko_KR: ' SUI 30일 ' }, reason: 'better rate' };
    const result = toBankProductProposal(PRODUCT, values, [PRODUCT.id]);
    expect(result).toEqual({
      ok: true,
      body: { kind: 'bank_product', payload: { id: 'sui-30d', dailyRateBps: 60, minAmount: '2500000000', names: { ja_JP: 'SUI 30日間', ko_KR: 'SUI 30일' } }, reason: 'better rate' },
    });
    expect(ProposalCreateSchema.safeParse(result.ok && result.body).success).toBe(true);
  });

  it('closes a product to new subscriptions (active false)', () => {
    const result = toBankProductProposal(PRODUCT, { ...bankProductFormValues(PRODUCT), active: false, reason: 'retire it' });
    expect(result.ok && result.body.payload).toEqual({ id: 'sui-30d', active: false });
  });

  it('opens a closed product again from its own row (active true), its terms as they are', () => {
    const closed = { ...PRODUCT, active: false };
    expect(bankProductFormValues(closed).active).toBe(false);
    const result = toBankProductProposal(closed, { ...bankProductFormValues(closed), active: true, reason: 'open it again' });
    expect(result.ok && result.body.payload).toEqual({ id: 'sui-30d', active: true });
    expect(toBankProductProposal(closed, { ...bankProductFormValues(closed), reason: 'nothing' })).toEqual({ ok: false, errors: { form: 'Nothing changed: change at least one value to propose.' } });
  });

  it('refuses a removed name, a short lock, and no change', () => {
    expect(toBankProductProposal(PRODUCT, { ...bankProductFormValues(PRODUCT), lockDays: '6', names: { en_US: '' }, reason: 'shorter' })).toEqual({
      ok: false,
      errors: { lockDays: 'From 7 to 3650.', 'names.en_US': 'A name cannot be removed by a proposal: keep it or write another.', 'names.ja_JP': 'A name cannot be removed by a proposal: keep it or write another.' },
    });
    expect(toBankProductProposal(PRODUCT, { ...bankProductFormValues(PRODUCT), reason: 'nothing' })).toEqual({ ok: false, errors: { form: 'Nothing changed: change at least one value to propose.' } });
  });
});

describe('toBankProductProposal: a new product', () => {
  it('sends every term, the coin, active and the names given', () => {
    const result = toBankProductProposal(
      null,
      { ...NEW_BANK_PRODUCT_VALUES, id: 'usdc-90d', coin: 'USDC', dailyRateBps: '35', lockDays: '90', minAmount: '10.5', names: { en_US: '90-day USDC', zh_CN: '90天 USDC' }, reason: 'new product' },
      [PRODUCT.id],
    );
    expect(result).toEqual({
      ok: true,
      body: {
        kind: 'bank_product',
        payload: { id: 'usdc-90d', coin: 'USDC', dailyRateBps: 35, lockDays: 90, minAmount: '10500000', active: true, names: { en_US: '90-day USDC', zh_CN: '90天 USDC' } },
        reason: 'new product',
      },
    });
  });

  it('needs an unused id, the coin, the terms and an en_US name', () => {
    const result = toBankProductProposal(null, { ...NEW_BANK_PRODUCT_VALUES, id: 'sui-30d', reason: 'new product' }, [PRODUCT.id]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      id: 'There is a product "sui-30d" already: propose new terms on its row instead.',
      coin: 'Choose the coin the product takes.',
      dailyRateBps: 'Enter a whole number from 0 to 10000.',
      lockDays: 'Enter a whole number from 7 to 3650.',
      minAmount: 'Choose the coin first: the amount is in that coin.',
      'names.en_US': 'A new product needs its en_US name (the app falls back to it).',
    });
    const badId = toBankProductProposal(null, { ...NEW_BANK_PRODUCT_VALUES, id: 'SUI_30', reason: 'new product' });
    expect(!badId.ok && badId.errors.id).toMatch(/^Lowercase letters/);
  });
});

describe('dailyRatePercent', () => {
  it('is exact', () => {
    expect(dailyRatePercent(50)).toBe('0.5% a day');
    expect(dailyRatePercent(125)).toBe('1.25% a day');
    expect(dailyRatePercent(100)).toBe('1% a day');
    expect(dailyRatePercent(0)).toBe('0% a day');
  });
});
