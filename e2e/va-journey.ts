/**
 * What the journeys of money paid into a VA share (e2e/va.spec.ts, home.spec.ts, top-up.spec.ts): the dev route
 * that pays an account as its bank would. That a screen follows it without a reload: verification.ts's
 * `markNotReloaded`.
 */
import { expect } from '@playwright/test';

/** Money arrives into VA `accountNumber` (with the payer's `reference`, e.g. an invoice's); settled a few seconds later. */
export async function payIntoVa(baseURL: string, accountNumber: string, amount: string, reference?: string) {
  const paid = await fetch(`${baseURL}/__dev/va-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_number: accountNumber, amount, ...(reference ? { reference } : {}) }),
  });
  expect(paid.status).toBe(201);
}
