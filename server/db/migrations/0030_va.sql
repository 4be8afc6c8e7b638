-- Virtual accounts, QR merchants and codes, VA withdrawal rates, feature flags and VA transactions
-- (server/db/schema/va.ts describes the same tables; server/va/ the model). A VA belongs to an account (the
-- director's, for a team member). Money paid into a VA is ledger money: a va_transactions row only describes a
-- movement whose postings are the ledger transfer it names (transfer_id).

-- Account numbers are the bank's prefix and this sequence, zero-padded: unique across banks by construction.
CREATE SEQUENCE va_account_number_seq START 1;
--> statement-breakpoint
CREATE TABLE virtual_accounts (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bank_short_name text NOT NULL,
  account_number text NOT NULL UNIQUE CHECK (account_number ~ '^[0-9A-Z]{6,30}$'),
  account_name text NOT NULL,
  -- A platform of server/reference/platforms.ts (a fixed list in code, so no foreign key).
  platform_id integer CHECK (platform_id > 0),
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'REJECTED', 'ACTIVE', 'INACTIVE', 'RESTRICTED')),
  status_reason text,
  wallet_type text NOT NULL DEFAULT 'VA_WALLET' CHECK (wallet_type IN ('VA_WALLET', 'QR_MERCHANT')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT virtual_accounts_rejected_reason CHECK (status <> 'REJECTED' OR status_reason IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX virtual_accounts_owner ON virtual_accounts (owner_id, created_at DESC);
--> statement-breakpoint
CREATE TABLE va_status_history (
  id serial PRIMARY KEY,
  virtual_account_id integer NOT NULL REFERENCES virtual_accounts (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('PENDING', 'REJECTED', 'ACTIVE', 'INACTIVE', 'RESTRICTED')),
  note text,
  at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX va_status_history_va ON va_status_history (virtual_account_id, at);
--> statement-breakpoint

-- A QR merchant is a shop name over one VA whose wallet type is QR_MERCHANT (the handlers create both).
CREATE TABLE qr_merchants (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  virtual_account_id integer NOT NULL UNIQUE REFERENCES virtual_accounts (id),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX qr_merchants_owner ON qr_merchants (owner_id, created_at DESC);
--> statement-breakpoint
-- Stored status is PENDING until paid, then APPROVED (with paid_at). EXPIRED is never stored: a PENDING code
-- past expires_at reads as EXPIRED (server/va/qr.ts), so no job has to sweep codes.
CREATE TABLE qr_codes (
  id serial PRIMARY KEY,
  qr_merchant_id integer NOT NULL REFERENCES qr_merchants (id),
  payload text NOT NULL UNIQUE,
  amount numeric(38, 20) CHECK (amount > 0),
  currency text NOT NULL,
  description text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CONSTRAINT qr_codes_paid CHECK ((status = 'APPROVED') = (paid_at IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX qr_codes_merchant ON qr_codes (qr_merchant_id, created_at DESC);
--> statement-breakpoint

-- Withdrawal bands: an amount in [min, max) of `currency` pays out at `rate` into `received_currency`.
CREATE TABLE va_ranges_of_rate (
  id serial PRIMARY KEY,
  currency text NOT NULL,
  min numeric(38, 20) NOT NULL CHECK (min >= 0),
  max numeric(38, 20),
  rate numeric(38, 20) NOT NULL CHECK (rate > 0),
  received_currency text NOT NULL,
  fee_type text NOT NULL CHECK (fee_type IN ('FIXED', 'PERCENT')),
  fee_value numeric(38, 20) NOT NULL CHECK (fee_value >= 0),
  fee_currency text,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT va_ranges_of_rate_bounds CHECK (max IS NULL OR max > min),
  CONSTRAINT va_ranges_of_rate_fee_currency CHECK ((fee_type = 'FIXED') = (fee_currency IS NOT NULL))
);
--> statement-breakpoint

-- SPEC section 3 feature flags: a row grants the flag to the account.
CREATE TABLE feature_flags (
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  flag text NOT NULL CHECK (flag IN ('WHITELIST_CREATEQR_FE', 'WHITELIST_SEE_REMARK')),
  PRIMARY KEY (owner_id, flag)
);
--> statement-breakpoint

CREATE TABLE va_transactions (
  id serial PRIMARY KEY,
  -- Shown to people, e.g. VAW-20261122-000123 (withdrawal), VAT-… (top-up), QRP-… (QR payment).
  code text NOT NULL UNIQUE,
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('TOP_UP', 'WITHDRAWAL')),
  status text NOT NULL CHECK (status IN
    ('PENDING', 'REJECTED', 'APPROVED', 'PROCESS', 'WAITING', 'CANCELLED', 'EXPIRED', 'ON_HOLD')),
  balance_type text NOT NULL CHECK (balance_type IN ('MAIN', 'VA', 'QR_MERCHANT')),
  amount numeric(38, 20) NOT NULL CHECK (amount > 0),
  fee numeric(38, 20) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  rate numeric(38, 20) NOT NULL DEFAULT 1 CHECK (rate > 0),
  amount_received numeric(38, 20) NOT NULL CHECK (amount_received >= 0),
  currency text NOT NULL,
  received_currency text NOT NULL,
  -- TransactionParty shapes of src/contract/calls/va.ts.
  source jsonb NOT NULL,
  destination jsonb NOT NULL,
  virtual_account_id integer REFERENCES virtual_accounts (id),
  qr_code_id integer REFERENCES qr_codes (id),
  payment_id integer REFERENCES payments (id),
  range_of_rate_id integer REFERENCES va_ranges_of_rate (id),
  transfer_id integer REFERENCES ledger_transfers (id),
  remark text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX va_transactions_owner ON va_transactions (owner_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX va_transactions_va ON va_transactions (virtual_account_id) WHERE virtual_account_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX va_transactions_qr_code ON va_transactions (qr_code_id) WHERE qr_code_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX va_transactions_payment ON va_transactions (payment_id) WHERE payment_id IS NOT NULL;
--> statement-breakpoint
CREATE TABLE va_transaction_history (
  id serial PRIMARY KEY,
  transaction_id integer NOT NULL REFERENCES va_transactions (id) ON DELETE CASCADE,
  status text NOT NULL,
  note text,
  at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX va_transaction_history_transaction ON va_transaction_history (transaction_id, at);
--> statement-breakpoint

-- The seams 0020_payments.sql declared, now over these tables (same signatures; $1 because a column shares
-- the parameter's name). A rejected VA never used its platform, so it does not count.
CREATE OR REPLACE FUNCTION va_platform_usage(account_id integer) RETURNS TABLE (platform_id integer, used_count integer)
  LANGUAGE sql STABLE AS $$
    SELECT va.platform_id, count(*)::integer FROM virtual_accounts va
     WHERE va.owner_id = $1 AND va.platform_id IS NOT NULL AND va.status <> 'REJECTED'
     GROUP BY va.platform_id
  $$;
--> statement-breakpoint
-- An unfinished withdrawal (money held, payout not settled: ON_HOLD included) pays out to the method.
CREATE OR REPLACE FUNCTION payment_in_use(payment_id integer) RETURNS boolean
  LANGUAGE sql STABLE AS $$
    SELECT EXISTS (
      SELECT 1 FROM va_transactions t
       WHERE t.payment_id = $1 AND t.type = 'WITHDRAWAL' AND t.status IN ('PENDING', 'WAITING', 'PROCESS', 'ON_HOLD')
    )
  $$;
