/**
 * What the top-up screen decides from the server's data, as plain functions: which transfer methods top up the
 * main wallet, which currency a method starts in, when a top-up's instructions stop changing and how often they
 * are read again while they show.
 */
import type { TransferMethodType } from '../../contract/calls/reference.ts';
import type { TopUpType } from '../../contract/calls/top-ups.ts';
import { isFinal } from '../../lib/transaction-status.ts';

/**
 * Money paid into a virtual account lands in the VA wallet, not the main one (server/top-ups/methods.ts): the
 * screen offers it as a way to /va instead of as a top-up.
 */
export const VIRTUAL_ACCOUNT_METHOD = 'VIRTUAL_ACCOUNT';

/** PRODUCT.md section 4: a displayed QR payment is read every 3000 ms; any other pending transaction every 5000. */
export const QR_POLL_MS = 3000;
export const TRANSFER_POLL_MS = 5000;

/** The methods that top up the main wallet, in the server's order. */
export function topUpMethods(methods: readonly TransferMethodType[]): TransferMethodType[] {
  return methods.filter(
    (method) => method.transaction_types.includes('TOP_UP') && method.code !== VIRTUAL_ACCOUNT_METHOD,
  );
}

/** Whether the reference data offers paying into a virtual account. */
export function offersVirtualAccount(methods: readonly TransferMethodType[]): boolean {
  return methods.some((method) => method.code === VIRTUAL_ACCOUNT_METHOD);
}

/** The currency a method starts in: the one asked for when the method takes it, else the method's first. */
export function currencyFor(method: { readonly currencies: readonly string[] }, wanted: string | null): string | null {
  if (wanted !== null && method.currencies.includes(wanted)) return wanted;
  return method.currencies[0] ?? null;
}

/** Whether a top-up has reached a status it never leaves (credited, expired, refused). */
export function isTopUpFinal(topUp: Pick<TopUpType, 'transaction'>): boolean {
  return isFinal(topUp.transaction);
}

/** How long until a top-up is read again: a QR's payment quickly, a bank transfer like any pending transaction. */
export function pollInterval(topUp: Pick<TopUpType, 'kind'>): number {
  return topUp.kind === 'QR' ? QR_POLL_MS : TRANSFER_POLL_MS;
}
