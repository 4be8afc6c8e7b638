/**
 * An invoice's due date rule, one implementation for the server that refuses it and the form that checks it first:
 * a Vietnam calendar date (UTC+7, where the product's VAs and banks are) from today to a year ahead.
 */

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;
/** How far ahead a due date may be. */
export const MAX_DUE_DAYS = 365;

/** The Vietnam calendar date (`YYYY-MM-DD`) at an instant. */
export function vietnamDateAt(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first and last due dates allowed at `at`. */
export function dueDateBounds(at: Date): { readonly min: string; readonly max: string } {
  return { min: vietnamDateAt(at), max: vietnamDateAt(new Date(at.getTime() + MAX_DUE_DAYS * DAY_MS)) };
}

/** The field-message key of a due date the rule refuses, or null. Dates compare as `YYYY-MM-DD` strings. */
export function dueDateProblem(dueDate: string, at: Date): 'due_date_past' | 'due_date_too_far' | null {
  const { min, max } = dueDateBounds(at);
  if (dueDate < min) return 'due_date_past';
  if (dueDate > max) return 'due_date_too_far';
  return null;
}
