/**
 * The new QR code form's rules, loaded with the form engine: the amount is optional (the payer chooses it when
 * empty) and otherwise the app's amount rule in the merchant's currency; the description is the contract's
 * (one line, 1 to QR_DESCRIPTION_MAX_LENGTH characters once trimmed).
 */
import * as z from 'zod/mini';
import { filled, singleLine } from '../../contract/fields.ts';
import { QR_DESCRIPTION_MAX_LENGTH } from '../../contract/rules.ts';
import { amountSchema } from '../../lib/forms/amount.ts';
import { blankAsAbsent } from '../../lib/forms/fields.ts';
import type { Locale } from '../../lib/locale.ts';

export function qrCodeSchema(currency: string, locale: Locale) {
  return z.object({
    amount: blankAsAbsent(amountSchema({ currency, locale })),
    description: z.string().check(z.trim(), filled(), singleLine(), z.maxLength(QR_DESCRIPTION_MAX_LENGTH, 'too_long')),
  });
}
