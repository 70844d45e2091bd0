-- The operator console (server/README.md, "The operator console"): who may sign in and with
-- which role, the console's own sign-in nonces, proposals that need a second person, user
-- sessions an operator can end, and notices that can be drafts or unpublished.

-- Who may sign in to the console, and as what. Changed only through an executed proposal (or
-- the operator command run on the server itself, for the first entries); every change audited.
CREATE TABLE admin_allowlist (
  address TEXT PRIMARY KEY CHECK (address ~ '^0x[0-9a-f]{64}$'),
  role TEXT NOT NULL CHECK (role IN ('viewer', 'operator', 'approver')),
  added_by TEXT NOT NULL,
  added_at TIMESTAMPTZ NOT NULL
);

-- The console's sign-in nonces: single use, two minutes, bound to an address and to the exact
-- message issued (the users' sign_in_nonces stay the users').
CREATE TABLE admin_sign_in_nonces (
  nonce TEXT PRIMARY KEY,
  address TEXT NOT NULL,
  message TEXT NOT NULL,
  issued_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX admin_sign_in_nonces_expires_idx ON admin_sign_in_nonces (expires_at);

-- A money-relevant change waiting for a second person. It executes when an approver other
-- than the proposer approves the payload by its hash (an edited payload has a new hash, so an
-- approval of the old one is refused); open -> executed | cancelled | expired | failed, each
-- exactly once (a conditional update on status = 'open').
CREATE TABLE proposals (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('node_tier', 'bank_product', 'withdrawal_limits', 'allowlist', 'resume_withdrawals', 'approve_withdrawal')),
  payload JSONB NOT NULL,
  payload_hash TEXT NOT NULL CHECK (payload_hash ~ '^[0-9a-f]{64}$'),
  -- What the change replaces, read when proposed or last edited.
  before JSONB,
  reason TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'executed', 'cancelled', 'expired', 'failed')),
  proposed_by TEXT NOT NULL,
  proposed_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  approved_by TEXT,
  executed_at TIMESTAMPTZ,
  outcome TEXT,
  CONSTRAINT proposals_two_people CHECK (approved_by IS NULL OR approved_by <> proposed_by),
  CONSTRAINT proposals_executed_has_approver CHECK ((status = 'executed') = (approved_by IS NOT NULL AND executed_at IS NOT NULL))
);
CREATE INDEX proposals_status_idx ON proposals (status, id);

-- Users' sessions: when they last signed in (written by the login's own statement), and a time
-- before which their tokens are refused (an operator's "end all sessions").
ALTER TABLE users ADD COLUMN last_sign_in_at TIMESTAMPTZ;
ALTER TABLE users ADD COLUMN sessions_revoked_before TIMESTAMPTZ;

-- Which instance's indexer polled last (its id), so that any instance can say who leads.
ALTER TABLE indexer_state ADD COLUMN polled_by TEXT;

-- A notice without a publication time is a draft (or was unpublished): the app does not list it.
ALTER TABLE notices ALTER COLUMN published_at DROP NOT NULL;
