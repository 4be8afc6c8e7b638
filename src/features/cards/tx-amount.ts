/**
 * A card transaction's amount signed by its direction (tx-labels.ts): exact as a wire decimal (the export), or
 * formatted in the user's language (the screens).
 */
import type { CardTransactionType } from '../../contract/calls/card.ts';
import type { Locale } from '../../lib/locale.ts';
import { canonicalAmount, formatMoney, signedAmount } from '../../lib/money.ts';
import { txDirection } from './tx-labels.ts';

type Signed = Pick<CardTransactionType, 'type' | 'amount'>;

/** The amount signed by its direction as a wire decimal: `-12.5` for a spend, `100` for a top-up. */
export function txSignedDecimal({ type, amount }: Signed): string {
  return canonicalAmount(signedAmount(amount.amount, txDirection(type)));
}

/** The amount signed and formatted: `+$100.00`, `-$12.50` (or the Vietnamese way). */
export function txSignedMoney(transaction: Signed, locale: Locale): string {
  return formatMoney(txSignedDecimal(transaction), transaction.amount.currency, locale, { sign: 'exceptZero' });
}
