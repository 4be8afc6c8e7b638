import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { openWallet, systemAccountId } from '../../../server/ledger/accounts.ts';
import { balanceOf } from '../../../server/ledger/balances.ts';
import { LedgerError } from '../../../server/ledger/errors.ts';
import { post } from '../../../server/ledger/post.ts';
import { requestWithdrawal } from '../../../server/ledger/transfers.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../../setup/test-db.ts';
import { fundedWallet, rowCounts, sumsPerCurrency } from './helpers.ts';

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'expected a LedgerError').toBeInstanceOf(LedgerError);
  return (error as LedgerError).code;
}

onEveryDriver('ledger posting', (open) => {
  let handle: DatabaseHandle;
  let nextOwner = 1;
  const owner = () => nextOwner++;
  beforeAll(async () => {
    handle = await open();
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('writes a balanced journal and derives balances from its entries', async () => {
    const { db } = handle;
    const a = await fundedWallet(db, owner(), '1000');
    const b = await fundedWallet(db, owner(), '0');
    await post(db, {
      kind: 'TRANSFER',
      lines: [
        { accountId: a.wallet.id, amount: '-250.5' },
        { accountId: b.wallet.id, amount: '250.5' },
      ],
    });
    expect([await balanceOf(db, a.wallet.id), await balanceOf(db, b.wallet.id)]).toEqual(['749.5', '250.5']);
    const clearing = await systemAccountId(db, 'provider_clearing', 'VND');
    expect(Number(await balanceOf(db, clearing))).toBeLessThan(0); // system accounts may go negative
    for (const { sum } of await sumsPerCurrency(db)) expect(Number(sum)).toBe(0);
  });

  it('refuses what does not balance, overdraws or is malformed, writing nothing', async () => {
    const { db } = handle;
    const a = await fundedWallet(db, owner(), '100');
    const b = await fundedWallet(db, owner(), '0');
    const usd = await openWallet(db, { ownerId: owner(), kind: 'MAIN', currency: 'USD' });
    const before = await rowCounts(db);
    const tiny = `0.${'0'.repeat(20)}1`;
    const cases: [string, [number, string][]][] = [
      [
        'UNBALANCED_POSTING',
        [
          [a.wallet.id, '-10'],
          [b.wallet.id, '9'],
        ],
      ],
      ['UNBALANCED_POSTING', [[a.wallet.id, '-10']]],
      [
        'UNBALANCED_POSTING',
        [
          [a.wallet.id, '-10'],
          [usd.wallet.id, '10'],
        ],
      ],
      [
        'INSUFFICIENT_BALANCE',
        [
          [a.wallet.id, '-100.01'],
          [b.wallet.id, '100.01'],
        ],
      ],
      [
        'ACCOUNT_NOT_FOUND',
        [
          [a.wallet.id, '-1'],
          [999_999, '1'],
        ],
      ],
      [
        'INVALID_AMOUNT',
        [
          [a.wallet.id, '-1e3'],
          [b.wallet.id, '1e3'],
        ],
      ],
      [
        'INVALID_AMOUNT',
        [
          [a.wallet.id, `-${tiny}`],
          [b.wallet.id, tiny],
        ],
      ],
    ];
    for (const [code, lines] of cases) {
      const attempt = post(db, {
        kind: 'TRANSFER',
        lines: lines.map(([accountId, amount]) => ({ accountId, amount })),
      });
      expect(await refusal(attempt)).toBe(code);
    }
    expect(await rowCounts(db)).toEqual(before);
    expect(await balanceOf(db, a.wallet.id)).toBe('100');
  });

  it('lets the whole balance go but not a unit more, across a hold', async () => {
    const { db } = handle;
    const a = await fundedWallet(db, owner(), '100');
    await requestWithdrawal(db, { walletId: a.wallet.id, amount: '60', source: 'bank' });
    expect(await refusal(requestWithdrawal(db, { walletId: a.wallet.id, amount: '41', source: 'bank' }))).toBe(
      'INSUFFICIENT_BALANCE',
    );
    await requestWithdrawal(db, { walletId: a.wallet.id, amount: '40', source: 'bank' });
    expect([await balanceOf(db, a.wallet.id), await balanceOf(db, a.hold.id)]).toEqual(['0', '100']);
  });

  it('never overdraws under concurrent debits', async () => {
    const { db } = handle;
    const a = await fundedWallet(db, owner(), '100');
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () => requestWithdrawal(db, { walletId: a.wallet.id, amount: '30', source: 'bank' })),
    );
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(attempts.length - refused.length).toBe(3);
    for (const attempt of refused) expect((attempt.reason as LedgerError).code).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(db, a.wallet.id)).toBe('10');
  });

  it('keeps entries and journals append-only and balanced in the database itself', async () => {
    const { db } = handle;
    const a = await fundedWallet(db, owner(), '5');
    const change = [
      sql`UPDATE ledger_entries SET amount = amount * 2 WHERE account_id = ${a.wallet.id}`,
      sql`DELETE FROM ledger_entries WHERE account_id = ${a.wallet.id}`,
      sql`TRUNCATE ledger_entries CASCADE`,
      sql`UPDATE ledger_journals SET kind = 'ADJUSTMENT'`,
      sql`DELETE FROM ledger_journals`,
    ];
    for (const statement of change) await expect(db.execute(statement)).rejects.toThrow();
    const unbalanced = db.transaction(async (tx) => {
      const [journal] = await tx
        .execute(sql`INSERT INTO ledger_journals (kind) VALUES ('ADJUSTMENT') RETURNING id`)
        .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
      await tx.execute(
        sql`INSERT INTO ledger_entries (journal_id, account_id, currency, amount) VALUES (${journal?.id}, ${a.wallet.id}, 'VND', 7)`,
      );
    });
    await expect(unbalanced).rejects.toThrow();
    expect(await balanceOf(db, a.wallet.id)).toBe('5');
  });
});
