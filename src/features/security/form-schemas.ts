/**
 * The security screen's form schema, loaded with the form engine when the form is first touched (src/lib/forms/):
 * `changePassword`'s own fields (src/contract/fields.ts), so the form takes exactly what the call takes.
 */
import * as z from 'zod/mini';
import { CurrentPassword, Password } from '../../contract/fields.ts';

/** The password change: the current one (any the rules ever allowed) and the new one (today's rules). */
export const passwordSchema = z.object({ current_password: CurrentPassword, new_password: Password });
