/**
 * The profile edit's schemas, loaded with the form engine when a form is first touched
 * (src/lib/forms/use-schema-form.ts). Every field is the contract's own (src/contract/fields.ts, the rules of
 * PUT /accounts/me); the forms only drop what people type by accident (spaces around a name, digit grouping).
 */
import * as z from 'zod/mini';
import { CallingCode, CountryCode, OtpCode, PersonName, PhoneNumber } from '../../contract/fields.ts';
import { digitsTyped } from '../../lib/forms/fields.ts';

/** The editable details: `updateMe`'s body without the phone code. */
export const detailsSchema = z.object({
  full_name: PersonName,
  country: CountryCode,
  calling_code: CallingCode,
  phone_number: digitsTyped(PhoneNumber),
});

/** The code texted to a new number (`updateMe`'s `phone_code`). */
export const phoneCodeSchema = z.object({ code: digitsTyped(OtpCode) });
