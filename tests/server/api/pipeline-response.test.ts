import { describe, expect, it } from 'vitest';
import { json, signedIn } from './harness.ts';
import { usePipelineApi } from './pipeline-setup.ts';
import { QUERY_SECRET } from './test-calls.ts';

describe('pipeline: responses, errors and logs', () => {
  const ctx = usePipelineApi({ env: { CORS_ORIGINS: 'https://app.campay.test' } });

  it('answers 501 NOT_IMPLEMENTED for an entry without a handler', async () => {
    const response = await ctx.api.call('GET', '/api/warehouse/v1/not-yet', { lang: 'vi' });
    expect(response.status).toBe(501);
    expect(await json(response)).toEqual({
      status: false,
      code: 'NOT_IMPLEMENTED',
      message: 'Tính năng này chưa được hỗ trợ.',
    });
  });

  it('answers 500 INTERNAL when a reply breaks the response schema, and logs where without the values', async () => {
    const response = await ctx.api.call('GET', '/api/warehouse/v1/broken');
    expect(response.status).toBe(500);
    expect((await json(response)).code).toBe('INTERNAL');
    const entry = ctx.api.logs.find((line) => line.msg === 'response does not match the contract');
    expect(entry).toMatchObject({
      level: 'error',
      call: 'broken',
      issues: [{ path: 'data.count', code: 'invalid_type' }],
    });
    expect(JSON.stringify(entry)).not.toContain('three');
  });

  it('passes the stream of a streaming call through, and refuses a stream from a JSON call', async () => {
    const stream = await ctx.api.call('GET', '/api/warehouse/v1/ticks');
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(await stream.text()).toBe('data: {"tick":1}\n\n');
    const wrong = await ctx.api.call('GET', '/api/warehouse/v1/not-json');
    expect([wrong.status, (await json(wrong)).code]).toEqual([500, 'INTERNAL']);
  });

  it('answers 500 INTERNAL for an unexpected error and logs it with the request id', async () => {
    const response = await ctx.api.call('GET', '/api/warehouse/v1/crash');
    expect(response.status).toBe(500);
    expect(JSON.stringify(await json(response))).not.toContain('on fire');
    const entry = ctx.api.logs.find((line) => line.msg === 'unexpected error');
    expect(entry).toMatchObject({ request_id: response.headers.get('x-request-id'), error: { class: 'Error' } });
    // The message is not a fact a log may carry: it may quote a value.
    expect(JSON.stringify(ctx.api.logs)).not.toContain('on fire');
  });

  it('logs a database error by its class and SQLSTATE, never the query, its parameters or the message', async () => {
    const response = await ctx.api.call('GET', '/api/warehouse/v1/failing-query');
    expect([response.status, (await json(response)).code]).toEqual([500, 'INTERNAL']);
    const entry = ctx.api.logs.find((line) => line.msg === 'unexpected error');
    expect(entry?.error).toMatchObject({ class: 'DrizzleQueryError', sqlstate: '22P02' });
    expect(JSON.stringify(ctx.api.logs)).not.toContain(QUERY_SECRET);
    expect(JSON.stringify(ctx.api.logs)).not.toContain('SELECT');
  });

  it('answers 404 NOT_FOUND in the error shape for an unknown path or method', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/no-such-thing'],
      ['DELETE', '/api/warehouse/v1/search'],
      ['GET', '/api'],
    ] as const) {
      const response = await ctx.api.call(method, path);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ status: false, code: 'NOT_FOUND', message: 'Not found.' });
    }
  });

  it('logs one line per request with the route pattern, status, duration and user, and no secrets', async () => {
    const who = await signedIn(ctx.api);
    await ctx.api.call('POST', '/api/v1/echo', { token: who.accessToken, body: { name: 'Secret Name', amount: '1' } });
    await ctx.api.call('GET', '/api/warehouse/v1/items/77');
    const requests = ctx.api.logs.filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', route: '/api/v1/echo', status: 200, user_id: who.user.id }),
      expect.objectContaining({ method: 'GET', route: '/api/warehouse/v1/items/{id}', status: 200, user_id: null }),
    ]);
    expect(requests.every((line) => typeof line.ms === 'number' && typeof line.request_id === 'string')).toBe(true);
    const everything = JSON.stringify(ctx.api.logs);
    expect(everything).not.toContain(who.accessToken);
    expect(everything).not.toContain('Secret Name');
    expect(everything).not.toContain('/items/77');
  });

  it('keeps a safe incoming request id and replaces an unsafe one', async () => {
    const kept = await ctx.api.call('GET', '/api/warehouse/v1/items/1', { headers: { 'x-request-id': 'lb-42.a' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-42.a');
    const replaced = await ctx.api.call('GET', '/api/warehouse/v1/items/1', {
      headers: { 'x-request-id': 'has spaces; and "quotes"' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows only the configured origins, never any origin', async () => {
    const allowed = await ctx.api.call('GET', '/api/warehouse/v1/items/1', {
      headers: { origin: 'https://app.campay.test' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.campay.test');
    expect(allowed.headers.get('access-control-expose-headers')).toContain('retry-after');
    const other = await ctx.api.call('GET', '/api/warehouse/v1/items/1', { headers: { origin: 'https://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await ctx.api.call('OPTIONS', '/api/v1/transfers', {
      unsigned: true,
      headers: { origin: 'https://app.campay.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('w-token');
  });
});
