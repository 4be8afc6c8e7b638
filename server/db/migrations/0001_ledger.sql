-- The double-entry ledger (server/ledger/README.md). Balances are sums of entries; entries and journals are
-- append-only (triggers refuse UPDATE, DELETE and TRUNCATE); every journal balances per currency at commit.

CREATE TABLE ledger_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id integer,
  kind text NOT NULL CHECK (kind IN ('MAIN', 'VA', 'QR_MERCHANT', 'VC', 'HOLD', 'SYSTEM')),
  parent_id integer REFERENCES ledger_accounts (id),
  code text CHECK (code IN ('provider_clearing', 'fees_revenue', 'card_issuer')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3,4}$'),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- the target of ledger_entries' (account_id, currency) foreign key
  UNIQUE (id, currency),
  CONSTRAINT system_accounts_have_a_code_and_no_owner
    CHECK ((kind = 'SYSTEM') = (owner_id IS NULL) AND (kind = 'SYSTEM') = (code IS NOT NULL)),
  CONSTRAINT hold_accounts_have_a_wallet CHECK ((kind = 'HOLD') = (parent_id IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_accounts_one_wallet_per_kind
  ON ledger_accounts (owner_id, kind, currency) WHERE kind NOT IN ('HOLD', 'SYSTEM');
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_accounts_one_hold_per_wallet ON ledger_accounts (parent_id) WHERE kind = 'HOLD';
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_accounts_one_system_account ON ledger_accounts (code, currency) WHERE kind = 'SYSTEM';
--> statement-breakpoint

CREATE TABLE ledger_transfers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('TOP_UP', 'WITHDRAWAL', 'INTERNAL')),
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'WAITING', 'PROCESS', 'APPROVED', 'REJECTED', 'CANCELLED')),
  account_id integer NOT NULL,
  counter_account_id integer REFERENCES ledger_accounts (id),
  amount numeric(38, 20) NOT NULL CHECK (amount > 0),
  fee numeric(38, 20) NOT NULL DEFAULT 0 CHECK (fee >= 0 AND fee < amount),
  currency text NOT NULL,
  source text NOT NULL,
  reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (account_id, currency) REFERENCES ledger_accounts (id, currency),
  CONSTRAINT internal_transfers_have_a_counter_wallet
    CHECK ((kind = 'INTERNAL') = (counter_account_id IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX ledger_transfers_by_wallet ON ledger_transfers (account_id, created_at);
--> statement-breakpoint
CREATE INDEX ledger_transfers_open ON ledger_transfers (status) WHERE status IN ('PENDING', 'WAITING', 'PROCESS');
--> statement-breakpoint

CREATE TABLE ledger_journals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('TOP_UP', 'HOLD', 'RELEASE', 'SETTLE', 'TRANSFER', 'ADJUSTMENT')),
  transfer_id integer REFERENCES ledger_transfers (id),
  reference text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX ledger_journals_by_transfer ON ledger_journals (transfer_id) WHERE transfer_id IS NOT NULL;
--> statement-breakpoint

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  journal_id integer NOT NULL REFERENCES ledger_journals (id),
  account_id integer NOT NULL,
  currency text NOT NULL,
  amount numeric(38, 20) NOT NULL CHECK (amount <> 0),
  FOREIGN KEY (account_id, currency) REFERENCES ledger_accounts (id, currency)
);
--> statement-breakpoint
CREATE INDEX ledger_entries_by_account ON ledger_entries (account_id);
--> statement-breakpoint
CREATE INDEX ledger_entries_by_journal ON ledger_entries (journal_id);
--> statement-breakpoint

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_journals_append_only BEFORE UPDATE OR DELETE ON ledger_journals
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_journals_no_truncate BEFORE TRUNCATE ON ledger_journals
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint

-- The application checks balance before inserting (server/ledger/post.ts); this is the database's own guard
-- against any other writer, checked at commit when all of a journal's entries are in.
CREATE FUNCTION ledger_check_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced text;
BEGIN
  SELECT currency INTO unbalanced FROM ledger_entries
    WHERE journal_id = NEW.journal_id GROUP BY currency HAVING sum(amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'journal % does not balance in %', NEW.journal_id, unbalanced
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_journal_balanced();
