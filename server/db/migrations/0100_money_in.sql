-- Top-ups of the main wallet, invoices paid into a VA, and transfers between a customer's own wallets
-- (server/top-ups/, server/invoices/, server/va-transactions/internal.ts; docs/API.md "Top-ups, invoices and
-- internal transfers").

-- A transfer between one's own main and VA wallets is listed with the other money movements.
ALTER TABLE va_transactions DROP CONSTRAINT va_transactions_type_check;
--> statement-breakpoint
ALTER TABLE va_transactions ADD CONSTRAINT va_transactions_type_check
  CHECK (type IN ('TOP_UP', 'WITHDRAWAL', 'INTERNAL'));
--> statement-breakpoint

-- The transactions list reads one account's rows newest first, the id breaking ties: one walk of this index
-- serves any page of any filter (10,000 rows of one account: docs/API.md).
DROP INDEX va_transactions_owner;
--> statement-breakpoint
CREATE INDEX va_transactions_owner ON va_transactions (owner_id, created_at DESC, id DESC);
--> statement-breakpoint

-- What a top-up of the main wallet asks the payer to do. Its money is the TOP_UP ledger transfer of its
-- transaction (the primary key); the transaction is PENDING until the money arrives (paid_at), PROCESS until
-- it is credited, APPROVED, or EXPIRED when nothing arrived before expires_at.
CREATE TABLE top_up_intents (
  transaction_id integer PRIMARY KEY REFERENCES va_transactions (id) ON DELETE CASCADE,
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A transfer method code of server/reference/transfer-methods.ts.
  method text NOT NULL CHECK (method ~ '^[A-Z][A-Z0-9_]*$'),
  kind text NOT NULL CHECK (kind IN ('BANK_TRANSFER', 'QR')),
  reference text NOT NULL UNIQUE CHECK (reference ~ '^[0-9A-Z]{6,25}$'),
  -- ReceivingAccount of src/contract/calls/top-ups.ts: the platform's collection account.
  receiving_account jsonb NOT NULL,
  qr_payload text,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  CONSTRAINT top_up_intents_qr_payload CHECK ((kind = 'QR') = (qr_payload IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX top_up_intents_owner ON top_up_intents (owner_id) WHERE paid_at IS NULL;
--> statement-breakpoint
CREATE INDEX top_up_intents_unpaid ON top_up_intents (expires_at) WHERE paid_at IS NULL;
--> statement-breakpoint

-- A payment request to someone outside the product. EXPIRED is not stored: WAITING past expires_at (the end
-- of due_date in Vietnam) reads as EXPIRED (server/invoices/status.ts).
CREATE TABLE invoices (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  virtual_account_id integer NOT NULL REFERENCES virtual_accounts (id),
  reference text NOT NULL UNIQUE CHECK (reference ~ '^[0-9A-Z]{6,25}$'),
  status text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'PAID', 'CANCELLED')),
  amount numeric(38, 20) NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  payer_name text NOT NULL,
  payer_email text NOT NULL,
  note text,
  due_date date NOT NULL,
  expires_at timestamptz NOT NULL,
  qr_payload text NOT NULL,
  transaction_id integer UNIQUE REFERENCES va_transactions (id),
  paid_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT invoices_paid CHECK ((status = 'PAID') = (transaction_id IS NOT NULL AND paid_at IS NOT NULL)),
  CONSTRAINT invoices_cancelled CHECK ((status = 'CANCELLED') = (cancelled_at IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX invoices_owner ON invoices (owner_id, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX invoices_waiting ON invoices (virtual_account_id) WHERE status = 'WAITING';
