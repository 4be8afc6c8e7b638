import { describe, expect, it } from 'vitest';
import {
  accessExpiresAt,
  clearSession,
  followRole,
  readSession,
  SESSION_COOKIES,
  storeSession,
} from '../../../src/lib/http/session.ts';
import { fakeJar, tokens } from './fakes.ts';

const SERVER = Date.UTC(2026, 0, 1, 8);

describe('session cookies', () => {
  it('stores every SPEC cookie, living as long as the refresh token by the server clock', () => {
    const jar = fakeJar();
    storeSession(jar, { ...tokens(SERVER, 1), two_factor_method: 'EMAIL' });
    expect(readSession(jar)).toEqual({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      access_expired_at: new Date(SERVER + 15 * 60_000).toISOString(),
      refresh_expired_at: new Date(SERVER + 30 * 24 * 3600_000).toISOString(),
      two_factor_status: 'INACTIVE',
      two_factor_verification_status: 'NOT_REQUIRED',
      two_factor_method: 'EMAIL',
      role: 'director',
    });
    expect(new Set(jar.lifetimes.values())).toEqual(new Set([30 * 24 * 3600]));
  });

  it('follows a role the profile reports, for the rest of the session’s lifetime', () => {
    const jar = fakeJar();
    storeSession(jar, { ...tokens(SERVER, 1), role: 'financial' });
    jar.lifetimes.clear();
    followRole(jar, 'financial', SERVER);
    expect(jar.lifetimes.size).toBe(0);
    followRole(jar, 'seller', SERVER + 24 * 3600_000);
    expect(readSession(jar).role).toBe('seller');
    expect(jar.lifetimes.get('role')).toBe(29 * 24 * 3600);
    clearSession(jar);
    followRole(jar, 'director', SERVER);
    expect(readSession(jar).role).toBeNull();
  });

  it('deletes the two-factor method cookie when the server sends none', () => {
    const jar = fakeJar();
    storeSession(jar, { ...tokens(SERVER, 1), two_factor_method: 'SMS' });
    storeSession(jar, tokens(SERVER, 2));
    expect(readSession(jar).two_factor_method).toBeNull();
    expect(readSession(jar).access_token).toBe('access-2');
  });

  it('reads absent cookies as null and clears them all', () => {
    const jar = fakeJar();
    storeSession(jar, tokens(SERVER, 1));
    clearSession(jar);
    expect(Object.values(readSession(jar))).toEqual(SESSION_COOKIES.map(() => null));
  });

  it('parses the access expiry; null when missing or unreadable', () => {
    const jar = fakeJar();
    expect(accessExpiresAt(readSession(jar))).toBeNull();
    jar.set('access_expired_at', 'soon', 60);
    expect(accessExpiresAt(readSession(jar))).toBeNull();
    storeSession(jar, tokens(SERVER, 1));
    expect(accessExpiresAt(readSession(jar))).toBe(SERVER + 15 * 60_000);
  });
});
