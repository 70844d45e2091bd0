-- Charts (GET /api/price/suil, GET /api/me/income/daily). A swap's price point needs its
-- Swapped event's amount_in, fee and amount_out and its checkpoint's time: chain_records keeps
-- all four for every swap (kind 'swap', since 0001). What was missing is a way to read the
-- swaps of a time range without scanning every event of every user, and a user's income of a
-- range of days without reading all of it.
CREATE INDEX chain_records_swaps_by_time ON chain_records (created_at, id) WHERE kind = 'swap';
CREATE INDEX income_records_address_time ON income_records (address, created_at);
