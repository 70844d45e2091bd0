// The sponsored bind (docs/api.md, "Sponsored bind"): a signed-in newcomer with no SUI binds
// their inviter while the operator's sponsor pays the gas, and nobody can turn that into a faucet.
//
// issue:   POST /api/sponsor/bind { inviter } -> the whole transaction, built here
//          (bind-transaction.ts), simulated (a bind that would abort is refused, costing the
//          sponsor nothing), within the sponsor's balance and budget; its exact bytes kept.
// execute: POST /api/sponsor/execute { txBytes, signature } -> only bytes issued to this caller,
//          unexpired and unused; the caller's signature over them; the pause, one sponsored bind
//          per address ever, the chain (still unbound, the inviter still valid), the sponsor's
//          balance, then ONE transaction that locks sponsor_control, checks the rolling 24-hour
//          budget and count, and claims the bytes (issued -> submitted: once, whatever races it on
//          any instance). Only then does the sponsor sign, and the node execute. Every refusal
//          comes before the sponsor's signature.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { RpcError } from '@mysten/sui/grpc';
import { TransactionDataBuilder } from '@mysten/sui/transactions';
import { fromBase64, toBase64 } from '@mysten/sui/utils';
import { verifyTransactionSignature } from '@mysten/sui/verify';
import { SPONSOR_REFUSAL_STATUS, type SponsorExecuteResponse, type SponsorRefusal, type SponsoredBind } from '../../contract/api.ts';
import type { ServerContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import {
  claimIssued,
  insertIssued,
  isSponsored,
  type SettledStatus,
  settleSponsored,
  sponsorSpendSince,
  sponsoredByDigest,
  sweepExpiredIssued,
} from '../db/sponsored-transactions.ts';
import { ApiError, iso } from '../http.ts';
import { errorField, log } from '../log.ts';
import { appendAudit } from '../operator/audit.ts';
import { BIND_ABORTS, type BindShape, bindProblem, buildSponsoredBind, financeAbortCode } from './bind-transaction.ts';
import { readSponsorControl } from './control.ts';
import { type SponsorAccount, readSponsorBalance, sponsorAccount } from './sponsor-account.ts';

/** The rolling window of the sponsor's budget, in wall-clock time: it is real gas. */
export const SPONSOR_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Issued bytes nobody used are forgotten this long after they expired. */
const FORGET_ISSUED_AFTER_MS = 60 * 60 * 1000;
/** How long the answer waits for the checkpoint that holds an executed bind. */
const CHECKPOINT_WAIT_MS = 10_000;
/** The reference gas price is read again after this long (it changes per epoch). */
const GAS_PRICE_TTL_MS = 60_000;

/** A refusal with its code's status (contract/api.ts SPONSOR_REFUSAL_STATUS). */
const refuse = (code: SponsorRefusal, message: string) => new ApiError(SPONSOR_REFUSAL_STATUS[code], code, message);

const refusal = {
  alreadyBound: () => refuse('already_bound', 'this address has already bound its inviter'),
  alreadySponsored: () => refuse('already_sponsored', 'the sponsor has already paid for a bind of this address; bind with your own SUI'),
  invalidInviter: () => refuse('invalid_inviter', 'the inviter is not a valid user (bound, or the root), or is yourself'),
  notIssued: (why: string) => refuse('not_issued', `these bytes are not a sponsored bind this server issued to you, unused and unexpired: ${why}`),
  badSignature: () => refuse('bad_signature', 'the signature is not yours over these bytes'),
  rateLimited: () => refuse('sponsor_rate_limited', 'too many free-bind requests from here; wait a while, or bind with your own SUI'),
  budgetSpent: () => refuse('sponsor_budget_spent', "today's budget for free binds is spent; try again later, or bind with your own SUI"),
  paused: () => refuse('sponsor_paused', 'the operator has paused free binds; bind with your own SUI'),
  unfunded: () => refuse('sponsor_unfunded', 'the sponsor cannot pay for free binds right now; bind with your own SUI'),
  unavailable: () => refuse('sponsor_unavailable', 'the chain could not be reached to sponsor the bind; nothing was paid, try again'),
};

/** The refusal a finance abort stands for, or null when it is none of the bind's. */
function abortRefusal(code: number | null): ApiError | null {
  if (code === BIND_ABORTS.alreadyBound) return refusal.alreadyBound();
  if (code === BIND_ABORTS.invalidInviter || code === BIND_ABORTS.selfInvite) return refusal.invalidInviter();
  return null;
}

function requireSponsor(ctx: ServerContext): SponsorAccount {
  const account = sponsorAccount(ctx.config.sponsor);
  if (!account) throw refusal.unfunded();
  return account;
}

interface ChainFacts {
  gasPrice: bigint;
  chainId: string;
}

const chainFacts = new WeakMap<ClientWithCoreApi, { facts: ChainFacts; at: number }>();

/** The reference gas price and the chain identifier, read at most once a minute. */
async function readChainFacts(ctx: ServerContext): Promise<ChainFacts> {
  const client = ctx.chainClient;
  const cached = chainFacts.get(client);
  if (cached && ctx.wallNow() - cached.at < GAS_PRICE_TTL_MS) return cached.facts;
  const [{ referenceGasPrice }, { chainIdentifier }] = await Promise.all([client.core.getReferenceGasPrice(), client.core.getChainIdentifier()]);
  const facts = { gasPrice: BigInt(referenceGasPrice), chainId: chainIdentifier };
  chainFacts.set(client, { facts, at: ctx.wallNow() });
  return facts;
}

/** A node read or write that failed: 503, nothing paid. */
async function fromNode<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    log.warn(errorField(error), `sponsor: could not ${what}`);
    throw refusal.unavailable();
  }
}

/** The shape every sponsored bind of `sender` has today. */
function bindShape(ctx: ServerContext, account: SponsorAccount, sender: string, facts: ChainFacts): BindShape & { gasPrice: bigint } {
  const { config } = ctx;
  return {
    sender,
    sponsor: account.address,
    packageId: config.financePackageId,
    financeObjectId: config.financeObjectId,
    gasPrice: facts.gasPrice,
    maxGasBudget: config.sponsor.maxGasBudget,
    chainId: facts.chainId,
  };
}

/** The SUI the sponsor pays gas from, read now. */
const sponsorFunds = (ctx: ServerContext, account: SponsorAccount) =>
  fromNode('read the sponsor balance', async () => (await readSponsorBalance(ctx.chainClient, account.address)).addressBalance);

/** The sponsor's balance covers `gasBudget`, else 503 sponsor_unfunded. */
async function requireFunds(account: SponsorAccount, gasBudget: bigint, addressBalance: bigint): Promise<void> {
  if (addressBalance < gasBudget) {
    log.warn({ sponsor: account.address, addressBalance: addressBalance.toString(), gasBudget: gasBudget.toString() }, 'sponsor: the balance does not cover a bind');
    throw refusal.unfunded();
  }
}

/** Refused unless `gasBudget` more fits in the rolling 24-hour budget and count. */
async function requireBudget(ctx: ServerContext, db: Executor, budget: { dailyBudget: bigint; dailyCount: number }, gasBudget: bigint): Promise<void> {
  const { spent, count } = await sponsorSpendSince(db, ctx.wallNow() - SPONSOR_WINDOW_MS);
  if (count + 1 > budget.dailyCount || spent + gasBudget > budget.dailyBudget) throw refusal.budgetSpent();
}

/**
 * POST /api/sponsor/bind: the transaction `address` signs to bind `inviter` with the sponsor
 * paying. Refusals change nothing but the rate counters.
 */
export async function issueSponsoredBind(ctx: ServerContext, input: { address: string; inviter: string; clientIp: string }): Promise<SponsoredBind> {
  const { address, inviter } = input;
  const account = requireSponsor(ctx);
  const control = await readSponsorControl(ctx.db, ctx.config);
  if (control.paused) throw refusal.paused();
  if (await isSponsored(ctx.db, address)) throw refusal.alreadySponsored();
  if (inviter === address) throw refusal.invalidInviter();

  const [facts, funds] = await Promise.all([fromNode('read the gas price', () => readChainFacts(ctx)), sponsorFunds(ctx, account)]);
  const shape = bindShape(ctx, account, address, facts);
  let bytes: Uint8Array;
  try {
    bytes = await buildSponsoredBind(ctx.chainClient, shape, inviter);
  } catch (error) {
    // The simulation that sets the budget: an abort means the bind cannot succeed.
    const refused = abortRefusal(financeAbortCode(error));
    if (refused) throw refused;
    // The node selects gas as it builds: a sponsor short of even the cap cannot pay.
    if (funds < ctx.config.sponsor.maxGasBudget) await requireFunds(account, ctx.config.sponsor.maxGasBudget, funds);
    log.warn(errorField(error), 'sponsor: could not build the bind');
    throw refusal.unavailable();
  }
  const checked = bindProblem(bytes, shape);
  if ('problem' in checked) {
    // Built here, so a mismatch is the SDK or the node changing under us: never sign it.
    log.error({ problem: checked.problem }, 'sponsor: the built bind does not have the sponsored shape');
    throw refusal.unavailable();
  }
  await requireFunds(account, checked.gasBudget, funds);
  await requireBudget(ctx, ctx.db, control.budget, checked.gasBudget);

  const now = ctx.wallNow();
  const digest = TransactionDataBuilder.getDigestFromBytes(bytes);
  const txBytes = toBase64(bytes);
  const expiresAt = now + ctx.config.sponsor.ttlMs;
  await sweepExpiredIssued(ctx.db, now - FORGET_ISSUED_AFTER_MS);
  await insertIssued(ctx.db, { digest, address, inviter, txBytes, gasBudget: checked.gasBudget, clientIp: input.clientIp, issuedAt: now, expiresAt });
  return { txBytes, digest, sponsor: account.address, gasBudget: checked.gasBudget.toString(), expiresAt: iso(expiresAt) };
}

const isUniqueViolation = (error: unknown) => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
};

/**
 * The claim: under sponsor_control's lock, the pause and the budget, then issued -> submitted,
 * and the sponsor_sign audit row, all in one transaction. After it commits the sponsor signs.
 */
async function claim(ctx: ServerContext, row: { digest: string; address: string; inviter: string; gasBudget: bigint }): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const control = await readSponsorControl(tx, ctx.config, { forUpdate: true });
      if (control.paused) throw refusal.paused();
      if (await isSponsored(tx, row.address)) throw refusal.alreadySponsored();
      await requireBudget(ctx, tx, control.budget, row.gasBudget);
      if (!(await claimIssued(tx, row.digest, row.address, ctx.wallNow()))) throw refusal.notIssued('expired or used');
      await appendAudit(tx, {
        operator: 'sponsor', action: 'sponsor_sign', subject: `address:${row.address}`, before: null,
        after: { digest: row.digest, inviter: row.inviter, gasBudget: row.gasBudget.toString() }, reason: 'a free bind the user signed', at: ctx.now(),
      });
    });
  } catch (error) {
    // Another instance claimed a bind of this address between our check and our update.
    if (isUniqueViolation(error)) throw refusal.alreadySponsored();
    throw error;
  }
}

/** Records how a submitted bind ended, with its audit row; once (a settled row does not move). */
async function settle(ctx: ServerContext, digest: string, address: string, outcome: { status: SettledStatus; gasUsed: bigint | null; checkpoint: bigint | null; error: string | null }) {
  await ctx.db.transaction(async (tx) => {
    if (!(await settleSponsored(tx, digest, { ...outcome, atMs: ctx.wallNow() }))) return;
    await appendAudit(tx, {
      operator: 'sponsor', action: 'sponsor_settle', subject: `address:${address}`, before: { digest, status: 'submitted' },
      after: { digest, status: outcome.status, gasUsed: outcome.gasUsed?.toString() ?? null, checkpoint: outcome.checkpoint?.toString() ?? null, error: outcome.error },
      reason: 'the node answered for a free bind', at: ctx.now(),
    });
  });
}

/** gRPC statuses after which the node surely did not execute the transaction (it refused it). */
const REFUSED_BY_NODE = new Set(['INVALID_ARGUMENT', 'FAILED_PRECONDITION', 'NOT_FOUND', 'ALREADY_EXISTS', 'PERMISSION_DENIED', 'OUT_OF_RANGE', 'RESOURCE_EXHAUSTED']);

/**
 * POST /api/sponsor/execute: the caller's signature over bytes issued to them. Answers the
 * digest once the node has executed it (and its checkpoint when known).
 */
export async function executeSponsoredBind(ctx: ServerContext, input: { address: string; txBytes: string; signature: string }): Promise<SponsorExecuteResponse> {
  const { address, signature } = input;
  const account = requireSponsor(ctx);
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(input.txBytes);
  } catch {
    throw refusal.notIssued('not base64');
  }
  const digest = TransactionDataBuilder.getDigestFromBytes(bytes);
  const row = await sponsoredByDigest(ctx.db, digest);
  // The digest names exactly these bytes; the stored text is compared too, so nothing but the
  // bytes issued to this caller goes on.
  if (!row || row.address !== address || row.tx_bytes !== toBase64(bytes)) throw refusal.notIssued('not issued to you');
  const resend = row.status === 'submitted';
  if (!resend && row.status !== 'issued') throw refusal.notIssued(`already ${row.status}`);
  if (!resend && Date.parse(iso(row.expires_at)) <= ctx.wallNow()) throw refusal.notIssued('expired');
  const facts = await fromNode('read the gas price', () => readChainFacts(ctx));
  // Checked when issued; checked again, as the sponsor's signature covers it (the gas price of
  // the epoch it was issued in stands).
  const checked = bindProblem(bytes, { ...bindShape(ctx, account, address, facts), gasPrice: null });
  if ('problem' in checked) throw refusal.notIssued(checked.problem);

  try {
    await verifyTransactionSignature(bytes, signature, { address, client: ctx.chainClient });
  } catch {
    throw refusal.badSignature();
  }

  if (!resend) {
    const control = await readSponsorControl(ctx.db, ctx.config);
    if (control.paused) throw refusal.paused();
    if (await isSponsored(ctx.db, address)) throw refusal.alreadySponsored();
    await requireFunds(account, checked.gasBudget, await sponsorFunds(ctx, account));
    // The exact bytes, as the node will run them: still unbound, the inviter still valid.
    const simulated = await fromNode('simulate the bind', () => ctx.chainClient.core.simulateTransaction({ transaction: bytes, include: { effects: true } }));
    if (simulated.$kind === 'FailedTransaction') {
      const error = simulated.FailedTransaction.status.error;
      const code = error?.$kind === 'MoveAbort' && error.MoveAbort.location?.module === 'finance' ? Number(error.MoveAbort.abortCode) : null;
      throw abortRefusal(code) ?? refusal.unavailable();
    }
    await claim(ctx, { digest, address, inviter: checked.inviter, gasBudget: checked.gasBudget });
  }

  let sponsorSignature: string;
  try {
    sponsorSignature = await account.signTransaction(bytes);
  } catch (error) {
    // The sponsor's key did not sign (its token out of reach): nothing can have reached the
    // chain from this claim, so the address may try again. A resend may follow an attempt the
    // node did take: that claim stays.
    if (!resend) await settle(ctx, digest, address, { status: 'dropped', gasUsed: null, checkpoint: null, error: 'the sponsor could not sign' });
    throw error;
  }
  let executed;
  try {
    executed = await ctx.chainClient.core.executeTransaction({ transaction: bytes, signatures: [signature, sponsorSignature], include: { effects: true } });
  } catch (error) {
    const refused = error instanceof RpcError && REFUSED_BY_NODE.has(error.code);
    log.warn({ ...errorField(error), digest, refused }, 'sponsor: the node did not execute a free bind');
    // Refused: never executed, nothing paid, the address may try again. Otherwise it may have
    // reached the node: the bytes stay claimed, and the caller may send the same signature again.
    if (refused) await settle(ctx, digest, address, { status: 'dropped', gasUsed: null, checkpoint: null, error: error.message.slice(0, 500) });
    throw refusal.unavailable();
  }
  const result = executed.$kind === 'Transaction' ? executed.Transaction : executed.FailedTransaction;
  const gas = result.effects.gasUsed;
  const gasUsed = BigInt(gas.computationCost) + BigInt(gas.storageCost) - BigInt(gas.storageRebate);
  const checkpoint = await ctx.chainClient.core
    .waitForTransaction({ digest: result.digest, timeout: CHECKPOINT_WAIT_MS })
    .then((found) => (found.Transaction ?? found.FailedTransaction)?.checkpoint ?? null)
    .catch(() => null);
  const failure = result.status.success ? null : (result.status.error?.message ?? 'failed on chain');
  await settle(ctx, digest, address, {
    status: failure ? 'failed' : 'executed',
    gasUsed: gasUsed < 0n ? 0n : gasUsed,
    checkpoint: checkpoint === null ? null : BigInt(checkpoint),
    error: failure?.slice(0, 500) ?? null,
  });
  if (failure) {
    const error = result.status.error;
    throw abortRefusal(error?.$kind === 'MoveAbort' ? Number(error.MoveAbort.abortCode) : null) ?? refusal.unavailable();
  }
  return { digest: result.digest, checkpoint: checkpoint === null ? null : String(checkpoint) };
}

/** The rate refusal, for the route's limiter. */
export const sponsorRateLimited = refusal.rateLimited;
