/**
 * The real build as `npm start` serves it (issue 17, PRODUCT.md section 5): every route of the route table, in
 * every language, the not-found page and a document by its file name answer with the CSP that lists the hash of
 * each inline script the page carries, frame-ancestors 'none', the fixed document headers and nosniff
 * (tools/static-host/document-check.ts); the API answers with nosniff, HSTS and no-store, and gives a foreign
 * origin no CORS headers. Plain HTTP requests: no browser is needed to read headers.
 */
import { expect, test } from '@playwright/test';
import { ROUTES } from '../src/app/routes.ts';
import { LOCALES } from '../src/lib/locale.ts';
import { documentProblems } from '../tools/static-host/document-check.ts';
import { HSTS } from '../tools/static-host/headers.ts';
import { samplePath } from './fixtures.ts';

const EXTRA_DOCUMENTS = ['/no-such-page', '/404', '/withdraw.html', '/index.html'];

test('every built document carries the CSP and the document headers, in every language', async ({ request }) => {
  const wrong: string[] = [];
  for (const locale of LOCALES) {
    for (const path of [...ROUTES.map((route) => samplePath(route.path)), ...EXTRA_DOCUMENTS]) {
      const response = await request.get(path, { headers: { cookie: `nf_lang=${locale}` }, maxRedirects: 0 });
      const headers = response.headers();
      const problems = documentProblems((name) => headers[name.toLowerCase()], await response.text());
      if (problems.length > 0) wrong.push(`${path} (${locale}, ${response.status()}): ${problems.join('; ')}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('the API answers with nosniff, HSTS and no-store, and no CORS headers for a foreign origin', async ({
  request,
}) => {
  for (const path of ['/api/v1/accounts/me', '/api/v1/no-such-call', '/api/warehouse/v1/currencies']) {
    const response = await request.get(path, { headers: { origin: 'https://evil.example' } });
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['strict-transport-security'], path).toBe(HSTS);
    expect(headers['access-control-allow-origin'], path).toBeUndefined();
    if (response.status() >= 400) expect(headers['cache-control'], path).toBe('no-store');
  }
});
