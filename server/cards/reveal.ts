/**
 * Revealing a card's number, CVV and expiry (PRODUCT.md section 4: only after an OTP). The code goes by the
 * person's second factor when it is ACTIVE, else by email, with the OTP rules of server/auth/otp.ts. The
 * code proves the reveal of the card it was asked for, and the w-token it buys reveals that card only
 * (card_otp_requests and card_sensitive_grants remember which).
 */
import { eq } from 'drizzle-orm';
import type { CardSensitiveType } from '../../src/contract/calls/card.ts';
import type { Locale } from '../../src/lib/locale.ts';
import { maskedDestination } from '../auth/challenge.ts';
import { OTP_TTL_MS, type OtpPurpose } from '../auth/otp.ts';
import { digest } from '../auth/random.ts';
import { sendSecondFactorCode, verifySecondFactorCode } from '../auth/second-factor.ts';
import type { UserRow } from '../auth/users.ts';
import { issueWToken, type WTokenGrant } from '../auth/w-tokens.ts';
import type { Database } from '../db/client.ts';
import { wTokens } from '../db/schema/auth.ts';
import { type CardRow, cardOtpRequests, cardSensitiveGrants } from '../db/schema/cards.ts';
import { ApiError } from '../errors/api-error.ts';
import { cardDataKey, unseal } from './seal.ts';

const PURPOSE: OtpPurpose = 'w_token:card_sensitive';
type Method = NonNullable<UserRow['twoFactorMethod']>;

function methodFor(person: UserRow): Method {
  return person.twoFactorStatus === 'ACTIVE' && person.twoFactorMethod !== null ? person.twoFactorMethod : 'EMAIL';
}

function assertNotCancelled(card: CardRow): void {
  if (card.status === 'CANCELLED') throw new ApiError('CARD_CANCELLED');
}

export async function sendRevealCode(
  db: Database,
  person: UserRow,
  card: CardRow,
  caller: { readonly lang: Locale; readonly ip: string },
  now: Date,
) {
  assertNotCancelled(card);
  const method = methodFor(person);
  const sent = await sendSecondFactorCode(db, person, method, PURPOSE, caller, now);
  const request = { userId: person.id, cardId: card.id, sentAt: now };
  await db.insert(cardOtpRequests).values(request).onConflictDoUpdate({ target: cardOtpRequests.userId, set: request });
  return {
    method,
    destination: maskedDestination(person, method),
    // An authenticator app has nothing to resend; its code is accepted while the request is fresh.
    resend_at: (sent?.resendAt ?? now).toISOString(),
    expires_at: (sent?.expiresAt ?? new Date(now.getTime() + OTP_TTL_MS)).toISOString(),
  };
}

/** A code asked for another card, or too long ago, proves nothing for this one. */
async function assertAskedFor(db: Database, person: UserRow, cardId: number, now: Date): Promise<void> {
  const [request] = await db.select().from(cardOtpRequests).where(eq(cardOtpRequests.userId, person.id));
  const fresh = request !== undefined && now.getTime() - request.sentAt.getTime() < OTP_TTL_MS;
  if (!fresh || request.cardId !== cardId) throw new ApiError('INVALID_OTP');
}

export async function verifyRevealCode(
  db: Database,
  person: UserRow,
  card: CardRow,
  code: string,
  now: Date,
): Promise<{ w_token: string; expires_at: string }> {
  await assertAskedFor(db, person, card.id, now);
  await verifySecondFactorCode(db, person, methodFor(person), PURPOSE, code, now);
  return db.transaction(async (tx) => {
    await tx.delete(cardOtpRequests).where(eq(cardOtpRequests.userId, person.id));
    const { token, expiresAt } = await issueWToken(tx, person.id, 'card_sensitive', now);
    const [issued] = await tx
      .select({ id: wTokens.id })
      .from(wTokens)
      .where(eq(wTokens.tokenHash, digest(token)));
    if (issued === undefined) throw new Error('the w-token just issued is missing');
    await tx.insert(cardSensitiveGrants).values({ wTokenId: issued.id, cardId: card.id });
    return { w_token: token, expires_at: expiresAt.toISOString() };
  });
}

/** The card's details, for the holder of a w-token verified for this very card. */
export async function revealCard(db: Database, grant: WTokenGrant, card: CardRow): Promise<CardSensitiveType> {
  const [bound] = await db.select().from(cardSensitiveGrants).where(eq(cardSensitiveGrants.wTokenId, grant.id));
  if (bound?.cardId !== card.id) throw new ApiError('W_TOKEN_INVALID');
  assertNotCancelled(card);
  const key = await cardDataKey(db);
  return {
    card_id: card.id,
    cardholder_name: card.cardholderName,
    pan: unseal(key, 'pan', card.panSealed),
    cvv: unseal(key, 'cvv', card.cvvSealed),
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
  };
}
