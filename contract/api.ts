// The /api contract (docs/api.md) as zod schemas and the TypeScript types inferred from
// them. The server validates with these schemas; the app imports the types (and may parse
// responses with the schemas). Keep this file free of server-only imports: zod and the SDK's
// address check only.
//
// Every string of a request (body, query, path) has a pattern or a length-and-character rule,
// so nothing malformed (a NUL, a control character, a megabyte) reaches SQL.
//
// Money: every amount is a decimal string of base units (SUI 9 decimals, USDC 6, SUIL 9), so
// it survives JSON without losing precision; the app turns it into a bigint with BigInt().
// Times are ISO 8601 strings (UTC). Rates are basis points (integers; divide by 100 for %).
import { isValidSuiAddress } from '@mysten/sui/utils';
import { z } from 'zod';

// ---------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------

/** A non-negative amount in base units, as a decimal string ("0", "20000000000"). */
export const AmountSchema = z.string().regex(/^(0|[1-9]\d{0,38})$/, 'amount must be a whole number of base units');
export type Amount = z.infer<typeof AmountSchema>;

/** The largest u64: every amount the chain or a voucher carries fits in one. */
export const U64_MAX = (1n << 64n) - 1n;

/**
 * A positive amount in base units that fits a u64 (request bodies: a purchase, a subscription,
 * a withdrawal). Checked before anything is signed or written.
 */
export const PositiveAmountSchema = z
  .string()
  .regex(/^[1-9]\d{0,19}$/, 'amount must be a positive whole number of base units')
  // zod runs this even when the pattern failed ("1.5"): only a whole number is compared.
  .refine((value) => !/^\d+$/.test(value) || BigInt(value) <= U64_MAX, 'amount must fit in a u64');

/** A signed amount in base units ("-5000"): hashrate records go down as well as up. */
export const SignedAmountSchema = z.string().regex(/^-?(0|[1-9]\d{0,38})$/);

/**
 * A Sui address as wallets give it: exactly `0x` and 64 hex digits, any case (the SDK's
 * `isValidSuiAddress`, which alone would also take `0X` or no prefix), read as lowercase.
 * Short forms such as `0x2` are refused, not padded.
 */
export const SuiAddressSchema = z
  .string()
  .max(66, 'Invalid Sui address')
  .refine((value) => value.startsWith('0x') && isValidSuiAddress(value), 'Invalid Sui address')
  .transform((value) => value.toLowerCase());
export type SuiAddress = string;

export const IsoTimeSchema = z.string();

/** The coins of the off-chain balances and of priced things (nodes, bank products). */
export const CoinSchema = z.enum(['SUI', 'USDC', 'SUIL']);
export type Coin = z.infer<typeof CoinSchema>;

/** The error body of every non-2xx answer. */
export const ErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * Error codes the server answers with. Sign-in failures are 401; `invalid_request` 400;
 * `payload_too_large` 413; `rate_limited` 429; `unauthorized` / `token_revoked` /
 * `token_expired` 401 on authenticated calls (the app clears its token and asks to log in).
 */
export const ERROR_CODES = [
  'invalid_request',
  'payload_too_large',
  'rate_limited',
  'not_found',
  'unauthorized',
  'token_expired',
  'token_revoked',
  'nonce_unknown',
  'nonce_used',
  'expired',
  'not_yet_valid',
  'domain_mismatch',
  'uri_mismatch',
  'chain_mismatch',
  'address_mismatch',
  'message_mismatch',
  'bad_signature',
  'insufficient_balance',
  'sold_out',
  'below_minimum',
  'locked',
  'already_redeemed',
  'withdrawal_pending',
  'chain_changed',
  'reserve_short',
  'reserve_unavailable',
  // 503: the voucher key (an HSM, server/README.md "The signer") cannot sign now; nothing was taken.
  'signer_unavailable',
  'over_voucher_limit',
  'over_user_daily_limit',
  'over_total_daily_limit',
  'withdrawals_paused',
  'not_in_review',
  'unknown_recipient',
  'self_transfer',
  // The sponsored bind (POST /api/sponsor/*): each refusal before the sponsor signs anything.
  'already_bound',
  'already_sponsored',
  'invalid_inviter',
  'not_issued',
  'sponsor_rate_limited',
  'sponsor_budget_spent',
  'sponsor_paused',
  'sponsor_unfunded',
  'sponsor_unavailable',
  // Push notifications: the server sends none (no VAPID keys; 503), or the endpoint is not a push service it sends to (400).
  'push_unavailable',
  'push_endpoint_refused',
  // The operator console (contract/admin.ts): 403 forbidden (the role may not) and
  // not_allowlisted (sign-in by an address off the allowlist); 409 for a proposal that cannot
  // take the step asked.
  'forbidden',
  'not_allowlisted',
  'self_approval',
  'payload_changed',
  'proposal_closed',
  'proposal_expired',
  'invalid_change',
  // 503: the database could not be reached just now (a restart, a network fault); try again shortly.
  'database_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** An identifier: lowercase letters, digits and inner dashes ("sui-7"), at most 64 characters. */
export const IdentifierSchema = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, 'not an identifier');

/** A numeric row id in a path (`/subscriptions/:id/redeem`, `/notices/:id`). */
export const RowIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'not an id');

/** `?cursor=&limit=` of every list; limit 1..100, 20 when absent. The cursor is the last id of the previous page. */
export const PageQuerySchema = z.object({
  cursor: z.string().regex(/^\d{0,19}$/, 'not a cursor of this list').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** `{ items, nextCursor }`; nextCursor is null on the last page. */
export function pageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export type Page<T> = { items: T[]; nextCursor: string | null };

// ---------------------------------------------------------------------------------------
// Sign-in
// ---------------------------------------------------------------------------------------

export const SIGN_IN_STATEMENT = 'Sign in to SuiL.';
export const SIGN_IN_VERSION = '1';
/** How long a nonce (and the message's Expiration Time) is valid. */
export const SIGN_IN_NONCE_TTL_MS = 5 * 60 * 1000;
/** Access-token lifetime. */
export const ACCESS_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface SignInMessageFields {
  /** Host (and port) of the app's origin, e.g. `localhost:5173`. */
  domain: string;
  /** The signer's address, 0x + 64 hex. */
  address: string;
  /** The app's URI: `<origin>/chain/`. */
  uri: string;
  /** `sui:<network>`, e.g. `sui:localnet`. */
  chainId: string;
  nonce: string;
  /** ISO 8601. */
  issuedAt: string;
  /** ISO 8601. */
  expirationTime: string;
}

/**
 * The exact text the wallet signs (docs/api.md, modelled on EIP-4361 / CAIP-122). The statement says
 * what the signature opens: the app's (SIGN_IN_STATEMENT) by default, the operator console's
 * with its own (contract/admin.ts), so a message signed for one is never taken by the other.
 */
export function buildSignInMessage(fields: SignInMessageFields, statement: string = SIGN_IN_STATEMENT): string {
  return [
    `${fields.domain} wants you to sign in with your Sui account:`,
    fields.address,
    '',
    statement,
    '',
    `URI: ${fields.uri}`,
    `Version: ${SIGN_IN_VERSION}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
    `Expiration Time: ${fields.expirationTime}`,
  ].join('\n');
}

/** The pattern of a sign-in message with `statement` (matched literally). */
function signInMessagePattern(statement: string): RegExp {
  const literal = statement.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^(?<domain>[^\\n]+) wants you to sign in with your Sui account:\\n(?<address>[^\\n]+)\\n\\n${literal}\\n\\nURI: (?<uri>[^\\n]+)\\nVersion: (?<version>[^\\n]+)\\nChain ID: (?<chainId>[^\\n]+)\\nNonce: (?<nonce>[^\\n]+)\\nIssued At: (?<issuedAt>[^\\n]+)\\nExpiration Time: (?<expirationTime>[^\\n]+)$`,
  );
}
const SIGN_IN_MESSAGE_PATTERN = signInMessagePattern(SIGN_IN_STATEMENT);

/**
 * Reads the fields back from a sign-in message whose statement is `statement` (the app's by
 * default); null when it is not one, a message with another statement included.
 */
export function parseSignInMessage(message: string, statement: string = SIGN_IN_STATEMENT): (SignInMessageFields & { version: string }) | null {
  const pattern = statement === SIGN_IN_STATEMENT ? SIGN_IN_MESSAGE_PATTERN : signInMessagePattern(statement);
  const groups = pattern.exec(message)?.groups;
  if (!groups) return null;
  return {
    domain: groups.domain!,
    address: groups.address!,
    uri: groups.uri!,
    version: groups.version!,
    chainId: groups.chainId!,
    nonce: groups.nonce!,
    issuedAt: groups.issuedAt!,
    expirationTime: groups.expirationTime!,
  };
}

/** POST /api/auth/nonce */
export const NonceRequestSchema = z.object({ address: SuiAddressSchema });
export type NonceRequest = z.input<typeof NonceRequestSchema>;
export const NonceResponseSchema = z.object({ nonce: z.string(), message: z.string(), expiresAt: IsoTimeSchema });
export type NonceResponse = z.infer<typeof NonceResponseSchema>;

/** POST /api/auth/login; `signature` is the wallet's serialized signature (base64). */
export const LoginRequestSchema = z.object({
  address: SuiAddressSchema,
  /** The issued message is printable ASCII in lines (buildSignInMessage). */
  message: z.string().regex(/^[\x20-\x7e\n]{1,2000}$/, 'not a sign-in message'),
  /** Base64, as wallets serialize signatures (zkLogin ones are the longest). */
  signature: z.string().regex(/^[A-Za-z0-9+/]{1,4000}={0,2}$/, 'not a base64 signature'),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;
export const LoginResponseSchema = z.object({ access_token: z.string(), expiresAt: IsoTimeSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /api/auth/logout (authenticated, empty body) */
export const LogoutResponseSchema = z.object({ ok: z.literal(true) });
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

// ---------------------------------------------------------------------------------------
// Me
// ---------------------------------------------------------------------------------------

/** Off-chain balances: topped-up coins (spent on nodes and the bank) and withdrawable income (SUI). */
export const BalancesSchema = z.object({
  sui: AmountSchema,
  usdc: AmountSchema,
  suil: AmountSchema,
  /** SUI income that `POST /api/me/withdrawals` can turn into a voucher. */
  withdrawableIncome: AmountSchema,
  /** SUI in withdrawals in review and in vouchers not yet paid on chain (pending); never given back by a timer. */
  heldIncome: AmountSchema,
});
export type Balances = z.infer<typeof BalancesSchema>;

/** GET /api/me */
export const MeResponseSchema = z.object({
  address: z.string(),
  /** null when no inviter is bound (per the chain's Bound events). */
  inviter: z.string().nullable(),
  /** 0 = none; rises with valid direct friends and community performance (server README). */
  friendLevel: z.number().int(),
  /** Direct friends that stake (hold a position). */
  validFriends: z.number().int(),
  /** Everyone below the user, at any depth. */
  teamSize: z.number().int(),
  /** SUI staked by the whole team, base units. */
  communityPerformance: AmountSchema,
  /** SUI staked by the user, base units. */
  staked: AmountSchema,
  balances: BalancesSchema,
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const INCOME_TYPES = ['static', 'direct', 'indirect', 'team', 'peer'] as const;
export const IncomeTypeSchema = z.enum(INCOME_TYPES);
export type IncomeType = z.infer<typeof IncomeTypeSchema>;

/** GET /api/me/income?type=&cursor=&limit= (type optional: all types) */
export const IncomeQuerySchema = PageQuerySchema.extend({ type: IncomeTypeSchema.optional() });
export type IncomeQuery = z.input<typeof IncomeQuerySchema>;
export const IncomeRecordSchema = z.object({
  id: z.string(),
  type: IncomeTypeSchema,
  /**
   * `static` is what the user's own claim paid on chain, in the coin it arrived in: SUI for a
   * claim taken as SUI (mode 1), SUIL net of the fee otherwise; the rest is SUI income.
   */
  coin: CoinSchema,
  amount: AmountSchema,
  /** `static` only: the SUIL the claim released (before its fee); null for the other types. */
  claimed: AmountSchema.nullable(),
  /** The friend whose claim or performance produced it (null for static income). */
  sourceAddress: z.string().nullable(),
  txDigest: z.string().nullable(),
  /** Counted into withdrawableIncome. */
  withdrawable: z.boolean(),
  createdAt: IsoTimeSchema,
});
export type IncomeRecord = z.infer<typeof IncomeRecordSchema>;
export const IncomeResponseSchema = pageSchema(IncomeRecordSchema).extend({
  /** Sum over all records of the requested type(s), per coin. */
  totals: z.object({ sui: AmountSchema, suil: AmountSchema }),
});
export type IncomeResponse = z.infer<typeof IncomeResponseSchema>;

export const HASHRATE_TYPES = ['staking', 'static', 'promotion', 'fee'] as const;
export const HashrateTypeSchema = z.enum(HASHRATE_TYPES);
export type HashrateType = z.infer<typeof HashrateTypeSchema>;

/** GET /api/me/hashrate?type=&cursor=&limit= */
export const HashrateQuerySchema = PageQuerySchema.extend({ type: HashrateTypeSchema.optional() });
export type HashrateQuery = z.input<typeof HashrateQuerySchema>;
export const HashrateRecordSchema = z.object({
  id: z.string(),
  /** staking: + stake / - what an unstake took off the hashrate; static: - released by a claim; promotion: + referral; fee: + fee income. */
  type: HashrateTypeSchema,
  amount: SignedAmountSchema,
  /** An unstake's staking record: the SUI it took out of the position (its amount is the hashrate it took, 0 or more); null otherwise. */
  unstaked: AmountSchema.nullable(),
  txDigest: z.string().nullable(),
  createdAt: IsoTimeSchema,
});
export type HashrateRecord = z.infer<typeof HashrateRecordSchema>;
export const HashrateResponseSchema = pageSchema(HashrateRecordSchema).extend({
  /** Hashrate ever gained (staking + promotion + fee), base units of SUI. */
  total: AmountSchema,
  /**
   * The staking position's hashrate not yet paid out (stakes less what unstakes took off and
   * claims released): on chain its hashrate plus its pending rewards, so never below what is
   * claimable. Promotion and fee hashrate are never released by the chain: not included.
   */
  remaining: AmountSchema,
  /** The pool's daily release rate (bps), as configured for the server. */
  releaseRateBps: z.number().int(),
  byType: z.object({ staking: SignedAmountSchema, static: SignedAmountSchema, promotion: SignedAmountSchema, fee: SignedAmountSchema }),
});
export type HashrateResponse = z.infer<typeof HashrateResponseSchema>;

/** Chain events, each with its transaction. Moves of the app balance off chain are balance records. */
export const RECORD_KINDS = ['stake', 'unstake', 'claim', 'swap', 'topup', 'withdraw', 'bind'] as const;
export const RecordKindSchema = z.enum(RECORD_KINDS);
export type RecordKind = z.infer<typeof RecordKindSchema>;

/** GET /api/me/records?kind=&cursor=&limit= */
export const RecordsQuerySchema = PageQuerySchema.extend({ kind: RecordKindSchema.optional() });
export type RecordsQuery = z.input<typeof RecordsQuerySchema>;
export const ChainRecordSchema = z.object({
  id: z.string(),
  kind: RecordKindSchema,
  txDigest: z.string(),
  eventSeq: z.number().int(),
  /** The main amount: staked, unstaked, SUIL claimed, SUIL in, topped up, withdrawn. */
  amount: AmountSchema,
  coin: CoinSchema,
  /** Fee taken, when the event has one (in `coin`). */
  fee: AmountSchema.nullable(),
  /** What arrived, in `coinOut`: SUI out of a swap or an unstake; a claim's SUI (taken as SUI) or SUIL net of its fee; null otherwise. */
  amountOut: AmountSchema.nullable(),
  coinOut: CoinSchema.nullable(),
  /** Chain time of the transaction's checkpoint. */
  createdAt: IsoTimeSchema,
});
export type ChainRecord = z.infer<typeof ChainRecordSchema>;
export const RecordsResponseSchema = pageSchema(ChainRecordSchema);
export type RecordsResponse = z.infer<typeof RecordsResponseSchema>;

// ---------------------------------------------------------------------------------------
// Charts (docs/api.md, "Charts")
// ---------------------------------------------------------------------------------------

/** The ranges of the income chart, in days. */
export const INCOME_CHART_DAYS = ['7', '30', '90'] as const;

/**
 * Where a day starts: an IANA zone name ("Asia/Shanghai", "America/Argentina/Buenos_Aires",
 * "UTC") or a fixed offset from UTC ("+05:30", "-08:00"). The server also refuses a name its
 * time zone data does not know (400).
 */
export const TimeZoneSchema = z
  .string()
  .regex(/^(?:[A-Za-z][A-Za-z0-9_+-]{0,31}(?:\/[A-Za-z0-9_+-]{1,31}){0,2}|[+-](?:0\d|1[0-4]):[0-5]\d)$/, 'not a time zone');

/** GET /api/me/income/daily?days=7|30|90&tz= (days 30 and tz UTC when absent) */
export const IncomeDailyQuerySchema = z.object({ days: z.enum(INCOME_CHART_DAYS).default('30'), tz: TimeZoneSchema.default('UTC') }).strict();
export type IncomeDailyQuery = z.input<typeof IncomeDailyQuerySchema>;
export const IncomeSumSchema = z.object({ type: IncomeTypeSchema, coin: CoinSchema, amount: AmountSchema });
export type IncomeSum = z.infer<typeof IncomeSumSchema>;
export const IncomeDaySchema = z.object({
  /** The calendar date in the asked time zone. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The day's first instant and the next day's (records at or after `from` and before `to`). */
  from: IsoTimeSchema,
  to: IsoTimeSchema,
  /** The day's income records summed per type and coin; only sums above 0. */
  sums: z.array(IncomeSumSchema),
});
export type IncomeDay = z.infer<typeof IncomeDaySchema>;
export const IncomeDailyResponseSchema = z.object({
  /** The zone the days were cut in, as asked. */
  timeZone: z.string(),
  /** Every day of the range, oldest first, the last one today (by the server's business clock). */
  days: z.array(IncomeDaySchema),
  /** The range's income records summed per type and coin (the days' sums added up). */
  totals: z.array(IncomeSumSchema),
});
export type IncomeDailyResponse = z.infer<typeof IncomeDailyResponseSchema>;

/** GET /api/me/hashrate/history (no query) */
export const HashrateHistoryQuerySchema = z.object({}).strict();
export const HashrateHistoryItemSchema = z.object({
  /** A stake or an unstake of the staking position: the changes of its principal. */
  kind: z.enum(['stake', 'unstake']),
  /** The hashrate it added (stake) or took off (unstake, 0 or less). */
  amount: SignedAmountSchema,
  /** An unstake: the SUI it took out of the principal; null for a stake. */
  unstaked: AmountSchema.nullable(),
  /** The position's principal after it: stakes less the SUI unstakes took out. */
  principal: AmountSchema,
  /** The position's hashrate not yet paid out after it (staking and static records so far, at least 0). */
  remaining: AmountSchema,
  txDigest: z.string().nullable(),
  /** Chain time of the transaction's checkpoint. */
  at: IsoTimeSchema,
});
export type HashrateHistoryItem = z.infer<typeof HashrateHistoryItemSchema>;
export const HASHRATE_HISTORY_LIMIT = 1000;
export const HashrateHistoryResponseSchema = z.object({
  /** Oldest first: the first stake and every stake and unstake since (the last HASHRATE_HISTORY_LIMIT). */
  items: z.array(HashrateHistoryItemSchema),
  /** False when older changes were left out (principal and remaining still count them). */
  complete: z.boolean(),
});
export type HashrateHistoryResponse = z.infer<typeof HashrateHistoryResponseSchema>;

/** The SUIL price's buckets and how many of each one answer may hold (7 days of hours, a year of days). */
export const PRICE_INTERVALS = ['hour', 'day'] as const;
export type PriceInterval = (typeof PRICE_INTERVALS)[number];
export const PRICE_MAX_POINTS: Record<PriceInterval, number> = { hour: 168, day: 365 };

/** GET /api/price/suil?interval=hour|day&points=N (public): N buckets ending with the current one, in UTC. */
export const SuilPriceQuerySchema = z
  .object({ interval: z.enum(PRICE_INTERVALS), points: z.string().regex(/^[1-9]\d{0,2}$/, 'a whole number from 1') })
  .strict()
  .refine((q) => Number(q.points) <= PRICE_MAX_POINTS[q.interval], { message: 'at most 168 hours or 365 days', path: ['points'] });
export type SuilPriceQuery = z.input<typeof SuilPriceQuerySchema>;
export const SuilPricePointSchema = z.object({
  /** The bucket's first instant (a UTC hour or day). */
  at: IsoTimeSchema,
  /**
   * The bucket's last swap (Swapped events only): the SUI it paid (`amount_out`) for the SUIL
   * that went into the pool after its fee (`amount_in - fee`). Its price, SUI per SUIL, is
   * suiOut / suilIn (both 9 decimals): the pool's own price for that swap, before its fee.
   */
  suiOut: AmountSchema,
  suilIn: AmountSchema,
  /** When it happened (its checkpoint's time). */
  lastAt: IsoTimeSchema,
  /** Swaps in the bucket (swaps that paid nothing out carry no price and are not counted). */
  swaps: z.number().int().positive(),
});
export type SuilPricePoint = z.infer<typeof SuilPricePointSchema>;
export const SuilPriceResponseSchema = z.object({
  interval: z.enum(PRICE_INTERVALS),
  /** The first bucket's start and the server's business time of the answer. */
  from: IsoTimeSchema,
  to: IsoTimeSchema,
  /** Oldest first; only buckets with a swap. */
  points: z.array(SuilPricePointSchema),
});
export type SuilPriceResponse = z.infer<typeof SuilPriceResponseSchema>;

/** GET /api/me/team?depth=direct|indirect&cursor=&limit= (depth optional: both) */
export const TeamQuerySchema = PageQuerySchema.extend({ depth: z.enum(['direct', 'indirect']).optional() });
export type TeamQuery = z.input<typeof TeamQuerySchema>;
export const TeamMemberSchema = z.object({
  address: z.string(),
  /** direct = bound to the user; indirect = bound to a direct friend. */
  depth: z.enum(['direct', 'indirect']),
  inviter: z.string(),
  friendLevel: z.number().int(),
  /** The member's own stake, SUI base units. */
  staked: AmountSchema,
  /** SUI staked by the member's own team. */
  performance: AmountSchema,
  boundAt: IsoTimeSchema,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export const TeamResponseSchema = pageSchema(TeamMemberSchema).extend({
  directCount: z.number().int(),
  indirectCount: z.number().int(),
  validFriends: z.number().int(),
  communityPerformance: AmountSchema,
});
export type TeamResponse = z.infer<typeof TeamResponseSchema>;

/** POST /api/me/withdrawals { amount } (SUI base units of withdrawable income) */
export const WithdrawalRequestSchema = z.object({ amount: PositiveAmountSchema });
export type WithdrawalRequest = z.infer<typeof WithdrawalRequestSchema>;
/** The voucher for `swap::withdraw(pool, amount, nonce, recipient, signature)`. It has no expiry. */
export const WithdrawalVoucherSchema = z.object({
  amount: AmountSchema,
  /** u64 as a decimal string. */
  nonce: AmountSchema,
  recipient: z.string(),
  /** The operator's raw Ed25519 signature (64 bytes) over bcs(WithdrawVoucher), hex without 0x. */
  signature: z.string().regex(/^[0-9a-f]{128}$/),
  /** The LiquiditySwap object id the voucher is bound to. */
  pool: z.string(),
});
export type WithdrawalVoucher = z.infer<typeof WithdrawalVoucherSchema>;

/**
 * review: above the review threshold, waiting for an operator; its amount has left the
 * withdrawable income and nothing is signed yet (no nonce, no signature). Approved, it is
 * signed and becomes pending; rejected, its amount goes back to the income.
 * pending: signed, its amount held, the chain has not used its nonce yet (the user can submit
 * it at any time, from any device); paid: the chain used its nonce. rejected: an operator
 * declined it in review (`reviewReason` says why). `released`: a voucher the old 30-minute
 * timer gave back before vouchers stopped expiring (never written any more).
 */
export const WITHDRAWAL_STATUSES = ['review', 'pending', 'paid', 'rejected', 'released'] as const;
export const WithdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatusSchema>;

/**
 * A withdrawal and its state: what `POST /api/me/withdrawals` answers (201 pending, or 202
 * review) and `GET /api/me/withdrawals` lists. Errors of the POST:
 * - 409 `withdrawal_pending`: the user has an open one (review or pending): at most one at a time;
 * - 409 `insufficient_balance`: more than the withdrawable income;
 * - 409 `reserve_short`: the chain's payout reserve cannot cover this amount on top of the
 *   vouchers not yet paid; nothing is signed and the income is untouched;
 * - 409 `over_voucher_limit`, `over_user_daily_limit`, `over_total_daily_limit`: above the cap
 *   per withdrawal, the user's rolling 24-hour limit, or the rolling 24-hour limit for all users
 *   (`GET /api/me/withdrawals/policy` gives the figures); nothing is signed, income untouched;
 * - 503 `withdrawals_paused`: the operator has paused withdrawals;
 * - 503 `reserve_unavailable`: the node could not be read for the payout reserve; nothing is
 *   signed, income untouched, asking again later may work;
 * - 503 `chain_changed`: the node serves another chain than the one the server follows.
 */
export const WithdrawalSchema = z.object({
  id: z.string(),
  amount: AmountSchema,
  recipient: z.string(),
  pool: z.string(),
  /** Null in review and when rejected: nothing is signed. */
  nonce: AmountSchema.nullable(),
  signature: z.string().regex(/^[0-9a-f]{128}$/).nullable(),
  status: WithdrawalStatusSchema,
  /**
   * Pending, and the chain's payout reserve (as the server last read it, seconds ago) holds
   * less than its amount: `swap::withdraw` would refuse it until the operator tops the reserve
   * up. The voucher stays good and the amount stays the user's.
   */
  waitingForReserve: z.boolean(),
  /** The transaction that paid it (status paid). */
  txDigest: z.string().nullable(),
  /** When it was asked for. */
  createdAt: IsoTimeSchema,
  /** Chain time of the payout (status paid). */
  paidAt: IsoTimeSchema.nullable(),
  /** When an operator approved or rejected it in review. */
  reviewedAt: IsoTimeSchema.nullable(),
  /** Why it was rejected (status rejected), in the operator's words; null otherwise. */
  reviewReason: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;
export const WithdrawalsResponseSchema = pageSchema(WithdrawalSchema);
export type WithdrawalsResponse = z.infer<typeof WithdrawalsResponseSchema>;

/**
 * GET /api/me/withdrawals/policy: what the withdraw sheet needs before the user asks, so a
 * request the server would refuse is explained and never sent. Amounts in SUI base units.
 */
export const WithdrawalPolicySchema = z.object({
  /** The operator has paused withdrawals; `pausedAt` since when. Open vouchers stay good. */
  paused: z.boolean(),
  pausedAt: IsoTimeSchema.nullable(),
  /** The cap per withdrawal. */
  maxPerWithdrawal: AmountSchema,
  /** The user's rolling 24-hour limit, and what is left of it now. */
  userDailyLimit: AmountSchema,
  userRemaining24h: AmountSchema,
  /** What is left of the rolling 24-hour limit for all users now. */
  totalRemaining24h: AmountSchema,
  /** Above this amount a withdrawal waits for an operator's review before it is signed. */
  reviewThreshold: AmountSchema,
  /**
   * The most the payout reserve can cover now on top of the vouchers not yet paid (the reserve
   * as the server last read it, seconds ago); null when the node could not be read.
   */
  reserveAvailable: AmountSchema.nullable(),
});
export type WithdrawalPolicy = z.infer<typeof WithdrawalPolicySchema>;

/**
 * POST /api/me/transfers { to, coin, amount }: moves part of the caller's topped-up balance to
 * another user the server knows. 404 `unknown_recipient`, 409 `self_transfer` /
 * `insufficient_balance`, 400 on a zero or malformed amount.
 */
export const TransferRequestSchema = z.object({ to: SuiAddressSchema, coin: CoinSchema, amount: PositiveAmountSchema });
export type TransferRequest = z.input<typeof TransferRequestSchema>;
export const TransferResponseSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  coin: CoinSchema,
  amount: AmountSchema,
  createdAt: IsoTimeSchema,
  /** The sender's balances after the transfer. */
  balances: BalancesSchema,
});
export type TransferResponse = z.infer<typeof TransferResponseSchema>;

/**
 * GET /api/me/transfers/recipient/:address: whether a transfer to `address` would reach a user,
 * asked before the user confirms one. It says no more than POST /api/me/transfers does: 200
 * `{ known: true }`, 404 `unknown_recipient`, 409 `self_transfer`, 400 on a malformed address,
 * 429 `rate_limited` (per client and per caller, like sign-in).
 */
export const TransferRecipientParamSchema = z.object({ address: SuiAddressSchema });
export const TransferRecipientResponseSchema = z.object({ known: z.literal(true) });
export type TransferRecipientResponse = z.infer<typeof TransferRecipientResponseSchema>;

// ---------------------------------------------------------------------------------------
// Sponsored bind (docs/api.md, "Sponsored bind"): the operator's sponsor pays the gas of one
// `finance::bind_inviter` per address. The server builds the whole transaction; the user's
// wallet signs exactly those bytes; the server co-signs them as gas owner and executes.
// ---------------------------------------------------------------------------------------

/** Base64 of BCS transaction data, as wallets and the SDK write it; a bind is a few hundred bytes. */
export const TransactionBytesSchema = z
  .string()
  .max(4000, 'not base64 transaction bytes')
  .regex(/^(?:[A-Za-z0-9+/]{4})+(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'not base64 transaction bytes');

/** A transaction digest: base58 of 32 bytes. */
export const TransactionDigestSchema = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{43,44}$/, 'Invalid Transaction digest');

/** POST /api/sponsor/bind: the inviter the signed-in caller binds, free of gas. */
export const SponsorBindRequestSchema = z.object({ inviter: SuiAddressSchema });
export type SponsorBindRequest = z.input<typeof SponsorBindRequestSchema>;

/**
 * The transaction the caller's wallet signs (`signTransaction`, not execute): sender = the caller,
 * one `finance::bind_inviter` call, gas owner = the sponsor, paid from its address balance at
 * the reference gas price. Good until `expiresAt`, once.
 */
export const SponsoredBindSchema = z.object({
  txBytes: TransactionBytesSchema,
  digest: TransactionDigestSchema,
  sponsor: z.string(),
  /** The most gas the sponsor pays for it (SUI base units). */
  gasBudget: AmountSchema,
  expiresAt: IsoTimeSchema,
});
export type SponsoredBind = z.infer<typeof SponsoredBindSchema>;

/** POST /api/sponsor/execute: the issued bytes, unchanged, and the caller's signature over them (base64). */
export const SponsorExecuteRequestSchema = z.object({
  txBytes: TransactionBytesSchema,
  signature: LoginRequestSchema.shape.signature,
});
export type SponsorExecuteRequest = z.input<typeof SponsorExecuteRequestSchema>;

/** Executed: the digest, and the checkpoint that holds it (a decimal u64; null when the node has not said yet). */
export const SponsorExecuteResponseSchema = z.object({ digest: TransactionDigestSchema, checkpoint: z.string().regex(/^\d{1,20}$/).nullable() });
export type SponsorExecuteResponse = z.infer<typeof SponsorExecuteResponseSchema>;

/**
 * Why the sponsor did not pay, each with its status: nothing was signed by the sponsor, and the
 * app offers the paid bind instead. `bad_signature` is 400 here: the caller is signed in, and a
 * 401 would end their session.
 */
export const SPONSOR_REFUSALS = [
  'already_bound',
  'already_sponsored',
  'invalid_inviter',
  'not_issued',
  'bad_signature',
  'sponsor_rate_limited',
  'sponsor_budget_spent',
  'sponsor_paused',
  'sponsor_unfunded',
  'sponsor_unavailable',
] as const satisfies readonly ErrorCode[];
export type SponsorRefusal = (typeof SPONSOR_REFUSALS)[number];

/** The HTTP status of each refusal (docs/api.md, "Sponsored bind"). */
export const SPONSOR_REFUSAL_STATUS = {
  already_bound: 409,
  already_sponsored: 409,
  invalid_inviter: 400,
  not_issued: 409,
  bad_signature: 400,
  sponsor_rate_limited: 429,
  sponsor_budget_spent: 429,
  sponsor_paused: 503,
  sponsor_unfunded: 503,
  sponsor_unavailable: 503,
} as const satisfies Record<SponsorRefusal, 400 | 409 | 429 | 503>;

// ---------------------------------------------------------------------------------------
// Content: notices, community dynamics, and the ecology / BTC / SUI pages
// ---------------------------------------------------------------------------------------

export const LOCALES = ['en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR', 'en_IN'] as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

/** GET /api/notices?category=notice|dynamic&locale=&cursor=&limit= (locale falls back to en_US) */
export const NoticesQuerySchema = PageQuerySchema.extend({
  category: z.enum(['notice', 'dynamic']).default('notice'),
  locale: LocaleSchema.default('en_US'),
});
export type NoticesQuery = z.input<typeof NoticesQuerySchema>;
export const NoticeSchema = z.object({
  id: z.string(),
  category: z.enum(['notice', 'dynamic']),
  /** The locale actually served (en_US when the requested one has no text). */
  locale: LocaleSchema,
  title: z.string(),
  /** Plain-text summary for lists. */
  summary: z.string(),
  /** Sanitized HTML (a small allow-list: p, br, strong, em, ul, ol, li, a[href], h3, h4). */
  bodyHtml: z.string(),
  publishedAt: IsoTimeSchema,
});
export type Notice = z.infer<typeof NoticeSchema>;
export const NoticesResponseSchema = pageSchema(NoticeSchema);
export type NoticesResponse = z.infer<typeof NoticesResponseSchema>;
/** GET /api/notices/:id?locale= */
export const NoticeQuerySchema = z.object({ locale: LocaleSchema.default('en_US') });
export type NoticeResponse = Notice;

/** GET /api/pages/:slug?locale= (slug: ecology | btc | sui): sanitized page content. */
export const PAGE_SLUGS = ['ecology', 'btc', 'sui'] as const;
export const PageSlugSchema = z.enum(PAGE_SLUGS);
export const ContentPageSchema = z.object({
  slug: PageSlugSchema,
  locale: LocaleSchema,
  title: z.string(),
  bodyHtml: z.string(),
  updatedAt: IsoTimeSchema,
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

// ---------------------------------------------------------------------------------------
// Nodes
// ---------------------------------------------------------------------------------------

export const NODE_TIERS = ['primary', 'intermediate', 'advanced'] as const;
export const NodeTierIdSchema = z.enum(NODE_TIERS);
export type NodeTierId = z.infer<typeof NodeTierIdSchema>;

export const NodeTierSchema = z.object({
  tier: NodeTierIdSchema,
  coin: CoinSchema,
  price: AmountSchema,
  limitedCount: z.number().int(),
  soldCount: z.number().int(),
  /** Weight of one node of this tier in the node dividend. */
  weightedDividendBps: z.number().int(),
  /** Share of transaction fees paid to this tier's holders (bps). */
  feeShareBps: z.number().int(),
  /** SUIL given with the node, base units. */
  giftSuil: AmountSchema,
  /** The price is returned to the holder's balance this many days after purchase. */
  autoReturnDays: z.number().int(),
});
export type NodeTier = z.infer<typeof NodeTierSchema>;
/** GET /api/nodes */
export const NodesResponseSchema = z.object({ items: z.array(NodeTierSchema) });
export type NodesResponse = z.infer<typeof NodesResponseSchema>;

/** POST /api/nodes/:tier/purchase (authenticated; empty body) -> the purchase */
export const NodePurchaseSchema = z.object({
  id: z.string(),
  tier: NodeTierIdSchema,
  coin: CoinSchema,
  price: AmountSchema,
  giftSuil: AmountSchema,
  purchasedAt: IsoTimeSchema,
  /** When the price comes back to the balance. */
  returnAt: IsoTimeSchema,
  returned: z.boolean(),
});
export type NodePurchase = z.infer<typeof NodePurchaseSchema>;
export const NodePurchaseResponseSchema = z.object({ purchase: NodePurchaseSchema, balances: BalancesSchema });
export type NodePurchaseResponse = z.infer<typeof NodePurchaseResponseSchema>;
/** GET /api/me/nodes (newest first); a node whose return time has passed is given back before it is listed. */
export const MyNodesResponseSchema = pageSchema(NodePurchaseSchema).extend({
  /** The server's business time of this answer (the chain's clock on localnet): `returned` holds as of it. */
  asOf: IsoTimeSchema,
});
export type MyNodesResponse = z.infer<typeof MyNodesResponseSchema>;

// ---------------------------------------------------------------------------------------
// Balance records: moves of the app balance that happen on the server only
// ---------------------------------------------------------------------------------------

/**
 * transfer_out / transfer_in: a transfer sent to or received from another user;
 * node_purchase: a node's price paid from the balance; node_return: that price given back.
 */
export const BALANCE_RECORD_KINDS = ['transfer_out', 'transfer_in', 'node_purchase', 'node_return'] as const;
export const BalanceRecordKindSchema = z.enum(BALANCE_RECORD_KINDS);
export type BalanceRecordKind = z.infer<typeof BalanceRecordKindSchema>;
/** The lists the app shows: transfers (both ways) and nodes (purchases and returns). */
export const BALANCE_RECORD_GROUPS = ['transfer', 'node'] as const;
export const BalanceRecordGroupSchema = z.enum(BALANCE_RECORD_GROUPS);
export type BalanceRecordGroup = z.infer<typeof BalanceRecordGroupSchema>;

/** GET /api/me/balance-records?group=transfer|node&cursor=&limit= (group optional: all) */
export const BalanceRecordsQuerySchema = PageQuerySchema.extend({ group: BalanceRecordGroupSchema.optional() });
export type BalanceRecordsQuery = z.input<typeof BalanceRecordsQuerySchema>;
/** A server record: its id is the server's own, never a transaction digest. */
export const BalanceRecordSchema = z.object({
  id: z.string(),
  kind: BalanceRecordKindSchema,
  coin: CoinSchema,
  /** Positive; the kind says which way it moved (out: transfer_out, node_purchase). */
  amount: AmountSchema,
  /** The other user: the recipient of a transfer_out, the sender of a transfer_in; null otherwise. */
  counterparty: z.string().nullable(),
  /** The node of a node_purchase or node_return; null otherwise. */
  node: z.object({ id: z.string(), tier: NodeTierIdSchema, giftSuil: AmountSchema }).nullable(),
  /** Business time: when the balance moved. */
  createdAt: IsoTimeSchema,
});
export type BalanceRecord = z.infer<typeof BalanceRecordSchema>;
export const BalanceRecordsResponseSchema = pageSchema(BalanceRecordSchema);
export type BalanceRecordsResponse = z.infer<typeof BalanceRecordsResponseSchema>;

// ---------------------------------------------------------------------------------------
// Bank
// ---------------------------------------------------------------------------------------

/** The fee on bank income (3%); principal is returned without a fee. */
export const BANK_INCOME_FEE_BPS = 300;
export const BANK_MIN_LOCK_DAYS = 7;

export const BankProductSchema = z.object({
  id: z.string(),
  coin: CoinSchema,
  /** Income per day on the principal (bps), before the 3% fee. */
  dailyRateBps: z.number().int(),
  /** Lock term; the subscription renews by this term when the principal stays. At least 7. */
  lockDays: z.number().int(),
  minAmount: AmountSchema,
  feeBps: z.number().int(),
  /** Localized name (locale falls back to en_US). */
  name: z.string(),
  /** The locale of `name` (en_US when the requested one has no name for this product). */
  locale: LocaleSchema,
});
export type BankProduct = z.infer<typeof BankProductSchema>;
/** GET /api/bank/products?locale= */
export const BankProductsQuerySchema = z.object({ locale: LocaleSchema.default('en_US') });
export const BankProductsResponseSchema = z.object({ items: z.array(BankProductSchema) });
export type BankProductsResponse = z.infer<typeof BankProductsResponseSchema>;

/** POST /api/bank/subscriptions { productId, amount } (paid from the topped-up balance) */
export const SubscriptionRequestSchema = z.object({ productId: IdentifierSchema, amount: PositiveAmountSchema });
export type SubscriptionRequest = z.infer<typeof SubscriptionRequestSchema>;

export const BankIncomeRecordSchema = z.object({
  /** 1-based day of the subscription. */
  day: z.number().int(),
  /** When the day's income was released. */
  releasedAt: IsoTimeSchema,
  gross: AmountSchema,
  fee: AmountSchema,
  net: AmountSchema,
});
export type BankIncomeRecord = z.infer<typeof BankIncomeRecordSchema>;

export const BankSubscriptionSchema = z.object({
  id: z.string(),
  productId: z.string(),
  coin: CoinSchema,
  principal: AmountSchema,
  dailyRateBps: z.number().int(),
  lockDays: z.number().int(),
  /** Whole days elapsed (income released so far), up to redemption. */
  days: z.number().int(),
  /** Net income generated so far (after the 3% fee). */
  generatedIncome: AmountSchema,
  /** Fee taken from the income so far. */
  incomeFee: AmountSchema,
  startAt: IsoTimeSchema,
  /** End of the current term (moves by lockDays on each auto-renewal). */
  expiresAt: IsoTimeSchema,
  /** Terms renewed so far. */
  renewals: z.number().int(),
  /** Earliest redemption (start + lockDays). */
  redeemableAt: IsoTimeSchema,
  status: z.enum(['active', 'redeemed']),
  redeemedAt: IsoTimeSchema.nullable(),
  /** Most recent first, at most 30 (the totals above count all days). */
  incomeRecords: z.array(BankIncomeRecordSchema),
});
export type BankSubscription = z.infer<typeof BankSubscriptionSchema>;
export const BankSubscriptionsResponseSchema = pageSchema(BankSubscriptionSchema);
export type BankSubscriptionsResponse = z.infer<typeof BankSubscriptionsResponseSchema>;
export const SubscriptionResponseSchema = z.object({ subscription: BankSubscriptionSchema, balances: BalancesSchema });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

/** POST /api/bank/subscriptions/:id/redeem -> principal + net income back to the balance */
export const RedeemResponseSchema = z.object({
  subscription: BankSubscriptionSchema,
  payout: z.object({ principal: AmountSchema, income: AmountSchema, fee: AmountSchema }),
  balances: BalancesSchema,
});
export type RedeemResponse = z.infer<typeof RedeemResponseSchema>;

// ---------------------------------------------------------------------------------------
// Notifications (docs/api.md, "Notifications"): what happened to the user, as a kind and its
// figures; the app and the service worker write the text in the reader's language.
// ---------------------------------------------------------------------------------------

export const NOTIFICATION_KINDS = [
  'withdrawal_signed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_paid',
  'withdrawal_reserve_wait',
  'node_returned',
  'bank_matured',
  'bank_redeemed',
  'transfer_received',
  'invitee_bound',
  'notice_published',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

const WithdrawalFigures = z.object({ withdrawalId: z.string(), amount: AmountSchema });
/** Each kind's figures. */
export const NotificationDataSchemas = {
  withdrawal_signed: WithdrawalFigures,
  withdrawal_approved: WithdrawalFigures,
  /** `reason`: the operator's words to the user, shown as plain text. */
  withdrawal_rejected: WithdrawalFigures.extend({ reason: z.string() }),
  withdrawal_paid: WithdrawalFigures,
  withdrawal_reserve_wait: WithdrawalFigures,
  node_returned: z.object({ nodeId: z.string(), tier: z.enum(['primary', 'intermediate', 'advanced']), coin: CoinSchema, amount: AmountSchema }),
  bank_matured: z.object({ subscriptionId: z.string(), coin: CoinSchema, principal: AmountSchema, lockDays: z.number().int() }),
  bank_redeemed: z.object({ subscriptionId: z.string(), coin: CoinSchema, principal: AmountSchema, income: AmountSchema }),
  transfer_received: z.object({ transferId: z.string(), from: z.string(), coin: CoinSchema, amount: AmountSchema }),
  invitee_bound: z.object({ invitee: z.string() }),
  /** `title`: the notice's title in the asked locale (en_US when it has none there; null when it has no text at all). */
  notice_published: z.object({ noticeId: z.string(), title: z.string().nullable() }),
} as const satisfies Record<NotificationKind, z.ZodTypeAny>;
export type NotificationData<K extends NotificationKind = NotificationKind> = z.infer<(typeof NotificationDataSchemas)[K]>;

const notificationOf = <K extends NotificationKind>(kind: K) =>
  z.object({ id: z.string(), kind: z.literal(kind), data: NotificationDataSchemas[kind], createdAt: IsoTimeSchema, readAt: IsoTimeSchema.nullable() });
export const NotificationSchema = z.discriminatedUnion(
  'kind',
  NOTIFICATION_KINDS.map(notificationOf) as unknown as [ReturnType<typeof notificationOf<'withdrawal_signed'>>, ...ReturnType<typeof notificationOf<NotificationKind>>[]],
);
/** One notification: its kind with that kind's figures. */
export type Notification = { [K in NotificationKind]: { id: string; kind: K; data: NotificationData<K>; createdAt: string; readAt: string | null } }[NotificationKind];

/** GET /api/me/notifications?cursor=&limit=&locale=: newest first; `locale` names a notice's title. */
export const NotificationsQuerySchema = PageQuerySchema.extend({ locale: LocaleSchema.default('en_US') });
export type NotificationsQuery = z.input<typeof NotificationsQuerySchema>;
export const NotificationsResponseSchema = pageSchema(NotificationSchema).extend({ unread: z.number().int().nonnegative() });
export type NotificationsResponse = { items: Notification[]; nextCursor: string | null; unread: number };

/** GET /api/me/notifications/unread-count */
export const UnreadCountResponseSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponseSchema>;

/** POST /api/me/notifications/read: these (the caller's own; others are ignored), or all of them. */
export const MarkReadRequestSchema = z.union([
  z.object({ ids: z.array(RowIdSchema).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkReadRequest = z.infer<typeof MarkReadRequestSchema>;
export const MarkReadResponseSchema = UnreadCountResponseSchema;
export type MarkReadResponse = UnreadCountResponse;

/** GET /api/push/key (public): the server's VAPID public key (base64url), null when it sends no push. */
export const PushKeyResponseSchema = z.object({ publicKey: z.string().nullable() });
export type PushKeyResponse = z.infer<typeof PushKeyResponseSchema>;

/** A push service's endpoint as a browser gives it: an http(s) URL of printable ASCII, at most 1024 characters. */
export const PushEndpointSchema = z.string().max(1024).regex(/^https?:\/\/[A-Za-z0-9.\-[\]:]+(?:\/[!-~]*)?$/, 'not a push endpoint');
/**
 * POST /api/me/push-subscriptions: this device's subscription (PushSubscription.toJSON()) and
 * the language its notifications are written in; registered again it moves to the caller and
 * takes the new keys and language.
 */
export const PushSubscriptionRequestSchema = z
  .object({
    endpoint: PushEndpointSchema,
    keys: z
      .object({
        /** The browser's P-256 public key, 65 bytes, base64url. */
        p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}=?$/, 'not a P-256 public key'),
        /** The 16-byte auth secret, base64url. */
        auth: z.string().regex(/^[A-Za-z0-9_-]{22}(?:==)?$/, 'not an auth secret'),
      })
      .strict(),
    locale: LocaleSchema,
  })
  .strict();
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequestSchema>;
/** POST /api/me/push-subscriptions/remove */
export const PushUnsubscribeRequestSchema = z.object({ endpoint: PushEndpointSchema }).strict();
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequestSchema>;
export const PushSubscriptionResponseSchema = z.object({ subscribed: z.boolean() });
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponseSchema>;

/**
 * What a push message carries, encrypted to the subscription (RFC 8291): the notification and
 * the language to write it in. The service worker writes the text and opens its screen on a tap.
 */
export type PushMessage = { v: 1; locale: Locale; notification: Notification };

// ---------------------------------------------------------------------------------------
// Health
// ---------------------------------------------------------------------------------------

/**
 * GET /api/indexer (public, cheap): how far the server's index has read the chain. `checkpoint`
 * is the last checkpoint the indexer has fully processed (every finance transaction at or below
 * it is in the figures), a decimal u64; null before its first complete poll.
 */
export const IndexerResponseSchema = z.object({ checkpoint: z.string().regex(/^(0|[1-9]\d{0,19})$/, 'not a checkpoint').nullable() });
export type IndexerResponse = z.infer<typeof IndexerResponseSchema>;

/**
 * A key that signs for the operator (the voucher key, the sponsor's): `env` in the server's
 * memory, `pkcs11` in a token (an HSM) that signs and never gives it out.
 */
export const SignerStatusSchema = z.object({
  kind: z.enum(['env', 'pkcs11']),
  /** Whether its last signature (or key read) worked; null before its first use. */
  available: z.boolean().nullable(),
  /** Why the last attempt failed (token_unavailable, pin_rejected, timeout, ...), null while it works. */
  lastFailure: z.string().nullable(),
  /** Its raw Ed25519 public key (hex) once read. */
  publicKey: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
});
export type SignerStatus = z.infer<typeof SignerStatusSchema>;

/** The instance's keys: the voucher key, and the sponsor's (null: no sponsor). */
export const SignersSchema = z.object({ voucher: SignerStatusSchema, sponsor: SignerStatusSchema.nullable() });

/** GET /api/health */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  network: z.string(),
  time: IsoTimeSchema,
  chain: z.object({
    /** The indexer's stored cursor (opaque: the last transaction it has read), null before the first poll. */
    cursor: z.string().nullable(),
    /** When the indexer last finished a poll, null before the first. */
    lastPollAt: IsoTimeSchema.nullable(),
    /** The last poll's error, if it failed (the node unreachable, ...). */
    lastError: z.string().nullable(),
    /** Events of ours the indexer could not decode: skipped and kept for the operator. */
    deadEvents: z.object({
      count: z.number().int(),
      latest: z
        .object({ txDigest: z.string(), eventSeq: z.number().int(), eventType: z.string(), reason: z.string(), at: IsoTimeSchema })
        .nullable(),
    }),
  }),
  /** The instance that answered, and what its indexer does (several instances share one database). */
  instance: z.object({
    id: z.string(),
    /** leader: follows the chain; standby: ready to take over; indexer: follows it without election; off: INDEXER=off. */
    role: z.enum(['leader', 'standby', 'indexer', 'off']),
  }),
  /** Withdrawn events the server could not match to a pending voucher (voucher_anomalies): the operator looks at each. */
  voucherAnomalies: z.number().int(),
  /** The operator's side of withdrawals (server/README.md). */
  withdrawals: z.object({
    paused: z.boolean(),
    /** The chain's payout reserve as last read (SUI base units), null when it could not be read. */
    payoutReserve: AmountSchema.nullable(),
    /** The sum of signed vouchers the chain has not paid yet (pending and legacy held). */
    unpaid: AmountSchema,
    /** Withdrawals waiting in review, and their sum. */
    inReview: z.object({ count: z.number().int(), amount: AmountSchema }),
    /** Signed or in review in the last 24 hours of business time, all users. */
    outflow24h: AmountSchema,
  }),
  /** Which keys this instance signs with, and whether they can sign now. */
  signers: SignersSchema,
  /** The audit chain's last row: an operator keeps a copy elsewhere, so a rewritten chain shows. */
  audit: z.object({ seq: z.string(), hash: z.string().regex(/^[0-9a-f]{64}$/) }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
