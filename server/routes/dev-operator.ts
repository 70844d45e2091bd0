// /api/dev/operator/{pause,resume,approve,reject,limits,sponsor/pause,sponsor/resume}: the operator's actions for the e2e suite, whose
// server keeps its database in memory (no second process can open it to run a command). Mounted
// only on localnet with OPERATOR_DEV_ROUTES=1 (scripts/e2e.mjs), answering only a client on this
// machine (the loopback address, as clientIp sees it behind TRUST_PROXY proxies); anyone else
// gets the same 404 as when the routes are absent. The operator is 'e2e'; the functions and their
// audit rows are the real ones. Refusals answer `{ error: { code, message } }` with the
// OperatorError code (server/operator/input.ts) or the ApiError of an approval.
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { clientIp } from '../auth/middleware.ts';
import { errorBody, readBody } from '../http.ts';
import { OperatorError, OperatorReasonSchema, WithdrawalIdSchema } from '../operator/input.ts';
import { rejectWithdrawal } from '../operator/review.ts';
import { LIMIT_NAMES, pauseWithdrawals, resumeWithdrawals, setWithdrawalLimits } from '../operator/withdrawal-control.ts';
import { approveWithdrawal } from '../payouts/issuance.ts';
import { pauseSponsor, resumeSponsor } from '../sponsor/control.ts';

const OPERATOR = 'e2e';
const ReasonBody = z.object({ reason: OperatorReasonSchema }).strict();
const ReviewBody = z.object({ id: WithdrawalIdSchema, reason: OperatorReasonSchema }).strict();
/** Limits in SUI base units as decimal strings; null puts one back to the config's default. */
const LimitValue = z.string().regex(/^[1-9]\d{0,19}$/).transform(BigInt).nullable().optional();
const LimitsBody = z
  .object({ reason: OperatorReasonSchema, limits: z.object(Object.fromEntries(LIMIT_NAMES.map((name) => [name, LimitValue]))).strict() })
  .strict();

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Whether the route group is mounted: localnet and OPERATOR_DEV_ROUTES=1, nothing else. */
export function devOperatorRoutesEnabled(config: ServerContext['config']): boolean {
  return config.network === 'localnet' && config.operatorDevRoutes;
}

const STATUS: Record<OperatorError['code'], 400 | 404 | 409> = {
  invalid_input: 400,
  not_found: 404,
  not_in_review: 409,
  already_paused: 409,
  not_paused: 409,
};

export function devOperatorRoutes(ctx: ServerContext) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (!LOOPBACK.test(clientIp(c, ctx.config.trustProxy))) return c.json(errorBody('not_found', 'no such endpoint'), 404);
    await next();
  });
  // An operator's refusal answers with its own code; anything else goes to the app's error handler.
  const act = (handler: (c: Context) => Promise<Response>) => async (c: Context) => {
    try {
      return await handler(c);
    } catch (error) {
      if (error instanceof OperatorError) return c.json({ error: { code: error.code, message: error.message } }, STATUS[error.code]);
      throw error;
    }
  };
  const audit = (row: { seq: bigint; hash: string }) => ({ seq: row.seq.toString(), hash: row.hash });

  app.post('/pause', act(async (c) => {
    const { reason } = await readBody(c, ReasonBody);
    const result = await pauseWithdrawals(ctx, { operator: OPERATOR, reason });
    return c.json({ paused: result.control.paused, pausedAt: result.control.pausedAt, audit: audit(result.audit) });
  }));
  app.post('/resume', act(async (c) => {
    const { reason } = await readBody(c, ReasonBody);
    const result = await resumeWithdrawals(ctx, { operator: OPERATOR, reason });
    return c.json({ paused: result.control.paused, pausedAt: result.control.pausedAt, audit: audit(result.audit) });
  }));
  app.post('/approve', act(async (c) => {
    const { id, reason } = await readBody(c, ReviewBody);
    const result = await approveWithdrawal(ctx, { id, operator: OPERATOR, reason });
    return c.json({ withdrawal: result.withdrawal, audit: audit(result.audit) });
  }));
  app.post('/reject', act(async (c) => {
    const { id, reason } = await readBody(c, ReviewBody);
    const { withdrawal, audit: row } = await rejectWithdrawal(ctx, { id, operator: OPERATOR, reason });
    return c.json({ withdrawal: { ...withdrawal, amount: withdrawal.amount.toString(), status: 'rejected' }, audit: audit(row) });
  }));
  app.post('/limits', act(async (c) => {
    const { reason, limits } = await readBody(c, LimitsBody);
    const result = await setWithdrawalLimits(ctx, { operator: OPERATOR, reason, limits });
    const shown = Object.fromEntries(Object.entries(result.control.limits).map(([name, value]) => [name, String(value)]));
    return c.json({ limits: shown, audit: audit(result.audit) });
  }));
  // The sponsor of free binds (server/sponsor/control.ts).
  app.post('/sponsor/pause', act(async (c) => {
    const { reason } = await readBody(c, ReasonBody);
    const result = await pauseSponsor(ctx, { operator: OPERATOR, reason });
    return c.json({ paused: result.control.paused, pausedAt: result.control.pausedAt, audit: audit(result.audit) });
  }));
  app.post('/sponsor/resume', act(async (c) => {
    const { reason } = await readBody(c, ReasonBody);
    const result = await resumeSponsor(ctx, { operator: OPERATOR, reason });
    return c.json({ paused: result.control.paused, pausedAt: result.control.pausedAt, audit: audit(result.audit) });
  }));
  return app;
}
