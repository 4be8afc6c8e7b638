/** How operator items and customer notifications show money and accounts. */
import Big from 'big.js';
import { currencyDecimals, formatNumber } from '../../src/lib/money.ts';
import type { UserRow } from '../auth/users.ts';
import { displayName } from '../people/profile.ts';

/** `2,000,000 VND`: grouped, the currency's decimals, the code after (an operator reads codes, not symbols). */
export function operatorAmount(amount: string, currency: string): string {
  return `${formatNumber(new Big(amount), 'en', currencyDecimals(currency))} ${currency}`;
}

/** A notification parameter: the plain decimal at the currency's precision (the reader's app formats it). */
export function noticeAmount(amount: string, currency: string): string {
  return new Big(amount).toFixed(currencyDecimals(currency));
}

/** `••1234`: enough to recognise an account, not to use it. */
export function maskAccount(accountNumber: string | null): string {
  return accountNumber ? `••${accountNumber.slice(-4)}` : '';
}

export function customerOf(user: UserRow) {
  return { id: user.id, email: user.email, full_name: displayName(user) };
}
