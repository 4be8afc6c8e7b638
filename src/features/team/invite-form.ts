/**
 * The invitation form's own check, by the rules `inviteTeamMember` takes (the contract's Email and PersonName, the
 * spaces people type by accident dropped): what it refuses the server would refuse too, in the same words. Loaded
 * with the dialog, so zod never weighs on the page.
 */
import * as z from 'zod/mini';
import { problemOf } from '../../contract/field-errors.ts';
import { Email, PersonName } from '../../contract/fields.ts';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import { trimmed } from '../../lib/forms/fields.ts';
import type { FieldErrors, InviteValues } from './actions-store.ts';
import type { AssignableRole } from './member-rules.ts';

const FIELDS = { email: trimmed(Email), full_name: trimmed(PersonName) } as const;

export type InviteCheck =
  | { readonly ok: true; readonly values: InviteValues }
  | { readonly ok: false; readonly errors: FieldErrors };

/** Why one typed field is refused, in the page's language, or null. */
export function fieldError(field: keyof typeof FIELDS, text: string): string | null {
  const result = z.safeParse(FIELDS[field], text);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue === undefined ? null : fieldMessage(problemOf(issue, text));
}

/** The values to send (trimmed), or why each refused field is refused. */
export function checkInvite(typed: { email: string; full_name: string }, role: AssignableRole): InviteCheck {
  const errors: Partial<Record<keyof InviteValues, string[]>> = {};
  for (const field of ['email', 'full_name'] as const) {
    const error = fieldError(field, typed[field]);
    if (error !== null) errors[field] = [error];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { email: typed.email.trim(), full_name: typed.full_name.trim(), role } };
}
