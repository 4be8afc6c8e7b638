/**
 * The account number's rule as the contract words it (src/contract/fields.ts), after the grouping people type:
 * loaded by the bank store when it first checks a number, so zod stays out of the page's first load.
 */
import { type FieldProblem, problemOf } from '../../contract/field-errors.ts';
import { AccountNumber } from '../../contract/fields.ts';
import { digitsTyped } from '../../lib/forms/fields.ts';

const ACCOUNT_NUMBER = digitsTyped(AccountNumber);

/** The number as the contract takes it, or why it is refused. */
export function accountNumberOf(typed: string): { value: string } | { problem: FieldProblem } {
  const parsed = ACCOUNT_NUMBER.safeParse(typed);
  if (parsed.success) return { value: parsed.data };
  const [issue] = parsed.error.issues;
  return { problem: issue === undefined ? { key: 'account_number_format' } : problemOf(issue, typed) };
}
