-- A merchant refund names the payment it gives money back for, so the card processor simulation (operator) never
-- refunds more than was paid (docs/decisions/024-card-processor-simulation.md). Older refunds name none.
ALTER TABLE card_transactions ADD COLUMN refund_of integer REFERENCES card_transactions(id);
--> statement-breakpoint
CREATE INDEX card_transactions_refund_of_idx ON card_transactions (refund_of) WHERE refund_of IS NOT NULL;
