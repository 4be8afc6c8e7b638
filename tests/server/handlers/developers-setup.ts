/**
 * Shared by the developer handler tests: one test server per file whose webhook deliveries are recorded and
 * answered by a replaceable endpoint, and the developer calls made with a session.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Deliver, DeliveryRequest } from '../../../server/developers/deliver.ts';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';
import { createTestApi, type TestApi } from '../api/harness.ts';
import { dataOf, expectError } from './va-helpers.ts';

export interface DevelopersApi {
  /** Set before the first test runs. */
  api: TestApi;
  /** Every delivery the server sent, oldest first. */
  readonly sent: DeliveryRequest[];
  /** What the endpoint answers next; a test replaces it. */
  endpoint: Deliver;
  /** The server's deliverer: records, then asks `endpoint`. */
  readonly deliver: Deliver;
  /** A call below `/api/v1/developers` with the given access token. */
  call(method: string, path: string, token: string, body?: unknown): Promise<Response>;
  readonly dataOf: typeof dataOf;
  readonly expectError: typeof expectError;
}

export function useDevelopersApi(): DevelopersApi {
  const dev: DevelopersApi = {
    api: undefined as unknown as TestApi,
    sent: [],
    endpoint: async () => ({ statusCode: 200, error: null }),
    deliver: (request) => {
      dev.sent.push(request);
      return dev.endpoint(request);
    },
    call: (method, path, token, body) =>
      dev.api.call(method, `/api/v1/developers${path}`, body === undefined ? { token } : { token, body }),
    dataOf,
    expectError,
  };
  beforeAll(async () => {
    dev.api = await createTestApi({ deliver: dev.deliver });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => dev.api.close());
  return dev;
}
