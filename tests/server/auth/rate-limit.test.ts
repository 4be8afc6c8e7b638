import { expect, it } from 'vitest';
import { type Counter, clearCounters, consumeLimit, giveBack, reserve } from '../../../server/auth/rate-limit.ts';
import { onEveryDriver } from '../../setup/test-db.ts';

const NOW = new Date(Date.UTC(2026, 2, 2, 8, 0, 0));
const FIVE_A_MINUTE = { name: 'test-five', limit: 5, windowMs: 60_000 };
const WIDE = { name: 'test-wide', limit: 100, windowMs: 60_000 };

/** Settles every attempt: how many were let through and how many refused, with the refusals' codes. */
async function outcomes(attempts: Promise<unknown>[]): Promise<{ passed: number; refused: string[] }> {
  const settled = await Promise.allSettled(attempts);
  const refused = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason.code as string] : []));
  return { passed: settled.length - refused.length, refused };
}

onEveryDriver('rate limits', (open) => {
  it('lets exactly the limit through of many parallel requests', async () => {
    const { db } = await open();
    const counter: Counter = { limit: FIVE_A_MINUTE, subject: 'parallel' };
    const result = await outcomes(Array.from({ length: 25 }, () => reserve(db, [counter], NOW)));
    expect(result.passed).toBe(5);
    expect(new Set(result.refused)).toEqual(new Set(['RATE_LIMITED']));
  });

  it('refuses with the seconds left in the window, and allows again in the next one', async () => {
    const { db } = await open();
    for (let event = 0; event < 5; event++) await consumeLimit(db, FIVE_A_MINUTE, 'windows', NOW);
    const later = new Date(NOW.getTime() + 45_500);
    await expect(consumeLimit(db, FIVE_A_MINUTE, 'windows', later)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfter: 15,
    });
    await expect(consumeLimit(db, FIVE_A_MINUTE, 'windows', new Date(NOW.getTime() + 60_000))).resolves.toBeUndefined();
  });

  it('counts a refused request on no counter, not even the ones before the refusing one', async () => {
    const { db } = await open();
    const narrow: Counter = { limit: FIVE_A_MINUTE, subject: 'narrow' };
    const wide: Counter = { limit: WIDE, subject: 'shared' };
    for (let event = 0; event < 5; event++) await reserve(db, [narrow, wide], NOW);
    // Hammering the used-up narrow counter must not use up the shared one.
    await outcomes(Array.from({ length: 50 }, () => reserve(db, [wide, narrow], NOW)));
    const others = await outcomes(
      Array.from({ length: 95 }, (_, index) =>
        reserve(db, [{ limit: FIVE_A_MINUTE, subject: `other-${index}` }, wide], NOW),
      ),
    );
    expect(others.passed).toBe(95);
    await expect(reserve(db, [wide], NOW)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('gives slots back and clears counters', async () => {
    const { db } = await open();
    const counter: Counter = { limit: FIVE_A_MINUTE, subject: 'give-back' };
    const holds = [];
    for (let event = 0; event < 5; event++) holds.push(await reserve(db, [counter], NOW));
    await expect(reserve(db, [counter], NOW)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const [first] = holds;
    if (first === undefined) throw new Error('no hold');
    await giveBack(db, first);
    await reserve(db, [counter], NOW);
    await expect(reserve(db, [counter], NOW)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await clearCounters(db, [counter]);
    const fresh = await outcomes(Array.from({ length: 6 }, () => reserve(db, [counter], NOW)));
    expect(fresh.passed).toBe(5);
  });
});
