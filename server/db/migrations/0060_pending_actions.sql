-- Pending actions (server/db/schema/pending-actions.ts describes the same table): an operator's request to an
-- account for information, documents or a confirmation. Title and description are written by the operator in
-- both languages ({"en": …, "vi": …}) so the reader gets theirs. `completed_at` is when the request left the
-- pending list, answered (completed) or withdrawn (cancel).

CREATE TABLE pending_actions (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('INFORMATION', 'DOCUMENT', 'CONFIRMATION')),
  request_status text NOT NULL DEFAULT 'pending' CHECK (request_status IN ('pending', 'completed', 'cancel')),
  title jsonb NOT NULL,
  description jsonb NOT NULL,
  reference_type text CHECK (reference_type IN ('TRANSACTION', 'VIRTUAL_ACCOUNT', 'PAYMENT', 'KYC', 'KYB', 'CARD')),
  reference_id integer,
  due_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  answer_message text,
  answer_document_ids integer[] NOT NULL DEFAULT '{}',
  answer_confirmed boolean,
  answered_by integer REFERENCES users (id) ON DELETE SET NULL,
  answered_at timestamptz,
  CONSTRAINT pending_actions_reference CHECK ((reference_type IS NULL) = (reference_id IS NULL)),
  CONSTRAINT pending_actions_closed CHECK ((request_status = 'pending') = (completed_at IS NULL)),
  CONSTRAINT pending_actions_answered CHECK (answered_at IS NULL OR request_status = 'completed')
);
--> statement-breakpoint
CREATE INDEX pending_actions_account ON pending_actions (account_id, request_status, id DESC);
