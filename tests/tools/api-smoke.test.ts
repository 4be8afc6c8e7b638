/**
 * The smoke pass's rules, against a stand-in server whose answers are chosen per path (the real server's pass
 * is e2e/api-smoke.spec.ts). A small openapi document names the operations sent.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smokeContract, statusCounts } from '../../tools/api-smoke.ts';

/** Path → [status, body] the stand-in answers; the login answers the tokens. */
const ANSWERS: Readonly<Record<string, readonly [number, unknown]>> = {
  '/api/v1/login': [200, { status: true, data: { access_token: 'a', refresh_token: 'r' } }],
  '/api/warehouse/v1/languages': [200, { status: true, data: [] }],
  '/api/warehouse/v1/currencies': [200, { status: true, data: 'not a list' }],
  '/api/v1/accounts/me': [401, { status: false, message: 'Sign in again.', code: 'UNAUTHENTICATED' }],
  '/api/v1/notifications/999999/read': [404, { status: false, message: 'Nope', code: 'NO_SUCH_CODE' }],
  '/api/v1/payments': [501, { status: false, message: 'Not yet', code: 'NOT_IMPLEMENTED' }],
  '/api/v1/kyc': [400, 'plain text'],
};

const OPERATIONS: Readonly<Record<string, Record<string, { operationId: string }>>> = {
  '/api/warehouse/v1/languages': { get: { operationId: 'listLanguages' } },
  '/api/warehouse/v1/currencies': { get: { operationId: 'listCurrencies' } },
  '/api/v1/accounts/me': { get: { operationId: 'getMe' } },
  '/api/v1/notifications/{id}/read': { put: { operationId: 'readNotification' } },
  '/api/v1/payments': { get: { operationId: 'listPayments' } },
  '/api/v1/kyc': { get: { operationId: 'getKyc' } },
  '/api/v1/unknown': { get: { operationId: 'notInTheContract' } },
};

describe('smokeContract', () => {
  let server: Server;
  let origin: string;
  const seen: string[] = [];
  const openapiPath = join(mkdtempSync(join(tmpdir(), 'smoke-')), 'openapi.json');

  beforeAll(async () => {
    writeFileSync(openapiPath, JSON.stringify({ paths: OPERATIONS }));
    server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      seen.push(`${request.method} ${path} ${request.headers.authorization ?? '-'}`);
      const [status, body] = ANSWERS[path] ?? [404, { status: false, message: 'No route', code: 'NOT_FOUND' }];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('judges every operation by the contract and reports each broken rule', async () => {
    const results = await smokeContract(origin, { openapiPath });
    const verdicts = Object.fromEntries(results.map((result) => [result.operation, [result.status, result.violation]]));
    expect(verdicts).toEqual({
      listLanguages: [200, null],
      listCurrencies: [200, 'body does not match the response schema'],
      getMe: [401, null],
      readNotification: [404, 'code NO_SUCH_CODE is not in the catalogue'],
      listPayments: [501, '501: not implemented'],
      getKyc: [400, 'body is not an ErrorBody'],
      notInTheContract: [0, 'operation not in the contract'],
    });
    expect(statusCounts(results)).toEqual({ 0: 1, 200: 2, 400: 1, 401: 1, 404: 1, 501: 1 });
  });

  it('signs in first and sends the access token with the calls that need it', async () => {
    seen.length = 0;
    await smokeContract(origin, { openapiPath });
    expect(seen[0]).toBe('POST /api/v1/login -');
    expect(seen).toContain('GET /api/v1/accounts/me Bearer a');
    expect(seen).toContain('PUT /api/v1/notifications/999999/read Bearer a');
    expect(seen).toContain('GET /api/warehouse/v1/languages -');
  });
});
