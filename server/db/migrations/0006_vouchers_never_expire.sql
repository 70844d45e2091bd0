-- Withdrawal vouchers never expire. `swap::withdraw` has no expiry: a signed voucher is a
-- cheque that stays good until the chain has used its nonce. Its amount is money that has left;
-- it stays held (pending) until the indexer sees the nonce used (paid), and no timer gives it
-- back. At most one pending voucher per user (withdrawals_one_pending).
--
-- Statuses: pending -> paid. Two legacy ones from the timer era, never written again:
--   released  the old 30-minute timer gave its amount back to the income; still payable on
--             chain (if it pays, the indexer records a voucher anomaly for the operator);
--   held      a user's older pending vouchers from before one-at-a-time (the newest becomes
--             pending); held like pending, and paid the same way.
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
DROP INDEX withdrawals_held_idx;
UPDATE withdrawals SET status = 'paid' WHERE status = 'spent';
UPDATE withdrawals SET status = 'released' WHERE status = 'expired';
UPDATE withdrawals w SET status = 'pending'
  WHERE status = 'held' AND id = (SELECT MAX(o.id) FROM withdrawals o WHERE o.address = w.address AND o.status = 'held');
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check CHECK (status IN ('pending', 'paid', 'released', 'held'));
ALTER TABLE withdrawals DROP COLUMN expires_at;
ALTER TABLE withdrawals ADD COLUMN paid_at TIMESTAMPTZ;
CREATE UNIQUE INDEX withdrawals_one_pending ON withdrawals (address) WHERE status = 'pending';

-- A Withdrawn event the server cannot match to a pending voucher: a nonce it never signed
-- (another server's key, a database restored from an old backup), a released voucher that paid
-- after all, a voucher paid a second time (a chain that forgot its nonces). Shown in
-- /api/health; nothing is taken from anyone's income silently.
CREATE TABLE voucher_anomalies (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('unknown_nonce', 'paid_after_release', 'paid_again')),
  nonce NUMERIC(20,0) NOT NULL,
  recipient TEXT NOT NULL,
  amount NUMERIC(39,0) NOT NULL,
  tx_digest TEXT NOT NULL,
  event_seq INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (tx_digest, event_seq)
);

-- Every operator command on a pending voucher (npm run server:cancel-voucher): who, when, why,
-- which voucher, and what came of it.
CREATE TABLE voucher_audit (
  id BIGSERIAL PRIMARY KEY,
  nonce NUMERIC(20,0) NOT NULL,
  address TEXT NOT NULL,
  amount NUMERIC(39,0) NOT NULL,
  operator TEXT NOT NULL,
  reason TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('refused_already_paid', 'refused_still_payable', 'paid_out')),
  tx_digest TEXT,
  created_at TIMESTAMPTZ NOT NULL
);

-- The chain this database follows (the node's chain identifier, its genesis checkpoint digest),
-- and the other chain a node served instead, if one did: the server then neither follows nor
-- signs vouchers until the operator deals with it (server/README.md).
ALTER TABLE indexer_state ADD COLUMN chain_id TEXT;
ALTER TABLE indexer_state ADD COLUMN foreign_chain_id TEXT;
