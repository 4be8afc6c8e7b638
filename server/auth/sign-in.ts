/**
 * Password sign-in with the LOGIN second factor (SPEC section 7, POST /login): a first call without `code`
 * answers "pending" and sends the code (email/SMS); the second call repeats the credentials with the code.
 * Wrong passwords and wrong authenticator codes count against 5 failures per 15 minutes per email and
 * address.
 */
import type { Locale } from '../../src/app/locale.ts';
import type { Executor } from '../db/client.ts';
import { ApiError } from '../errors/api-error.ts';
import { verifyAgainstNothing, verifyPassword } from './password.ts';
import { assertUnderLimit, clearLimit, recordEvent, SIGN_IN_FAILURES } from './rate-limit.ts';
import { secondFactorFor, sendSecondFactorCode, verifySecondFactorCode } from './second-factor.ts';
import { type IssuedTokens, type SessionGrant, startSession, type TokenLifetimes } from './sessions.ts';
import { recordTeamSignIn } from './team.ts';
import { findUserByEmail, normaliseEmail, type UserRow } from './users.ts';

export interface SignInRequest {
  readonly email: string;
  readonly password: string;
  readonly code?: string | undefined;
  readonly ip: string;
  readonly userAgent: string | null;
  readonly lang: Locale;
}

export type SignInOutcome =
  | { readonly kind: 'pending'; readonly user: UserRow }
  | {
      readonly kind: 'signed-in';
      readonly user: UserRow;
      readonly grant: SessionGrant;
      readonly tokens: IssuedTokens;
      readonly verification: 'VERIFIED' | 'NOT_REQUIRED';
    };

/** Which account the sign-in acts on (server/auth/team.ts). */
export type GrantChooser = (db: Executor, user: UserRow) => Promise<SessionGrant>;

async function checkPassword(db: Executor, request: SignInRequest, subject: string, now: Date): Promise<UserRow> {
  const user = await findUserByEmail(db, request.email);
  const valid = user
    ? await verifyPassword(request.password, user.passwordHash)
    : await verifyAgainstNothing(request.password);
  if (user === undefined || !valid) {
    await recordEvent(db, SIGN_IN_FAILURES, subject, now);
    throw new ApiError('INVALID_CREDENTIALS');
  }
  if (user.disabledAt !== null) throw new ApiError('ACCOUNT_DISABLED');
  return user;
}

async function checkSecondFactor(
  db: Executor,
  user: UserRow,
  request: SignInRequest,
  subject: string,
  now: Date,
): Promise<'pending' | 'VERIFIED' | 'NOT_REQUIRED'> {
  const method = secondFactorFor(user, 'LOGIN');
  if (method === null) return 'NOT_REQUIRED';
  if (request.code === undefined) {
    await sendSecondFactorCode(db, user, method, 'login', request.lang, now);
    return 'pending';
  }
  try {
    await verifySecondFactorCode(db, user, method, 'login', request.code, now);
  } catch (error) {
    // Emailed codes have their own attempt limit; an authenticator code has none, so count it here.
    if (method === 'AUTHENTICATOR_APP') await recordEvent(db, SIGN_IN_FAILURES, subject, now);
    throw error;
  }
  return 'VERIFIED';
}

export async function signIn(
  db: Executor,
  lifetimes: TokenLifetimes,
  request: SignInRequest,
  chooseGrant: GrantChooser,
  now: Date,
): Promise<SignInOutcome> {
  const subject = `${request.ip}|${normaliseEmail(request.email)}`;
  await assertUnderLimit(db, SIGN_IN_FAILURES, subject, now);
  const user = await checkPassword(db, request, subject, now);
  const grant = await chooseGrant(db, user);
  const verification = await checkSecondFactor(db, user, request, subject, now);
  if (verification === 'pending') return { kind: 'pending', user };
  await clearLimit(db, SIGN_IN_FAILURES, subject);
  const tokens = await startSession(db, lifetimes, grant, now, request.userAgent);
  await recordTeamSignIn(db, grant, now);
  return { kind: 'signed-in', user, grant, tokens, verification };
}
