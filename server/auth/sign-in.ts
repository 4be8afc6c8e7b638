/**
 * Password sign-in with the LOGIN second factor (SPEC section 7, POST /login): a first call without `code`
 * answers "pending" and sends the code (email/SMS); the second call repeats the credentials with the code.
 * Every password try is counted before the password is checked, per account and address, per account and
 * per address (./limits.ts); second-factor codes have their own limits (./second-factor.ts, ./otp.ts).
 */
import type { Locale } from '../../src/lib/locale.ts';
import type { Executor } from '../db/client.ts';
import { ApiError } from '../errors/api-error.ts';
import { SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ACCOUNT_AND_ADDRESS, SIGN_IN_PER_ADDRESS } from './limits.ts';
import { verifyAgainstNothing, verifyPassword } from './password.ts';
import { type Counter, clearCounters, giveBack, reserve } from './rate-limit.ts';
import { secondFactorFor, sendSecondFactorCode, verifySecondFactorCode } from './second-factor.ts';
import { type SessionGrant, type StartedSession, startSession, type TokenLifetimes } from './sessions.ts';
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
      readonly tokens: StartedSession;
      readonly verification: 'VERIFIED' | 'NOT_REQUIRED';
    };

/** Which account the sign-in acts on (server/auth/team.ts). */
export type GrantChooser = (db: Executor, user: UserRow) => Promise<SessionGrant>;

interface SignInCounters {
  /** The owner's typos, and a guesser at one address. */
  readonly accountAndAddress: Counter;
  /** Guessing one account's password from many addresses. */
  readonly account: Counter;
  /** Spraying passwords over many accounts from one address. */
  readonly address: Counter;
}

function signInCounters(email: string, ip: string): SignInCounters {
  const account = normaliseEmail(email);
  return {
    accountAndAddress: { limit: SIGN_IN_PER_ACCOUNT_AND_ADDRESS, subject: `${ip}|${account}` },
    account: { limit: SIGN_IN_PER_ACCOUNT, subject: account },
    address: { limit: SIGN_IN_PER_ADDRESS, subject: ip },
  };
}

/** Forget the account's failed sign-ins, after its password was proved (or reset: the owner has the mailbox) from `ip`. */
export function forgetSignInFailures(db: Executor, email: string, ip: string): Promise<void> {
  const { accountAndAddress, account } = signInCounters(email, ip);
  return clearCounters(db, [accountAndAddress, account]);
}

/**
 * Check the password with the try already counted, so parallel guesses cannot outrun the limits. A right
 * password gives its slots back and forgets the account's failures; the address's count of wrong passwords
 * over every account stays (an attacker's own account must not reset their spraying).
 */
async function checkPassword(db: Executor, request: SignInRequest, now: Date): Promise<UserRow> {
  const { accountAndAddress, account, address } = signInCounters(request.email, request.ip);
  const hold = await reserve(db, [accountAndAddress, address, account], now);
  const user = await findUserByEmail(db, request.email);
  const valid = user
    ? await verifyPassword(request.password, user.passwordHash)
    : await verifyAgainstNothing(request.password);
  if (user === undefined || !valid) throw new ApiError('INVALID_CREDENTIALS');
  await giveBack(db, hold);
  await forgetSignInFailures(db, request.email, request.ip);
  if (user.disabledAt !== null) throw new ApiError('ACCOUNT_DISABLED');
  return user;
}

async function checkSecondFactor(
  db: Executor,
  user: UserRow,
  request: SignInRequest,
  now: Date,
): Promise<'pending' | 'VERIFIED' | 'NOT_REQUIRED'> {
  const method = secondFactorFor(user, 'LOGIN');
  if (method === null) return 'NOT_REQUIRED';
  if (request.code === undefined) {
    await sendSecondFactorCode(db, user, method, 'login', request, now);
    return 'pending';
  }
  await verifySecondFactorCode(db, user, method, 'login', request.code, now);
  return 'VERIFIED';
}

export async function signIn(
  db: Executor,
  lifetimes: TokenLifetimes,
  request: SignInRequest,
  chooseGrant: GrantChooser,
  now: Date,
): Promise<SignInOutcome> {
  const user = await checkPassword(db, request, now);
  const grant = await chooseGrant(db, user);
  const verification = await checkSecondFactor(db, user, request, now);
  if (verification === 'pending') return { kind: 'pending', user };
  const tokens = await startSession(db, lifetimes, grant, now, { userAgent: request.userAgent, ip: request.ip });
  await recordTeamSignIn(db, grant, now);
  return { kind: 'signed-in', user, grant, tokens, verification };
}
