/**
 * Migration 0117: the English failure reasons older card transactions carry become the contract's codes, so every
 * row reads as the closed enum; a refused issue becomes ISSUE_REJECTED, an unknown text the generic
 * DECLINED_BY_MERCHANT; afterwards the column takes codes only.
 */
import { describe, expect, it } from 'vitest';
import { listTransactions } from '../../../server/cards/transactions.ts';
import { migrate, readMigrations } from '../../../server/db/migrate.ts';
import { CardTransaction } from '../../../src/contract/calls/card.ts';
import { createPerson } from '../api/harness.ts';
import { useHandlerApi } from '../handlers/account-session.ts';

const OLD_ROWS = [
  ['PAYMENT', 'CARD_PAYMENT', 'FAILURE', 'Card not active', 'CARD_NOT_ACTIVE'],
  ['PAYMENT', 'CARD_PAYMENT', 'FAILURE', 'Insufficient card balance', 'INSUFFICIENT_CARD_BALANCE'],
  ['PAYMENT', 'CARD_PAYMENT', 'FAILURE', 'Spending limit exceeded', 'SPENDING_LIMIT_EXCEEDED'],
  ['PAYMENT', 'CARD_PAYMENT', 'FAILURE', 'Declined by the merchant', 'DECLINED_BY_MERCHANT'],
  ['PAYMENT', 'CARD_PAYMENT', 'CANCEL', 'Cancelled by the merchant', 'CANCELLED_BY_MERCHANT'],
  ['TOP_UP', 'WALLET_TOP_UP', 'FAILURE', 'Sent on an unsupported network', 'UNSUPPORTED_NETWORK'],
  ['TOP_UP', 'CARD_ISSUE_TOP_UP', 'FAILURE', 'Details not verified', 'ISSUE_REJECTED'],
  ['PAYMENT', 'CARD_PAYMENT', 'FAILURE', 'Do not honour', 'DECLINED_BY_MERCHANT'],
  ['PAYMENT', 'CARD_PAYMENT', 'SUCCESS', null, null],
] as const;

const INSERT = `INSERT INTO card_transactions (account_id, type, detail_type, status, amount, currency, failure_reason)
  VALUES ($1, $2, $3, $4, $5, 'USD', $6)`;

describe('migration 0117_card_failure_codes', () => {
  const ctx = useHandlerApi();
  const migration = readMigrations().find((file) => file.name === '0117_card_failure_codes.sql');

  it('turns the older English reasons into codes the contract reads, and takes only codes afterwards', async () => {
    if (migration === undefined) throw new Error('migration 0117 is missing');
    const { handle } = ctx.api;
    const person = await createPerson(ctx.api, { vcEnable: true });
    // The rows as the server wrote them before the migration (its constraint not there yet).
    await handle.scriptTransaction(async (session) => {
      await session.query('ALTER TABLE card_transactions DROP CONSTRAINT card_transactions_failure_reason_code');
      for (const [index, [type, detail, status, text]] of OLD_ROWS.entries())
        await session.query(INSERT, [person.id, type, detail, status, String(index + 1), text]);
    });
    await migrate(handle, [{ ...migration, name: '9117_card_failure_codes_again.sql' }]);

    const { items } = await listTransactions(handle.db, person.id, {}, { page: 1, limit: 50 });
    for (const item of items) expect(CardTransaction.safeParse(item).success, JSON.stringify(item)).toBe(true);
    const byAmount = new Map(items.map((item) => [item.amount.amount, item.failure_reason]));
    expect(OLD_ROWS.map((_, index) => byAmount.get(String(index + 1)))).toEqual(OLD_ROWS.map((row) => row[4]));
    await expect(
      handle.scriptTransaction((session) =>
        session.query(INSERT, [person.id, 'PAYMENT', 'CARD_PAYMENT', 'FAILURE', '1', 'Card not active']),
      ),
    ).rejects.toThrow(/card_transactions_failure_reason_code/);
  });
});
