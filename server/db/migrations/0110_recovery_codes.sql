-- Two-factor recovery codes (server/auth/recovery-codes.ts; docs/API.md "Recovery codes"): ten per person
-- while their 2FA is ACTIVE, each usable once in place of a code. Only a digest of a code is stored.
CREATE TABLE recovery_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT recovery_codes_user_hash UNIQUE (user_id, code_hash)
);
