import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchPath, paramsValid, paramValid } from '../../src/app/params.ts';
import { ROUTES, type RouteDef, roleAllowed } from '../../src/app/routes.ts';

/** The routes as SPEC.md section 2 lists them, `{param}` written as `:param`. */
function specRoutes(): string[] {
  const spec = readFileSync(new URL('../../../shared/SPEC.md', import.meta.url), 'utf8');
  const section = spec.split('## 2. Screens and routes')[1]?.split('Routes carry no language prefix')[0] ?? '';
  const found = section.match(/(?<![\w/])\/[\w\-/{}]*/g) ?? [];
  return [...new Set(found.map((path) => path.replace(/\{(\w+)\}/g, ':$1')))];
}

describe('route table', () => {
  it('holds every SPEC route exactly once, and nothing else', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(41);
    expect([...paths].sort()).toEqual(specRoutes().sort());
  });

  it('uses the auth layout for /signup and /forgot and no layout for the other guest pages', () => {
    const layouts = Object.fromEntries(ROUTES.map((route) => [route.path, route.layout]));
    expect(layouts['/signup']).toBe('auth');
    expect(layouts['/forgot']).toBe('auth');
    for (const path of ['/signin', '/callback', '/forgot/:token', '/set-password']) expect(layouts[path]).toBe('none');
  });

  it('marks access per PRODUCT.md section 4', () => {
    const byAccess = (access: string) =>
      ROUTES.filter((route) => route.access === access)
        .map((route) => route.path)
        .sort();
    expect(byAccess('public')).toEqual(['/invitation-expired', '/test']);
    expect(byAccess('guest')).toEqual(
      ['/callback', '/forgot', '/forgot/:token', '/set-password', '/signin', '/signup'].sort(),
    );
    expect(byAccess('authenticated')).toHaveLength(33);
  });

  it('gives every dynamic segment a validate rule', () => {
    for (const route of ROUTES) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const rules = 'params' in route ? Object.keys(route.params) : [];
      expect(rules.sort()).toEqual(names.sort());
    }
  });

  it('keeps sellers out of money movement and team management', () => {
    const table: readonly RouteDef[] = ROUTES;
    const route = (path: string): RouteDef => {
      const found = table.find((candidate) => candidate.path === path);
      if (!found) throw new Error(`no route ${path}`);
      return found;
    };
    expect(roleAllowed(route('/withdraw'), 'seller')).toBe(false);
    expect(roleAllowed(route('/withdraw'), 'financial')).toBe(true);
    expect(roleAllowed(route('/user'), 'financial')).toBe(false);
    expect(roleAllowed(route('/va/qr-transaction'), 'seller')).toBe(true);
    expect(roleAllowed(route('/'), 'seller')).toBe(true);
  });
});

describe('validate rules', () => {
  it('accepts positive integers and UUIDs as ids', () => {
    expect(paramValid('id', '123')).toBe(true);
    expect(paramValid('id', '7f1c7b2e-2f5c-4a1e-9a51-3b3f4f9d2c10')).toBe(true);
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '12a', '', '7f1c7b2e2f5c4a1e9a513b3f4f9d2c10']) {
      expect(paramValid('id', bad)).toBe(false);
    }
  });

  it('accepts non-empty URL-safe tokens only', () => {
    expect(paramValid('token', 'abc-DEF_123.x~')).toBe(true);
    for (const bad of ['', 'a b', 'a/b', 'a%2Fb', '<script>', 'x'.repeat(513)])
      expect(paramValid('token', bad)).toBe(false);
  });

  it('matches patterns segment by segment and decodes params', () => {
    expect(matchPath('/transactions/:id', '/transactions/123')).toEqual({ id: '123' });
    expect(matchPath('/transactions/:id', '/transactions/123/')).toEqual({ id: '123' });
    expect(matchPath('/transactions/:id', '/transactions')).toBeNull();
    expect(matchPath('/transactions/:id', '/transactions/1/2')).toBeNull();
    expect(matchPath('/forgot/:token', '/forgot/a%20b')).toEqual({ token: 'a b' });
    expect(matchPath('/forgot/:token', '/forgot/%E0%A4%A')).toBeNull();
    expect(paramsValid({ token: 'token' }, { token: 'a b' })).toBe(false);
  });
});
