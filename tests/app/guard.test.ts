import { describe, expect, it } from 'vitest';
import { decide, safeRedirectTarget } from '../../src/app/guard.ts';
import { sessionView } from '../../src/app/page-route.ts';
import { ROUTES, type RouteDef } from '../../src/app/routes.ts';
import { signInUrl } from '../../src/lib/sign-in-url.ts';

const route = (path: string): RouteDef => {
  const found = ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(path);
  return found;
};
const guest = { hasToken: false, role: 'director' } as const;
const director = { hasToken: true, role: 'director' } as const;
const seller = { hasToken: true, role: 'seller' } as const;

describe('guard decisions', () => {
  it('always allows public pages', () => {
    expect(decide(route('/test'), '/test', '', guest)).toEqual({ kind: 'allow' });
    expect(decide(route('/test'), '/test', '', seller)).toEqual({ kind: 'allow' });
    expect(decide(route('/invitation-expired'), '/invitation-expired', '', director)).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user away from guest-only pages to home', () => {
    expect(decide(route('/signin'), '/signin', '', director)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(route('/forgot/:token'), '/forgot/abc', '', director)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(route('/signin'), '/signin', '', guest)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a token to sign-in with the wanted path', () => {
    expect(decide(route('/withdraw'), '/withdraw', '', guest)).toEqual({
      kind: 'redirect',
      to: '/signin?redirect=%2Fwithdraw',
    });
    expect(decide(route('/transactions'), '/transactions', '?page=2', guest)).toEqual({
      kind: 'redirect',
      to: '/signin?redirect=%2Ftransactions%3Fpage%3D2',
    });
    expect(decide(route('/'), '/', '', guest)).toEqual({ kind: 'redirect', to: '/signin' });
  });

  it('shows not-found when a validate rule fails, before any other check', () => {
    expect(decide(route('/transactions/:id'), '/transactions/abc', '', guest)).toEqual({ kind: 'fatal', status: 404 });
    expect(decide(route('/transactions/:id'), '/transactions/abc', '', director)).toEqual({
      kind: 'fatal',
      status: 404,
    });
    expect(decide(route('/transactions/:id'), '/transactions/42', '', director)).toEqual({ kind: 'allow' });
  });

  it('refuses a role the route does not allow with 403', () => {
    expect(decide(route('/withdraw'), '/withdraw', '', seller)).toEqual({ kind: 'fatal', status: 403 });
    expect(decide(route('/va/transactions'), '/va/transactions', '', seller)).toEqual({ kind: 'allow' });
  });

  it('reads the session from cookies, director when the role is missing', () => {
    expect(sessionView('')).toEqual({ hasToken: false, role: 'director' });
    expect(sessionView('access_token=abc; role=seller')).toEqual({ hasToken: true, role: 'seller' });
    expect(sessionView('access_token=abc; role=nonsense')).toEqual({ hasToken: true, role: 'director' });
  });
});

describe('sign-in URLs', () => {
  it('carries the redirect and the session-expired flag', () => {
    expect(signInUrl('/withdraw', true)).toBe('/signin?redirect=%2Fwithdraw&isSessionExpired=true');
    expect(signInUrl('', true)).toBe('/signin?isSessionExpired=true');
    expect(signInUrl('')).toBe('/signin');
  });

  describe('redirect targets', () => {
    const ORIGIN = 'https://app.campay.test';
    /** What sign-in follows for `?redirect=<encoded>`: the query decoded the way the app reads it. */
    const target = (encoded: string) =>
      safeRedirectTarget(new URLSearchParams(`redirect=${encoded}`).get('redirect'), ORIGIN);

    it('keeps a path on this origin with its query and hash', () => {
      expect(safeRedirectTarget('/withdraw?x=1', ORIGIN)).toBe('/withdraw?x=1');
      expect(safeRedirectTarget('/transactions/42?tab=2#timeline', ORIGIN)).toBe('/transactions/42?tab=2#timeline');
      expect(target('%2Fva%2Flist%3Fpage%3D2')).toBe('/va/list?page=2');
      // Dot segments resolve on this origin; a double-encoded slash stays a path character.
      expect(safeRedirectTarget('/a/../profile', ORIGIN)).toBe('/profile');
      expect(target('%2F%252F%252Fevil.com')).toBe('/%2F%2Fevil.com');
    });

    it.each([
      ['nothing', null],
      ['empty', ''],
      ['absolute URL', 'https://evil.test'],
      ['scheme-relative', '//evil.test'],
      ['backslash', '/\\evil.test'],
      ['backslashes', '\\\\evil.test'],
      ['tab after the slash (the probe)', '/\t/evil.com'],
      ['newline after the slash', '/\n/evil.com'],
      ['carriage return', '/\r/evil.com'],
      ['scheme without slashes', 'https:evil.com'],
      ['javascript:', 'javascript:alert(1)'],
      ['data:', 'data:text/html,<script>alert(1)</script>'],
      ['a dot segment up to //', '/..//evil.com'],
      ['relative, not a path', 'withdraw'],
      ['leading space', ' /withdraw'],
    ])('refuses %s', (_, raw) => {
      expect(safeRedirectTarget(raw, ORIGIN)).toBe('/');
    });

    it.each([
      '%2F%09%2Fevil.com',
      '%2F%0A%2Fevil.com',
      '%2F%0D%0A%2Fevil.com',
      '%2F%2Fevil.com',
      '%2F%5Cevil.com',
      '%2F%5C%5Cevil.com',
      'https%3Aevil.com',
      'javascript%3Aalert(1)',
      '%2F..%2F%2Fevil.com',
    ])('refuses ?redirect=%s', (encoded) => {
      expect(target(encoded)).toBe('/');
    });
  });
});
