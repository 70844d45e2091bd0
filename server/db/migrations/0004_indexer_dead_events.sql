-- Events the indexer read but could not decode: skipped and kept here (with their bytes) for
-- the operator, so one bad event never stops the indexer. /api/health shows the count.
CREATE TABLE dead_events (
  id BIGSERIAL PRIMARY KEY,
  tx_digest TEXT NOT NULL,
  event_seq INTEGER NOT NULL,
  event_type TEXT NOT NULL,
  reason TEXT NOT NULL,
  raw BYTEA NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (tx_digest, event_seq)
);
