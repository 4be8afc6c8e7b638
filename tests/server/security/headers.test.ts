/**
 * Security headers (issue 17, PRODUCT.md section 5). The site: every route of the route table, in every language,
 * served by `npm start`'s static app from a dist laid out as the build lays it out (tools/static-host/paths.ts) with
 * the `_headers` and `_redirects` the build generates, answers a document with the CSP (hash-only scripts, every
 * inline script's hash listed, frame-ancestors 'none'), X-Frame-Options, nosniff, Referrer-Policy,
 * Permissions-Policy and HSTS; so do the not-found page and a document reached by its file name (`/withdraw.html`),
 * which came without any of them before. (e2e/security-headers.spec.ts checks the real build the same way.) The API:
 * every entry of the contract, signed out and signed in, answers with nosniff, HSTS, a request id and no-store
 * unless it is public reference data; CORS answers the configured origins only.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlOf } from '../../../server/api/pipeline/respond.ts';
import { createStaticApp } from '../../../server/static/serve.ts';
import { ROUTES } from '../../../src/app/routes.ts';
import { authOf, type CallDefinition } from '../../../src/contract/define.ts';
import { CONTRACT } from '../../../src/contract/index.ts';
import { samplePath } from '../../../src/contract/samples.ts';
import { LOCALE_COOKIE, LOCALES, type Locale } from '../../../src/lib/locale.ts';
import { documentProblems } from '../../../tools/static-host/document-check.ts';
import { HSTS, inlineScriptHashes, renderHeaders } from '../../../tools/static-host/headers.ts';
import { notFoundFile, shellFile } from '../../../tools/static-host/paths.ts';
import { renderRedirects } from '../../../tools/static-host/redirects.ts';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';
import { createTestApi, signedIn, type TestApi } from '../api/harness.ts';

function page(name: string): string {
  // Each page has its own inline script, as the build's boot scripts differ per layout.
  return `<!doctype html><html><head><script>boot(${JSON.stringify(name)})</script></head><body>${name}</body></html>`;
}

/** A dist with one document per route and language, the not-found pages and the host files the build writes. */
function routeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
  const files = new Map<string, string>();
  for (const locale of LOCALES) {
    for (const route of ROUTES) files.set(shellFile(route.path, locale), page(`${route.path} ${locale}`));
    files.set(notFoundFile(locale), page(`not found ${locale}`));
  }
  files.set('_astro/app.js', 'export {};\n');
  files.set('_headers', renderHeaders({ scriptHashes: inlineScriptHashes(files.values()), connectOrigins: [] }));
  files.set('_redirects', renderRedirects());
  for (const [file, content] of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

/** A URL of the route: parameters filled with values their validate rules accept. */
function urlOf(path: string): string {
  return path
    .replace(/:id\b/g, '42')
    .replace(/:token\b/g, 'a-token_1')
    .replace(/:[a-z]+/gi, 'x');
}

async function problemsOf(response: Response): Promise<string[]> {
  return documentProblems((name) => response.headers.get(name), await response.text());
}

describe('security headers of the site', () => {
  const app = createStaticApp({ distDir: routeDist() });
  const get = (path: string, locale: Locale) =>
    app.request(path, { headers: { cookie: `${LOCALE_COOKIE}=${locale}` } });

  it.each(LOCALES)(
    'every route of the route table, in %s, is a document with the CSP and its headers',
    async (locale) => {
      const wrong: string[] = [];
      for (const route of ROUTES) {
        const response = await get(urlOf(route.path), locale);
        const problems = response.status === 200 ? await problemsOf(response) : [`status ${response.status}`];
        if (problems.length > 0) wrong.push(`${route.path}: ${problems.join(', ')}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each([
    ['the not-found page of an unknown path', '/no-such-page', 404],
    ['the not-found page by its name', '/404', 200],
    ['a route by its file name', '/withdraw.html', 200],
    ['the home page by its file name', '/index.html', 200],
    ['a dynamic shell by its file name', '/transactions/_id.html', 200],
  ])('%s carries the document headers too', async (_, path, status) => {
    for (const locale of LOCALES) {
      const response = await get(path, locale);
      expect(response.status, `${path} ${locale}`).toBe(status);
      expect(await problemsOf(response), `${path} ${locale}`).toEqual([]);
    }
  });

  it('sends nosniff with every asset, and no document headers', async () => {
    const response = await get('/_astro/app.js', 'en');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

describe('security headers of the API', () => {
  let api: TestApi;
  let token: string;
  const calls: readonly CallDefinition[] = CONTRACT;

  beforeAll(async () => {
    api = await createTestApi({ env: { CORS_ORIGINS: 'https://app.example.test' } });
    token = (await signedIn(api)).accessToken;
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => api?.close());

  function problems(call: CallDefinition | null, response: Response): string[] {
    const header = (name: string) => response.headers.get(name);
    const wanted: [string, string | null][] = [
      ['x-content-type-options', 'nosniff'],
      ['strict-transport-security', HSTS],
      // Public reference data may be kept a while when it succeeds; nothing else, and no refusal, ever.
      ['cache-control', call === null || response.status >= 400 ? 'no-store' : cacheControlOf(call)],
    ];
    const wrong = wanted.filter(([name, value]) => header(name) !== value).map(([name]) => `${name} ${header(name)}`);
    if (!/^[\w.-]{1,128}$/.test(header('x-request-id') ?? '')) wrong.push('no request id');
    return wrong;
  }

  async function send(call: CallDefinition, withToken: boolean): Promise<Response> {
    const options = withToken && authOf(call) !== 'none' ? { token } : {};
    const response = await api.call(
      call.method,
      samplePath(call),
      call.method === 'GET' ? options : { ...options, body: {} },
    );
    return response;
  }

  it.each([
    ['signed out', false],
    ['signed in', true],
  ])('every contract entry answers %s with nosniff, HSTS, a request id and the right caching', async (_, withToken) => {
    const wrong: string[] = [];
    const statuses = new Set<number>();
    for (const call of calls.filter((each) => each.name !== 'logout')) {
      const response = await send(call, withToken as boolean);
      statuses.add(response.status);
      const found = problems(call, response);
      await response.body?.cancel();
      if (found.length > 0) wrong.push(`${call.name} ${response.status}: ${found.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    // Both successes and refusals were looked at.
    expect([...statuses].some((status) => status < 300)).toBe(true);
    expect([...statuses].some((status) => status >= 400)).toBe(true);
  });

  it('an unknown API path answers 404 with the same headers', async () => {
    const response = await api.call('GET', '/api/v1/no-such-call');
    expect(response.status).toBe(404);
    expect(problems(null, response)).toEqual([]);
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      api.call('OPTIONS', '/api/v1/accounts/me', {
        unsigned: true,
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });

    it('answers an allowed origin with its CORS headers, never a wildcard', async () => {
      const response = await preflight('https://app.example.test');
      expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.test');
      expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
      const read = await api.call('GET', '/api/warehouse/v1/currencies', {
        headers: { origin: 'https://app.example.test' },
      });
      expect(read.headers.get('access-control-allow-origin')).toBe('https://app.example.test');
      expect(read.headers.get('vary')).toContain('Origin');
    });

    it.each(['https://evil.example', 'https://app.example.test.evil.example', 'http://app.example.test', 'null'])(
      'gives %s no CORS headers',
      async (origin) => {
        for (const response of [
          await preflight(origin),
          await api.call('GET', '/api/warehouse/v1/currencies', { headers: { origin } }),
          await api.call('GET', '/api/v1/accounts/me', { token, headers: { origin } }),
        ]) {
          expect(response.headers.get('access-control-allow-origin')).toBeNull();
          expect(response.headers.get('access-control-allow-credentials')).toBeNull();
        }
      },
    );
  });
});
