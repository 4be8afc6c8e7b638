-- Operator decisions on ledger transfers (server/db/schema/operator.ts describes the same table). A transfer
-- row keeps only its status; the reason the customer sees and when the operator decided live here, one row
-- per decided transfer. KYC/KYB, payment methods and cards keep their own reasons.

CREATE TABLE operator_decisions (
  transfer_id integer PRIMARY KEY REFERENCES ledger_transfers (id) ON DELETE CASCADE,
  decision text NOT NULL CHECK (decision IN ('APPROVED', 'REJECTED')),
  reason text,
  decided_at timestamptz NOT NULL,
  CONSTRAINT operator_decisions_reason CHECK ((decision = 'REJECTED') = (reason IS NOT NULL))
);
