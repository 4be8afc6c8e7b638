/**
 * The QR forms' rules, loaded with the form engine. A new code: the amount is optional (the payer chooses it when
 * empty) and otherwise the app's amount rule in the merchant's currency; the description is the contract's
 * (one line, 1 to QR_DESCRIPTION_MAX_LENGTH characters once trimmed).
 *
 * The amount goes through `checkTypedAmount` (src/lib/forms/amount.ts), which stays free of zod: the withdrawal
 * screens load that module first, and zod there cost +7.5 KB on /withdraw/bank.
 */
import * as z from 'zod/mini';
import { filled, PersonName, singleLine } from '../../contract/fields.ts';
import { QR_DESCRIPTION_MAX_LENGTH } from '../../contract/rules.ts';
import { checkTypedAmount } from '../../lib/forms/amount.ts';
import { blankAsAbsent } from '../../lib/forms/fields.ts';
import type { Locale } from '../../lib/locale.ts';

export function qrCodeSchema(currency: string, locale: Locale) {
  const amount = z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const typed = checkTypedAmount(text, { currency, locale });
      if (typed.problem === null) return typed.amount;
      context.issues.push({ code: 'custom', message: typed.problem.key, params: typed.problem.params, input: text });
      return z.NEVER;
    }),
  );
  return z.object({
    amount: blankAsAbsent(amount),
    description: z.string().check(z.trim(), filled(), singleLine(), z.maxLength(QR_DESCRIPTION_MAX_LENGTH, 'too_long')),
  });
}

/** A new QR merchant: the contract's name rule (createQrMerchant's body) and one of the offered banks. */
export function qrMerchantSchema() {
  return z.object({ name: PersonName, bank_short_name: z.string().check(filled()) });
}
