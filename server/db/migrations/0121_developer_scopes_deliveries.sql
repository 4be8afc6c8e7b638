-- Issue 16 (docs/decisions/031): what an API key may do, and every attempt at delivering a webhook event with
-- its answer, so a director sees what their endpoint answered and when the next retry is due. A delivery keeps
-- its body (the event, never a secret) so a retry sends the same event, signed with the endpoint's current
-- secret.

ALTER TABLE api_keys ADD COLUMN scopes text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
CREATE TABLE webhook_deliveries (
  id serial PRIMARY KEY,
  webhook_id integer NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  event text NOT NULL,
  body text NOT NULL,
  attempt integer NOT NULL CHECK (attempt > 0),
  succeeded boolean NOT NULL,
  status_code integer,
  error text,
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  created_at timestamptz NOT NULL,
  next_retry_at timestamptz,
  UNIQUE (event_id, webhook_id, attempt)
);
--> statement-breakpoint
CREATE INDEX webhook_deliveries_latest ON webhook_deliveries (webhook_id, id DESC);
--> statement-breakpoint
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_retry_at) WHERE next_retry_at IS NOT NULL;
