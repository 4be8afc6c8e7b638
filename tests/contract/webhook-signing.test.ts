/** The webhook retry schedule the server keeps and the developers' guide states (src/contract/webhook-signing.ts). */
import { describe, expect, it } from 'vitest';
import {
  retryDelayMs,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_UNIT_MS,
  WEBHOOK_SIGNATURE_PREFIX,
} from '../../src/contract/webhook-signing.ts';

const MINUTE = 60_000;

describe('the webhook retry schedule', () => {
  it('waits 1, 5, 25 and 125 minutes after the first four failed attempts', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt))).toEqual([
      MINUTE,
      5 * MINUTE,
      25 * MINUTE,
      125 * MINUTE,
    ]);
    expect(WEBHOOK_RETRY_UNIT_MS).toBe(MINUTE);
  });

  it('gives up after the fifth attempt: five in all', () => {
    expect(retryDelayMs(5)).toBeNull();
    expect(retryDelayMs(6)).toBeNull();
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(5);
  });

  it('counts in the unit it is given (a test server’s)', () => {
    expect(retryDelayMs(2, 700)).toBe(3500);
  });

  it('signs with HMAC-SHA256 named in the header', () => {
    expect(WEBHOOK_SIGNATURE_PREFIX).toBe('sha256=');
  });
});
