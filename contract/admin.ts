// The operator console's API (/api/admin/*) as zod schemas and inferred types: what the server
// validates and what the console's data providers parse. Same rules as contract/api.ts: every
// request string has a pattern or a bounded length, amounts are decimal strings of base units,
// times are ISO 8601 strings.
//
// Roles, from least to most: viewer (reads everything), operator (also writes notices, pauses
// withdrawals, rejects a withdrawal in review, proposes changes), approver (also approves
// another person's proposal). Money-relevant changes are proposals (PROPOSAL_KINDS): they take
// effect only when an approver other than the proposer approves the payload as it stands.
import { z } from 'zod';
import {
  AmountSchema,
  BankProductSchema,
  CoinSchema,
  IdentifierSchema,
  IsoTimeSchema,
  LoginRequestSchema,
  PositiveAmountSchema,
  pageSchema,
  RowIdSchema,
  SignersSchema,
  SuiAddressSchema,
  WithdrawalStatusSchema,
} from './api.ts';

export const ADMIN_ROLES = ['viewer', 'operator', 'approver'] as const;
export const AdminRoleSchema = z.enum(ADMIN_ROLES);
export type AdminRole = z.infer<typeof AdminRoleSchema>;

/** Whether `role` may do what `needed` may (viewer < operator < approver). */
export function roleAtLeast(role: AdminRole, needed: AdminRole): boolean {
  return ADMIN_ROLES.indexOf(role) >= ADMIN_ROLES.indexOf(needed);
}

// ---------------------------------------------------------------------------------------
// Sign-in: the wallet signs a domain-bound, single-use, short-lived message (the user sign-in's
// format with its own statement and URI), and only an allowlisted address gets a token.
// ---------------------------------------------------------------------------------------

export const ADMIN_SIGN_IN_STATEMENT = 'Sign in to the SuiL operator console.';
/** The console's path under an app origin: the message's URI is `<origin>/chain/admin/`. */
export const ADMIN_PATH = '/chain/admin/';
/** How long an admin sign-in nonce (and its message) is valid. */
export const ADMIN_NONCE_TTL_MS = 2 * 60 * 1000;
/** Admin token lifetime: short; the console signs in again. */
export const ADMIN_TOKEN_TTL_MS = 30 * 60 * 1000;
/** JWT audiences: a token of one never opens the routes of the other. */
export const USER_TOKEN_AUDIENCE = 'suil-app';
export const ADMIN_TOKEN_AUDIENCE = 'suil-admin';

/** POST /api/admin/auth/nonce */
export const AdminNonceRequestSchema = z.object({ address: SuiAddressSchema });
export const AdminNonceResponseSchema = z.object({ nonce: z.string(), message: z.string(), expiresAt: IsoTimeSchema });
export type AdminNonceResponse = z.infer<typeof AdminNonceResponseSchema>;

/** POST /api/admin/auth/login */
/** The same fields and rules as the users' login (printable message lines, base64 signature). */
export const AdminLoginRequestSchema = LoginRequestSchema;
export const AdminSessionSchema = z.object({ address: z.string(), role: AdminRoleSchema, expiresAt: IsoTimeSchema });
export type AdminSession = z.infer<typeof AdminSessionSchema>;
export const AdminLoginResponseSchema = AdminSessionSchema.extend({ access_token: z.string() });
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

/** Why, in the operator's words: every change carries one (the audit row's reason). */
export const ReasonSchema = z
  .string()
  .trim()
  .min(3, 'a reason is at least 3 characters')
  .max(200, 'a reason is at most 200 characters')
  .regex(/^[^\p{C}<>]+$/u, 'a reason is plain printable text on one line, without < or >');

// ---------------------------------------------------------------------------------------
// Dashboard: GET /api/admin/dashboard
// ---------------------------------------------------------------------------------------

export const LimitsSchema = z.object({
  maxPerVoucher: AmountSchema,
  userDailyLimit: AmountSchema,
  totalDailyLimit: AmountSchema,
  reviewThreshold: AmountSchema,
});
export type Limits = z.infer<typeof LimitsSchema>;
export const LIMIT_NAMES = ['maxPerVoucher', 'userDailyLimit', 'totalDailyLimit', 'reviewThreshold'] as const;

/** The pause of withdrawals or of the sponsor: who paused it, when and why. */
export const PauseStateSchema = z.object({ paused: z.boolean(), reason: z.string().nullable(), by: z.string().nullable(), at: IsoTimeSchema.nullable() });

/**
 * The sponsor of free binds (server/README.md, "The sponsor"): what it can still pay, what it
 * paid in the last 24 hours against the budget, and its pause.
 */
export const SponsorStatusSchema = z.object({
  /** The sponsor's address; null when the server has no sponsor key (free binds are off). */
  address: z.string().nullable(),
  /** Its SUI address balance, what sponsored gas is paid from (SUI base units); null while the node cannot be read. */
  balance: AmountSchema.nullable(),
  /** SUI it holds as coins, not yet moved into the address balance (`server:sponsor-sweep` moves them). */
  coinBalance: AmountSchema.nullable(),
  /** Gas of the sponsored transactions of the last 24 hours (used, or reserved while in flight). */
  spent24h: AmountSchema,
  /** How many sponsored transactions the last 24 hours had. */
  count24h: z.number().int(),
  /** What applies now: the operator's budget, or the server's default. */
  dailyBudget: AmountSchema,
  dailyCount: z.number().int(),
  /** The most gas one sponsored transaction may cost. */
  maxGasBudget: AmountSchema,
  paused: PauseStateSchema,
  /** Sponsored transactions ever, by how they ended. */
  outcomes: z.object({ executed: z.number().int(), failed: z.number().int(), submitted: z.number().int() }),
});
export type SponsorStatus = z.infer<typeof SponsorStatusSchema>;

export const DashboardSchema = z.object({
  /** The chain's payout reserve (SUI base units); null when the node cannot be read. */
  payoutReserve: AmountSchema.nullable(),
  /** Signed vouchers not yet paid (SUI base units). */
  unpaid: AmountSchema,
  /** payoutReserve / unpaid as a decimal string ("1.25"); null when nothing is unpaid or the reserve is unknown. */
  coverage: z.string().nullable(),
  /** Vouchers issued in the last 24 hours (SUI base units), against limits.totalDailyLimit. */
  outflow24h: AmountSchema,
  limits: LimitsSchema,
  paused: PauseStateSchema,
  reviewQueue: z.number().int(),
  indexer: z.object({
    /** The instance that holds the indexer lock, when one does. */
    leader: z.string().nullable(),
    /** The chain's latest checkpoint minus the last one indexed; null when unknown. */
    lagCheckpoints: z.number().int().nullable(),
    lastPollAt: IsoTimeSchema.nullable(),
    lastError: z.string().nullable(),
  }),
  deadEvents: z.number().int(),
  voucherAnomalies: z.number().int(),
  openProposals: z.number().int(),
  sponsor: SponsorStatusSchema,
  /** The keys of the instance that answered: in a PKCS#11 token (an HSM) or in memory, and whether they sign now. */
  signers: SignersSchema,
  /**
   * The server's configured defaults (WITHDRAW_*, SPONSOR_DAILY_*): what a limit or the sponsor's
   * budget goes back to when a proposal sets it to the default (null).
   */
  defaults: z.object({ limits: LimitsSchema, sponsor: z.object({ dailyBudget: AmountSchema, dailyCount: z.number().int() }) }),
  /** Withdrawal requests refused because the payout reserve could not cover them (409 reserve_short). */
  reserveRefusals: z.object({
    /** In the last 24 hours of business time. */
    count24h: z.number().int(),
    /** Different users among them. */
    users24h: z.number().int(),
    /** The latest refusal ever; null when there was none. */
    lastAt: IsoTimeSchema.nullable(),
  }),
  /** The business clock the server's times are on (server/README.md, "Time"): the chain's 0x6 clock or the wall clock, and its time now. */
  clock: z.object({ source: z.enum(['chain', 'wall']), now: IsoTimeSchema }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

// ---------------------------------------------------------------------------------------
// Notices (one person, operator): drafts, six languages, publish and unpublish.
// ---------------------------------------------------------------------------------------

export const LOCALES = ['en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR', 'en_IN'] as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

export const NoticeTextSchema = z.object({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(500),
  /** HTML; the server stores it as given and the app shows it through its sanitizer (the console previews through the same one). */
  bodyHtml: z.string().max(50_000),
});
export type NoticeText = z.infer<typeof NoticeTextSchema>;
/** en_US is required (the fallback); any other locale may be given. */
export const NoticeTextsSchema = z
  .object(Object.fromEntries(LOCALES.map((l) => [l, NoticeTextSchema.optional()])) as Record<Locale, z.ZodOptional<typeof NoticeTextSchema>>)
  .strict()
  .refine((texts) => texts.en_US !== undefined, 'en_US is required');
export type NoticeTexts = z.infer<typeof NoticeTextsSchema>;

export const NoticeCategorySchema = z.enum(['notice', 'dynamic']);
export const NoticeWriteSchema = z.object({ category: NoticeCategorySchema, texts: NoticeTextsSchema, reason: ReasonSchema });
export const AdminNoticeSchema = z.object({
  id: RowIdSchema,
  category: NoticeCategorySchema,
  /** null while a draft or unpublished. */
  publishedAt: IsoTimeSchema.nullable(),
  /** The locales it has texts for (en_US always). */
  texts: z.partialRecord(LocaleSchema, NoticeTextSchema),
});
export type AdminNotice = z.infer<typeof AdminNoticeSchema>;
/** GET /api/admin/notices: every notice, drafts included, newest first. */
export const AdminNoticesResponseSchema = z.array(AdminNoticeSchema);
/**
 * POST /notices/:id/publish and /unpublish. `push` (publish only): also sent as a push
 * notification to every user who turned them on; every user finds it in their inbox either way.
 */
export const PublishSchema = z.object({ reason: ReasonSchema, push: z.boolean().optional() });

// ---------------------------------------------------------------------------------------
// Proposals: POST /api/admin/proposals, PUT /:id, POST /:id/approve, POST /:id/cancel.
// ---------------------------------------------------------------------------------------

export const NodeTierIdSchema = z.enum(['primary', 'intermediate', 'advanced']);

/** New terms for a node tier; they apply to purchases from then on (bought nodes keep theirs). */
export const NodeTierPayloadSchema = z
  .object({
    tier: NodeTierIdSchema,
    price: PositiveAmountSchema.optional(),
    limitedCount: z.number().int().min(0).max(1_000_000).optional(),
    giftSuil: AmountSchema.optional(),
    autoReturnDays: z.number().int().min(1).max(3650).optional(),
  })
  .strict();

/** A bank product's terms (new subscriptions only) and names; `id` new creates a product. */
export const BankProductPayloadSchema = z
  .object({
    id: IdentifierSchema,
    coin: CoinSchema.optional(),
    dailyRateBps: z.number().int().min(0).max(10_000).optional(),
    lockDays: z.number().int().min(7).max(3650).optional(),
    minAmount: PositiveAmountSchema.optional(),
    active: z.boolean().optional(),
    names: z.partialRecord(LocaleSchema, z.string().trim().min(1).max(100)).optional(),
  })
  .strict();

/** Each named limit to an amount, or back to the config's default with null. */
export const WithdrawalLimitsPayloadSchema = z
  .object({ limits: z.object(Object.fromEntries(LIMIT_NAMES.map((n) => [n, PositiveAmountSchema.nullable().optional()]))).strict() })
  .strict();

/** Adds an address with a role, changes its role, or (role null) removes it. */
export const AllowlistPayloadSchema = z.object({ address: SuiAddressSchema, role: AdminRoleSchema.nullable() }).strict();

export const ResumeWithdrawalsPayloadSchema = z.object({}).strict();

/** Approves a withdrawal waiting in review (above the review threshold): it is signed on execution. */
export const ApproveWithdrawalPayloadSchema = z.object({ withdrawalId: RowIdSchema }).strict();

export const ResumeSponsorPayloadSchema = z.object({}).strict();

/** The sponsor's rolling 24-hour budget: gas in SUI base units and a count; null puts one back to the default. */
export const SponsorBudgetPayloadSchema = z
  .object({
    dailyBudget: PositiveAmountSchema.nullable().optional(),
    dailyCount: z.number().int().min(1).max(1_000_000).nullable().optional(),
  })
  .strict();

export const PROPOSAL_PAYLOADS = {
  node_tier: NodeTierPayloadSchema,
  bank_product: BankProductPayloadSchema,
  withdrawal_limits: WithdrawalLimitsPayloadSchema,
  allowlist: AllowlistPayloadSchema,
  resume_withdrawals: ResumeWithdrawalsPayloadSchema,
  approve_withdrawal: ApproveWithdrawalPayloadSchema,
  resume_sponsor: ResumeSponsorPayloadSchema,
  sponsor_budget: SponsorBudgetPayloadSchema,
} as const;
export type ProposalKind = keyof typeof PROPOSAL_PAYLOADS;
export const PROPOSAL_KINDS = Object.keys(PROPOSAL_PAYLOADS) as ProposalKind[];
export const ProposalKindSchema = z.enum(PROPOSAL_KINDS as [ProposalKind, ...ProposalKind[]]);
export type ProposalPayload<K extends ProposalKind = ProposalKind> = z.infer<(typeof PROPOSAL_PAYLOADS)[K]>;

/** How long a proposal waits for its approval. */
export const PROPOSAL_TTL_MS = 24 * 60 * 60 * 1000;

export const ProposalCreateSchema = z.discriminatedUnion(
  'kind',
  PROPOSAL_KINDS.map((kind) => z.object({ kind: z.literal(kind), payload: PROPOSAL_PAYLOADS[kind], reason: ReasonSchema })) as unknown as [
    z.ZodObject<{ kind: z.ZodLiteral<ProposalKind>; payload: z.ZodTypeAny; reason: typeof ReasonSchema }>,
    ...z.ZodObject<{ kind: z.ZodLiteral<ProposalKind>; payload: z.ZodTypeAny; reason: typeof ReasonSchema }>[],
  ],
);
export type ProposalCreate = { kind: ProposalKind; payload: unknown; reason: string };
/** PUT /:id: a new payload (checked against the proposal's kind) voids every approval. */
export const ProposalEditSchema = z.object({ payload: z.record(z.string(), z.unknown()), reason: ReasonSchema });
/** The approver names the payload they read (its hash): a payload changed since is refused. */
export const ProposalApproveSchema = z.object({ payloadHash: z.string().regex(/^[0-9a-f]{64}$/), reason: ReasonSchema });
export const ProposalCancelSchema = z.object({ reason: ReasonSchema });

export const PROPOSAL_STATUSES = ['open', 'executed', 'cancelled', 'expired', 'failed'] as const;
export const ProposalStatusSchema = z.enum(PROPOSAL_STATUSES);
export type ProposalStatus = z.infer<typeof ProposalStatusSchema>;

export const ProposalSchema = z.object({
  id: RowIdSchema,
  kind: ProposalKindSchema,
  payload: z.unknown(),
  /** sha256 of the payload's canonical JSON, hex: what an approval names. */
  payloadHash: z.string(),
  reason: z.string(),
  status: ProposalStatusSchema,
  proposedBy: z.string(),
  proposedAt: IsoTimeSchema,
  expiresAt: IsoTimeSchema,
  /** What it changes, read when it was proposed or last edited (for the approver to compare). */
  before: z.unknown(),
  approvedBy: z.string().nullable(),
  executedAt: IsoTimeSchema.nullable(),
  /** Why it failed or was cancelled. */
  outcome: z.string().nullable(),
});
export type Proposal = z.infer<typeof ProposalSchema>;
export const ProposalsQuerySchema = z.object({ status: ProposalStatusSchema.optional() });
export const ProposalsResponseSchema = z.object({ items: z.array(ProposalSchema) });

// ---------------------------------------------------------------------------------------
// Bank products: GET /api/admin/bank-products, every product, closed ones too (the app's
// /api/bank/products lists the open ones only), with its name in each locale that has one.
// ---------------------------------------------------------------------------------------

/** The app's product (contract/api.ts), with every name instead of one, and whether it is open. */
export const AdminBankProductSchema = BankProductSchema.omit({ name: true, locale: true }).extend({
  /** Open to new subscriptions (running ones go on either way). */
  active: z.boolean(),
  names: z.partialRecord(LocaleSchema, z.string()),
});
export type AdminBankProduct = z.infer<typeof AdminBankProductSchema>;
/** In the app's order, closed ones included. */
export const AdminBankProductsResponseSchema = z.array(AdminBankProductSchema);

// ---------------------------------------------------------------------------------------
// Withdrawals: lists by status, anomalies, pause (one person), reject in review (one person).
// Resume and approve are proposals.
// ---------------------------------------------------------------------------------------

export const AdminWithdrawalsQuerySchema = z.object({ status: WithdrawalStatusSchema.optional(), cursor: RowIdSchema.optional() });
export const AdminWithdrawalSchema = z.object({
  id: RowIdSchema,
  address: z.string(),
  amount: AmountSchema,
  status: WithdrawalStatusSchema,
  nonce: z.string().nullable(),
  createdAt: IsoTimeSchema,
  paidAt: IsoTimeSchema.nullable(),
  txDigest: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewReason: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>;
export const AdminWithdrawalsResponseSchema = pageSchema(AdminWithdrawalSchema);
/** GET /api/admin/withdrawals/anomalies: what the indexer saw on chain that no voucher explains. */
export const VoucherAnomalySchema = z.object({
  id: RowIdSchema,
  kind: z.string(),
  nonce: z.string(),
  recipient: z.string(),
  amount: AmountSchema,
  txDigest: z.string(),
  eventSeq: z.number().int(),
  createdAt: IsoTimeSchema,
});
export type VoucherAnomaly = z.infer<typeof VoucherAnomalySchema>;
export const VoucherAnomaliesResponseSchema = pageSchema(VoucherAnomalySchema);
/** POST /api/admin/withdrawals/pause answers the pause as it now stands. */
export const PauseResponseSchema = z.object({ paused: PauseStateSchema });
export const PauseSchema = z.object({ reason: ReasonSchema });
export const RejectSchema = z.object({ reason: ReasonSchema });

// ---------------------------------------------------------------------------------------
// Users: GET /api/admin/users/:address, POST /api/admin/users/:address/revoke-sessions
// ---------------------------------------------------------------------------------------

export const AdminUserSchema = z.object({
  address: z.string(),
  known: z.boolean(),
  inviter: z.string().nullable(),
  createdAt: IsoTimeSchema.nullable(),
  balances: z.record(z.enum(['SUI', 'USDC', 'SUIL', 'INCOME']), AmountSchema),
  team: z.object({ direct: z.number().int(), total: z.number().int() }),
  /** Latest chain records (kind, amount, what arrived, digest, time), newest first: a claim is the SUIL claimed and what it paid (SUI or net SUIL). */
  records: z.array(
    z.object({
      kind: z.string(),
      amount: AmountSchema.nullable(),
      coin: z.string().nullable(),
      amountOut: AmountSchema.nullable(),
      coinOut: z.string().nullable(),
      txDigest: z.string(),
      at: IsoTimeSchema,
    }),
  ),
  withdrawals: z.array(AdminWithdrawalSchema),
  sessions: z.object({
    lastSignInAt: IsoTimeSchema.nullable(),
    /** Tokens issued before this time are refused (set by revoke-sessions). */
    revokedBefore: IsoTimeSchema.nullable(),
  }),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const RevokeSessionsSchema = z.object({ reason: ReasonSchema });

// ---------------------------------------------------------------------------------------
// Audit: GET /api/admin/audit (filter, page), /audit/csv, /audit/check
// ---------------------------------------------------------------------------------------

export const AuditQuerySchema = z.object({
  operator: z.string().regex(/^[\w:.@-]{1,100}$/).optional(),
  action: z.string().regex(/^[a-z_]{1,40}$/).optional(),
  subject: z.string().regex(/^[\w:.@-]{1,120}$/).optional(),
  from: z.string().datetime().optional(),
  to: z.string().datetime().optional(),
  /** Rows with seq below this (newest first). */
  before: z.string().regex(/^[1-9]\d{0,17}$/).optional(),
  /** 1..500, digits only (no "0x1f", "1e2" or blanks read as numbers). */
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, 'limit is a whole number from 1 to 500')
    .transform(Number)
    .pipe(z.number().max(500, 'limit is a whole number from 1 to 500'))
    .optional(),
});
export const AuditRowSchema = z.object({
  seq: z.string(),
  at: IsoTimeSchema,
  operator: z.string(),
  action: z.string(),
  subject: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  prevHash: z.string(),
  hash: z.string(),
  /** The proposal whose execution wrote this row (the subject filter `proposal:<id>` finds it); null for any other row. */
  proposal: z.string().nullable(),
});
export type AdminAuditRow = z.infer<typeof AuditRowSchema>;
export const AuditPageSchema = pageSchema(AuditRowSchema);
export const AuditCheckSchema = z.union([
  z.object({ ok: z.literal(true), rows: z.string(), head: z.string() }),
  z.object({ ok: z.literal(false), rows: z.string(), brokenAt: z.string(), problem: z.string() }),
]);

export const AllowlistEntrySchema = z.object({ address: z.string(), role: AdminRoleSchema, addedBy: z.string(), addedAt: IsoTimeSchema });
export type AllowlistEntry = z.infer<typeof AllowlistEntrySchema>;
export const AllowlistResponseSchema = z.array(AllowlistEntrySchema);
