/**
 * The pipeline tests' server: the test contract (test-calls.ts) over one database per file (each test makes
 * its own users, so tests do not see each other) and a fresh clock, log and probe per test.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';
import { createTestApi, type TestApi, type TestApiOptions } from './harness.ts';
import { type Probe, TEST_CALLS, testHandlers } from './test-calls.ts';

export interface PipelineContext {
  api: TestApi;
  probe: Probe;
}

/** Registers the hooks and returns the context they fill before each test. */
export function usePipelineApi(options: TestApiOptions = {}): PipelineContext {
  const context = {} as PipelineContext;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    context.probe = { transfers: 0, gate: null, failWith: null };
    const handlers = testHandlers(context.probe);
    context.api = await createTestApi({ calls: TEST_CALLS, handlers, ...options, ...(handle ? { handle } : {}) });
  });
  return context;
}
