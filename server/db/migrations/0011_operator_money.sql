-- The operator's money (server/README.md, "Withdrawals: the operator's side"): a review queue,
-- outflow limits, a pause, and an append-only audit trail whose rows are hash-chained.

-- A withdrawal above the review threshold waits for an operator before anything is signed:
--   review    the amount has left the withdrawable income (so it cannot be spent twice), no
--             nonce and no signature exist yet; an operator approves (-> pending, signed now)
--             or rejects (-> rejected, the amount goes back to the income: safe, since no
--             signature ever existed);
--   rejected  an operator said no, with a reason the owner reads.
-- At most one open withdrawal (review or pending) per user.
ALTER TABLE withdrawals ALTER COLUMN nonce DROP NOT NULL;
ALTER TABLE withdrawals ALTER COLUMN signature DROP NOT NULL;
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
  CHECK (status IN ('review', 'pending', 'paid', 'rejected', 'released', 'held'));
-- Signed exactly when it left review: nonce and signature come together, and never in review
-- or rejected.
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_signed_check
  CHECK ((nonce IS NULL) = (signature IS NULL) AND (status IN ('review', 'rejected')) = (signature IS NULL));
ALTER TABLE withdrawals ADD COLUMN reviewed_by TEXT;
ALTER TABLE withdrawals ADD COLUMN reviewed_at TIMESTAMPTZ;
ALTER TABLE withdrawals ADD COLUMN review_reason TEXT;
DROP INDEX withdrawals_one_pending;
CREATE UNIQUE INDEX withdrawals_one_open ON withdrawals (address) WHERE status IN ('review', 'pending');
-- Rolling 24-hour outflow, per user (withdrawals_address_idx) and for all users.
CREATE INDEX withdrawals_created_idx ON withdrawals (created_at);

-- One row: the pause and the operator's limits. A NULL limit means the config's default
-- (WITHDRAW_* in server/README.md). Issuing or approving a voucher locks this row
-- (SELECT ... FOR UPDATE), which serialises the reserve-coverage check across instances.
CREATE TABLE withdrawal_control (
  id TEXT PRIMARY KEY CHECK (id = 'withdrawals'),
  paused BOOLEAN NOT NULL DEFAULT FALSE,
  paused_reason TEXT,
  paused_by TEXT,
  paused_at TIMESTAMPTZ,
  max_per_voucher NUMERIC(20, 0) CHECK (max_per_voucher > 0),
  user_daily_limit NUMERIC(20, 0) CHECK (user_daily_limit > 0),
  total_daily_limit NUMERIC(20, 0) CHECK (total_daily_limit > 0),
  review_threshold NUMERIC(20, 0) CHECK (review_threshold > 0)
);
INSERT INTO withdrawal_control (id) VALUES ('withdrawals');

-- Every operator action, in the same transaction as the change it records: who, what, before
-- and after, why, when. Rows are numbered 1, 2, 3... without gaps, and each carries the hash of
-- the previous one (sha256 over the previous hash and the row's canonical JSON; 64 zeros
-- before the first), so an edited, removed or reordered row breaks the chain at that row.
-- operator_audit_head holds the last seq and hash: removing rows from the end breaks it too.
CREATE TABLE operator_audit (
  seq BIGINT PRIMARY KEY CHECK (seq > 0),
  at TIMESTAMPTZ NOT NULL,
  operator TEXT NOT NULL,
  action TEXT NOT NULL,
  subject TEXT,
  before JSONB,
  after JSONB,
  reason TEXT NOT NULL,
  prev_hash TEXT NOT NULL CHECK (prev_hash ~ '^[0-9a-f]{64}$'),
  hash TEXT NOT NULL UNIQUE CHECK (hash ~ '^[0-9a-f]{64}$')
);
CREATE TABLE operator_audit_head (
  id TEXT PRIMARY KEY CHECK (id = 'head'),
  seq BIGINT NOT NULL,
  hash TEXT NOT NULL
);
INSERT INTO operator_audit_head (id, seq, hash) VALUES ('head', 0, repeat('0', 64));

-- Append-only for the server's own code: an UPDATE or DELETE of an audit row is refused. (Whoever
-- can drop the trigger can also edit rows; the hash chain is what catches that.)
CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only';
END;
$$;
CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
