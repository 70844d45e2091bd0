// The schema as Drizzle tables, mirroring db/migrations (the SQL is what runs; a test checks
// that every table and column here exists there with the same type). Queries may use these
// for typed column names; amounts are NUMERIC read as strings.
import { bigint, bigserial, boolean, customType, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Generic in the name, so a table's type keeps its column names (client.ts `Row`).
const amount = <N extends string>(name: N) => numeric(name, { precision: 39, scale: 0 });
const time = <N extends string>(name: N) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

export const serverSecrets = pgTable('server_secrets', { name: text('name').primaryKey(), value: text('value').notNull() });

export const users = pgTable('users', {
  address: text('address').primaryKey(),
  seq: bigserial('seq', { mode: 'bigint' }).notNull(),
  inviter: text('inviter'),
  boundAt: time('bound_at'),
  staked: amount('staked').notNull(),
  createdAt: time('created_at').notNull(),
  /** Written by the login's own statement. */
  lastSignInAt: time('last_sign_in_at'),
  /** Tokens issued before this are refused (an operator ended the user's sessions). */
  sessionsRevokedBefore: time('sessions_revoked_before'),
});

export const balances = pgTable('balances', {
  address: text('address').notNull(),
  coin: text('coin').notNull(),
  amount: amount('amount').notNull(),
});

export const signInNonces = pgTable('sign_in_nonces', {
  nonce: text('nonce').primaryKey(),
  address: text('address').notNull(),
  message: text('message').notNull(),
  issuedAt: time('issued_at').notNull(),
  expiresAt: time('expires_at').notNull(),
  usedAt: time('used_at'),
});

export const revokedTokens = pgTable('revoked_tokens', { jti: text('jti').primaryKey(), expiresAt: time('expires_at').notNull() });

/** rate-limiter-flexible's Drizzle store: the columns it reads and writes, by these names. */
export const rateLimits = pgTable('rate_limits', { key: text('key').primaryKey(), points: integer('points').notNull(), expire: time('expire') });

export const indexerState = pgTable('indexer_state', {
  id: text('id').primaryKey(),
  cursor: text('cursor'),
  lastDigest: text('last_digest'),
  lastPollAt: time('last_poll_at'),
  lastError: text('last_error'),
  chainId: text('chain_id'),
  foreignChainId: text('foreign_chain_id'),
  /** The last checkpoint fully processed (0010). */
  checkpoint: numeric('checkpoint', { precision: 20, scale: 0 }),
  /** The instance whose indexer polled last (0012). */
  polledBy: text('polled_by'),
});

export const deadEvents = pgTable('dead_events', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  txDigest: text('tx_digest').notNull(),
  eventSeq: integer('event_seq').notNull(),
  eventType: text('event_type').notNull(),
  reason: text('reason').notNull(),
  raw: bytea('raw').notNull(),
  createdAt: time('created_at').notNull().defaultNow(),
});

export const chainRecords = pgTable('chain_records', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  txDigest: text('tx_digest').notNull(),
  eventSeq: integer('event_seq').notNull(),
  eventType: text('event_type').notNull(),
  kind: text('kind').notNull(),
  address: text('address').notNull(),
  coin: text('coin').notNull(),
  amount: amount('amount').notNull(),
  fee: amount('fee'),
  amountOut: amount('amount_out'),
  data: jsonb('data').notNull(),
  createdAt: time('created_at').notNull(),
  /** The coin of amount_out: what arrived (migration 0015). */
  coinOut: text('coin_out'),
  // Indexes (SQL only, not declared here): chain_records_swaps_by_time on (created_at, id) of the
  // swaps, for GET /api/price/suil (migration 0017).
});

export const incomeRecords = pgTable('income_records', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  address: text('address').notNull(),
  type: text('type').notNull(),
  coin: text('coin').notNull(),
  amount: amount('amount').notNull(),
  sourceAddress: text('source_address'),
  txDigest: text('tx_digest'),
  eventSeq: integer('event_seq'),
  withdrawable: boolean('withdrawable').notNull(),
  createdAt: time('created_at').notNull(),
  /** Static income: the SUIL the claim released, before its fee (migration 0015). */
  claimed: amount('claimed'),
  // Indexes (SQL only): income_records_address_time on (address, created_at), for GET
  // /api/me/income/daily (migration 0017).
});

export const hashrateRecords = pgTable('hashrate_records', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  address: text('address').notNull(),
  type: text('type').notNull(),
  amount: amount('amount').notNull(),
  txDigest: text('tx_digest'),
  eventSeq: integer('event_seq'),
  createdAt: time('created_at').notNull(),
  /** An unstake's staking record: the SUI it took out of the position (migration 0015). */
  unstaked: amount('unstaked'),
});

export const withdrawals = pgTable('withdrawals', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  address: text('address').notNull(),
  amount: amount('amount').notNull(),
  /** Null while in review or rejected: nothing signed (migration 0011). */
  nonce: numeric('nonce', { precision: 20, scale: 0 }),
  pool: text('pool').notNull(),
  signature: text('signature'),
  /** review -> pending -> paid, or review -> rejected (legacy: released, held); migrations 0006, 0011. */
  status: text('status').notNull(),
  txDigest: text('tx_digest'),
  createdAt: time('created_at').notNull(),
  paidAt: time('paid_at'),
  reviewedBy: text('reviewed_by'),
  reviewedAt: time('reviewed_at'),
  reviewReason: text('review_reason'),
});

/** The pause and the operator's limits: one row, `id = 'withdrawals'`; a null limit is the config's default. */
export const withdrawalControl = pgTable('withdrawal_control', {
  id: text('id').primaryKey(),
  paused: boolean('paused').notNull().default(false),
  pausedReason: text('paused_reason'),
  pausedBy: text('paused_by'),
  pausedAt: time('paused_at'),
  maxPerVoucher: numeric('max_per_voucher', { precision: 20, scale: 0 }),
  userDailyLimit: numeric('user_daily_limit', { precision: 20, scale: 0 }),
  totalDailyLimit: numeric('total_daily_limit', { precision: 20, scale: 0 }),
  reviewThreshold: numeric('review_threshold', { precision: 20, scale: 0 }),
});

/** Every operator action, append-only and hash-chained (migration 0011). */
export const operatorAudit = pgTable('operator_audit', {
  seq: bigint('seq', { mode: 'bigint' }).primaryKey(),
  at: time('at').notNull(),
  operator: text('operator').notNull(),
  action: text('action').notNull(),
  subject: text('subject'),
  before: jsonb('before'),
  after: jsonb('after'),
  reason: text('reason').notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull().unique(),
});

/** The audit chain's last row: `id = 'head'`, seq 0 and 64 zeros before the first row. */
export const operatorAuditHead = pgTable('operator_audit_head', {
  id: text('id').primaryKey(),
  seq: bigint('seq', { mode: 'bigint' }).notNull(),
  hash: text('hash').notNull(),
});

export const voucherAnomalies = pgTable('voucher_anomalies', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  kind: text('kind').notNull(),
  nonce: numeric('nonce', { precision: 20, scale: 0 }).notNull(),
  recipient: text('recipient').notNull(),
  amount: amount('amount').notNull(),
  txDigest: text('tx_digest').notNull(),
  eventSeq: integer('event_seq').notNull(),
  createdAt: time('created_at').notNull(),
});

export const voucherAudit = pgTable('voucher_audit', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  nonce: numeric('nonce', { precision: 20, scale: 0 }).notNull(),
  address: text('address').notNull(),
  amount: amount('amount').notNull(),
  operator: text('operator').notNull(),
  reason: text('reason').notNull(),
  outcome: text('outcome').notNull(),
  txDigest: text('tx_digest'),
  createdAt: time('created_at').notNull(),
});

export const nodeTiers = pgTable('node_tiers', {
  tier: text('tier').primaryKey(),
  sort: integer('sort').notNull(),
  coin: text('coin').notNull(),
  price: amount('price').notNull(),
  limitedCount: integer('limited_count').notNull(),
  soldCount: integer('sold_count').notNull(),
  weightedDividendBps: integer('weighted_dividend_bps').notNull(),
  feeShareBps: integer('fee_share_bps').notNull(),
  giftSuil: amount('gift_suil').notNull(),
  autoReturnDays: integer('auto_return_days').notNull(),
});

export const nodePurchases = pgTable('node_purchases', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  address: text('address').notNull(),
  tier: text('tier').notNull(),
  coin: text('coin').notNull(),
  price: amount('price').notNull(),
  giftSuil: amount('gift_suil').notNull(),
  purchasedAt: time('purchased_at').notNull(),
  returnAt: time('return_at').notNull(),
  returned: boolean('returned').notNull(),
});

/** App-balance movements that no chain event records (migration 0007): transfers, node purchases and returns. */
export const balanceRecords = pgTable('balance_records', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  address: text('address').notNull(),
  kind: text('kind').notNull(),
  coin: text('coin').notNull(),
  amount: amount('amount').notNull(),
  counterparty: text('counterparty'),
  nodePurchaseId: bigint('node_purchase_id', { mode: 'bigint' }),
  createdAt: time('created_at').notNull(),
});

export const bankProducts = pgTable('bank_products', {
  id: text('id').primaryKey(),
  sort: integer('sort').notNull(),
  coin: text('coin').notNull(),
  dailyRateBps: integer('daily_rate_bps').notNull(),
  lockDays: integer('lock_days').notNull(),
  minAmount: amount('min_amount').notNull(),
  feeBps: integer('fee_bps').notNull(),
  active: boolean('active').notNull(),
});

export const bankProductNames = pgTable('bank_product_names', {
  productId: text('product_id').notNull(),
  /** One of the six app locales (CHECK, 0008); a product with no name in a locale is named in en_US. */
  locale: text('locale').notNull(),
  name: text('name').notNull(),
});

export const bankSubscriptions = pgTable('bank_subscriptions', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  address: text('address').notNull(),
  productId: text('product_id').notNull(),
  coin: text('coin').notNull(),
  principal: amount('principal').notNull(),
  dailyRateBps: integer('daily_rate_bps').notNull(),
  lockDays: integer('lock_days').notNull(),
  feeBps: integer('fee_bps').notNull(),
  startAt: time('start_at').notNull(),
  status: text('status').notNull(),
  redeemedAt: time('redeemed_at'),
  paidIncome: amount('paid_income'),
  paidFee: amount('paid_fee'),
  /** When its owner was told its first term had ended (bank_matured; migration 0016). */
  maturedNotedAt: time('matured_noted_at'),
});

export const notices = pgTable('notices', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  category: text('category').notNull(),
  /** null: a draft, or unpublished (the app does not list it). */
  publishedAt: time('published_at'),
});

export const noticeTexts = pgTable('notice_texts', {
  noticeId: bigint('notice_id', { mode: 'bigint' }).notNull(),
  /** One of the six app locales (CHECK, 0008); a notice with no text in a locale is served in en_US. */
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  bodyHtml: text('body_html').notNull(),
});

export const contentPages = pgTable('content_pages', {
  slug: text('slug').notNull(),
  /** One of the six app locales (CHECK, 0008); a page with no row in a locale is served in en_US. */
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  updatedAt: time('updated_at').notNull(),
});

// ---- the operator console (0012)

export const adminAllowlist = pgTable('admin_allowlist', {
  address: text('address').primaryKey(),
  role: text('role').notNull(),
  addedBy: text('added_by').notNull(),
  addedAt: time('added_at').notNull(),
});

export const adminSignInNonces = pgTable('admin_sign_in_nonces', {
  nonce: text('nonce').primaryKey(),
  address: text('address').notNull(),
  message: text('message').notNull(),
  issuedAt: time('issued_at').notNull(),
  expiresAt: time('expires_at').notNull(),
  usedAt: time('used_at'),
});

export const proposals = pgTable('proposals', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  payloadHash: text('payload_hash').notNull(),
  before: jsonb('before'),
  reason: text('reason').notNull(),
  status: text('status').notNull(),
  proposedBy: text('proposed_by').notNull(),
  proposedAt: time('proposed_at').notNull(),
  expiresAt: time('expires_at').notNull(),
  approvedBy: text('approved_by'),
  executedAt: time('executed_at'),
  outcome: text('outcome'),
  /** The audit row its change wrote when executed (migration 0014). */
  executedAuditSeq: bigint('executed_audit_seq', { mode: 'bigint' }),
});

/** Withdrawal requests refused for a short payout reserve (409 reserve_short; migration 0014), counted on the dashboard. */
export const reserveRefusals = pgTable('reserve_refusals', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  address: text('address').notNull(),
  amount: amount('amount').notNull(),
  at: time('at').notNull(),
});

/** Transactions the sponsor pays the gas of, as issued and as they ended (migration 0013). */
export const sponsoredTransactions = pgTable('sponsored_transactions', {
  digest: text('digest').primaryKey(),
  address: text('address').notNull(),
  inviter: text('inviter').notNull(),
  txBytes: text('tx_bytes').notNull(),
  gasBudget: numeric('gas_budget', { precision: 20, scale: 0 }).notNull(),
  clientIp: text('client_ip').notNull(),
  /** issued -> submitted -> executed | failed | dropped. */
  status: text('status').notNull().default('issued'),
  issuedAt: time('issued_at').notNull(),
  expiresAt: time('expires_at').notNull(),
  submittedAt: time('submitted_at'),
  settledAt: time('settled_at'),
  gasUsed: numeric('gas_used', { precision: 20, scale: 0 }),
  checkpoint: numeric('checkpoint', { precision: 20, scale: 0 }),
  error: text('error'),
});

/** The sponsor's pause and the operator's budget: one row, `id = 'sponsor'`; a null budget is the config's default. */
export const sponsorControl = pgTable('sponsor_control', {
  id: text('id').primaryKey(),
  paused: boolean('paused').notNull().default(false),
  pausedReason: text('paused_reason'),
  pausedBy: text('paused_by'),
  pausedAt: time('paused_at'),
  dailyBudget: numeric('daily_budget', { precision: 20, scale: 0 }),
  dailyCount: integer('daily_count'),
});

// ---- notifications and Web Push (0016)

/** One event a user is told of: its kind and figures (the text is written by the reader's app); one per (address, event_key). */
export const notifications = pgTable('notifications', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  address: text('address').notNull(),
  kind: text('kind').notNull(),
  eventKey: text('event_key').notNull(),
  data: jsonb('data').notNull(),
  createdAt: time('created_at').notNull(),
  readAt: time('read_at'),
});

/** A browser's push subscription (one per endpoint), for the user who registered it last. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  address: text('address').notNull(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  locale: text('locale').notNull(),
  sessionJti: text('session_jti'),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
});

/** The push outbox: one row per notification and subscription, queued -> sending -> sent | failed. */
export const pushDeliveries = pgTable('push_deliveries', {
  notificationId: bigint('notification_id', { mode: 'bigint' }).notNull(),
  subscriptionId: bigint('subscription_id', { mode: 'bigint' }).notNull(),
  status: text('status').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  queuedAt: time('queued_at').notNull(),
  nextAttemptAt: time('next_attempt_at').notNull(),
  finishedAt: time('finished_at'),
  lastError: text('last_error'),
});
