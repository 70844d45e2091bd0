// A user as the console shows it (GET /api/admin/users/:address), and ending a user's sessions
// (POST .../revoke-sessions): every token issued before the time it sets is refused with 401
// token_revoked (TokenService.verify reads users.sessions_revoked_before on each request).
import type { AdminUser } from '../../contract/admin.ts';
import type { Db, Executor } from '../db/client.ts';
import { type BalanceCoin, balanceRows } from '../db/balances.ts';
import { ApiError, iso } from '../http.ts';
import { adminUserWithdrawals, toAdminWithdrawal } from '../db/withdrawals.ts';
import { latestChainRecords } from '../db/chain-records.ts';
import { adminUserRow, lockSessionsRevokedBefore, setSessionsRevokedBefore } from '../db/users.ts';
import { appendAudit } from '../operator/audit.ts';
import { teamFigures } from '../team.ts';

/** How many chain records and withdrawals the lookup shows, newest first. */
export const ADMIN_USER_LIST_LIMIT = 20;

/** Everything the console shows about `address`; `known` false (and empty figures) when the server has never seen it. */
export async function readAdminUser(db: Executor, address: string): Promise<AdminUser> {
  const user = await adminUserRow(db, address);
  const balances = await balanceRows(db, address);
  const records = await latestChainRecords(db, address, ADMIN_USER_LIST_LIMIT);
  const withdrawals = await adminUserWithdrawals(db, address, ADMIN_USER_LIST_LIMIT);
  const team = user ? await teamFigures(db, address) : { teamSize: 0 };
  const of = (coin: BalanceCoin) => balances.find((b) => b.coin === coin)?.amount ?? '0';
  return {
    address,
    known: user !== undefined,
    inviter: user?.inviter ?? null,
    createdAt: user ? iso(user.created_at) : null,
    balances: { SUI: of('SUI'), USDC: of('USDC'), SUIL: of('SUIL'), INCOME: of('INCOME') },
    team: { direct: Number(user?.direct ?? 0), total: team.teamSize },
    records: records.map((r) => ({
      kind: r.kind, amount: r.amount, coin: r.coin, amountOut: r.amount_out, coinOut: r.coin_out, txDigest: r.tx_digest, at: iso(r.created_at),
    })),
    withdrawals: withdrawals.map(toAdminWithdrawal),
    sessions: {
      lastSignInAt: user?.last_sign_in_at ? iso(user.last_sign_in_at) : null,
      revokedBefore: user?.sessions_revoked_before ? iso(user.sessions_revoked_before) : null,
    },
  };
}

/**
 * The time revoke-sessions sets, for a revocation at wall time `now`: the next whole second. A
 * token says when it was issued in whole seconds, so every token issued up to `now` is strictly
 * before it; one issued in the rest of that second is refused too (its owner signs in again).
 */
export function revokedBeforeFor(now: number): number {
  return Math.floor(now / 1000) * 1000 + 1000;
}

/**
 * Ends every session of `address`: its tokens issued until now answer 401 token_revoked; one
 * audit row (revoke_sessions, subject `user:<address>`) in the same transaction. 404 when the
 * server does not know the address (it has no session to end). `wallNow` dates the revocation
 * (tokens carry wall time), `businessNow` the audit row.
 */
export async function revokeUserSessions(
  db: Db,
  input: { address: string; operator: string; reason: string; wallNow: number; businessNow: number },
): Promise<{ revokedBefore: string }> {
  return db.transaction(async (tx) => {
    const before = await lockSessionsRevokedBefore(tx, input.address);
    if (!before) throw new ApiError(404, 'not_found', `no user ${input.address}`);
    const revokedBefore = iso(revokedBeforeFor(input.wallNow));
    await setSessionsRevokedBefore(tx, input.address, revokedBefore);
    await appendAudit(tx, {
      operator: input.operator,
      action: 'revoke_sessions',
      subject: `user:${input.address}`,
      before: { revokedBefore: before.sessions_revoked_before === null ? null : iso(before.sessions_revoked_before) },
      after: { revokedBefore },
      reason: input.reason,
      at: input.businessNow,
    });
    return { revokedBefore };
  });
}
