/**
 * The headers of a call (src/lib/http/headers.ts), built directly: a w-token and an Idempotency-Key go only to the
 * entries that take them, so a one-time token never reaches a call that has no use for it.
 */
import { describe, expect, it } from 'vitest';
import { type HeaderContext, requestHeaders } from '../../../src/lib/http/headers.ts';
import type { Route } from '../../../src/lib/http/route.ts';

const context = (route: Partial<Route>, options: HeaderContext['options'] = {}): HeaderContext => ({
  route: { client: 'client', method: 'POST', path: '/things', ...route },
  url: '/api/v1/things',
  bearer: 'access-1',
  locale: 'vi',
  serverNow: 1_767_225_600_000,
  options,
  hasJsonBody: true,
});

describe('requestHeaders', () => {
  it('sends the w-token and the key to an entry that takes them', () => {
    const headers = requestHeaders(
      context({ wToken: 'withdrawal', idempotencyKey: true }, { wToken: 'w-1', idempotencyKey: 'intent-1' }),
    );
    expect(headers).toMatchObject({ 'w-token': 'w-1', 'idempotency-key': 'intent-1' });
  });

  it('keeps a w-token and a key away from an entry that takes neither', () => {
    const headers = requestHeaders(context({}, { wToken: 'w-1', idempotencyKey: 'intent-1' }));
    expect(headers).not.toHaveProperty('w-token');
    expect(headers).not.toHaveProperty('idempotency-key');
    expect(Object.keys(headers).sort()).toEqual([
      'accept-language',
      'authorization',
      'content-type',
      'x-signature',
      'x-timestamp',
    ]);
  });
});
