-- VA transactions (server/va-transactions/): the database's own guard that a QR code is paid at most once. An
-- open or settled payment claims its code; a refused or withdrawn one gives it back. payQr also locks the code
-- row and checks first (a clear QR_ALREADY_PAID); this index is what holds if anything else ever writes rows.
CREATE UNIQUE INDEX va_transactions_qr_code_paid_once ON va_transactions (qr_code_id)
  WHERE qr_code_id IS NOT NULL AND status IN ('PENDING', 'WAITING', 'PROCESS', 'ON_HOLD', 'APPROVED');
--> statement-breakpoint
-- The simulated provider looks for top-ups still PENDING once their delay has passed.
CREATE INDEX va_transactions_open ON va_transactions (created_at) WHERE status IN ('PENDING', 'WAITING', 'PROCESS');
