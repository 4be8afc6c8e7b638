/**
 * No contract schema makes zod reach for `new Function`: the app's Content-Security-Policy forbids eval, and even
 * zod's probe for it is reported as a violation in the browser (src/contract/zod-setup.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('zod setup', () => {
  it('makes and parses every card schema without calling Function', async () => {
    vi.resetModules();
    const probe = vi.spyOn(globalThis, 'Function');
    const { Card, CardTransaction } = await import('../../src/contract/calls/card.ts');
    expect(Card.pick({ name: true }).safeParse({ name: 'Travel' }).success).toBe(true);
    expect(CardTransaction.safeParse({}).success).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });
});
