import { describe, expect, it } from 'vitest';
import {
  conditionsMet,
  fillTarget,
  findRedirect,
  headersFor,
  matchPattern,
  normalizePath,
  parseHeaders,
  parseRedirects,
  type RequestFacts,
} from '../../server/static/rules.ts';

const NO_FACTS: RequestFacts = { cookie: null, acceptLanguage: null };

describe('parseRedirects', () => {
  it('reads from, to, status, force and conditions, skipping comments and blank lines', () => {
    const rules = parseRedirects(
      ['# comment', '', '/a /_vi/a.html 200! Language=vi,en', '/old /new', '/x/* /y/:splat 302 Cookie=session'].join(
        '\n',
      ),
    );
    expect(rules).toEqual([
      { from: '/a', to: '/_vi/a.html', status: 200, force: true, languages: ['vi', 'en'], cookies: [] },
      { from: '/old', to: '/new', status: 301, force: false, languages: [], cookies: [] },
      { from: '/x/*', to: '/y/:splat', status: 302, force: false, languages: [], cookies: ['session'] },
    ]);
  });

  it('rejects syntax outside the supported subset with the line number', () => {
    expect(() => parseRedirects('/a /b 200 Country=vn')).toThrow(/line 1.*Country=vn/);
    expect(() => parseRedirects('\nnot-a-path /b')).toThrow(/line 2/);
  });
});

describe('parseHeaders', () => {
  it('groups indented headers under their path', () => {
    const rules = parseHeaders('# c\n/*\n  X-A: 1\n  X-B: a: b\n/_astro/*\n  Cache-Control: immutable\n');
    expect(rules).toEqual([
      {
        path: '/*',
        headers: [
          ['X-A', '1'],
          ['X-B', 'a: b'],
        ],
      },
      { path: '/_astro/*', headers: [['Cache-Control', 'immutable']] },
    ]);
  });

  it('rejects a header before any path', () => {
    expect(() => parseHeaders('  X-A: 1')).toThrow(/line 1/);
  });
});

describe('matchPattern', () => {
  it('matches placeholders as one segment', () => {
    expect(matchPattern('/transactions/:id', '/transactions/42')).toEqual({ id: '42' });
    expect(matchPattern('/transactions/:id', '/transactions/42/more')).toBeNull();
    expect(matchPattern('/transactions/:id', '/transactions')).toBeNull();
  });

  it('matches a trailing splat, including the bare prefix and the root', () => {
    expect(matchPattern('/*', '/')).toEqual({ splat: '' });
    expect(matchPattern('/*', '/a/b')).toEqual({ splat: 'a/b' });
    expect(matchPattern('/_astro/*', '/_astro/x.js')).toEqual({ splat: 'x.js' });
    expect(matchPattern('/_astro/*', '/_astro')).toEqual({ splat: '' });
    expect(matchPattern('/_astro/*', '/_astrox')).toBeNull();
  });

  it('ignores a trailing slash except at the root', () => {
    expect(normalizePath('/withdraw/')).toBe('/withdraw');
    expect(normalizePath('/')).toBe('/');
    expect(matchPattern('/withdraw', '/withdraw/')).toEqual({});
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/', '/withdraw')).toBeNull();
  });

  it('treats regex characters in patterns literally', () => {
    expect(matchPattern('/a.b', '/a.b')).toEqual({});
    expect(matchPattern('/a.b', '/axb')).toBeNull();
  });
});

describe('fillTarget', () => {
  it('substitutes placeholders and splat', () => {
    expect(fillTarget('/y/:splat?id=:id', { splat: 'a/b', id: '7' })).toBe('/y/a/b?id=7');
  });
});

describe('conditions', () => {
  const [vi] = parseRedirects('/a /_vi/a.html 200! Language=vi');
  const [cookie] = parseRedirects('/a /b 302 Cookie=session');
  if (!vi || !cookie) throw new Error('fixture');

  it('Language resolves the nf_lang cookie first, then Accept-Language', () => {
    expect(conditionsMet(vi, NO_FACTS)).toBe(false);
    expect(conditionsMet(vi, { cookie: 'nf_lang=vi', acceptLanguage: null })).toBe(true);
    expect(conditionsMet(vi, { cookie: null, acceptLanguage: 'vi-VN,vi;q=0.9,en;q=0.8' })).toBe(true);
    expect(conditionsMet(vi, { cookie: 'nf_lang=en', acceptLanguage: 'vi' })).toBe(false);
    expect(conditionsMet(vi, { cookie: null, acceptLanguage: 'fr, en;q=0.9, vi;q=0.8' })).toBe(false);
  });

  it('Cookie requires the cookie to be present', () => {
    expect(conditionsMet(cookie, NO_FACTS)).toBe(false);
    expect(conditionsMet(cookie, { cookie: 'a=1; session=', acceptLanguage: null })).toBe(true);
  });
});

describe('findRedirect', () => {
  const rules = parseRedirects(
    [
      '/transactions/:id /_vi/transactions/_id.html 200! Language=vi',
      '/transactions/:id /transactions/_id.html 200',
      '/* /_vi/404.html 404 Language=vi',
      '/* /404.html 404',
    ].join('\n'),
  );

  it('returns the first matching rule in file order, filtered', () => {
    const forced = findRedirect(rules, '/transactions/9', { cookie: 'nf_lang=vi', acceptLanguage: null });
    expect(forced?.target).toBe('/_vi/transactions/_id.html');
    const base = findRedirect(rules, '/transactions/9', NO_FACTS, (rule) => !rule.force);
    expect(base?.target).toBe('/transactions/_id.html');
    expect(findRedirect(rules, '/nope', NO_FACTS)?.rule.status).toBe(404);
    expect(findRedirect(rules, '/nope', NO_FACTS, (rule) => rule.force)).toBeNull();
  });
});

describe('headersFor', () => {
  it('merges every matching block, a later duplicate overriding', () => {
    const rules = parseHeaders(
      '/*\n  X-Frame-Options: DENY\n  Cache-Control: no-cache\n/_astro/*\n  cache-control: immutable\n',
    );
    const headers = headersFor(rules, '/_astro/app.js');
    expect([...headers.values()]).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['cache-control', 'immutable'],
    ]);
    expect(headersFor(rules, '/withdraw').get('cache-control')).toEqual(['Cache-Control', 'no-cache']);
  });

  it('supports placeholders in header paths', () => {
    const rules = parseHeaders('/transactions/:id\n  X-Robots-Tag: noindex\n');
    expect(headersFor(rules, '/transactions/5').size).toBe(1);
    expect(headersFor(rules, '/transactions').size).toBe(0);
  });
});
