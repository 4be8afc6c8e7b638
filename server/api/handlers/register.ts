/** POST /register: an account for a verified email, signed in at once (SPEC section 7). */
import { assertStrongPassword } from '../../auth/password-policy.ts';
import { startSession } from '../../auth/sessions.ts';
import {
  createUser,
  findUserByEmail,
  findUserByReferralCode,
  isUniqueViolation,
  normaliseEmail,
  type UserRow,
} from '../../auth/users.ts';
import { forgetVerifiedEmail, isEmailVerified } from '../../auth/verified-emails.ts';
import { ApiError } from '../../errors/api-error.ts';
import { errorFacts } from '../../errors/error-facts.ts';
import { announceReferee } from '../../people/referral.ts';
import type { CallNamed, Handler, HandlerInput } from '../handler.ts';
import { tokensData } from './auth-data.ts';

type RegisterCall = CallNamed<'register'>;
type Input = HandlerInput<RegisterCall, null>;

async function referrerId(input: Input): Promise<number | null> {
  const code = input.body.referral_code?.trim();
  if (!code) return null;
  const referrer = await findUserByReferralCode(input.db, code);
  if (referrer === undefined)
    throw new ApiError('VALIDATION_FAILED', { fields: { referral_code: ['referral_unknown'] } });
  return referrer.id;
}

/** Create the user and let other domains set up the account, all or nothing. */
async function createAccount(input: Input, email: string, referredBy: number | null): Promise<UserRow> {
  const { db, body, lang, now, onUserCreated } = input;
  try {
    return await db.transaction(async (tx) => {
      const user = await createUser(tx, {
        email,
        password: body.password,
        accountType: body.account_type,
        callingCode: body.calling_code,
        phoneNumber: body.phone_number,
        country: body.country,
        language: lang,
        referredBy,
        createdAt: now,
      });
      await onUserCreated(tx, user);
      await forgetVerifiedEmail(tx, email);
      return user;
    });
  } catch (error) {
    // Two sign-ups for one email at the same moment: the second loses on the unique index.
    if (isUniqueViolation(error)) throw new ApiError('EMAIL_TAKEN');
    throw error;
  }
}

export const registerHandler: Handler<RegisterCall, null> = async (input) => {
  const { db, bus, config, body, now, userAgent, ip, log } = input;
  const email = normaliseEmail(body.email);
  if ((await findUserByEmail(db, email)) !== undefined) throw new ApiError('EMAIL_TAKEN');
  if (!(await isEmailVerified(db, email, now))) throw new ApiError('EMAIL_NOT_VERIFIED');
  assertStrongPassword(body.password, email, 'password');
  const user = await createAccount(input, email, await referrerId(input));
  // The account exists: a referrer's screen that cannot be told must not turn the sign-up into a failure.
  await announceReferee(db, bus, user).catch((error: unknown) =>
    log({ level: 'error', msg: 'referral event failed', error: errorFacts(error) }),
  );
  const grant = { userId: user.id, accountId: user.id, role: 'DIRECTOR' as const };
  const tokens = await startSession(db, config, grant, now, { userAgent, ip });
  return { status: true, data: tokensData(tokens, user, 'DIRECTOR', 'NOT_REQUIRED', now) };
};
