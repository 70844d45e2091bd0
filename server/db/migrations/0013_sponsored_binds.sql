-- The sponsored bind (server/README.md, "The sponsor"): the operator's sponsor account pays the
-- gas of one finance::bind_inviter per address. The server builds the transaction, keeps the
-- exact bytes it issued, and co-signs only those, once.

-- Every transaction the server issued for a sponsor to pay, by its digest:
--   issued     built and handed to the caller to sign; good until expires_at, once;
--   submitted  claimed for execution (the sponsor signed it and sent it to the node), its gas
--              budget reserved against the daily budget until the outcome is known;
--   executed   on chain and successful: gas_used is what the sponsor paid;
--   failed     on chain and aborted: the sponsor paid gas_used all the same;
--   dropped    never reached the chain (the node refused it before executing): nothing paid.
-- The sponsor pays for an address at most once, ever: one row per address in submitted,
-- executed or failed (the partial unique index decides between racing claims on every instance).
CREATE TABLE sponsored_transactions (
  digest TEXT PRIMARY KEY CHECK (digest ~ '^[1-9A-HJ-NP-Za-km-z]{43,44}$'),
  address TEXT NOT NULL CHECK (address ~ '^0x[0-9a-f]{64}$'),
  inviter TEXT NOT NULL CHECK (inviter ~ '^0x[0-9a-f]{64}$'),
  -- The BCS transaction data exactly as issued, base64: execution takes these bytes and no others.
  tx_bytes TEXT NOT NULL,
  gas_budget NUMERIC(20, 0) NOT NULL CHECK (gas_budget > 0),
  client_ip TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'issued' CHECK (status IN ('issued', 'submitted', 'executed', 'failed', 'dropped')),
  issued_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  submitted_at TIMESTAMPTZ,
  settled_at TIMESTAMPTZ,
  -- Net gas the sponsor paid (computation + storage - rebate), known once executed or failed.
  gas_used NUMERIC(20, 0) CHECK (gas_used >= 0),
  checkpoint NUMERIC(20, 0),
  error TEXT,
  CHECK ((status = 'issued') = (submitted_at IS NULL)),
  CHECK ((status IN ('executed', 'failed')) = (gas_used IS NOT NULL))
);
CREATE UNIQUE INDEX sponsored_one_per_address ON sponsored_transactions (address) WHERE status IN ('submitted', 'executed', 'failed');
-- The rolling 24-hour budget sums what was submitted in the window.
CREATE INDEX sponsored_submitted_at_idx ON sponsored_transactions (submitted_at) WHERE submitted_at IS NOT NULL;
-- Issued bytes nobody signed are swept once long expired.
CREATE INDEX sponsored_issued_expiry_idx ON sponsored_transactions (expires_at) WHERE status = 'issued';

-- One row: the sponsor's pause and the operator's budget (NULL: the config's default,
-- SPONSOR_DAILY_BUDGET and SPONSOR_DAILY_COUNT). A claim for execution locks this row
-- (SELECT ... FOR UPDATE), which serialises the budget check across instances.
CREATE TABLE sponsor_control (
  id TEXT PRIMARY KEY CHECK (id = 'sponsor'),
  paused BOOLEAN NOT NULL DEFAULT FALSE,
  paused_reason TEXT,
  paused_by TEXT,
  paused_at TIMESTAMPTZ,
  daily_budget NUMERIC(20, 0) CHECK (daily_budget > 0),
  daily_count INTEGER CHECK (daily_count > 0)
);
INSERT INTO sponsor_control (id) VALUES ('sponsor');

-- Resuming the sponsor and its budget are changes two people agree on (server/admin/proposals.ts).
ALTER TABLE proposals DROP CONSTRAINT proposals_kind_check;
ALTER TABLE proposals ADD CONSTRAINT proposals_kind_check
  CHECK (kind IN ('node_tier', 'bank_product', 'withdrawal_limits', 'allowlist', 'resume_withdrawals', 'approve_withdrawal', 'resume_sponsor', 'sponsor_budget'));
