-- The user's inbox and Web Push (issue 39; server/README.md, "Notifications").

-- One row per event a user is told of. The text is never stored: the app and the service worker
-- write it in the reader's language from `kind` and the figures in `data`. `event_key` names the
-- event (`withdrawal:42:rejected`, `notice:7`): the unique index makes every event create at
-- most one notification per user, whatever replays or races it.
CREATE TABLE notifications (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN (
    'withdrawal_signed', 'withdrawal_approved', 'withdrawal_rejected', 'withdrawal_paid', 'withdrawal_reserve_wait',
    'node_returned', 'bank_matured', 'bank_redeemed', 'transfer_received', 'invitee_bound', 'notice_published')),
  event_key TEXT NOT NULL CHECK (length(event_key) BETWEEN 1 AND 200),
  data JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  read_at TIMESTAMPTZ
);
CREATE UNIQUE INDEX notifications_one_per_event ON notifications (address, event_key);
CREATE INDEX notifications_by_address ON notifications (address, id DESC);
CREATE INDEX notifications_unread ON notifications (address) WHERE read_at IS NULL;

-- A bank subscription's first term ended and its owner was told (bank_matured), once: the
-- conditional UPDATE that sets it is the claim, the notification's unique key the backstop.
ALTER TABLE bank_subscriptions ADD COLUMN matured_noted_at TIMESTAMPTZ;
CREATE INDEX bank_subscriptions_maturing ON bank_subscriptions (start_at) WHERE status = 'active' AND matured_noted_at IS NULL;
-- Subscriptions already past their first term when this runs are not announced after the fact.
UPDATE bank_subscriptions SET matured_noted_at = now()
  WHERE status = 'active' AND start_at + make_interval(days => lock_days) <= now();

-- A browser's push subscription (one per device and browser: the endpoint), for the user who
-- registered it last. `locale` is the language the service worker writes in; `session_jti` the
-- sign-in that registered it (signing out removes it).
CREATE TABLE push_subscriptions (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL,
  endpoint TEXT NOT NULL UNIQUE CHECK (length(endpoint) BETWEEN 1 AND 1024),
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR', 'en_IN')),
  session_jti TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX push_subscriptions_by_address ON push_subscriptions (address);
CREATE INDEX push_subscriptions_by_session ON push_subscriptions (session_jti);

-- The push outbox: written in the transaction that created the notification, sent after it
-- commits. The primary key is "at most once per subscription per notification"; a row is claimed
-- (queued -> sending) before it is sent and never sent again once claimed, unless the push
-- service said it did not take it (a 429 or 5xx: queued again, up to a few attempts).
CREATE TABLE push_deliveries (
  notification_id BIGINT NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  subscription_id BIGINT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  queued_at TIMESTAMPTZ NOT NULL,
  next_attempt_at TIMESTAMPTZ NOT NULL,
  finished_at TIMESTAMPTZ,
  last_error TEXT,
  PRIMARY KEY (notification_id, subscription_id)
);
CREATE INDEX push_deliveries_due ON push_deliveries (next_attempt_at) WHERE status = 'queued';
CREATE INDEX push_deliveries_by_subscription ON push_deliveries (subscription_id);
