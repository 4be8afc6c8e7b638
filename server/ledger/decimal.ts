/** Ledger amounts: big.js in code, canonical decimal strings (no exponent, no trailing zeros) outside. */
import Big from 'big.js';
import { parseWireAmount } from '../../src/lib/money.ts';
import { LedgerError } from './errors.ts';

/** numeric(38, 20): the database keeps 20 fraction digits; more would be rounded silently, so refuse them. */
const MAX_FRACTION_DIGITS = 20;
const MAX_INTEGER_DIGITS = 18;

/** Parses and checks an amount for the ledger; throws INVALID_AMOUNT rather than round anyone's money. */
export function toAmount(value: Big | string): Big {
  const amount = typeof value === 'string' ? parseWireAmount(value) : value;
  if (amount === null) throw new LedgerError('INVALID_AMOUNT', `Not a decimal amount: ${JSON.stringify(value)}`);
  const fraction = Math.max(amount.c.length - amount.e - 1, 0);
  const integer = Math.max(amount.e + 1, 1);
  if (fraction > MAX_FRACTION_DIGITS || integer > MAX_INTEGER_DIGITS) {
    throw new LedgerError('INVALID_AMOUNT', `Amount out of the ledger's precision: ${amount.toFixed()}`);
  }
  return amount;
}

/** `100.000` → `100`, `-0` → `0`; never an exponent. */
export function decimalString(value: Big | string): string {
  const amount = new Big(value);
  return amount.eq(0) ? '0' : amount.toFixed();
}
