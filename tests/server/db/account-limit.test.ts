import { and, eq, ne } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createUser } from '../../../server/auth/users.ts';
import { issueCard, MAX_LIVE_CARDS } from '../../../server/cards/issue.ts';
import { depositCrypto } from '../../../server/cards/network.ts';
import { countRows } from '../../../server/db/account-limit.ts';
import type { Database } from '../../../server/db/client.ts';
import { cards } from '../../../server/db/schema/cards.ts';
import { createApiKey, MAX_ACTIVE_API_KEYS } from '../../../server/developers/api-keys.ts';
import { ApiError } from '../../../server/errors/api-error.ts';
import { onEveryDriver } from '../../setup/test-db.ts';

const AT = new Date(Date.UTC(2026, 2, 2, 8));
let people = 0;

async function account(db: Database) {
  people += 1;
  return createUser(db, {
    email: `limit-${people}@example.test`,
    password: 'Correct-horse-42',
    accountType: 'BUSINESS',
    vcEnable: true,
  });
}

/** Runs every attempt at once; the codes of the refusals, and how many succeeded. */
async function race(attempts: readonly (() => Promise<unknown>)[]): Promise<{ done: number; refused: string[] }> {
  const settled = await Promise.allSettled(attempts.map((attempt) => attempt()));
  const refused = settled.flatMap((result) => {
    if (result.status === 'fulfilled') return [];
    if (result.reason instanceof ApiError) return [result.reason.code];
    throw result.reason;
  });
  return { done: settled.length - refused.length, refused };
}

onEveryDriver('per-account limits under concurrent creations', (open) => {
  it(`issues at most ${MAX_LIVE_CARDS} live cards when 25 issues race`, async () => {
    const { db } = await open();
    const owner = await account(db);
    await depositCrypto(db, 'MAIN', { accountId: owner.id, amount: '1000', status: 'SUCCESS', at: AT });
    const issue = (index: number) => () =>
      issueCard(db, {
        accountId: owner.id,
        name: `Ads ${index}`,
        cardholderName: 'Nguyen Van An',
        initialAmount: '10',
        fundingSource: 'MAIN',
        at: AT,
      });
    const outcome = await race(Array.from({ length: 25 }, (_, index) => issue(index)));
    expect(outcome).toEqual({ done: MAX_LIVE_CARDS, refused: Array(5).fill('CARD_LIMIT_REACHED') });
    const live = and(eq(cards.accountId, owner.id), ne(cards.status, 'CANCELLED'));
    expect(await countRows(db, cards, live)).toBe(MAX_LIVE_CARDS);
  }, 60_000);

  it(`creates at most ${MAX_ACTIVE_API_KEYS} API keys when 14 creations race`, async () => {
    const { db } = await open();
    const owner = await account(db);
    const create = (index: number) => () =>
      createApiKey(
        db,
        { accountId: owner.id, createdBy: owner.id, name: `key ${index}`, scopes: ['va.read'], expiresAt: null },
        AT,
      );
    const outcome = await race(Array.from({ length: 14 }, (_, index) => create(index)));
    expect(outcome).toEqual({ done: MAX_ACTIVE_API_KEYS, refused: Array(4).fill('API_KEY_LIMIT_REACHED') });
  }, 60_000);
});
