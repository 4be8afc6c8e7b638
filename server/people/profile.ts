/**
 * The Profile of SPEC section 3 for a signed-in caller. A team member sees their own identity and security
 * settings, and the account (type, tier, level, features, referral) of the director they act for.
 */
import { count, eq } from 'drizzle-orm';
import type { ProfileType } from '../../src/contract/calls/accounts.ts';
import { COOKIE_ROLE } from '../api/handlers/auth-data.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { findUserById, type UserRow } from '../auth/users.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import { ACCOUNT_LEVELS } from '../reference/constants.ts';
import { languageByCode } from '../reference/languages.ts';

/** Tier labels as the UI names them; the icon is a compiled icon name (no runtime fetch). */
const TIER_NAMES: Readonly<Record<UserRow['tier'], string>> = {
  STANDARD: 'Standard',
  SILVER: 'Silver',
  GOLD: 'Gold',
  DIAMOND: 'Diamond',
};

/** The person and the account of a session; a vanished row means the session is over. */
export async function sessionPeople(db: Executor, user: AuthUser): Promise<{ person: UserRow; account: UserRow }> {
  const person = await findUserById(db, user.id);
  const account = user.accountId === user.id ? person : await findUserById(db, user.accountId);
  if (person === undefined || account === undefined) throw new ApiError('SESSION_EXPIRED');
  return { person, account };
}

async function referredCustomers(db: Executor, accountId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.referredBy, accountId));
  return row?.total ?? 0;
}

/** The account's referral code, how many it brought in, and the sign-up link that carries the code. */
export async function referralOf(db: Executor, account: UserRow, origin: string): Promise<ProfileType['referral']> {
  return {
    referral_code: account.referralCode,
    referred_customers: await referredCustomers(db, account.id),
    referral_url: `${origin}/signup?ref=${encodeURIComponent(account.referralCode)}`,
  };
}

/** Display name: the name given, else the part of the email before the @. */
export function displayName(row: UserRow): string {
  return row.fullName || (row.email.split('@')[0] ?? row.email);
}

export interface ProfileContext {
  readonly db: Executor;
  readonly user: AuthUser;
  /** The app's public origin (config PUBLIC_APP_URL), for the absolute referral URL. */
  readonly origin: string;
}

export async function profileOf({ db, user, origin }: ProfileContext): Promise<ProfileType> {
  const { person, account } = await sessionPeople(db, user);
  const delegated = person.id !== account.id;
  const language = languageByCode(person.language) ?? languageByCode('en');
  if (language === undefined) throw new Error('The language table has no English entry');
  const level = ACCOUNT_LEVELS[account.kycLevel] ?? ACCOUNT_LEVELS[0];
  return {
    id: person.id,
    full_name: displayName(person),
    email: person.email,
    phone_number: person.phoneNumber,
    calling_code: person.callingCode,
    changed_pw_at: person.changedPwAt?.toISOString() ?? null,
    account_type: account.accountType,
    two_factor_method: person.twoFactorMethod,
    two_factor_status: person.twoFactorStatus,
    two_factor_verification_status: person.twoFactorStatus === 'ACTIVE' ? 'VERIFIED' : 'NOT_REQUIRED',
    two_factor_enable_for: [...person.twoFactorEnableFor],
    ky_verification_status: { account_level: level.level, name: level.name },
    language,
    va_enable: account.vaEnable,
    vc_enable: account.vcEnable,
    wallet_enable: account.walletEnable,
    tier: {
      name: TIER_NAMES[account.tier],
      value: account.tier,
      icon: `/icons/tier-${account.tier.toLowerCase()}.svg`,
    },
    referral: await referralOf(db, account, origin),
    role: COOKIE_ROLE[user.role],
    user_kind: person.userKind,
    country: account.country,
    is_delegated: delegated,
    delegator_name: delegated ? displayName(account) : null,
  };
}
