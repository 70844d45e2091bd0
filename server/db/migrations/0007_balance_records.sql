-- Movements of the app balance that no chain event records: a transfer between two users (one
-- row per side, each saying which way it went and with whom), a node bought with the balance
-- and the return of its price. They carry no transaction digest: they never happened on chain.
-- Until now transfers sat in chain_records under a made-up digest `transfer:<uuid>`, the same
-- for both sides, and a node's purchase and return left no record at all.
CREATE TABLE balance_records (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('transfer_out', 'transfer_in', 'node_purchase', 'node_return')),
  coin TEXT NOT NULL CHECK (coin IN ('SUI', 'USDC', 'SUIL')),
  amount NUMERIC(39,0) NOT NULL CHECK (amount > 0),
  -- A transfer's other side: the recipient of transfer_out, the sender of transfer_in.
  counterparty TEXT,
  node_purchase_id BIGINT REFERENCES node_purchases (id),
  created_at TIMESTAMPTZ NOT NULL,
  CONSTRAINT balance_records_transfer_has_counterparty CHECK ((kind IN ('transfer_out', 'transfer_in')) = (counterparty IS NOT NULL)),
  CONSTRAINT balance_records_node_has_purchase CHECK ((kind IN ('node_purchase', 'node_return')) = (node_purchase_id IS NOT NULL))
);
CREATE INDEX balance_records_address_idx ON balance_records (address, kind, id);
-- A node is bought once and its price comes back once: the return's record is written in the
-- transaction that credits the price, so a second return for the same purchase fails here and
-- takes its credit back with it, whoever writes it.
CREATE UNIQUE INDEX balance_records_one_per_node ON balance_records (node_purchase_id, kind) WHERE node_purchase_id IS NOT NULL;

-- The transfers recorded so far, each side with its direction and the other user.
INSERT INTO balance_records (address, kind, coin, amount, counterparty, created_at)
  SELECT address,
         CASE WHEN event_type = 'offchain_transfer_out' THEN 'transfer_out' ELSE 'transfer_in' END,
         coin, amount,
         CASE WHEN event_type = 'offchain_transfer_out' THEN data->>'to' ELSE data->>'from' END,
         created_at
  FROM chain_records WHERE kind = 'transfer' AND tx_digest LIKE 'transfer:%' ORDER BY id;
DELETE FROM chain_records WHERE kind = 'transfer' AND tx_digest LIKE 'transfer:%';

-- The nodes bought so far, and the returns already given back (at their return time: when they
-- were settled was not kept).
INSERT INTO balance_records (address, kind, coin, amount, node_purchase_id, created_at)
  SELECT address, 'node_purchase', coin, price, id, purchased_at FROM node_purchases ORDER BY id;
INSERT INTO balance_records (address, kind, coin, amount, node_purchase_id, created_at)
  SELECT address, 'node_return', coin, price, id, return_at FROM node_purchases WHERE returned ORDER BY return_at, id;
