/**
 * A saved payment method (SPEC section 3 "Payment") as the user knows it: its bank or provider and the account.
 * One way of writing it for every screen that shows one (withdraw, payment methods).
 */
import type { PaymentRecord } from '../contract/calls/payments.ts';

export type MethodKind = PaymentRecord['payment_type'];

/** Provider value → its display name (reference data: `9-pay` → `9Pay`). */
export type ProviderNames = Readonly<Record<string, string>>;

/** A method as the user knows it: its bank or provider, and the account ("•••• 4567 · NGUYEN VAN A"). */
export function methodParts(payment: PaymentRecord, providers: ProviderNames): { name: string; account: string } {
  if (payment.payment_type === 'BANK') {
    const { bank_name, account_number, account_name } = payment.detail;
    return { name: bank_name, account: `•••• ${account_number.slice(-4)} · ${account_name}` };
  }
  const { provider, account_name, email, account_number } = payment.detail;
  return { name: providers[provider] ?? provider, account: email ?? account_number ?? account_name };
}

/** The method on one line: "Vietcombank •••• 6789 · NGUYEN VAN A", "Payoneer · a@b.vn". */
export function methodLabel(payment: PaymentRecord, providers: ProviderNames = {}): string {
  const { name, account } = methodParts(payment, providers);
  return payment.payment_type === 'BANK' ? `${name} ${account}` : `${name} · ${account}`;
}
