/**
 * The e-wallet form's schema, loaded with the form engine when the form is first touched
 * (src/lib/forms/use-schema-form.ts). Every field is the contract's own (src/contract/fields.ts, the rules of
 * POST/PUT /payments/e-wallets), and so is the rule that an email or an account id is given.
 */
import * as z from 'zod/mini';
import { Email, EWalletAccountId, PersonName } from '../../contract/fields.ts';
import { blankAsAbsent, trimmed } from '../../lib/forms/fields.ts';

export const eWalletSchema = z
  .object({
    provider: z.string().check(z.minLength(1, 'required')),
    account_name: trimmed(PersonName),
    email: blankAsAbsent(trimmed(Email)),
    account_number: blankAsAbsent(EWalletAccountId),
    is_default: z.optional(z.literal('on')),
  })
  .check(
    z.refine((value) => value.email !== undefined || value.account_number !== undefined, {
      message: 'email_or_account_required',
      path: ['email'],
    }),
  );

export type EWalletForm = z.output<typeof eWalletSchema>;
