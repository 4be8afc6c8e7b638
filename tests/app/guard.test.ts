import { describe, expect, it } from 'vitest';
import { decide, safeRedirectTarget, signInUrl } from '../../src/app/guard.ts';
import { readSession } from '../../src/app/page-route.ts';
import { ROUTES, type RouteDef } from '../../src/app/routes.ts';

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
    expect(readSession('')).toEqual({ hasToken: false, role: 'director' });
    expect(readSession('access_token=abc; role=seller')).toEqual({ hasToken: true, role: 'seller' });
    expect(readSession('access_token=abc; role=nonsense')).toEqual({ hasToken: true, role: 'director' });
  });
});

describe('sign-in URLs', () => {
  it('carries the redirect and the session-expired flag', () => {
    expect(signInUrl('/withdraw', true)).toBe('/signin?redirect=%2Fwithdraw&isSessionExpired=true');
    expect(signInUrl('', true)).toBe('/signin?isSessionExpired=true');
    expect(signInUrl('')).toBe('/signin');
  });

  it('only follows same-origin redirect targets', () => {
    expect(safeRedirectTarget('/withdraw?x=1')).toBe('/withdraw?x=1');
    for (const bad of [null, '', 'https://evil.test', '//evil.test', '/\\evil.test', 'withdraw']) {
      expect(safeRedirectTarget(bad)).toBe('/');
    }
  });
});
