-- The last checkpoint the indexer has fully processed: every finance transaction at or below it
-- is applied. The leader raises it at the end of each complete poll; GET /api/indexer reads it,
-- so the app knows when the figures of a transaction it just sent are in (server/README.md).
-- NUMERIC: a checkpoint is a u64, beyond BIGINT's range at the top.
ALTER TABLE indexer_state ADD COLUMN checkpoint NUMERIC(20, 0);
