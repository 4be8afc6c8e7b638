/**
 * The plain rules of the payment-methods screens (SPEC section 7 Payments, PRODUCT.md section 4): who may change
 * methods, the order they are listed in, and the bodies that send a method back unchanged but for its default flag.
 */
import type { PaymentRecord } from '../../contract/calls/payments.ts';
import type { Role } from '../../lib/roles.ts';

/** DIRECTOR adds, edits and removes; FINANCE only views; SELLER has no access (the route refuses it). */
export function mayEditMethods(role: Role | null): boolean {
  return role === 'director';
}

/** Defaults first, then banks before e-wallets, then newest (the server's order within a kind). */
export function sortMethods(methods: readonly PaymentRecord[]): PaymentRecord[] {
  return [...methods].sort(
    (a, b) =>
      Number(b.is_default) - Number(a.is_default) ||
      (a.payment_type === b.payment_type ? 0 : a.payment_type === 'BANK' ? -1 : 1) ||
      b.created_at.localeCompare(a.created_at),
  );
}

/** A bank's PUT body: the same account, `is_default` as given. */
export function bankBody(payment: Extract<PaymentRecord, { payment_type: 'BANK' }>, isDefault: boolean) {
  const { bank_bin, account_number, account_name } = payment.detail;
  return { currency: payment.currency, bank_bin, account_number, account_name, is_default: isDefault };
}

/** An e-wallet's PUT body: the same wallet, `is_default` as given. */
export function eWalletBody(payment: Extract<PaymentRecord, { payment_type: 'E_WALLET' }>, isDefault: boolean) {
  const { provider, account_name, email, account_number } = payment.detail;
  return {
    currency: payment.currency,
    provider: provider as Exclude<typeof provider, 'bank'>,
    account_name,
    ...(email === null ? {} : { email }),
    ...(account_number === null ? {} : { account_number }),
    is_default: isDefault,
  };
}
