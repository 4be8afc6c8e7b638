import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_PREFIX, insertVaTransaction } from '../../../server/va-transactions/store.ts';
import { START } from '../api/harness.ts';
import { type Team, team, useHandlerApi } from './account-session.ts';
import { dataOf, expectError, type Row } from './va-helpers.ts';

const HOUR = 3_600_000;

describe('listVaTransactions filters of the Transactions screen', () => {
  const ctx = useHandlerApi();
  let who: Team;
  const ids = new Map<string, number>();

  /** name, type, status, balance, amount (as the column stores it), counterparty bank */
  const ROWS = [
    ['nine', 'TOP_UP', 'APPROVED', 'MAIN', '9', 'Techcombank'],
    ['ten', 'TOP_UP', 'APPROVED', 'VA', '10', 'Vietcombank'],
    ['hundred', 'WITHDRAWAL', 'PENDING', 'MAIN', '100', 'Vietcombank'],
    ['thousand-and-a-half', 'WITHDRAWAL', 'REJECTED', 'VA', '1000.5', 'ACB'],
    ['internal', 'INTERNAL', 'APPROVED', 'MAIN', '250', null],
  ] as const;

  beforeAll(async () => {
    who = await team(ctx.api, { accountType: 'BUSINESS' });
    for (const [index, [name, type, status, balance, amount, bank]] of ROWS.entries()) {
      const wallet = { kind: 'WALLET' as const, balance_type: balance };
      const party = { kind: 'EXTERNAL' as const, account_name: `PAYER ${name}`, account_number: null, bank_name: bank };
      const row = await insertVaTransaction(
        ctx.api.handle.db,
        type === 'INTERNAL' ? CODE_PREFIX.internal : type === 'TOP_UP' ? CODE_PREFIX.topUp : CODE_PREFIX.withdrawal,
        {
          ownerId: who.director.id,
          type,
          status,
          balanceType: balance,
          amount,
          amountReceived: amount,
          currency: 'VND',
          receivedCurrency: 'VND',
          source: type === 'TOP_UP' ? party : wallet,
          destination:
            type === 'INTERNAL' ? { kind: 'WALLET', balance_type: 'VA' } : type === 'TOP_UP' ? wallet : party,
        },
        new Date(START - (ROWS.length - index) * HOUR),
      );
      ids.set(name, row.id);
    }
  });

  async function names(query: string, token = who.directorToken): Promise<string[]> {
    const page = await dataOf(await ctx.api.call('GET', `/api/v2/virtual-accounts/transactions?${query}`, { token }));
    const byId = new Map([...ids].map(([name, id]) => [id, name]));
    return (page.items as Row[]).map((item) => byId.get(Number(item.id)) ?? '?');
  }

  it('bounds the amount as a number, both ends inclusive (9 < 10 < 100, never as text)', async () => {
    expect(await names('amount_min=10')).toEqual(['internal', 'thousand-and-a-half', 'hundred', 'ten']);
    expect(await names('amount_max=100')).toEqual(['hundred', 'ten', 'nine']);
    expect(await names('amount_min=10&amount_max=250')).toEqual(['internal', 'hundred', 'ten']);
    expect(await names('amount_min=1000.5&amount_max=1000.50000000000000000000')).toEqual(['thousand-and-a-half']);
    expect(await names('amount_min=0')).toHaveLength(5);
  });

  it('refuses amount bounds that are not plain decimals, or a range upside down, with 422 naming the field', async () => {
    const refused = async (query: string, field: string) => {
      const response = await ctx.api.call('GET', `/api/v2/virtual-accounts/transactions?${query}`, {
        token: who.directorToken,
      });
      const body = await expectError(response, 422, 'VALIDATION_FAILED');
      expect(Object.keys(body.errors as Row)).toEqual([field]);
    };
    await refused('amount_min=-1', 'amount_min');
    await refused('amount_min=1e3', 'amount_min');
    await refused('amount_max=12.', 'amount_max');
    await refused('amount_max=%00', 'amount_max');
    await refused(`amount_min=1${'0'.repeat(18)}`, 'amount_min');
    await refused('amount_min=100&amount_max=99.99', 'amount_max');
  });

  it('filters INTERNAL transfers by type, and nothing is an ADJUSTMENT', async () => {
    expect(await names('type=INTERNAL')).toEqual(['internal']);
    expect(await names('type=ADJUSTMENT')).toEqual([]);
    expect(await names('type=WITHDRAWAL&status=PENDING')).toEqual(['hundred']);
  });

  it('searches the code and either party, bank names included', async () => {
    expect(await names('search=vietcombank')).toEqual(['hundred', 'ten']);
    expect(await names('search=payer%20nine')).toEqual(['nine']);
    expect(await names(`search=${CODE_PREFIX.internal}-`)).toEqual(['internal']);
    // `%` is a character, not a wildcard; fields never run into each other.
    expect(await names('search=%25')).toEqual([]);
    expect(await names('search=nineTechcombank')).toEqual([]);
  });

  it('takes pages of up to 100 rows, so an export reads everything in pages of 100', async () => {
    const page = await dataOf(
      await ctx.api.call('GET', '/api/v2/virtual-accounts/transactions?limit=100', { token: who.directorToken }),
    );
    expect([page.limit, page.total, (page.items as Row[]).length]).toEqual([100, 5, 5]);
    const tooMany = await ctx.api.call('GET', '/api/v2/virtual-accounts/transactions?limit=101', {
      token: who.directorToken,
    });
    await expectError(tooMany, 422, 'VALIDATION_FAILED');
  });

  it('a SELLER’s filters still see VA money only', async () => {
    expect(await names('amount_min=0', who.sellerToken)).toEqual(['thousand-and-a-half', 'ten']);
    expect(await names('type=INTERNAL', who.sellerToken)).toEqual([]);
  });
});
