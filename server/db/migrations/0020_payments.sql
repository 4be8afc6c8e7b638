-- Saved payment methods and the simulated bank-account directory (server/db/schema/payments.ts describes the
-- same tables). A method belongs to an account (the director's, for a team member) and is never deleted:
-- a removed one keeps its row, with removed_at, because past withdrawals name it.

CREATE TABLE payments (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payment_type text NOT NULL CHECK (payment_type IN ('BANK', 'E_WALLET')),
  payment_status text NOT NULL DEFAULT 'PENDING' CHECK (payment_status IN ('PENDING', 'APPROVED', 'REJECTED')),
  currency text NOT NULL,
  provider text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  account_name text NOT NULL,
  account_number text,
  email text,
  bank_bin text,
  bank_name text,
  rejected_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz,
  CONSTRAINT payments_bank_detail CHECK (
    payment_type <> 'BANK'
    OR (provider = 'bank' AND bank_bin IS NOT NULL AND bank_name IS NOT NULL AND account_number IS NOT NULL)
  ),
  CONSTRAINT payments_e_wallet_reach CHECK (
    payment_type <> 'E_WALLET' OR (provider <> 'bank' AND (email IS NOT NULL OR account_number IS NOT NULL))
  ),
  CONSTRAINT payments_rejected_reason CHECK ((payment_status = 'REJECTED') = (rejected_reason IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX payments_account ON payments (account_id) WHERE removed_at IS NULL;
--> statement-breakpoint
-- At most one default per account, kind and currency.
CREATE UNIQUE INDEX payments_one_default ON payments (account_id, payment_type, currency)
  WHERE is_default AND removed_at IS NULL;
--> statement-breakpoint
-- The same bank account or e-wallet is saved once per account (the handlers answer PAYMENT_DUPLICATE first).
CREATE UNIQUE INDEX payments_no_duplicate ON payments (
  account_id, payment_type, provider, coalesce(bank_bin, ''), coalesce(account_number, ''), coalesce(email, '')
) WHERE removed_at IS NULL;
--> statement-breakpoint
-- What the simulated NAPAS name lookup knows for certain (server/payments/account-name.ts); any other
-- account at a supported bank gets a stable made-up holder name.
CREATE TABLE bank_account_directory (
  bank_bin text NOT NULL,
  account_number text NOT NULL,
  account_name text NOT NULL,
  PRIMARY KEY (bank_bin, account_number)
);
--> statement-breakpoint
-- Seams for the virtual-account domain, whose tables come later (0030): it replaces these functions with
-- CREATE OR REPLACE FUNCTION, same signature, over its own tables. Until then nothing is in use and no VA
-- exists. (Functions rather than views, so the schema-drift test sees no columns without a Drizzle table.)
-- Whether an unfinished withdrawal pays out to a saved method: then it cannot be changed or removed.
CREATE FUNCTION payment_in_use(payment_id integer) RETURNS boolean
  LANGUAGE sql STABLE AS $$ SELECT false $$;
--> statement-breakpoint
-- How many of an account's virtual accounts use each platform: the platform lists put the most used first.
CREATE FUNCTION va_platform_usage(account_id integer) RETURNS TABLE (platform_id integer, used_count integer)
  LANGUAGE sql STABLE AS $$ SELECT NULL::integer, NULL::integer WHERE false $$;
