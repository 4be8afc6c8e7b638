/**
 * What an invoice form refuses before anything is sent: the payer's name and email by the contract's own fields
 * (src/contract/fields.ts), the note's length, and the due date by the rule the server applies (src/lib/due-date.ts).
 * Each problem is a key of the one field-message catalogue.
 */
import { type FieldProblem, problemOf } from '../../contract/field-errors.ts';
import { Email, PersonName } from '../../contract/fields.ts';
import { dueDateProblem } from '../../lib/due-date.ts';

/** The contract's limit on an invoice's note. */
export const NOTE_MAX_LENGTH = 200;

export interface InvoiceFieldValues {
  readonly payer_name: string;
  readonly payer_email: string;
  readonly note: string;
  readonly due_date: string;
}

export type InvoiceField = keyof InvoiceFieldValues;

/** The first problem of a value under a contract field, or null. */
function fieldProblem(schema: typeof Email | typeof PersonName, value: string): FieldProblem | null {
  const result = schema.safeParse(value);
  const [issue] = result.success ? [] : result.error.issues;
  return issue === undefined ? null : problemOf(issue, value);
}

/** Every field's problem, by field; an empty object when the form may send. */
export function invoiceProblems(values: InvoiceFieldValues, at: Date): Partial<Record<InvoiceField, FieldProblem>> {
  const problems: Partial<Record<InvoiceField, FieldProblem>> = {};
  const name =
    values.payer_name.trim() === '' ? { key: 'required' as const } : fieldProblem(PersonName, values.payer_name);
  if (name) problems.payer_name = name;
  const email = fieldProblem(Email, values.payer_email.trim());
  if (email) problems.payer_email = email;
  if (values.note.trim().length > NOTE_MAX_LENGTH) {
    problems.note = { key: 'too_long', params: { maximum: NOTE_MAX_LENGTH } };
  }
  const due = values.due_date === '' ? 'required' : dueDateProblem(values.due_date, at);
  if (due) problems.due_date = { key: due };
  return problems;
}
