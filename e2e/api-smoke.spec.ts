/** The contract smoke pass (tools/api-smoke.ts) against the e2e server: every operation, zero violations. */
import { expect, test } from '@playwright/test';
import { readAdminKeyFile } from '../server/operator/key-file.ts';
import { smokeContract, statusCounts } from '../tools/api-smoke.ts';

test('every operation of docs/openapi.json answers by the contract', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  // playwright.config.ts gives the e2e server DATA_DIR .data/e2e-<port>, where it writes its admin key.
  const adminKey = readAdminKeyFile(`.data/e2e-${new URL(origin).port}`);
  expect(adminKey).not.toBeNull();
  const results = await smokeContract(origin, { adminKey });
  expect(results.length).toBeGreaterThan(100);
  expect(results.filter((result) => result.violation !== null)).toEqual([]);
  // The operator endpoints were reached with the key: the list answers its page.
  expect(results.find((result) => result.operation === 'listOperatorItems')?.status).toBe(200);
  const counts = statusCounts(results);
  expect(Object.keys(counts).every((status) => Number(status) < 500)).toBe(true);
});
