/**
 * Authenticator-app enrolment, the 2FA settings and their recovery codes (src/contract/calls/security.ts). A new secret waits in
 * `authenticator_enrolments` for 10 minutes until the app proves it holds it; only then does it replace the
 * person's secret, so an abandoned enrolment never locks anyone out. While an app is the active factor, a session
 * alone must not swap it (decision 019): the confirmed secret waits again until a settings change proven by the
 * old app (or a recovery code) adopts it.
 */
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { TwoFactorSettingsType } from '../../src/contract/calls/security.ts';
import { checkChallenge } from '../auth/challenge.ts';
import { consumeLimit, type RateLimit } from '../auth/rate-limit.ts';
import { deleteRecoveryCodes, type MintedCodes, mintRecoveryCodes, recoveryCodesLeft } from '../auth/recovery-codes.ts';
import { checkTotpAttempt } from '../auth/second-factor.ts';
import { generateTotpSecret, matchTotp, otpauthUri } from '../auth/totp.ts';
import type { UserRow } from '../auth/users.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { authenticatorEnrolments } from '../db/schema/people.ts';
import { ApiError } from '../errors/api-error.ts';

export const ENROLMENT_TTL_MS = 10 * 60_000;
const ISSUER = 'CamPay';
/** New secrets: 10 per hour per person, plenty for a lost QR code, too few to fill the table. */
const ENROLMENT_STARTS: RateLimit = { name: 'authenticator-enrolments', limit: 10, windowMs: 60 * 60_000 };

/** SMS needs a phone number proven by a texted code (PHONE_NOT_VERIFIED otherwise): one only typed may be wrong. */
export function phoneVerified(person: UserRow): boolean {
  return person.callingCode !== null && person.phoneNumber !== null && person.phoneVerifiedAt !== null;
}

/** The app is what 2FA asks for now: replacing its secret needs the old app's code (or a recovery code). */
function appIsActiveFactor(person: UserRow): boolean {
  return (
    person.twoFactorStatus === 'ACTIVE' && person.twoFactorMethod === 'AUTHENTICATOR_APP' && person.totpSecret !== null
  );
}

const confirmedReplacement = (person: UserRow, now: Date) =>
  and(
    eq(authenticatorEnrolments.userId, person.id),
    isNotNull(authenticatorEnrolments.confirmedStep),
    gt(authenticatorEnrolments.expiresAt, now),
  );

export async function settingsOf(db: Executor, person: UserRow, now: Date): Promise<TwoFactorSettingsType> {
  const [replacement] = await db
    .select({ userId: authenticatorEnrolments.userId })
    .from(authenticatorEnrolments)
    .where(confirmedReplacement(person, now));
  return {
    method: person.twoFactorMethod,
    status: person.twoFactorStatus,
    enable_for: [...person.twoFactorEnableFor],
    authenticator_enrolled: person.totpSecret !== null,
    authenticator_replacement_pending: replacement !== undefined,
    phone_verified: phoneVerified(person),
    recovery_codes_left: await recoveryCodesLeft(db, person.id),
  };
}

/** Recovery codes as the contract shows them, once. */
export function recoveryCodesData(minted: MintedCodes) {
  return { codes: minted.codes, generated_at: minted.generatedAt.toISOString() };
}

export async function startEnrolment(db: Executor, person: UserRow, now: Date) {
  await consumeLimit(db, ENROLMENT_STARTS, String(person.id), now);
  const secret = generateTotpSecret();
  const expiresAt = new Date(now.getTime() + ENROLMENT_TTL_MS);
  await db
    .insert(authenticatorEnrolments)
    .values({ userId: person.id, secret, expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: authenticatorEnrolments.userId,
      set: { secret, expiresAt, createdAt: now, confirmedStep: null },
    });
  return { secret, otpauth_uri: otpauthUri(secret, person.email, ISSUER), expires_at: expiresAt.toISOString() };
}

async function pendingSecret(db: Executor, person: UserRow, now: Date): Promise<string> {
  const [pending] = await db
    .select({ secret: authenticatorEnrolments.secret })
    .from(authenticatorEnrolments)
    .where(
      and(
        eq(authenticatorEnrolments.userId, person.id),
        gt(authenticatorEnrolments.expiresAt, now),
        isNull(authenticatorEnrolments.confirmedStep),
      ),
    );
  if (pending === undefined) throw new ApiError('AUTHENTICATOR_NOT_STARTED');
  return pending.secret;
}

/** The confirmed secret waits for a settings change proven by the old app; 10 minutes from now. */
async function holdReplacement(db: Executor, person: UserRow, step: number, now: Date): Promise<UserRow> {
  await db
    .update(authenticatorEnrolments)
    .set({ confirmedStep: step, expiresAt: new Date(now.getTime() + ENROLMENT_TTL_MS) })
    .where(eq(authenticatorEnrolments.userId, person.id));
  return person;
}

async function adoptSecret(db: Executor, person: UserRow, secret: string, step: number): Promise<UserRow> {
  await db.delete(authenticatorEnrolments).where(eq(authenticatorEnrolments.userId, person.id));
  const [updated] = await db
    .update(users)
    .set({ totpSecret: secret, totpLastStep: step })
    .where(eq(users.id, person.id))
    .returning();
  if (updated === undefined) throw new ApiError('SESSION_EXPIRED');
  return updated;
}

/**
 * Once `code` matches the pending secret (tries limited like every authenticator code): adopted at once, or, while
 * the old app is the active factor, held for the settings change that proves it. Answers the person as updated.
 */
export async function confirmEnrolment(db: Executor, person: UserRow, code: string, now: Date): Promise<UserRow> {
  const secret = await pendingSecret(db, person, now);
  return checkTotpAttempt(db, person.id, 'authenticator_enrolment', now, async () => {
    const step = matchTotp(secret, code, now.getTime(), null);
    if (step === null) return null;
    return appIsActiveFactor(person) ? holdReplacement(db, person, step, now) : adoptSecret(db, person, secret, step);
  });
}

/** Takes the held secret (once: parallel changes cannot both take it) into the person's row, inside `tx`. */
async function adoptReplacement(tx: Executor, person: UserRow, now: Date): Promise<void> {
  const [held] = await tx.delete(authenticatorEnrolments).where(confirmedReplacement(person, now)).returning();
  if (held === undefined || held.confirmedStep === null) return;
  await tx
    .update(users)
    .set({ totpSecret: held.secret, totpLastStep: held.confirmedStep })
    .where(eq(users.id, person.id));
}

export interface TwoFactorChange {
  readonly method: NonNullable<UserRow['twoFactorMethod']>;
  readonly status: UserRow['twoFactorStatus'];
  readonly enable_for: UserRow['twoFactorEnableFor'];
  readonly code: string;
}

function assertMethodUsable(person: UserRow, method: TwoFactorChange['method']): void {
  if (method === 'AUTHENTICATOR_APP' && person.totpSecret === null) throw new ApiError('AUTHENTICATOR_NOT_ENROLLED');
  if (method === 'SMS' && !phoneVerified(person)) throw new ApiError('PHONE_NOT_VERIFIED');
}

export interface TwoFactorChanged {
  readonly person: UserRow;
  /** Fresh recovery codes when this change switched 2FA on, else null. */
  readonly minted: MintedCodes | null;
}

/**
 * The code answers a `two_factor_settings` challenge: it proves the current factor (email when off), so a change to
 * the app method also adopts a new app held for it. Switching 2FA on makes ten recovery codes; switching it off
 * deletes them (with the settings, at once).
 */
export async function changeTwoFactor(
  db: Executor,
  person: UserRow,
  change: TwoFactorChange,
  now: Date,
): Promise<TwoFactorChanged> {
  // Checked before the code, so a refused method does not cost the user their code.
  assertMethodUsable(person, change.method);
  await checkChallenge(db, person, 'two_factor_settings', change.code, now);
  return db.transaction(async (tx) => {
    if (change.method === 'AUTHENTICATOR_APP') await adoptReplacement(tx, person, now);
    const [updated] = await tx
      .update(users)
      .set({
        twoFactorMethod: change.method,
        twoFactorStatus: change.status,
        twoFactorEnableFor: [...change.enable_for],
      })
      .where(eq(users.id, person.id))
      .returning();
    if (updated === undefined) throw new ApiError('SESSION_EXPIRED');
    if (change.status === 'INACTIVE') await deleteRecoveryCodes(tx, person.id);
    const switchedOn = change.status === 'ACTIVE' && person.twoFactorStatus !== 'ACTIVE';
    return { person: updated, minted: switchedOn ? await mintRecoveryCodes(tx, person.id, now) : null };
  });
}

/** New recovery codes for the old ones, behind a `two_factor_settings` code; only while 2FA is ACTIVE. */
export async function regenerateRecoveryCodes(
  db: Executor,
  person: UserRow,
  code: string,
  now: Date,
): Promise<MintedCodes> {
  if (person.twoFactorStatus !== 'ACTIVE') throw new ApiError('TWO_FACTOR_NOT_ACTIVE');
  await checkChallenge(db, person, 'two_factor_settings', code, now);
  return db.transaction((tx) => mintRecoveryCodes(tx, person.id, now));
}
