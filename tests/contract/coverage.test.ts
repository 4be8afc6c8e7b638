/**
 * The contract table end to end: every entry has a server handler and — but the operator's — a typed client function, and the
 * whole table, run against a server seeded with the demo data, answers from real handlers with bodies that
 * match the contract (the server checks each response against its schema; this test checks again).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingHandlers } from '../../server/api/handlers/index.ts';
import { seedIfEmpty } from '../../server/seed/index.ts';
import { authOf, type CallDefinition, pathParamNames } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';
import { samplePath } from '../../src/contract/samples.ts';
import { api } from '../../src/stores/api.ts';
import { createTestApi, type TestApi } from '../server/api/harness.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../setup/test-db.ts';

const calls: readonly CallDefinition[] = CONTRACT;

/**
 * Calls whose server handlers are still to be written (they answer 501 NOT_IMPLEMENTED). Any other call
 * without a handler fails the test; take a call off the list when its handler lands.
 */
const NOT_YET_IMPLEMENTED: readonly string[] = [];
const implemented = calls.filter((call) => !NOT_YET_IMPLEMENTED.includes(call.name));

describe('contract coverage', () => {
  it("every entry the app calls has a typed client function; the operator's (admin key) have none", () => {
    const functions = api as unknown as Record<string, unknown>;
    const missing = calls.filter((call) => authOf(call) !== 'admin' && typeof functions[call.name] !== 'function');
    expect(missing.map((call) => call.name)).toEqual([]);
    const operator = calls.filter((call) => authOf(call) === 'admin');
    expect(operator.length).toBeGreaterThan(0);
    expect(operator.filter((call) => call.name in functions).map((call) => call.name)).toEqual([]);
  });

  it('every entry has a server handler, except the ones listed as not yet implemented', () => {
    expect(missingHandlers().filter((name) => !NOT_YET_IMPLEMENTED.includes(name))).toEqual([]);
  });
});

// On both drivers: this is the one run of every handler against a real PostgreSQL.
onEveryDriver('the whole table against a seeded server', (open) => {
  let server: TestApi;
  let token: string;

  beforeAll(async () => {
    server = await createTestApi({ handle: await open() });
    await seedIfEmpty(server.handle.db);
    const login = await server.call('POST', '/api/v1/login', {
      body: { email: 'director@demo.test', password: 'Demo-pass-2026' },
    });
    token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  }, DATABASE_SETUP_TIMEOUT_MS * 2);
  afterAll(async () => server?.close());

  async function send(call: CallDefinition): Promise<Response> {
    const options = authOf(call) === 'access' ? { token } : {};
    return server.call(call.method, samplePath(call), call.method === 'GET' ? options : { ...options, body: {} });
  }

  const plainReads = implemented.filter(
    (call) =>
      call.method === 'GET' &&
      pathParamNames(call.path).length === 0 &&
      !call.wToken &&
      authOf(call) !== 'refresh' &&
      call.tag !== 'operator' &&
      call.name !== 'events' &&
      // Its credential is an API key, not the session (tests/server/handlers/developers-deliveries.test.ts).
      call.name !== 'getApiKeyIdentity',
  );

  it.each(plainReads.map((call) => [call.name, call] as const))(
    'GET %s answers 200 with a body that matches the contract',
    async (_, call) => {
      const response = await send(call);
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(call.response.safeParse(body).success).toBe(true);
    },
  );

  it.each(implemented.map((call) => [`${call.method} ${call.name}`, call] as const))(
    '%s with an empty request is refused cleanly (never a 5xx)',
    async (_, call) => {
      if (call.name === 'events') return; // a stream: covered by its own tests
      const response = await send(call);
      const body = (await response.json()) as { code?: string };
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    },
  );
});
