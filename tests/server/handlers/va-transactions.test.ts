import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/auth/users.ts';
import { featureFlags } from '../../../server/db/schema/va.ts';
import {
  CODE_PREFIX,
  changeVaStatus,
  insertVaTransaction,
  type VaStatus,
} from '../../../server/va-transactions/store.ts';
import { createPerson, json, START } from '../api/harness.ts';
import { sessionOn, type Team, team, useHandlerApi } from './account-session.ts';
import { activeVa } from './va-fixtures.ts';

type Row = Record<string, unknown>;
type Page = { items: Row[]; total: number; page: number; limit: number };
const HOUR = 3_600_000;

describe('listVaTransactions and getVaTransaction', () => {
  const ctx = useHandlerApi();
  const db = () => ctx.api.handle.db;
  let who: Team;
  let vaId: number;
  /** Code of each seeded row by name. */
  const codes = new Map<string, string>();

  /** One row per (type, status) below, an hour apart, oldest first; names like `TOP_UP/PENDING`. */
  const ROWS: readonly [type: 'TOP_UP' | 'WITHDRAWAL', status: VaStatus, balance: 'MAIN' | 'VA' | 'QR_MERCHANT'][] = [
    ['TOP_UP', 'PENDING', 'VA'],
    ['TOP_UP', 'PROCESS', 'VA'],
    ['TOP_UP', 'APPROVED', 'QR_MERCHANT'],
    ['TOP_UP', 'REJECTED', 'VA'],
    ['WITHDRAWAL', 'PENDING', 'MAIN'],
    ['WITHDRAWAL', 'PROCESS', 'VA'],
    ['WITHDRAWAL', 'APPROVED', 'VA'],
    ['WITHDRAWAL', 'REJECTED', 'MAIN'],
  ];

  async function seedRow(owner: UserRow, [type, status, balance]: (typeof ROWS)[number], index: number): Promise<void> {
    const at = new Date(START - (ROWS.length - index) * HOUR);
    const party = { kind: 'WALLET' as const, balance_type: balance };
    const external = {
      kind: 'EXTERNAL' as const,
      account_name: `PAYER ${index}`,
      account_number: `70${index}`,
      bank_name: null,
    };
    const row = await insertVaTransaction(
      db(),
      type === 'TOP_UP' ? CODE_PREFIX.topUp : CODE_PREFIX.withdrawal,
      {
        ownerId: owner.id,
        type,
        status: 'PENDING',
        balanceType: balance,
        amount: String(100000 * (index + 1)),
        amountReceived: String(100000 * (index + 1)),
        currency: 'VND',
        receivedCurrency: 'VND',
        source: type === 'TOP_UP' ? external : party,
        destination: party,
        virtualAccountId: type === 'TOP_UP' ? vaId : null,
        remark: `remark ${index}`,
      },
      at,
    );
    if (status !== 'PENDING') await changeVaStatus(db(), row.id, status, new Date(at.getTime() + 60_000), 'by bank');
    codes.set(`${type}/${status}`, row.code);
  }

  beforeAll(async () => {
    who = await team(ctx.api);
    vaId = (await activeVa(db(), who.director.id)).id;
    for (const [index, row] of ROWS.entries()) await seedRow(who.director, row, index);
  });

  async function list(query: string, token = who.directorToken): Promise<Page> {
    const response = await ctx.api.call('GET', `/api/v2/virtual-accounts/transactions?${query}`, { token });
    const answer = await json(response);
    expect([response.status, answer.code]).toEqual([200, undefined]);
    return answer.data as Page;
  }

  /** The `type/status` names of the rows the query answers, newest first. */
  async function names(query: string): Promise<string[]> {
    const byCode = new Map([...codes].map(([name, code]) => [code, name]));
    return (await list(query)).items.map((item) => byCode.get(item.code as string) ?? '?');
  }

  it('lists newest first in numbered pages', async () => {
    const page = await list('limit=3&page=2');
    expect([page.total, page.page, page.limit, page.items.length]).toEqual([8, 2, 3, 3]);
    expect(await names('limit=3')).toEqual(['WITHDRAWAL/REJECTED', 'WITHDRAWAL/APPROVED', 'WITHDRAWAL/PROCESS']);
  });

  describe('SPEC section 4 status rewrites (per-type lists)', () => {
    it('process, no type: top-ups PENDING or PROCESS, and withdrawals PROCESS', async () => {
      expect(await names('top_up_status=PENDING&top_up_status=PROCESS&withdraw_status=PROCESS')).toEqual([
        'WITHDRAWAL/PROCESS',
        'TOP_UP/PROCESS',
        'TOP_UP/PENDING',
      ]);
    });

    it('process with top-up: only the top-up list, so no withdrawal matches', async () => {
      expect(await names('type=TOP_UP&top_up_status=PENDING&top_up_status=PROCESS')).toEqual([
        'TOP_UP/PROCESS',
        'TOP_UP/PENDING',
      ]);
      expect(await names('top_up_status=PENDING&top_up_status=PROCESS')).toEqual(['TOP_UP/PROCESS', 'TOP_UP/PENDING']);
    });

    it('pending alone forces type withdrawal', async () => {
      expect(await names('status=PENDING&type=WITHDRAWAL')).toEqual(['WITHDRAWAL/PENDING']);
    });

    it('pending with type top-up sends an impossible status: an empty result', async () => {
      expect(await names('type=TOP_UP&withdraw_status=PENDING')).toEqual([]);
      expect(await names('type=TOP_UP&top_up_status=EXPIRED')).toEqual([]);
    });

    it('a single value is a list of one; a withdraw list alone matches only withdrawals', async () => {
      expect(await names('withdraw_status=APPROVED')).toEqual(['WITHDRAWAL/APPROVED']);
      expect(await names('withdraw_status=APPROVED&withdraw_status=REJECTED')).toEqual([
        'WITHDRAWAL/REJECTED',
        'WITHDRAWAL/APPROVED',
      ]);
    });

    it('`status` narrows every row together with the lists', async () => {
      expect(await names('status=APPROVED')).toEqual(['WITHDRAWAL/APPROVED', 'TOP_UP/APPROVED']);
      expect(await names('status=PROCESS&top_up_status=PENDING&withdraw_status=PROCESS')).toEqual([
        'WITHDRAWAL/PROCESS',
      ]);
    });

    it('refuses a status that is not one', async () => {
      const response = await ctx.api.call('GET', '/api/v2/virtual-accounts/transactions?top_up_status=DONE', {
        token: who.directorToken,
      });
      expect(response.status).toBe(422);
    });
  });

  it('filters by balance type, VA, search and time range', async () => {
    expect(await names('balance_type=QR_MERCHANT')).toEqual(['TOP_UP/APPROVED']);
    expect((await list(`virtual_account_id=${vaId}`)).total).toBe(4);
    expect(await names('search=payer 2')).toEqual(['TOP_UP/APPROVED']);
    expect(await names(`search=${codes.get('WITHDRAWAL/PROCESS')}`)).toEqual(['WITHDRAWAL/PROCESS']);
    expect((await list('search=%25')).total).toBe(0);
    const from = new Date(START - 3 * HOUR).toISOString();
    const to = new Date(START - 2 * HOUR).toISOString();
    expect(await names(`from=${from}&to=${to}`)).toEqual(['WITHDRAWAL/PROCESS', 'WITHDRAWAL/APPROVED'].reverse());
    expect((await list('type=INTERNAL')).total).toBe(0);
  });

  it('shows remarks only to an account with WHITELIST_SEE_REMARK; SELLER may read', async () => {
    expect((await list('limit=1')).items[0]?.remark).toBeNull();
    await db().insert(featureFlags).values({ ownerId: who.director.id, flag: 'WHITELIST_SEE_REMARK' });
    // The newest row a SELLER sees: the newest of all (7) moves MAIN money.
    expect((await list('limit=1', who.sellerToken)).items[0]?.remark).toBe('remark 6');
  });

  describe('a SELLER sees VA and QR money only (PRODUCT.md section 4)', () => {
    const mainCodes = () => [codes.get('WITHDRAWAL/PENDING'), codes.get('WITHDRAWAL/REJECTED')];

    it('lists no MAIN row, whatever the filters ask', async () => {
      const all = await list('limit=100', who.sellerToken);
      expect([all.total, all.items.map((item) => item.balance_type)]).toEqual([
        6,
        expect.not.arrayContaining(['MAIN']),
      ]);
      expect((await list('balance_type=MAIN', who.sellerToken)).total).toBe(0);
      for (const code of mainCodes()) expect((await list(`search=${code}`, who.sellerToken)).total).toBe(0);
      expect((await list('withdraw_status=PENDING&withdraw_status=REJECTED', who.sellerToken)).total).toBe(0);
      expect((await list('balance_type=MAIN', who.financeToken)).total).toBe(2);
    });

    it('gets 404 for a MAIN row by id, as for another account’s; FINANCE reads it', async () => {
      const [main] = (await list('balance_type=MAIN')).items;
      const path = `/api/v1/virtual-accounts/transactions/${main?.id}`;
      const seller = await ctx.api.call('GET', path, { token: who.sellerToken });
      expect([seller.status, (await json(seller)).code]).toEqual([404, 'NOT_FOUND']);
      expect((await ctx.api.call('GET', path, { token: who.financeToken })).status).toBe(200);
    });
  });

  it('answers one transaction with its timeline; another account’s is not found', async () => {
    const first = (await list('withdraw_status=REJECTED')).items[0];
    const response = await ctx.api.call('GET', `/api/v1/virtual-accounts/transactions/${first?.id}`, {
      token: who.financeToken,
    });
    const data = (await json(response)).data as Row;
    expect(data.status_history).toEqual([
      { status: 'PENDING', at: expect.any(String), note: null },
      { status: 'REJECTED', at: expect.any(String), note: 'by bank' },
    ]);
    const stranger = await createPerson(ctx.api);
    const theirs = await ctx.api.call('GET', `/api/v1/virtual-accounts/transactions/${first?.id}`, {
      token: await sessionOn(ctx.api, stranger),
    });
    expect([theirs.status, (await json(theirs)).code]).toEqual([404, 'NOT_FOUND']);
    const missing = await ctx.api.call('GET', '/api/v1/virtual-accounts/transactions/999999', {
      token: who.directorToken,
    });
    expect(missing.status).toBe(404);
  });
});
