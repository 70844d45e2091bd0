// The dashboard's figures that issue 35 added, against the real server in process on an
// in-process localnet (its payout reserve set low): a user's withdrawal refused for a short
// reserve is counted where every instance's dashboard reads it, and the dashboard warns with the
// count; the configured defaults that "back to the default" puts back; the clock the times are on.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../contract/admin.ts';
import type { ErrorBody } from '../../../../contract/api.ts';
import { type Localnet, startLocalnet } from '../../../../localnet/node.ts';
import { setPayoutReserve } from '../../../../localnet/testing.ts';
import { credit } from '../../../../server/db/balances.ts';
import { sql } from '../../../../server/db/client.ts';
import { addAdmin } from '../../../../server/test/admin.ts';
import { type TestServer, createTestServer } from '../../../../server/test/server.ts';
import { createAdminClient } from '../../api/admin-client.ts';
import { createDataProvider, SINGLETON_ID } from '../../api/data-provider.ts';
import { proposalChangeLines } from '../proposals/proposal-summary.ts';
import { coverageText, reserveRefusalWarning } from './reserve-figures.ts';

let net: Localnet;
let server: TestServer;
beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  server = await createTestServer({ suiNodeUrl: net.url });
  await server.ctx.db.execute(sql`INSERT INTO indexer_state (id) VALUES ('finance') ON CONFLICT DO NOTHING`);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await net?.close();
});

async function dashboard(): Promise<Dashboard> {
  const viewer = await addAdmin(server, 'viewer');
  const data = createDataProvider(createAdminClient({ token: () => viewer.token, fetchImpl: async (input, init) => server.app.request(String(input), init) }));
  return (await data.getOne<Dashboard>({ resource: 'dashboard', id: SINGLETON_ID })).data;
}

/** A user with withdrawable income asks to withdraw `amount`: the server's answer. */
async function askToWithdraw(amount: bigint): Promise<{ status: number; code: string | undefined }> {
  const address = Ed25519Keypair.generate().toSuiAddress();
  await credit(server.ctx.db, address, 'INCOME', 10n * amount);
  const { token } = await server.ctx.tokens.issue(address);
  const res = await server.request('POST', '/api/me/withdrawals', { token, body: { amount: amount.toString() } });
  return { status: res.status, code: res.ok ? undefined : ((await res.json()) as ErrorBody).error.code };
}

describe('the dashboard against the server', () => {
  it('counts withdrawals refused for a short reserve and warns with the count; other refusals are not counted', async () => {
    expect((await dashboard()).reserveRefusals).toEqual({ count24h: 0, users24h: 0, lastAt: null });
    await setPayoutReserve(net.url, 1_000n);
    expect(await askToWithdraw(600n)).toEqual({ status: 201, code: undefined });
    expect(await askToWithdraw(401n)).toEqual({ status: 409, code: 'reserve_short' });
    expect(await askToWithdraw(500n)).toEqual({ status: 409, code: 'reserve_short' });
    // Over the cap per voucher: refused for another reason, not counted.
    expect((await askToWithdraw(server.ctx.config.withdrawals.maxPerVoucher + 1n)).code).toBe('over_voucher_limit');

    const figures = await dashboard();
    expect(figures.reserveRefusals).toEqual({ count24h: 2, users24h: 2, lastAt: new Date(server.clock.now).toISOString() });
    expect(reserveRefusalWarning(figures)?.message).toBe('2 withdrawal requests refused in the last 24 hours: the payout reserve is short');
    expect(coverageText(figures)).toBe('1.66');

    // A day later (business time) they are out of the window; the latest is still said.
    server.clock.advance(24 * 3_600_000 + 1);
    expect((await dashboard()).reserveRefusals).toEqual({ count24h: 0, users24h: 0, lastAt: figures.reserveRefusals.lastAt });
  });

  it('gives the configured defaults, which a proposal back to the default is read with, and the clock the times are on', async () => {
    const figures = await dashboard();
    const config = server.ctx.config;
    expect(figures.defaults).toEqual({
      limits: {
        maxPerVoucher: config.withdrawals.maxPerVoucher.toString(),
        userDailyLimit: config.withdrawals.userDailyLimit.toString(),
        totalDailyLimit: config.withdrawals.totalDailyLimit.toString(),
        reviewThreshold: config.withdrawals.reviewThreshold.toString(),
      },
      sponsor: { dailyBudget: config.sponsor.dailyBudget.toString(), dailyCount: config.sponsor.dailyCount },
    });
    expect(figures.clock).toEqual({ source: config.clock, now: new Date(server.clock.now).toISOString() });
    const [, , , review] = proposalChangeLines({ kind: 'withdrawal_limits', payload: { limits: { reviewThreshold: null } }, before: null }, figures.defaults)!;
    expect(review!.proposed).toMatch(/^the server's default: [\d,.]+ SUI$/);
  });
});
