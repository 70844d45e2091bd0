// The catalogue screens' reads and proposals against the real server in process: the public
// routes read as the pages read them, the forms' drafts proposed through the data provider,
// approved by a second person, and the change seen where the app reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBankProduct, Dashboard, Proposal } from '../../../../contract/admin.ts';
import { addAdmin, NO_NODE_URL, type TestAdmin } from '../../../../server/test/admin.ts';
import { createTestServer, type TestServer } from '../../../../server/test/server.ts';
import { createAdminClient } from '../../api/admin-client.ts';
import { createDataProvider, SINGLETON_ID } from '../../api/data-provider.ts';
import { getBankProducts, getNodeTiers } from '../../api/public-catalogue.ts';
import { amountText } from './amount-input.ts';
import { bankProductFormValues, NEW_BANK_PRODUCT_VALUES, toBankProductProposal } from './bank-product-proposal.ts';
import { nodeTierFormValues, toNodeTierProposal } from './node-tier-proposal.ts';
import type { ProposalDraft } from './proposal-draft.ts';
import { toWithdrawalLimitsProposal, withdrawalLimitsFormValues } from './withdrawal-limits-proposal.ts';

let server: TestServer;
let operator: TestAdmin;
let approver: TestAdmin;

const publicFetch: typeof fetch = async (input, init) => server.app.request(String(input), init);
const dataProvider = (admin: TestAdmin) =>
  createDataProvider(createAdminClient({ token: () => admin.token, fetchImpl: async (input, init) => server.app.request(String(input), init) }));

/** What the page does on Propose, then what the approver does on the proposal's page. */
async function proposeAndApprove(result: ProposalDraft<Proposal['kind'], unknown>): Promise<Proposal> {
  if (!result.ok) throw new Error(`the form refused: ${JSON.stringify(result.errors)}`);
  const proposed = (await dataProvider(operator).custom!<Proposal>({ url: '/proposals', method: 'post', payload: result.body })).data;
  expect(proposed).toMatchObject({ status: 'open', kind: result.body.kind, payload: result.body.payload });
  const approved = (
    await dataProvider(approver).custom!<Proposal>({ url: `/proposals/${proposed.id}/approve`, method: 'post', payload: { payloadHash: proposed.payloadHash, reason: 'checked the terms' } })
  ).data;
  expect(approved.status, approved.outcome ?? '').toBe('executed');
  return proposed;
}

/** GET /api/admin/bank-products, as the bank products screen reads it. */
async function adminBankProducts(): Promise<AdminBankProduct[]> {
  return (await dataProvider(operator).custom!<AdminBankProduct[]>({ url: '/bank-products', method: 'get' })).data;
}

beforeAll(async () => {
  server = await createTestServer({ suiNodeUrl: NO_NODE_URL });
  operator = await addAdmin(server, 'operator');
  approver = await addAdmin(server, 'approver');
});

afterAll(async () => {
  await server?.close();
});

describe('node tiers', () => {
  it('a new price, proposed and approved, is the price the app reads; the other terms stay', async () => {
    const before = (await getNodeTiers(publicFetch)).find((tier) => tier.tier === 'intermediate')!;
    const newPrice = BigInt(before.price) + 1_500_000n;
    const proposal = await proposeAndApprove(
      toNodeTierProposal(before, { ...nodeTierFormValues(before), price: amountText(newPrice.toString(), before.coin), reason: 'new price for new buyers' }),
    );
    expect(proposal.payload).toEqual({ tier: 'intermediate', price: newPrice.toString() });
    expect(proposal.before).toMatchObject({ tier: 'intermediate', price: before.price });

    const after = (await getNodeTiers(publicFetch)).find((tier) => tier.tier === 'intermediate')!;
    expect(after).toEqual({ ...before, price: newPrice.toString() });
  });
});

describe('bank products', () => {
  it('reads each product with its names in the six locales', async () => {
    const products = await getBankProducts(publicFetch);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.names.en_US).toEqual(expect.any(String));
  });

  it('new terms and a name, then a new product, then closing it: each seen (or not) in the app\'s list', async () => {
    const [first] = await adminBankProducts();
    await proposeAndApprove(
      toBankProductProposal(first!, { ...bankProductFormValues(first!), dailyRateBps: String(first!.dailyRateBps + 1), names: { ...first!.names, ko_KR: '새 이름' }, reason: 'rate up' }),
    );
    const changed = (await getBankProducts(publicFetch)).find((product) => product.id === first!.id)!;
    expect(changed).toMatchObject({ dailyRateBps: first!.dailyRateBps + 1, lockDays: first!.lockDays, names: { ...first!.names, ko_KR: '새 이름' } });

    const listed = (await getBankProducts(publicFetch)).map((product) => product.id);
    await proposeAndApprove(
      toBankProductProposal(
        null,
        { ...NEW_BANK_PRODUCT_VALUES, id: 'usdc-console-90d', coin: 'USDC', dailyRateBps: '40', lockDays: '90', minAmount: '25.5', names: { en_US: '90-day USDC', ja_JP: 'USDC 90日' }, reason: 'new product' },
        listed,
      ),
    );
    const created = (await getBankProducts(publicFetch)).find((product) => product.id === 'usdc-console-90d');
    expect(created).toEqual({ id: 'usdc-console-90d', coin: 'USDC', dailyRateBps: 40, lockDays: 90, minAmount: '25500000', feeBps: expect.any(Number), names: { en_US: '90-day USDC', ja_JP: 'USDC 90日' } });

    const listedNow = (await adminBankProducts()).find((product) => product.id === 'usdc-console-90d')!;
    expect(listedNow).toEqual({ ...created, active: true });
    await proposeAndApprove(toBankProductProposal(listedNow, { ...bankProductFormValues(listedNow), active: false, reason: 'closing it' }));
    expect((await getBankProducts(publicFetch)).map((product) => product.id)).not.toContain('usdc-console-90d');
  });

  it('lists closed products too, as closed, and one is opened again from its own row', async () => {
    const [first] = await adminBankProducts();
    await proposeAndApprove(toBankProductProposal(first!, { ...bankProductFormValues(first!), active: false, reason: 'pause new subscriptions' }));
    const closed = (await adminBankProducts()).find((product) => product.id === first!.id)!;
    expect(closed).toEqual({ ...first, active: false });
    expect((await getBankProducts(publicFetch)).map((product) => product.id)).not.toContain(first!.id);

    const reopened = await proposeAndApprove(toBankProductProposal(closed, { ...bankProductFormValues(closed), active: true, reason: 'open it again' }));
    expect(reopened.payload).toEqual({ id: first!.id, active: true });
    expect((await adminBankProducts()).find((product) => product.id === first!.id)).toEqual(first);
    expect((await getBankProducts(publicFetch)).map((product) => product.id)).toContain(first!.id);
  });
});

describe('withdrawal limits', () => {
  it('a limit set and one sent back to the default, read back from the dashboard', async () => {
    const read = async () => (await dataProvider(operator).getOne<Dashboard>({ resource: 'dashboard', id: SINGLETON_ID })).data.limits;
    const before = await read();
    const values = withdrawalLimitsFormValues();
    const newMax = (BigInt(before.maxPerVoucher) + 1_000_000_000n).toString();
    values.limits.maxPerVoucher = { choice: 'set', amount: amountText(newMax, 'SUI') };
    values.limits.reviewThreshold = { choice: 'default', amount: '' };
    values.reason = 'higher voucher limit';
    const proposal = await proposeAndApprove(toWithdrawalLimitsProposal(before, values));
    expect(proposal.payload).toEqual({ limits: { maxPerVoucher: newMax, reviewThreshold: null } });
    expect(await read()).toEqual({ ...before, maxPerVoucher: newMax });
  });
});
