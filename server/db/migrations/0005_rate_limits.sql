-- Sign-in rate limits shared by every server instance (server/auth/rate-limit.ts): one row per
-- limited key (`auth-ip:<client>`, `auth-address:<address>`), the points spent in its current
-- window and when that window ends. rate-limiter-flexible's Drizzle store reads and writes it
-- with one atomic upsert per request; expired rows are deleted an hour after their window.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  points INTEGER NOT NULL,
  expire TIMESTAMPTZ
);
