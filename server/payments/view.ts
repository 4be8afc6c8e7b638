/** A saved payment method as the contract shows it (SPEC section 3 "Payment"). */
import type { PaymentRecord } from '../../src/contract/calls/payments.ts';
import type { PaymentRow } from '../db/schema/payments.ts';

function bankDetail(row: PaymentRow) {
  return {
    account_name: row.accountName,
    account_number: row.accountNumber ?? '',
    bank_name: row.bankName ?? '',
    bank_bin: row.bankBin ?? '',
  };
}

function eWalletDetail(row: PaymentRow) {
  return { provider: row.provider, account_name: row.accountName, email: row.email, account_number: row.accountNumber };
}

export function paymentView(row: PaymentRow): PaymentRecord {
  const common = {
    id: row.id,
    payment_status: row.paymentStatus,
    is_default: row.isDefault,
    currency: row.currency,
    rejected_reason: row.rejectedReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  // The table's CHECK constraints guarantee a bank row has its bank, number and BIN; '' never reaches a client.
  if (row.paymentType === 'BANK') return { ...common, payment_type: 'BANK', detail: bankDetail(row) };
  return { ...common, payment_type: 'E_WALLET', detail: eWalletDetail(row) };
}
