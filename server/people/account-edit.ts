/**
 * Changes a person makes to their own profile and password (PUT /accounts/me, /accounts/me/change-password).
 * Both run behind a w-token the pipeline has already claimed.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Locale } from '../../src/lib/locale.ts';
import { passwordChangedMessage } from '../auth/messages.ts';
import { verifyOtp } from '../auth/otp.ts';
import { sendMessage } from '../auth/outbox.ts';
import { verifyPassword } from '../auth/password.ts';
import { assertStrongPassword } from '../auth/password-policy.ts';
import { revokeOtherSessions } from '../auth/sessions.ts';
import { setPassword, type UserRow } from '../auth/users.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';

export interface ProfileEdit {
  readonly full_name: string;
  readonly country: string;
  readonly calling_code: string;
  readonly phone_number: string;
  readonly phone_code?: string | undefined;
}

async function assertPhoneFree(db: Executor, person: UserRow, edit: ProfileEdit): Promise<void> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.callingCode, edit.calling_code), eq(users.phoneNumber, edit.phone_number), ne(users.id, person.id)),
    )
    .limit(1);
  if (owner !== undefined) throw new ApiError('PHONE_TAKEN');
}

/**
 * Whether this edit proves the number with the code /otp/send-sms sent to it. A new number must be proven; the same
 * number needs nothing, but may be proven (one typed at sign-up, before SMS can be the second factor).
 */
async function provesPhone(db: Executor, person: UserRow, edit: ProfileEdit, now: Date): Promise<boolean> {
  const same = edit.calling_code === person.callingCode && edit.phone_number === person.phoneNumber;
  if (same && edit.phone_code === undefined) return false;
  if (!same) await assertPhoneFree(db, person, edit);
  if (edit.phone_code === undefined) throw new ApiError('PHONE_NOT_VERIFIED');
  const destination = `${edit.calling_code}${edit.phone_number}`;
  await verifyOtp(db, { purpose: 'verify_phone', destination }, edit.phone_code, now);
  return true;
}

export async function updateProfile(db: Executor, person: UserRow, edit: ProfileEdit, now: Date): Promise<void> {
  const proven = await provesPhone(db, person, edit, now);
  await db
    .update(users)
    .set({
      fullName: edit.full_name,
      country: edit.country,
      callingCode: edit.calling_code,
      phoneNumber: edit.phone_number,
      ...(proven ? { phoneVerifiedAt: now } : {}),
    })
    .where(eq(users.id, person.id));
}

export interface PasswordChange {
  readonly person: UserRow;
  readonly currentPassword: string;
  readonly newPassword: string;
  /** The session making the change stays signed in. */
  readonly keepSessionId: string;
  readonly lang: Locale;
}

export async function changePassword(db: Executor, change: PasswordChange, now: Date): Promise<void> {
  const { person, currentPassword, newPassword } = change;
  if (!(await verifyPassword(currentPassword, person.passwordHash))) throw new ApiError('CURRENT_PASSWORD_WRONG');
  if (newPassword === currentPassword) throw new ApiError('PASSWORD_REUSED');
  assertStrongPassword(newPassword, person.email, 'new_password');
  await setPassword(db, person.id, newPassword, now);
  await revokeOtherSessions(db, person.id, change.keepSessionId, now);
  await sendMessage(db, { to: person.email, channel: 'email', ...passwordChangedMessage(change.lang) }, now);
}
