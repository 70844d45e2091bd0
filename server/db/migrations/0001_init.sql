-- The server's schema. Amounts are NUMERIC(39,0) base units (u64 and sums of u64 fit), never floats.

CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Users appear on sign-in or when the chain shows them (a Bound, Staked, ToppedUp ... event).
CREATE TABLE users (
  address TEXT PRIMARY KEY,
  seq BIGSERIAL UNIQUE,
  inviter TEXT,
  bound_at TIMESTAMPTZ,
  staked NUMERIC(39,0) NOT NULL DEFAULT 0 CHECK (staked >= 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX users_inviter_idx ON users (inviter);

-- Off-chain balances: topped-up SUI / USDC / SUIL and withdrawable INCOME (SUI). Never negative.
CREATE TABLE balances (
  address TEXT NOT NULL,
  coin TEXT NOT NULL CHECK (coin IN ('SUI', 'USDC', 'SUIL', 'INCOME')),
  amount NUMERIC(39,0) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  PRIMARY KEY (address, coin)
);

CREATE TABLE sign_in_nonces (
  nonce TEXT PRIMARY KEY,
  address TEXT NOT NULL,
  message TEXT NOT NULL,
  issued_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX sign_in_nonces_expires_idx ON sign_in_nonces (expires_at);

CREATE TABLE revoked_tokens (
  jti TEXT PRIMARY KEY,
  expires_at TIMESTAMPTZ NOT NULL
);

-- The indexer: one row per followed stream.
CREATE TABLE indexer_state (
  id TEXT PRIMARY KEY,
  cursor TEXT,
  last_digest TEXT,
  last_poll_at TIMESTAMPTZ,
  last_error TEXT
);

-- Every finance event the indexer has read; (tx_digest, event_seq) makes replays no-ops.
CREATE TABLE chain_records (
  id BIGSERIAL PRIMARY KEY,
  tx_digest TEXT NOT NULL,
  event_seq INTEGER NOT NULL,
  event_type TEXT NOT NULL,
  kind TEXT NOT NULL,
  address TEXT NOT NULL,
  coin TEXT NOT NULL,
  amount NUMERIC(39,0) NOT NULL,
  fee NUMERIC(39,0),
  amount_out NUMERIC(39,0),
  data JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (tx_digest, event_seq)
);
CREATE INDEX chain_records_address_idx ON chain_records (address, kind, id);

CREATE TABLE income_records (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('static', 'direct', 'indirect', 'team', 'peer')),
  coin TEXT NOT NULL,
  amount NUMERIC(39,0) NOT NULL CHECK (amount >= 0),
  source_address TEXT,
  tx_digest TEXT,
  event_seq INTEGER,
  withdrawable BOOLEAN NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (address, type, tx_digest, event_seq)
);
CREATE INDEX income_records_address_idx ON income_records (address, type, id);

CREATE TABLE hashrate_records (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('staking', 'static', 'promotion', 'fee')),
  amount NUMERIC(39,0) NOT NULL,
  tx_digest TEXT,
  event_seq INTEGER,
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (address, type, tx_digest, event_seq)
);
CREATE INDEX hashrate_records_address_idx ON hashrate_records (address, type, id);

CREATE TABLE withdrawals (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL,
  amount NUMERIC(39,0) NOT NULL CHECK (amount > 0),
  nonce NUMERIC(20,0) NOT NULL UNIQUE,
  pool TEXT NOT NULL,
  signature TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('held', 'spent', 'expired')),
  expires_at TIMESTAMPTZ NOT NULL,
  tx_digest TEXT,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX withdrawals_address_idx ON withdrawals (address, id);
CREATE INDEX withdrawals_held_idx ON withdrawals (status, expires_at);

-- Operator-filled tables (seeded by 0002 when empty).
CREATE TABLE node_tiers (
  tier TEXT PRIMARY KEY CHECK (tier IN ('primary', 'intermediate', 'advanced')),
  sort INTEGER NOT NULL,
  coin TEXT NOT NULL CHECK (coin IN ('SUI', 'USDC', 'SUIL')),
  price NUMERIC(39,0) NOT NULL CHECK (price > 0),
  limited_count INTEGER NOT NULL CHECK (limited_count >= 0),
  sold_count INTEGER NOT NULL DEFAULT 0,
  weighted_dividend_bps INTEGER NOT NULL,
  fee_share_bps INTEGER NOT NULL,
  gift_suil NUMERIC(39,0) NOT NULL DEFAULT 0,
  auto_return_days INTEGER NOT NULL,
  CONSTRAINT node_tiers_sold_within_limit CHECK (sold_count >= 0 AND sold_count <= limited_count)
);

CREATE TABLE node_purchases (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL,
  tier TEXT NOT NULL REFERENCES node_tiers (tier),
  coin TEXT NOT NULL,
  price NUMERIC(39,0) NOT NULL,
  gift_suil NUMERIC(39,0) NOT NULL,
  purchased_at TIMESTAMPTZ NOT NULL,
  return_at TIMESTAMPTZ NOT NULL,
  returned BOOLEAN NOT NULL DEFAULT false
);
CREATE INDEX node_purchases_address_idx ON node_purchases (address, id);

CREATE TABLE bank_products (
  id TEXT PRIMARY KEY,
  sort INTEGER NOT NULL,
  coin TEXT NOT NULL CHECK (coin IN ('SUI', 'USDC', 'SUIL')),
  daily_rate_bps INTEGER NOT NULL CHECK (daily_rate_bps >= 0),
  lock_days INTEGER NOT NULL CHECK (lock_days >= 7),
  min_amount NUMERIC(39,0) NOT NULL CHECK (min_amount > 0),
  fee_bps INTEGER NOT NULL DEFAULT 300,
  active BOOLEAN NOT NULL DEFAULT true
);

CREATE TABLE bank_product_names (
  product_id TEXT NOT NULL REFERENCES bank_products (id),
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (product_id, locale)
);

CREATE TABLE bank_subscriptions (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL,
  product_id TEXT NOT NULL REFERENCES bank_products (id),
  coin TEXT NOT NULL,
  principal NUMERIC(39,0) NOT NULL CHECK (principal > 0),
  daily_rate_bps INTEGER NOT NULL,
  lock_days INTEGER NOT NULL CHECK (lock_days >= 7),
  fee_bps INTEGER NOT NULL,
  start_at TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'redeemed')),
  redeemed_at TIMESTAMPTZ,
  paid_income NUMERIC(39,0),
  paid_fee NUMERIC(39,0)
);
CREATE INDEX bank_subscriptions_address_idx ON bank_subscriptions (address, id);

CREATE TABLE notices (
  id BIGSERIAL PRIMARY KEY,
  category TEXT NOT NULL CHECK (category IN ('notice', 'dynamic')),
  published_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE notice_texts (
  notice_id BIGINT NOT NULL REFERENCES notices (id),
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  body_html TEXT NOT NULL,
  PRIMARY KEY (notice_id, locale)
);

CREATE TABLE content_pages (
  slug TEXT NOT NULL,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  body_html TEXT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (slug, locale)
);
