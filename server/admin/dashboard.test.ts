// The console's dashboard against seeded data: what is unpaid, in review and out in 24 hours,
// the pause and the limits, the indexer's row, dead events, anomalies and open proposals. The
// node is unreachable here: the reserve, coverage and lag are null (coverageRatio is checked
// on its own).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../contract/admin.ts';
import type { ErrorBody } from '../../contract/api.ts';
import { sql } from '../db/client.ts';
import { pauseWithdrawals } from '../operator/withdrawal-control.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { NO_NODE_URL, adminSignIn } from '../test/admin.ts';
import { coverageRatio } from './dashboard.ts';
import { DEV_OPERATOR_PUBLIC_KEY_HEX, DEV_SPONSOR_ADDRESS, devSponsorKeypair } from '../../localnet/packages/finance/dev-keys.ts';

const database = fileDatabase();
let server: TestServer;
beforeEach(async () => {
  server = await createTestServer({ suiNodeUrl: NO_NODE_URL }, database);
});
afterEach(() => server.close());

const HOUR = 3_600_000;
const user = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

async function withdrawal(address: string, amount: bigint, status: string, hoursAgo: number, nonce: number | null) {
  await server.ctx.db.execute(sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, created_at)
    VALUES (${address}, ${amount.toString()}, ${nonce === null ? null : String(nonce)}, ${server.ctx.config.liquiditySwapId},
            ${nonce === null ? null : 'ab'.repeat(64)}, ${status}, ${new Date(server.clock.now - hoursAgo * HOUR).toISOString()})`);
}

describe('GET /api/admin/dashboard', () => {
  it('shows the figures of the seeded data', async () => {
    const viewer = await adminSignIn(server, 'viewer');
    await withdrawal(user(1), 300n, 'pending', 1, 1);
    await withdrawal(user(2), 200n, 'pending', 30, 2); // unpaid, but out of the 24-hour window
    await withdrawal(user(3), 1_000n, 'review', 2, null);
    await withdrawal(user(4), 50n, 'paid', 3, 3);
    await withdrawal(user(5), 70n, 'rejected', 1, null);
    await pauseWithdrawals(server.ctx, { operator: 'alice', reason: 'incident 7' });
    await server.ctx.db.execute(sql`INSERT INTO indexer_state (id, cursor, last_poll_at, last_error, checkpoint)
      VALUES ('finance', 'c9', '2026-11-21T11:59:58Z', 'node timeout', 1234)`);
    await server.ctx.db.execute(sql`INSERT INTO dead_events (tx_digest, event_seq, event_type, reason, raw)
      VALUES ('D1', 0, 'x::y::Z', 'bad bytes', '\\x00'::bytea), ('D2', 1, 'x::y::Z', 'bad bytes', '\\x00'::bytea)`);
    await server.ctx.db.execute(sql`INSERT INTO voucher_anomalies (kind, nonce, recipient, amount, tx_digest, event_seq, created_at)
      VALUES ('unknown_nonce', 99, ${user(9)}, 5, 'A1', 0, now())`);
    for (const status of ['open', 'open', 'cancelled']) {
      await server.ctx.db.execute(sql`INSERT INTO proposals (kind, payload, payload_hash, reason, status, proposed_by, proposed_at, expires_at)
        VALUES ('resume_withdrawals', '{}'::jsonb, ${'0'.repeat(64)}, 'resume it', ${status}, ${user(7)}, now(), now() + interval '1 day')`);
    }

    const res = await server.request('GET', '/api/admin/dashboard', { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const dashboard = (await res.json()) as Dashboard;
    const limits = server.ctx.config.withdrawals;
    expect(dashboard).toEqual({
      payoutReserve: null,
      unpaid: '500',
      coverage: null,
      outflow24h: '1350',
      limits: {
        maxPerVoucher: limits.maxPerVoucher.toString(),
        userDailyLimit: limits.userDailyLimit.toString(),
        totalDailyLimit: limits.totalDailyLimit.toString(),
        reviewThreshold: limits.reviewThreshold.toString(),
      },
      paused: { paused: true, reason: 'incident 7', by: 'alice', at: '2026-11-21T12:00:00.000Z' },
      reviewQueue: 1,
      indexer: { leader: null, lagCheckpoints: null, lastPollAt: '2026-11-21T11:59:58.000Z', lastError: 'node timeout' },
      deadEvents: 2,
      voucherAnomalies: 1,
      openProposals: 2,
      // The node cannot be read: the sponsor's balance is unknown, not zero.
      sponsor: {
        address: DEV_SPONSOR_ADDRESS,
        balance: null,
        coinBalance: null,
        spent24h: '0',
        count24h: 0,
        dailyBudget: server.ctx.config.sponsor.dailyBudget.toString(),
        dailyCount: server.ctx.config.sponsor.dailyCount,
        maxGasBudget: server.ctx.config.sponsor.maxGasBudget.toString(),
        paused: { paused: false, reason: null, by: null, at: null },
        outcomes: { executed: 0, failed: 0, submitted: 0 },
      },
      // localnet's dev keys, in memory, neither used to sign yet.
      signers: {
        voucher: { kind: 'env', available: null, lastFailure: null, publicKey: DEV_OPERATOR_PUBLIC_KEY_HEX },
        sponsor: { kind: 'env', available: null, lastFailure: null, publicKey: Buffer.from(devSponsorKeypair().getPublicKey().toRawBytes()).toString('hex') },
      },
      // The configured defaults: what "back to the default" puts back.
      defaults: {
        limits: {
          maxPerVoucher: limits.maxPerVoucher.toString(),
          userDailyLimit: limits.userDailyLimit.toString(),
          totalDailyLimit: limits.totalDailyLimit.toString(),
          reviewThreshold: limits.reviewThreshold.toString(),
        },
        sponsor: { dailyBudget: server.ctx.config.sponsor.dailyBudget.toString(), dailyCount: server.ctx.config.sponsor.dailyCount },
      },
      reserveRefusals: { count24h: 0, users24h: 0, lastAt: null },
      clock: { source: server.ctx.config.clock, now: '2026-11-21T12:00:00.000Z' },
    } satisfies Dashboard);
  });

  it('shows the configured defaults beside overridden limits, and counts reserve refusals of the last 24 hours of business time', async () => {
    const viewer = await adminSignIn(server, 'viewer');
    const defaults = server.ctx.config.withdrawals;
    await server.ctx.db.execute(sql`UPDATE withdrawal_control SET review_threshold = 1000000`);
    const refused = (address: string, hoursAgo: number) =>
      server.ctx.db.execute(sql`INSERT INTO reserve_refusals (address, amount, at) VALUES (${address}, 5, ${new Date(server.clock.now - hoursAgo * HOUR).toISOString()})`);
    await refused(user(1), 1);
    await refused(user(1), 2);
    await refused(user(2), 23.9);
    await refused(user(3), 24); // exactly 24 hours ago: out of the window
    await refused(user(4), 30);

    const dashboard = (await (await server.request('GET', '/api/admin/dashboard', { token: viewer.token })).json()) as Dashboard;
    expect(dashboard.limits.reviewThreshold).toBe('1000000');
    expect(dashboard.defaults.limits.reviewThreshold).toBe(defaults.reviewThreshold.toString());
    expect(dashboard.reserveRefusals).toEqual({ count24h: 3, users24h: 2, lastAt: new Date(server.clock.now - HOUR).toISOString() });
  });

  it('names the instance whose indexer polled last, whichever instance answers', async () => {
    const viewer = await adminSignIn(server, 'viewer');
    await server.ctx.db.execute(sql`INSERT INTO indexer_state (id, last_poll_at, polled_by) VALUES ('finance', '2026-11-21T11:59:59Z', 'other-host-42')
      ON CONFLICT (id) DO UPDATE SET last_poll_at = EXCLUDED.last_poll_at, polled_by = EXCLUDED.polled_by`);
    const dashboard = (await (await server.request('GET', '/api/admin/dashboard', { token: viewer.token })).json()) as Dashboard;
    expect(server.ctx.config.instanceId).not.toBe('other-host-42');
    expect(dashboard.indexer).toMatchObject({ leader: 'other-host-42', lastPollAt: '2026-11-21T11:59:59.000Z' });
    expect(dashboard).toMatchObject({ unpaid: '0', outflow24h: '0', reviewQueue: 0, deadEvents: 0, voucherAnomalies: 0, openProposals: 0, paused: { paused: false } });
  });

  it('is refused without a console token: 401', async () => {
    const res = await server.request('GET', '/api/admin/dashboard');
    expect([res.status, ((await res.json()) as ErrorBody).error.code]).toEqual([401, 'unauthorized']);
  });
});

describe('coverageRatio', () => {
  it('is reserve / unpaid with two decimals, rounded down; null when nothing is unpaid or the reserve is unknown', () => {
    expect(coverageRatio(125n, 100n)).toBe('1.25');
    expect(coverageRatio(2n, 3n)).toBe('0.66');
    expect(coverageRatio(0n, 5n)).toBe('0.00');
    expect(coverageRatio(10_000_000_000_000n, 1n)).toBe('10000000000000.00');
    expect(coverageRatio(5n, 0n)).toBeNull();
    expect(coverageRatio(null, 5n)).toBeNull();
  });
});
