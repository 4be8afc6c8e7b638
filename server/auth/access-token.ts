/**
 * Access tokens: compact JWTs (RFC 7519) signed with HS256. The signing secret lives in the database
 * (server/auth/secrets.ts), so every instance behind a load balancer verifies what any other issued.
 * A token names its session, so signing out or a password reset ends it before it expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { TEAM_ROLES } from '../../src/contract/define.ts';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const Claims = z.object({
  /** The person signed in. */
  sub: z.number().int().positive(),
  /** The account acted on: the user's own, or the director's for a team member. */
  acc: z.number().int().positive(),
  role: z.enum(TEAM_ROLES),
  /** Session id (server/auth/sessions.ts). */
  sid: z.uuid(),
  /** Issued at / expires at, seconds since the epoch (RFC 7519 NumericDate). */
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessClaims = z.infer<typeof Claims>;

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'expired' };

function mac(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signAccessToken(claims: AccessClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${mac(`${HEADER}.${payload}`, secret).toString('base64url')}`;
}

function parsePayload(payload: string): AccessClaims | null {
  try {
    const parsed = Claims.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Check signature (our header only: no `alg` negotiation) and expiry against the caller's clock. */
export function verifyAccessToken(token: string, secret: string, nowMs: number): AccessCheck {
  const [header, payload, signature, extra] = token.split('.');
  if (header !== HEADER || payload === undefined || signature === undefined || extra !== undefined) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = mac(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const claims = parsePayload(payload);
  if (claims === null) return { ok: false, reason: 'invalid' };
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
