import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../../../server/auth/access-token.ts';
import { bearerToken } from '../../../server/auth/authenticate.ts';

const SECRET = 'test-secret-of-enough-length';
const NOW = 1_767_225_600_000;
const claims = {
  sub: 7,
  acc: 3,
  role: 'FINANCE' as const,
  sid: '5f0c7a52-3d38-4a47-9e1b-6a1f3c2d4e5f',
  iat: NOW / 1000,
  exp: NOW / 1000 + 900,
};

function part(token: string, index: number): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

describe('access tokens', () => {
  it('are HS256 JWTs that verify until they expire', () => {
    const token = signAccessToken(claims, SECRET);
    expect(part(token, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(verifyAccessToken(token, SECRET, NOW + 899_999)).toEqual({ ok: true, claims });
    expect(verifyAccessToken(token, SECRET, NOW + 900_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse another key, a changed payload and an unsigned token', () => {
    const token = signAccessToken(claims, SECRET);
    expect(verifyAccessToken(token, 'another-secret', NOW)).toEqual({ ok: false, reason: 'invalid' });
    const [header, , signature] = token.split('.');
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'DIRECTOR' })).toString('base64url');
    expect(verifyAccessToken(`${header}.${promoted}.${signature}`, SECRET, NOW).ok).toBe(false);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyAccessToken(`${none}.${token.split('.')[1]}.`, SECRET, NOW).ok).toBe(false);
    expect(verifyAccessToken('garbage', SECRET, NOW).ok).toBe(false);
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header only', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer   abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });
});
