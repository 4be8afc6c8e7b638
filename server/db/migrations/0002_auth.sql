-- People, sign-in and short-lived security state (server/db/schema/auth.ts describes the same tables).
-- Timestamps that drive logic (expiry, windows) are written by the application from its clock, so tests can
-- move time; the defaults only cover rows written by hand.

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE CONSTRAINT users_email_lower CHECK (email = lower(email)),
  password_hash text NOT NULL,
  full_name text NOT NULL DEFAULT '',
  account_type text NOT NULL CHECK (account_type IN ('INDIVIDUAL', 'BUSINESS')),
  tier text NOT NULL DEFAULT 'STANDARD' CHECK (tier IN ('STANDARD', 'SILVER', 'GOLD', 'DIAMOND')),
  kyc_level smallint NOT NULL DEFAULT 0 CONSTRAINT users_kyc_level_range CHECK (kyc_level BETWEEN 0 AND 4),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'vi')),
  va_enable boolean NOT NULL DEFAULT false,
  vc_enable boolean NOT NULL DEFAULT false,
  wallet_enable boolean NOT NULL DEFAULT true,
  two_factor_method text CHECK (two_factor_method IN ('EMAIL', 'AUTHENTICATOR_APP', 'SMS')),
  two_factor_status text NOT NULL DEFAULT 'INACTIVE' CHECK (two_factor_status IN ('ACTIVE', 'INACTIVE')),
  two_factor_enable_for text[] NOT NULL DEFAULT '{}'::text[]
    CHECK (two_factor_enable_for <@ ARRAY['WITHDRAWAL', 'ADD_BANK', 'LOGIN']::text[]),
  totp_secret text,
  totp_last_step bigint,
  calling_code text,
  phone_number text,
  country text NOT NULL DEFAULT 'VN',
  referral_code text NOT NULL UNIQUE,
  referred_by integer REFERENCES users (id),
  user_kind text NOT NULL DEFAULT 'NORMAL' CHECK (user_kind IN ('NORMAL', 'SALE')),
  member_only boolean NOT NULL DEFAULT false,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  changed_pw_at timestamptz
);
--> statement-breakpoint
CREATE TABLE team_members (
  id serial PRIMARY KEY,
  director_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  member_user_id integer REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  full_name text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('DIRECTOR', 'FINANCE', 'SELLER')),
  status text NOT NULL CHECK (status IN ('INVITED', 'EXPIRED', 'ACTIVE', 'PENDING')),
  invitation_token_hash text UNIQUE,
  invitation_expires_at timestamptz,
  invited_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz,
  CONSTRAINT team_members_director_email UNIQUE (director_id, email)
);
--> statement-breakpoint
CREATE INDEX team_members_member_user ON team_members (member_user_id);
--> statement-breakpoint
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('DIRECTOR', 'FINANCE', 'SELLER')),
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
--> statement-breakpoint
CREATE INDEX sessions_user ON sessions (user_id);
--> statement-breakpoint
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  rotated_from uuid,
  used_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);
--> statement-breakpoint
CREATE TABLE otp_codes (
  id serial PRIMARY KEY,
  purpose text NOT NULL,
  destination text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  resend_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX otp_codes_destination ON otp_codes (purpose, destination, created_at);
--> statement-breakpoint
CREATE TABLE w_tokens (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX w_tokens_user ON w_tokens (user_id);
--> statement-breakpoint
CREATE TABLE verified_emails (
  email text PRIMARY KEY,
  verified_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
--> statement-breakpoint
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
--> statement-breakpoint
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  link text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
