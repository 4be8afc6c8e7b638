-- Developer integration (server/db/schema/developers.ts describes the same tables). API keys are kept as a
-- SHA-256 digest only; webhook signing secrets must be usable to sign deliveries, so they are sealed with a
-- server key (AES-256-GCM, server/cards/seal.ts). Both are soft-deleted, so a repeated revoke or delete can
-- tell "already gone" from "never yours".

CREATE TABLE api_keys (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  prefix text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  expires_at timestamptz,
  revoked_at timestamptz
);
--> statement-breakpoint
CREATE INDEX api_keys_account ON api_keys (account_id, id DESC) WHERE revoked_at IS NULL;
--> statement-breakpoint
CREATE TABLE webhooks (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  url text NOT NULL,
  description text,
  events text[] NOT NULL CHECK (cardinality(events) > 0),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  secret_sealed text NOT NULL,
  secret_prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  last_delivery_at timestamptz,
  last_delivery_status_code integer,
  last_delivery_succeeded boolean,
  CONSTRAINT webhooks_last_delivery CHECK ((last_delivery_at IS NULL) = (last_delivery_succeeded IS NULL))
);
--> statement-breakpoint
CREATE INDEX webhooks_account ON webhooks (account_id, id DESC) WHERE deleted_at IS NULL;
