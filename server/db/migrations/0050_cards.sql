-- Virtual cards (server/db/schema/cards.ts describes the same tables; server/cards/ the model). A card belongs
-- to an account (the director's, for a team member). Its money is in the account's VC ledger wallet: the
-- entries that are a card's are linked to it in card_ledger_entries, so a card's balance is a sum of ledger
-- entries too, never a stored number. The number and CVV are stored sealed (AES-256-GCM, server/cards/seal.ts).

CREATE TABLE cards (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  brand text NOT NULL CHECK (brand IN ('VISA', 'MASTERCARD')),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CANCELLED', 'FROZEN', 'ACTIVE')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- Where the issue took the money from: a rejected issue gives it back there.
  funding_source text NOT NULL CHECK (funding_source IN ('MAIN', 'VC')),
  cardholder_name text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  pan_sealed text NOT NULL,
  cvv_sealed text NOT NULL,
  expiry_month smallint NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year smallint NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2100),
  spending_limit_amount numeric(38, 20) CHECK (spending_limit_amount > 0),
  spending_limit_interval text CHECK (spending_limit_interval IN ('DAY', 'MONTH', 'TRANSACTION')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT cards_spending_limit_whole CHECK ((spending_limit_amount IS NULL) = (spending_limit_interval IS NULL))
);
--> statement-breakpoint
CREATE INDEX cards_account ON cards (account_id, created_at);
--> statement-breakpoint

CREATE TABLE card_transactions (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Null for wallet-only movements (crypto top-ups, wallet withdrawals).
  card_id integer REFERENCES cards (id),
  code text GENERATED ALWAYS AS ('VCT' || lpad(id::text, 8, '0')) STORED,
  type text NOT NULL CHECK (type IN ('TOP_UP', 'WITHDRAWAL', 'PAYMENT', 'REFUND')),
  detail_type text NOT NULL CHECK (detail_type IN (
    'CARD_ISSUE_TOP_UP', 'CARD_TOP_UP', 'CARD_WITHDRAW', 'CARD_CRYPTO_TOP_UP', 'CARD_PAYMENT', 'CARD_REFUND',
    'WALLET_TOP_UP', 'WALLET_WITHDRAW', 'WALLET_ISSUE_WITHDRAW', 'WALLET_REFUND'
  )),
  status text NOT NULL CHECK (status IN ('CANCEL', 'FAILURE', 'PROCESSING', 'PENDING', 'SUCCESS')),
  amount numeric(38, 20) NOT NULL CHECK (amount > 0),
  fee numeric(38, 20) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  currency text NOT NULL,
  original_amount numeric(38, 20),
  original_currency text,
  merchant_name text,
  merchant_country text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT card_transactions_original_whole CHECK ((original_amount IS NULL) = (original_currency IS NULL))
);
--> statement-breakpoint
CREATE INDEX card_transactions_account ON card_transactions (account_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX card_transactions_card ON card_transactions (card_id) WHERE card_id IS NOT NULL;
--> statement-breakpoint

-- The status timeline of a card or of a card transaction (exactly one of the two).
CREATE TABLE card_status_events (
  id serial PRIMARY KEY,
  card_id integer REFERENCES cards (id),
  transaction_id integer REFERENCES card_transactions (id),
  status text NOT NULL,
  note text,
  at timestamptz NOT NULL,
  CONSTRAINT card_status_events_one_subject CHECK ((card_id IS NULL) <> (transaction_id IS NULL))
);
--> statement-breakpoint
CREATE INDEX card_status_events_card ON card_status_events (card_id, at) WHERE card_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX card_status_events_transaction ON card_status_events (transaction_id, at) WHERE transaction_id IS NOT NULL;
--> statement-breakpoint

-- Which VC-wallet entries are a card's money (the rest of the VC wallet is not on any card yet).
CREATE TABLE card_ledger_entries (
  entry_id bigint PRIMARY KEY REFERENCES ledger_entries (id),
  card_id integer NOT NULL REFERENCES cards (id)
);
--> statement-breakpoint
CREATE INDEX card_ledger_entries_card ON card_ledger_entries (card_id);
--> statement-breakpoint

-- Fees and amount bounds per card currency (FIXED values are in that currency; PERCENT of the amount).
CREATE TABLE card_fees (
  currency text PRIMARY KEY,
  issue_fee_type text NOT NULL CHECK (issue_fee_type IN ('FIXED', 'PERCENT')),
  issue_fee_value numeric(38, 20) NOT NULL CHECK (issue_fee_value >= 0),
  top_up_fee_type text NOT NULL CHECK (top_up_fee_type IN ('FIXED', 'PERCENT')),
  top_up_fee_value numeric(38, 20) NOT NULL CHECK (top_up_fee_value >= 0),
  fx_fee_type text NOT NULL CHECK (fx_fee_type IN ('FIXED', 'PERCENT')),
  fx_fee_value numeric(38, 20) NOT NULL CHECK (fx_fee_value >= 0),
  min_issue_amount numeric(38, 20) NOT NULL CHECK (min_issue_amount > 0),
  min_top_up numeric(38, 20) NOT NULL CHECK (min_top_up > 0),
  max_top_up numeric(38, 20) NOT NULL CHECK (max_top_up >= min_top_up)
);
--> statement-breakpoint

-- Crypto addresses whose deposits credit the MAIN card balance.
CREATE TABLE system_payments (
  id serial PRIMARY KEY,
  network text NOT NULL CHECK (network IN ('SOL', 'TRX', 'ETH')),
  currency text NOT NULL CHECK (currency IN ('USDT', 'USDC')),
  address text NOT NULL,
  min_amount numeric(38, 20) NOT NULL CHECK (min_amount > 0),
  confirmations integer NOT NULL CHECK (confirmations > 0),
  UNIQUE (network, currency)
);
--> statement-breakpoint

-- The card a person last asked a reveal code for: the code proves the reveal of that card only.
CREATE TABLE card_otp_requests (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  card_id integer NOT NULL REFERENCES cards (id),
  sent_at timestamptz NOT NULL
);
--> statement-breakpoint

-- The card a card_sensitive w-token may reveal.
CREATE TABLE card_sensitive_grants (
  w_token_id uuid PRIMARY KEY REFERENCES w_tokens (id) ON DELETE CASCADE,
  card_id integer NOT NULL REFERENCES cards (id)
);
--> statement-breakpoint

-- Reference data every deployment needs (not demo data): the USD card fees and the deposit addresses.
INSERT INTO card_fees (
  currency, issue_fee_type, issue_fee_value, top_up_fee_type, top_up_fee_value, fx_fee_type, fx_fee_value,
  min_issue_amount, min_top_up, max_top_up
) VALUES ('USD', 'FIXED', 5, 'PERCENT', 1.5, 'PERCENT', 2, 10, 10, 10000);
--> statement-breakpoint
INSERT INTO system_payments (network, currency, address, min_amount, confirmations) VALUES
  ('TRX', 'USDT', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 10, 20),
  ('TRX', 'USDC', 'TVLtD6WdkXgHQk7UNT9AXAzSp6FpA5rG8e', 10, 20),
  ('ETH', 'USDT', '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4', 50, 12),
  ('ETH', 'USDC', '0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2', 50, 12),
  ('SOL', 'USDT', '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', 5, 32),
  ('SOL', 'USDC', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 5, 32);
