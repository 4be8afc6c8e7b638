import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureOf } from '../../../server/developers/deliver.ts';
import { integrationGuide } from '../../../src/features/developers/guide.ts';
import { answerText } from '../../../src/features/developers/labels.ts';
import { verifySignature } from '../../../src/lib/http/signature.ts';

describe('the integration guide', () => {
  const guide = integrationGuide();

  it('names the headers and algorithm the server uses', () => {
    expect(guide).toMatchObject({
      apiKeyHeader: 'x-api-key',
      signatureHeader: 'x-signature',
      timestampHeader: 'x-timestamp',
      webhookSignatureHeader: 'x-campay-signature',
      webhookEventHeader: 'x-campay-event',
      algorithm: 'HMAC-SHA256',
      retryMinutes: '1, 5, 25, 125',
      attempts: 5,
    });
  });

  it('shows a request signature the server accepts', () => {
    const lines = guide.exampleRequest.split('\n');
    const header = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
    const [method = '', url = ''] = (lines[0] ?? '').split(' ');
    const timestamp = header('x-timestamp');
    const check = verifySignature({ signature: header('x-signature'), timestamp, method, url, now: Number(timestamp) });
    expect(check).toEqual({ ok: true });
    expect(guide.exampleBase).toBe(`${timestamp}:GET:/developers/api-key`);
  });

  it('shows a verification that accepts what the server signs', () => {
    const body = '{"id":"evt_1"}';
    const secret = 'whsec_test';
    const verify = new Function(
      'createHmac',
      'timingSafeEqual',
      'Buffer',
      `${guide.verifyExample.split('\n').slice(2, -2).join('\n')}; return verify;`,
    )(createHmac, (a: Buffer, b: Buffer) => a.equals(b), Buffer) as (b: string, h: string, s: string) => boolean;
    expect(verify(body, signatureOf(secret, body), secret)).toBe(true);
    expect(verify(body, signatureOf('whsec_other', body), secret)).toBe(false);
  });
});

describe('the calls a key may make', () => {
  it('are the contract entries declaring a scope, with that scope, grouped in the scopes’ order', () => {
    expect(integrationGuide().keyCalls).toEqual([
      { scope: 'balances.read', request: 'GET /api/v1/wallets/{type}' },
      { scope: 'balances.read', request: 'GET /api/v2/customers/balances/{type}' },
      { scope: 'transactions.read', request: 'GET /api/v2/virtual-accounts/transactions' },
      { scope: 'transactions.read', request: 'GET /api/v1/virtual-accounts/transactions/{id}' },
      { scope: 'va.read', request: 'GET /api/v2/virtual-accounts' },
      { scope: 'va.read', request: 'GET /api/v1/virtual-accounts/{id}' },
      { scope: 'va.write', request: 'POST /api/v2/virtual-accounts' },
    ]);
  });
});

describe('a delivery’s answer in words', () => {
  it('is the HTTP status, or why there was none', () => {
    expect(answerText(500, null)).toBe('HTTP 500');
    expect(answerText(null, 'timeout')).toBe('no answer in time');
    expect(answerText(null, 'ECONNREFUSED')).toBe('no answer (ECONNREFUSED)');
    expect(answerText(null, null)).toBe('no answer');
  });
});
