/** Card fees and amount bounds (table card_fees) and what they come to for an amount. */
import Big from 'big.js';
import { eq } from 'drizzle-orm';
import type { CardFeesType } from '../../src/contract/calls/card.ts';
import type { FeeRuleType } from '../../src/contract/calls/va.ts';
import { CARD_DECIMALS } from '../../src/contract/card-fee.ts';
import type { Executor } from '../db/client.ts';
import { type CardFeesRow, cardFees } from '../db/schema/cards.ts';
import { ApiError } from '../errors/api-error.ts';
import { decimalString } from '../ledger/decimal.ts';
import { CARD_CURRENCY } from './ledger.ts';

export async function cardFeesRow(db: Executor): Promise<CardFeesRow> {
  const [row] = await db.select().from(cardFees).where(eq(cardFees.currency, CARD_CURRENCY));
  if (row === undefined) throw new Error(`No card fees for ${CARD_CURRENCY} (migration 0050 inserts them)`);
  return row;
}

function rule(type: CardFeesRow['issueFeeType'], value: string): FeeRuleType {
  const amount = decimalString(value);
  return type === 'FIXED' ? { type, value: amount, currency: CARD_CURRENCY } : { type, value: amount };
}

export function feesView(row: CardFeesRow): CardFeesType {
  return {
    currency: row.currency,
    issue: rule(row.issueFeeType, row.issueFeeValue),
    top_up: rule(row.topUpFeeType, row.topUpFeeValue),
    fx: rule(row.fxFeeType, row.fxFeeValue),
    limits: {
      min_issue_amount: decimalString(row.minIssueAmount),
      min_top_up: decimalString(row.minTopUp),
      max_top_up: decimalString(row.maxTopUp),
    },
  };
}

/** Refuses an amount in fractions of a cent (the contract's decimal allows 20 digits). */
export function assertWholeCents(amount: Big, field: string): void {
  if (!amount.round(CARD_DECIMALS, Big.roundDown).eq(amount)) {
    throw new ApiError('VALIDATION_FAILED', { fields: { [field]: ['decimal_format'] } });
  }
}

/** AMOUNT_TOO_LOW below `min`, LIMIT_EXCEEDED above `max`. */
export function assertWithin(amount: Big, min: string, max: string): void {
  if (amount.lt(min)) throw new ApiError('AMOUNT_TOO_LOW', { params: { minimum: decimalString(min) } });
  if (amount.gt(max)) throw new ApiError('LIMIT_EXCEEDED', { params: { maximum: decimalString(max) } });
}
