-- What the operator console needs to see (issue 35).

-- Withdrawal requests refused because the payout reserve could not cover them (409
-- reserve_short, server/payouts/issuance.ts). The refusal rolls back everything the request
-- wrote, so its row is written after that, on its own, where the dashboard of every instance
-- counts it (the last 24 hours of business time).
CREATE TABLE reserve_refusals (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL,
  amount NUMERIC(39, 0) NOT NULL CHECK (amount > 0),
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX reserve_refusals_at_idx ON reserve_refusals (at);

-- The audit row an approved proposal's change wrote (set_limits, resume, approve, ...), set on
-- the execution's transaction (server/admin/proposals.ts): the audit filter "proposal:<id>" finds
-- it beside the proposal's own rows. Audit rows are not touched: their hashes stay as they are.
ALTER TABLE proposals ADD COLUMN executed_audit_seq BIGINT;
-- The audit list names, for each row it shows, the proposal that row executed.
CREATE UNIQUE INDEX proposals_executed_audit_seq_idx ON proposals (executed_audit_seq) WHERE executed_audit_seq IS NOT NULL;
-- Executions before this migration whose audit row names its proposal (node tiers, bank
-- products, the allowlist); the other kinds' rows did not name it and stay unlinked.
UPDATE proposals p SET executed_audit_seq = a.seq
  FROM operator_audit a
  WHERE p.status = 'executed' AND jsonb_typeof(a.after) = 'object' AND a.after ->> 'proposal' = p.id::text;
