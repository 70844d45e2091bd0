// The operator's commands: `npm run server:<verb> -- [options]` (server/README.md, "Withdrawals:
// the operator's side"). Each verb is a thin shell over the function the console will call
// (server/operator/*, approveWithdrawal in server/payouts/issuance.ts, cancelVoucher); it opens
// the database from the same configuration as the server (env: DATABASE_URL, or the PGlite
// folder SERVER_DATA_DIR, which only one process can hold: stop the server first, or use
// PostgreSQL). Exit code 0: done; 1: refused, or the audit chain is broken; 2: bad usage.
import { userInfo } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatAmount } from '../../src/chain/amount.ts';
import { DECIMALS } from '../../src/config/constants.ts';
import { createServerContext } from '../app.ts';
import { cancelVoucher } from '../cancel-voucher.ts';
import { loadConfig } from '../config.ts';
import type { ServerContext } from '../context.ts';
import { openDatabase } from '../db/client.ts';
import { ApiError } from '../http.ts';
import { approveWithdrawal } from '../payouts/issuance.ts';
import { setAllowlistRole } from '../admin/allowlist.ts';
import { ADMIN_ROLES, type AdminRole } from '../../contract/admin.ts';
import { auditHead, readAudit, verifyAuditChain } from './audit.ts';
import { OperatorError } from './input.ts';
import { listReviewQueue, rejectWithdrawal } from './review.ts';
import { type LimitName, type WithdrawalControl, pauseWithdrawals, resumeWithdrawals, setWithdrawalLimits } from './withdrawal-control.ts';
import { type SponsorControl, pauseSponsor, resumeSponsor, setSponsorBudgetNow } from '../sponsor/control.ts';
import { sponsorAccount, sweepSponsorCoins } from '../sponsor/sponsor-account.ts';
import { readSponsorStatus } from '../sponsor/status.ts';
import { SIGNER_VERBS, runSignerCommand } from './signer-commands.ts';

/** What a command needs from outside: where to print, and the server's context when the verb needs the database. */
export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
  open(): Promise<{ ctx: ServerContext; close(): Promise<void> }>;
  /** `--by` when not given: the OS user. */
  defaultOperator: string;
  env: NodeJS.ProcessEnv;
}

const sui = (units: bigint) => `${formatAmount(units, DECIMALS.SUI, { group: true })} SUI (${units} base units)`;

const LIMIT_OPTIONS: Record<string, LimitName> = {
  'max-per-voucher': 'maxPerVoucher',
  'user-daily-limit': 'userDailyLimit',
  'total-daily-limit': 'totalDailyLimit',
  'review-threshold': 'reviewThreshold',
};

const ACTOR = '--reason "why" [--by NAME]';
const VERBS: Record<string, { usage: string; help: string }> = {
  pause: {
    usage: `pause ${ACTOR}`,
    help: 'Stops issuing withdrawal vouchers: new withdrawals are refused and approvals too; the app tells users on the withdraw sheet. Vouchers already signed stay payable (the contract cannot stop them).',
  },
  resume: { usage: `resume ${ACTOR}`, help: 'Issues withdrawal vouchers again after a pause.' },
  approve: {
    usage: `approve --id ID ${ACTOR}`,
    help: 'Signs a withdrawal waiting in review (it becomes pending, payable by its owner), after the same checks as a request: refused while paused or when the payout reserve cannot cover it (it then stays in review).',
  },
  reject: {
    usage: `reject --id ID ${ACTOR}`,
    help: 'Declines a withdrawal waiting in review: its amount goes back to the owner\'s withdrawable income (nothing was signed, so this is safe). The owner reads the reason in the app: write it for them.',
  },
  'set-limits': {
    usage: `set-limits [--max-per-voucher N] [--user-daily-limit N] [--total-daily-limit N] [--review-threshold N] ${ACTOR}`,
    help: 'Sets limits in SUI base units (1 SUI = 1000000000), or back to the configured default with "default". Limits not named stay as they are. Applies to the next request.',
  },
  'review-queue': { usage: 'review-queue [--limit N]', help: 'Lists the withdrawals waiting in review, the oldest first.' },
  'audit-verify': {
    usage: 'audit-verify [--head SEQ:HASH]',
    help: 'Walks the operator audit chain and names the first broken row (exit code 1). With --head, also checks that row SEQ still has HASH: a copy of the head you kept from /api/health proves the chain was not rewritten since.',
  },
  'admin-allow': {
    usage: `admin-allow ADDRESS ${ADMIN_ROLES.join('|')}|none ${ACTOR}`,
    help: 'Puts an address on the operator console\'s allowlist with a role (viewer reads, operator also writes notices and proposes, approver also approves), changes its role, or takes it off with "none". Its console sessions follow at their next request. For the first entries; later changes are console proposals.',
  },
  'sponsor-status': {
    usage: 'sponsor-status',
    help: 'The sponsor of free binds: its address, the SUI it pays gas from (its address balance) and holds as coins, the last 24 hours\' spend against the budget, the pause, and how its transactions ended.',
  },
  'sponsor-pause': { usage: `sponsor-pause ${ACTOR}`, help: 'Stops sponsoring free binds: the app offers the paid bind. A transaction the sponsor already signed is not stopped.' },
  'sponsor-resume': { usage: `sponsor-resume ${ACTOR}`, help: 'Sponsors free binds again after a pause.' },
  'sponsor-budget': {
    usage: `sponsor-budget [--daily-budget N] [--daily-count N] ${ACTOR}`,
    help: 'Sets the sponsor\'s rolling 24-hour budget: gas in SUI base units (1 SUI = 1000000000) and a number of transactions, or back to the configured default with "default". The other stays as it is.',
  },
  'sponsor-sweep': {
    usage: 'sponsor-sweep',
    help: 'Moves the SUI the sponsor holds as coins (what a wallet sends) into its address balance, which sponsored gas is paid from; keeps back 0.01 SUI for the sweep\'s own gas. Needs the server\'s SPONSOR_SECRET_KEY (the dev sponsor on localnet).',
  },
  'cancel-voucher': {
    usage: `cancel-voucher --nonce N ${ACTOR} [--pay-out]`,
    help: 'Closes a pending voucher without ever giving its amount back (the contract cannot burn a nonce): refuses when the chain already paid it or it is still payable; with --pay-out submits it to the chain, paying its owner.',
  },
  // The key ceremony (server/README.md, "The key ceremony"): no database.
  ...SIGNER_VERBS,
};

function usage(verb?: string): string {
  const shown = verb && VERBS[verb] ? [verb] : Object.keys(VERBS);
  return shown.map((v) => `npm run server:${v} -- ${VERBS[v]!.usage.slice(v.length + 1)}\n  ${VERBS[v]!.help}`).join('\n');
}

function describeControl(control: WithdrawalControl): string[] {
  const lines = [control.paused ? `withdrawals are PAUSED since ${control.pausedAt} by ${control.pausedBy}: ${control.pausedReason}` : 'withdrawals are running'];
  for (const [option, name] of Object.entries(LIMIT_OPTIONS)) {
    lines.push(`  ${option}: ${sui(control.limits[name])}${control.overrides[name] === null ? ' (default)' : ''}`);
  }
  return lines;
}

function describeSponsor(control: SponsorControl): string[] {
  return [
    control.paused ? `the sponsor is PAUSED since ${control.pausedAt} by ${control.pausedBy}: ${control.pausedReason}` : 'the sponsor is running',
    `  daily-budget: ${sui(control.budget.dailyBudget)}${control.overrides.dailyBudget === null ? ' (default)' : ''}`,
    `  daily-count: ${control.budget.dailyCount}${control.overrides.dailyCount === null ? ' (default)' : ''}`,
  ];
}

class UsageError extends Error {}

function parseLimit(option: string, value: string): bigint | null {
  if (value === 'default') return null;
  if (!/^\d{1,20}$/.test(value)) throw new UsageError(`--${option} is a whole number of SUI base units (1 SUI = 1000000000) or "default", got ${value}`);
  return BigInt(value);
}

/** Runs one command; returns its exit code. */
export async function runOperatorCommand(argv: string[], io: CommandIo): Promise<number> {
  const [verb, ...rest] = argv;
  if (!verb || verb === '--help' || verb === 'help') {
    io.out(usage());
    return verb ? 0 : 2;
  }
  if (!VERBS[verb]) {
    io.err(`unknown command ${verb}\n${usage()}`);
    return 2;
  }
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: true,
      options: {
        help: { type: 'boolean', default: false },
        by: { type: 'string' },
        // Another name for --by (who acts).
        operator: { type: 'string' },
        reason: { type: 'string' },
        id: { type: 'string' },
        nonce: { type: 'string' },
        'pay-out': { type: 'boolean', default: false },
        limit: { type: 'string' },
        head: { type: 'string' },
        'daily-budget': { type: 'string' },
        'daily-count': { type: 'string' },
        key: { type: 'string' },
        'secret-file': { type: 'string' },
        ...Object.fromEntries(Object.keys(LIMIT_OPTIONS).map((option) => [option, { type: 'string' as const }])),
      },
    }));
  } catch (error) {
    io.err(`${(error as Error).message}\n${usage(verb)}`);
    return 2;
  }
  if (values.help) {
    io.out(usage(verb));
    return 0;
  }
  // Only admin-allow takes words of its own (the address and the role).
  const expectedPositionals = verb === 'admin-allow' ? 2 : 0;
  if (positionals.length !== expectedPositionals) {
    io.err(`${expectedPositionals === 0 ? `unexpected argument ${positionals[0]}` : 'give the address and the role'}\n${usage(verb)}`);
    return 2;
  }
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  if (SIGNER_VERBS[verb]) return runSignerCommand(verb, { key: text('key'), secretFile: text('secret-file') }, io);
  const operator = text('by') ?? text('operator') ?? io.defaultOperator;
  const reason = text('reason') ?? '';
  const needs = (...names: string[]) => {
    const missing = names.filter((name) => text(name) === undefined);
    if (missing.length > 0) throw new UsageError(`${missing.map((name) => `--${name}`).join(' and ')} required`);
  };

  let opened: Awaited<ReturnType<CommandIo['open']>> | undefined;
  try {
    const read = async () => {
      opened ??= await io.open();
      return opened.ctx;
    };
    // An action is recorded at business time: the chain's clock on localnet, read now.
    const act = async () => {
      const ctx = await read();
      await ctx.clock.sync();
      return ctx;
    };
    switch (verb) {
      case 'pause':
      case 'resume': {
        needs('reason');
        const run = verb === 'pause' ? pauseWithdrawals : resumeWithdrawals;
        const { control, audit } = await run(await act(), { operator, reason });
        for (const line of describeControl(control)) io.out(line);
        io.out(`audit row ${audit.seq} (${audit.hash})`);
        return 0;
      }
      case 'approve':
      case 'reject': {
        needs('id', 'reason');
        const id = text('id')!;
        if (verb === 'approve') {
          const { withdrawal, audit } = await approveWithdrawal(await act(), { id, operator, reason });
          io.out(`withdrawal ${id} approved: ${sui(BigInt(withdrawal.amount))} to ${withdrawal.recipient} is signed (nonce ${withdrawal.nonce}) and payable by its owner`);
          io.out(`audit row ${audit.seq} (${audit.hash})`);
        } else {
          const { withdrawal, audit } = await rejectWithdrawal(await act(), { id, operator, reason });
          io.out(`withdrawal ${id} rejected: ${sui(withdrawal.amount)} is back in the withdrawable income of ${withdrawal.address}`);
          io.out(`the owner reads: "${withdrawal.reviewReason}"`);
          io.out(`audit row ${audit.seq} (${audit.hash})`);
        }
        return 0;
      }
      case 'set-limits': {
        needs('reason');
        const limits: Partial<Record<LimitName, bigint | null>> = {};
        for (const [option, name] of Object.entries(LIMIT_OPTIONS)) {
          const value = text(option);
          if (value !== undefined) limits[name] = parseLimit(option, value);
        }
        if (Object.keys(limits).length === 0) throw new UsageError(`name at least one limit: ${Object.keys(LIMIT_OPTIONS).map((o) => `--${o}`).join(', ')}`);
        const { control, audit } = await setWithdrawalLimits(await act(), { operator, reason, limits });
        for (const line of describeControl(control)) io.out(line);
        io.out(`audit row ${audit.seq} (${audit.hash})`);
        return 0;
      }
      case 'review-queue': {
        const limit = text('limit');
        if (limit !== undefined && !/^[1-9]\d{0,3}$/.test(limit)) throw new UsageError('--limit is a number from 1 to 9999');
        const queue = await listReviewQueue((await read()).db, { limit: limit === undefined ? undefined : Number(limit) });
        if (queue.length === 0) io.out('no withdrawal is waiting for review');
        for (const item of queue) io.out(`${item.id}\t${item.createdAt}\t${item.address}\t${sui(item.amount)}`);
        return 0;
      }
      case 'audit-verify': {
        const kept = text('head');
        const keptMatch = kept === undefined ? null : /^([1-9]\d{0,18}):([0-9a-f]{64})$/.exec(kept);
        if (kept !== undefined && !keptMatch) throw new UsageError('--head is SEQ:HASH as /api/health shows it (audit.seq and audit.hash)');
        const { db } = await read();
        const check = await verifyAuditChain(db);
        if (!check.ok) {
          io.err(`the audit chain is BROKEN at row ${check.brokenAt}: ${check.problem} (rows 1 to ${check.rows} verify)`);
          return 1;
        }
        if (keptMatch) {
          const seq = BigInt(keptMatch[1]!);
          const [row] = seq <= check.rows ? await readAudit(db, seq - 1n, 1) : [];
          if (!row || row.hash !== keptMatch[2]) {
            io.err(`the audit chain verifies on its own, but row ${seq} ${row ? `has hash ${row.hash}` : 'is not there'}, not the ${keptMatch[2]} you kept: the chain was rewritten`);
            return 1;
          }
        }
        const head = await auditHead(db);
        io.out(`the audit chain verifies: ${check.rows} row${check.rows === 1n ? '' : 's'}, head ${head.seq}:${head.hash}${keptMatch ? `; row ${keptMatch[1]} matches the head you kept` : ''}`);
        return 0;
      }
      case 'admin-allow': {
        needs('reason');
        const [address, roleWord] = positionals as [string, string];
        if (roleWord !== 'none' && !(ADMIN_ROLES as readonly string[]).includes(roleWord)) {
          throw new UsageError(`the role is ${ADMIN_ROLES.join(', ')} or none, got ${roleWord}`);
        }
        const role = roleWord === 'none' ? null : (roleWord as AdminRole);
        const ctx = await act();
        const { before, after, audit } = await setAllowlistRole(ctx.db, { address, role, operator, reason, at: ctx.now() });
        io.out(`${address.toLowerCase()}: ${before ?? 'not on the allowlist'} -> ${after ?? 'not on the allowlist'}`);
        io.out(`audit row ${audit.seq} (${audit.hash})`);
        return 0;
      }
      case 'sponsor-status': {
        const status = await readSponsorStatus(await read());
        if (status.address === null) {
          io.out('no sponsor: SPONSOR_SECRET_KEY is not set, so free binds are refused as unfunded');
          return 0;
        }
        const shown = (amount: string | null) => (amount === null ? 'unknown (the node could not be read)' : sui(BigInt(amount)));
        io.out(`sponsor ${status.address}`);
        io.out(`  pays gas from its address balance: ${shown(status.balance)}`);
        io.out(`  holds as coins (npm run server:sponsor-sweep moves them): ${shown(status.coinBalance)}`);
        io.out(`  last 24 hours: ${status.count24h} of ${status.dailyCount} transactions, ${sui(BigInt(status.spent24h))} of ${sui(BigInt(status.dailyBudget))}`);
        io.out(`  at most ${sui(BigInt(status.maxGasBudget))} a transaction`);
        io.out(`  ${status.paused.paused ? `PAUSED since ${status.paused.at} by ${status.paused.by}: ${status.paused.reason}` : 'running'}`);
        io.out(`  ever: ${status.outcomes.executed} executed, ${status.outcomes.failed} failed on chain, ${status.outcomes.submitted} not settled`);
        return 0;
      }
      case 'sponsor-pause':
      case 'sponsor-resume': {
        needs('reason');
        const run = verb === 'sponsor-pause' ? pauseSponsor : resumeSponsor;
        const { control, audit } = await run(await act(), { operator, reason });
        for (const line of describeSponsor(control)) io.out(line);
        io.out(`audit row ${audit.seq} (${audit.hash})`);
        return 0;
      }
      case 'sponsor-budget': {
        needs('reason');
        const budgetText = text('daily-budget');
        const countText = text('daily-count');
        if (budgetText === undefined && countText === undefined) throw new UsageError('name --daily-budget, --daily-count or both');
        if (countText !== undefined && countText !== 'default' && !/^[1-9]\d{0,6}$/.test(countText)) throw new UsageError(`--daily-count is a whole number from 1 to 1000000 or "default", got ${countText}`);
        const budget = {
          ...(budgetText === undefined ? {} : { dailyBudget: parseLimit('daily-budget', budgetText) }),
          ...(countText === undefined ? {} : { dailyCount: countText === 'default' ? null : Number(countText) }),
        };
        const { control, audit } = await setSponsorBudgetNow(await act(), { operator, reason, budget });
        for (const line of describeSponsor(control)) io.out(line);
        io.out(`audit row ${audit.seq} (${audit.hash})`);
        return 0;
      }
      case 'sponsor-sweep': {
        const ctx = await read();
        const account = sponsorAccount(ctx.config.sponsor);
        if (!account) {
          io.err('no sponsor: set SPONSOR_SECRET_KEY to the sponsor account\'s secret');
          return 1;
        }
        const swept = await sweepSponsorCoins(ctx.chainClient, account);
        io.out(swept ? `moved ${sui(swept.moved)} into the address balance of ${account.address} (${swept.digest})` : `${account.address} holds no coins worth moving`);
        return 0;
      }
      case 'cancel-voucher': {
        needs('nonce', 'reason');
        const nonce = text('nonce')!;
        if (!/^\d{1,20}$/.test(nonce)) throw new UsageError('--nonce is the voucher\'s nonce, a whole number');
        const ctx = await act();
        const result = await cancelVoucher(ctx.db, ctx.chainClient, ctx.config, { nonce: BigInt(nonce), reason, operator, payOut: values['pay-out'] === true }, io.env, ctx.now);
        (result.outcome === 'paid_out' ? io.out : io.err)(result.message);
        return result.outcome === 'paid_out' ? 0 : 1;
      }
    }
    return 2;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n${usage(verb)}`);
      return 2;
    }
    if (error instanceof OperatorError || error instanceof ApiError) {
      io.err(`refused (${error.code}): ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await opened?.close();
  }
}

async function main(): Promise<void> {
  process.exitCode = await runOperatorCommand(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    defaultOperator: userInfo().username,
    env: process.env,
    async open() {
      const config = loadConfig();
      const database = await openDatabase(config);
      try {
        return { ctx: await createServerContext(config, { database }), close: () => database.close() };
      } catch (error) {
        await database.close();
        throw error;
      }
    },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
