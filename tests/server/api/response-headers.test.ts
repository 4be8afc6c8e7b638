/**
 * Issue 10: API answers lacked `X-Content-Type-Options: nosniff` and HSTS, and errors lacked
 * `Cache-Control: no-store`. Every /api answer carries the first two; errors and personal answers are never
 * kept, public reference data for five minutes.
 */
import { describe, expect, it } from 'vitest';
import { cacheControlOf } from '../../../server/api/pipeline/respond.ts';
import type { CallDefinition } from '../../../src/contract/define.ts';
import { CONTRACT } from '../../../src/contract/index.ts';
import { HSTS } from '../../../tools/static-host/headers.ts';
import { signedIn } from './harness.ts';
import { usePipelineApi } from './pipeline-setup.ts';

function headersOf(response: Response) {
  return {
    nosniff: response.headers.get('x-content-type-options'),
    hsts: response.headers.get('strict-transport-security'),
    cache: response.headers.get('cache-control'),
  };
}

describe('pipeline: response headers', () => {
  const ctx = usePipelineApi();

  it('an authenticated answer: nosniff, HSTS, no-store', async () => {
    const { accessToken } = await signedIn(ctx.api);
    const response = await ctx.api.call('POST', '/api/v1/echo', {
      token: accessToken,
      body: { name: 'Ann', amount: '10' },
    });
    expect(response.status).toBe(200);
    expect(headersOf(response)).toEqual({ nosniff: 'nosniff', hsts: HSTS, cache: 'no-store' });
  });

  it.each([
    ['an unknown path (404)', 'GET', '/api/v1/no-such-thing'],
    ['a refused sign-in (401)', 'POST', '/api/v1/echo'],
    ['a bad parameter of a public read (422)', 'GET', '/api/warehouse/v1/items/-3'],
    ['a crash (500)', 'GET', '/api/warehouse/v1/crash'],
  ])('an error, %s: nosniff, HSTS, no-store', async (_, method, path) => {
    const response = await ctx.api.call(method, path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(headersOf(response)).toEqual({ nosniff: 'nosniff', hsts: HSTS, cache: 'no-store' });
  });

  it('a public read of the header-less warehouse client may be kept five minutes', async () => {
    const response = await ctx.api.call('GET', '/api/warehouse/v1/items/42');
    expect(headersOf(response)).toEqual({ nosniff: 'nosniff', hsts: HSTS, cache: 'public, max-age=300' });
  });

  it('a stream keeps its own no-store and gets nosniff and HSTS', async () => {
    const response = await ctx.api.call('GET', '/api/warehouse/v1/ticks');
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(headersOf(response).nosniff).toBe('nosniff');
    expect(headersOf(response).hsts).toBe(HSTS);
  });
});

describe('which answers of the contract may be kept', () => {
  it('only the reference data that is the same for everyone', () => {
    const calls: readonly CallDefinition[] = CONTRACT;
    const kept = calls.filter((call) => cacheControlOf(call) !== 'no-store').map((call) => call.name);
    expect(kept.sort()).toEqual([
      'getConstants',
      'listCountries',
      'listCurrencies',
      'listLanguages',
      'listProviders',
      'listTransferMethods',
      'listVietnamBanks',
    ]);
  });
});
