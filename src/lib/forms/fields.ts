/**
 * What a form does to a typed value before the contract's rule checks it (src/contract/fields.ts, the rules
 * the server applies): it only drops what people type by accident, so a form never refuses what the server
 * takes, and never takes what it refuses.
 */
import * as z from 'zod/mini';
import { withoutDigitGrouping } from './digits.ts';
import { recoveryCodeTyped } from './recovery-code.ts';

/** A field whose rule checks text. */
type TextField = z.ZodMiniType<unknown, string>;

/** Spaces around the value dropped (an email or a name typed or pasted with one). */
export function trimmed<Field extends TextField>(field: Field) {
  return z.pipe(z.string().check(z.trim()), field);
}

/** The spaces, dots and dashes people group digits with dropped (a pasted code, a phone number). */
export function digitsTyped<Field extends TextField>(field: Field) {
  return z.pipe(z.string().check(z.overwrite(withoutDigitGrouping)), field);
}

/** An optional field left empty is absent, not an empty value its rule would refuse (a form sends `''`). */
export function blankAsAbsent<Field extends z.ZodMiniType<unknown, string>>(field: Field) {
  return z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value) => (value === '' ? undefined : value)),
    ),
    z.optional(field),
  );
}

/** A recovery code typed in capitals, with a space or no dash, in the form its rule takes (recovery-code.ts). */
export function recoveryTyped<Field extends TextField>(field: Field) {
  return z.pipe(z.string().check(z.overwrite(recoveryCodeTyped)), field);
}
