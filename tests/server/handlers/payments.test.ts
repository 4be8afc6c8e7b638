import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findUserById } from '../../../server/auth/users.ts';
import { issueWToken } from '../../../server/auth/w-tokens.ts';
import { bankAccountDirectory, payments } from '../../../server/db/schema/payments.ts';
import { approvePayment, rejectPayment } from '../../../server/payments/decide.ts';
import { MAX_SAVED_PAYMENTS } from '../../../server/payments/methods.ts';
import { seedPayments } from '../../../server/seed/payments.ts';
import { seededRandom } from '../../../server/seed/random.ts';
import type { SeedContext } from '../../../server/seed/run.ts';
import { seedUsers } from '../../../server/seed/users.ts';
import type { WTokenPurpose } from '../../../src/contract/define.ts';
import { type CallOptions, createTestApi, json, type TestApi } from '../api/harness.ts';
import { sessionOn, type Team, team, useHandlerApi } from './account-session.ts';

async function userById(api: TestApi, id: number) {
  const user = await findUserById(api.handle.db, id);
  if (user === undefined) throw new Error(`No user ${id}`);
  return user;
}

type Row = Record<string, unknown>;

/** A Vietcombank account the simulated bank directory knows. */
const KNOWN = { bank_bin: '970436', account_number: '0011223344', holder: 'TRAN THI BICH NGOC' };

describe('payment method handlers', () => {
  const ctx = useHandlerApi();
  let numbers = 0;

  const call = (method: string, path: string, options: CallOptions) => ctx.api.call(method, `/api/v1${path}`, options);

  async function expectError(response: Response, status: number, code: string): Promise<Row> {
    const body = await json(response);
    expect([response.status, body.code]).toEqual([status, code]);
    return body;
  }

  async function dataOf(response: Response): Promise<Row> {
    const body = await json(response);
    expect([response.status, body.status]).toEqual([200, true]);
    return body.data as Row;
  }

  async function wToken(who: Team, purpose: WTokenPurpose): Promise<string> {
    return (await issueWToken(ctx.api.handle.db, who.director.id, purpose, ctx.api.clock.now())).token;
  }

  /** A new account number at Vietcombank and the holder name the lookup gives it. */
  async function freshAccount(who: Team) {
    numbers += 1;
    const account_number = String(5_000_000_000 + numbers);
    const path = `/payments/banks/vn-bank-account-name?bank_bin=970436&account_number=${account_number}`;
    const { account_name } = (await dataOf(await call('GET', path, { token: who.directorToken }))) as {
      account_name: string;
    };
    return { currency: 'VND', bank_bin: '970436', account_number, account_name };
  }

  async function addBank(who: Team, body: Row, token?: string) {
    const headers = { 'w-token': token ?? (await wToken(who, 'add_bank')) };
    return call('POST', '/payments/banks', { token: who.directorToken, body, headers });
  }

  async function savedBank(who: Team, extra: Row = {}): Promise<Row> {
    return dataOf(await addBank(who, { ...(await freshAccount(who)), ...extra }));
  }

  async function savedWallet(who: Team, body: Row): Promise<Row> {
    return dataOf(await call('POST', '/payments/e-wallets', { token: who.directorToken, body }));
  }

  async function listed(token: string, query = ''): Promise<Row[]> {
    return ((await dataOf(await call('GET', `/payments${query}`, { token }))) as { items: Row[] }).items;
  }

  async function updateBank(who: Team, id: unknown, body: Row) {
    const headers = { 'w-token': await wToken(who, 'update_bank') };
    return call('PUT', `/payments/banks/${id}`, { token: who.directorToken, body, headers });
  }

  const approve = (row: Row) => approvePayment(ctx.api.handle.db, Number(row.id), ctx.api.clock.now());
  const payoneer = (email: string, extra: Row = {}) => ({
    currency: 'USD',
    provider: 'payoneer',
    account_name: 'Tran Bao',
    email,
    ...extra,
  });

  describe('bank account name lookup', () => {
    const lookup = (who: Team, query: string, token = who.directorToken) =>
      call('GET', `/payments/banks/vn-bank-account-name?${query}`, { token });

    it('answers the known holder, and a stable made-up one for other accounts', async () => {
      const who = await team(ctx.api);
      await ctx.api.handle.db.insert(bankAccountDirectory).values({
        bankBin: KNOWN.bank_bin,
        accountNumber: KNOWN.account_number,
        accountName: KNOWN.holder,
      });
      const known = await dataOf(await lookup(who, `bank_bin=970436&account_number=${KNOWN.account_number}`));
      expect(known).toEqual({ account_name: KNOWN.holder });
      const first = await dataOf(await lookup(who, 'bank_bin=970407&account_number=190312345678'));
      const again = await dataOf(await lookup(who, 'bank_bin=970407&account_number=190312345678'));
      expect(first.account_name).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
      expect(again).toEqual(first);
    });

    it('refuses an unknown bank, nobody’s number, a malformed number and non-directors', async () => {
      const who = await team(ctx.api);
      await expectError(await lookup(who, 'bank_bin=999999&account_number=12345678'), 422, 'BANK_NOT_SUPPORTED');
      await expectError(await lookup(who, 'bank_bin=970436&account_number=0000000'), 404, 'BANK_ACCOUNT_NOT_FOUND');
      const malformed = await expectError(
        await lookup(who, 'bank_bin=970436&account_number=12ab56'),
        422,
        'VALIDATION_FAILED',
      );
      expect(Object.keys(malformed.errors as Row)).toEqual(['account_number']);
      const query = 'bank_bin=970436&account_number=12345678';
      await expectError(await lookup(who, query, who.financeToken), 403, 'FORBIDDEN');
      await expectError(await lookup(who, query, who.sellerToken), 403, 'FORBIDDEN');
    });

    it('limits lookups per person', async () => {
      const who = await team(ctx.api);
      for (let attempt = 0; attempt < 30; attempt += 1) {
        expect((await lookup(who, `bank_bin=970436&account_number=${7_000_000 + attempt}`)).status).toBe(200);
      }
      await expectError(await lookup(who, 'bank_bin=970436&account_number=7999999'), 429, 'RATE_LIMITED');
    });
  });

  describe('adding a bank account', () => {
    it('saves it PENDING under the bank’s spelling of the name, as the default of the first of its kind', async () => {
      const who = await team(ctx.api);
      const account = await freshAccount(who);
      const accented = account.account_name.toLowerCase().replace(/^nguyen /, 'Nguyễn ');
      const saved = await dataOf(await addBank(who, { ...account, account_name: ` ${accented} ` }));
      expect(saved).toMatchObject({
        payment_type: 'BANK',
        payment_status: 'PENDING',
        is_default: true,
        currency: 'VND',
        rejected_reason: null,
        detail: {
          account_name: account.account_name,
          account_number: account.account_number,
          bank_bin: '970436',
          bank_name: 'Vietcombank',
        },
      });
      const second = await savedBank(who);
      expect(second.is_default).toBe(false);
    });

    it('needs an add_bank w-token of the director', async () => {
      const who = await team(ctx.api);
      const body = await freshAccount(who);
      const missing = await call('POST', '/payments/banks', { token: who.directorToken, body });
      await expectError(missing, 403, 'W_TOKEN_REQUIRED');
      await expectError(await addBank(who, body, await wToken(who, 'withdrawal')), 403, 'W_TOKEN_INVALID');
      const financeCall = await call('POST', '/payments/banks', {
        token: who.financeToken,
        body,
        headers: { 'w-token': await wToken(who, 'add_bank') },
      });
      await expectError(financeCall, 403, 'FORBIDDEN');
    });

    it('refuses a wrong holder name, an unknown bank, an unsupported currency, a bad number and a duplicate', async () => {
      const who = await team(ctx.api);
      const account = await freshAccount(who);
      await expectError(
        await addBank(who, { ...account, account_name: 'Someone Else' }),
        422,
        'BANK_ACCOUNT_NAME_MISMATCH',
      );
      await expectError(await addBank(who, { ...account, bank_bin: '999999' }), 422, 'BANK_NOT_SUPPORTED');
      await expectError(await addBank(who, { ...account, currency: 'USD' }), 422, 'CURRENCY_NOT_SUPPORTED');
      const short = await expectError(
        await addBank(who, { ...account, account_number: '12345' }),
        422,
        'VALIDATION_FAILED',
      );
      expect(Object.keys(short.errors as Row)).toEqual(['account_number']);
      await dataOf(await addBank(who, account));
      await expectError(await addBank(who, account), 409, 'PAYMENT_DUPLICATE');
    });

    it(`refuses more than ${MAX_SAVED_PAYMENTS} saved methods`, async () => {
      const who = await team(ctx.api);
      const rows = Array.from({ length: MAX_SAVED_PAYMENTS }, (_, index) => ({
        accountId: who.director.id,
        paymentType: 'E_WALLET' as const,
        provider: 'payoneer' as const,
        currency: 'USD',
        accountName: 'Tran Bao',
        email: `wallet${index}@example.test`,
      }));
      await ctx.api.handle.db.insert(payments).values(rows);
      await expectError(await addBank(who, await freshAccount(who)), 409, 'PAYMENT_LIMIT_REACHED');
    });
  });

  describe('adding an e-wallet', () => {
    it('saves it by email or account id, and a new default takes over from the old one', async () => {
      const who = await team(ctx.api);
      const first = await savedWallet(who, payoneer('Seller@Example.test'));
      expect(first).toMatchObject({
        payment_type: 'E_WALLET',
        payment_status: 'PENDING',
        is_default: true,
        detail: { provider: 'payoneer', account_name: 'Tran Bao', email: 'seller@example.test', account_number: null },
      });
      const second = await savedWallet(who, payoneer('other@example.test', { is_default: true }));
      expect(second.is_default).toBe(true);
      const byId = new Map((await listed(who.directorToken)).map((row) => [row.id, row.is_default]));
      expect([byId.get(first.id), byId.get(second.id)]).toEqual([false, true]);
      const local = await savedWallet(who, {
        currency: 'VND',
        provider: '9-pay',
        account_name: 'Tran Bao',
        account_number: '0987654321',
      });
      expect(local).toMatchObject({ is_default: true, detail: { email: null, account_number: '0987654321' } });
    });

    it('refuses a wallet without email or account, a bank, a top-up-only provider and a foreign currency', async () => {
      const who = await team(ctx.api);
      const add = (body: Row) => call('POST', '/payments/e-wallets', { token: who.directorToken, body });
      const unreachable = await expectError(
        await add({ currency: 'USD', provider: 'payoneer', account_name: 'Tran Bao' }),
        422,
        'VALIDATION_FAILED',
      );
      expect(Object.keys(unreachable.errors as Row)).toEqual(['email']);
      await expectError(await add(payoneer('a@example.test', { provider: 'bank' })), 422, 'VALIDATION_FAILED');
      await expectError(
        await add(payoneer('a@example.test', { provider: 'ping-pong' })),
        422,
        'PROVIDER_NOT_SUPPORTED',
      );
      await expectError(await add(payoneer('a@example.test', { currency: 'VND' })), 422, 'CURRENCY_NOT_SUPPORTED');
      await expectError(await add(payoneer('a@example.test', { currency: 'EUR' })), 422, 'CURRENCY_NOT_SUPPORTED');
      const seller = await call('POST', '/payments/e-wallets', { token: who.sellerToken, body: payoneer('a@b.test') });
      await expectError(seller, 403, 'FORBIDDEN');
    });
  });

  describe('listing', () => {
    it("shows the director's methods to finance, defaults first then newest, never to sellers or others", async () => {
      const who = await team(ctx.api);
      const bank = await savedBank(who);
      ctx.api.clock.advance(1000);
      const wallet = await savedWallet(who, payoneer('list@example.test'));
      ctx.api.clock.advance(1000);
      const newer = await savedBank(who);
      const ids = (await listed(who.financeToken)).map((row) => row.id);
      expect(ids).toEqual([wallet.id, bank.id, newer.id]);
      await expectError(await call('GET', '/payments', { token: who.sellerToken }), 403, 'FORBIDDEN');
      const stranger = await team(ctx.api);
      expect(await listed(stranger.directorToken)).toEqual([]);
    });

    it('filters by kind, status and currency, and pages with up to 100 rows, 100 by default', async () => {
      const who = await team(ctx.api);
      const bank = await savedBank(who);
      const wallet = await savedWallet(who, payoneer('filter@example.test'));
      await approve(bank);
      const ids = async (query: string) => (await listed(who.directorToken, query)).map((row) => row.id);
      expect(await ids('?payment_type=E_WALLET')).toEqual([wallet.id]);
      expect(await ids('?payment_status=APPROVED')).toEqual([bank.id]);
      expect(await ids('?currency=VND')).toEqual([bank.id]);
      const page = await dataOf(await call('GET', '/payments', { token: who.directorToken }));
      expect([page.total, page.page, page.limit]).toEqual([2, 1, 100]);
      const second = await dataOf(await call('GET', '/payments?page=2&limit=1', { token: who.directorToken }));
      expect([second.total, (second.items as Row[]).length]).toEqual([2, 1]);
      await expectError(
        await call('GET', '/payments?limit=101', { token: who.directorToken }),
        422,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('updating', () => {
    it('keeps the status when only is_default changes, and sends a changed account back to review', async () => {
      const who = await team(ctx.api);
      const account = await freshAccount(who);
      const saved = await dataOf(await addBank(who, account));
      await approve(saved);
      const undefaulted = await dataOf(await updateBank(who, saved.id, { ...account, is_default: false }));
      expect(undefaulted).toMatchObject({ payment_status: 'APPROVED', is_default: false });
      const moved = await freshAccount(who);
      const changed = await dataOf(await updateBank(who, saved.id, { ...moved, is_default: true }));
      expect(changed).toMatchObject({
        payment_status: 'PENDING',
        is_default: true,
        detail: { account_number: moved.account_number },
      });
    });

    it('clears the rejection when a rejected e-wallet is corrected', async () => {
      const who = await team(ctx.api);
      const wallet = await savedWallet(who, payoneer('typo@exmaple.test'));
      await rejectPayment(ctx.api.handle.db, Number(wallet.id), 'The email has a typo.', ctx.api.clock.now());
      expect((await listed(who.directorToken))[0]).toMatchObject({
        payment_status: 'REJECTED',
        rejected_reason: 'The email has a typo.',
      });
      const body = payoneer('typo@example.test');
      const fixed = await dataOf(
        await call('PUT', `/payments/e-wallets/${wallet.id}`, { token: who.directorToken, body }),
      );
      expect(fixed).toMatchObject({ payment_status: 'PENDING', rejected_reason: null, detail: { email: body.email } });
    });

    it("answers 404 for someone else's method, the other kind's and a removed one, and needs update_bank", async () => {
      const who = await team(ctx.api);
      const stranger = await team(ctx.api);
      const theirs = await savedBank(stranger);
      const account = await freshAccount(who);
      await expectError(await updateBank(who, theirs.id, account), 404, 'NOT_FOUND');
      const wallet = await savedWallet(who, payoneer('kind@example.test'));
      await expectError(await updateBank(who, wallet.id, account), 404, 'NOT_FOUND');
      const mine = await savedBank(who);
      await call('DELETE', `/payments/banks/${mine.id}`, { token: who.directorToken });
      await expectError(await updateBank(who, mine.id, account), 404, 'NOT_FOUND');
      const headers = { 'w-token': await wToken(who, 'add_bank') };
      const wrongToken = await call('PUT', `/payments/banks/${mine.id}`, {
        token: who.directorToken,
        body: account,
        headers,
      });
      await expectError(wrongToken, 403, 'W_TOKEN_INVALID');
    });
  });

  describe('removing', () => {
    it('hides the method, succeeds again, and hands the default to the newest approved one', async () => {
      const who = await team(ctx.api);
      const oldest = await savedBank(who);
      ctx.api.clock.advance(1000);
      const approvedNewer = await savedBank(who);
      ctx.api.clock.advance(1000);
      const pendingNewest = await savedBank(who);
      await approve(oldest);
      await approve(approvedNewer);
      const remove = () => call('DELETE', `/payments/banks/${oldest.id}`, { token: who.directorToken });
      expect((await json(await remove())).status).toBe(true);
      expect((await remove()).status).toBe(200);
      const rows = await listed(who.directorToken);
      expect(rows.map((row) => [row.id, row.is_default])).toEqual([
        [approvedNewer.id, true],
        [pendingNewest.id, false],
      ]);
    });

    it("refuses someone else's method, the other kind's, and non-directors", async () => {
      const who = await team(ctx.api);
      const theirs = await savedBank(await team(ctx.api));
      await expectError(
        await call('DELETE', `/payments/banks/${theirs.id}`, { token: who.directorToken }),
        404,
        'NOT_FOUND',
      );
      const wallet = await savedWallet(who, payoneer('remove@example.test'));
      await expectError(
        await call('DELETE', `/payments/banks/${wallet.id}`, { token: who.directorToken }),
        404,
        'NOT_FOUND',
      );
      await expectError(
        await call('DELETE', `/payments/e-wallets/${wallet.id}`, { token: who.financeToken }),
        403,
        'FORBIDDEN',
      );
      expect((await call('DELETE', `/payments/e-wallets/${wallet.id}`, { token: who.directorToken })).status).toBe(200);
      expect(await listed(who.directorToken)).toEqual([]);
    });
  });

  describe('a method an unfinished withdrawal pays out to', () => {
    it('cannot be changed or removed, but may stop being the default (withdrawals answer through payment_in_use())', async () => {
      // Stands in for the withdrawal tables, the way their migration replaces the function.
      const db = ctx.api.handle.db;
      await db.execute(sql`CREATE TABLE test_withdrawals (payment_id integer)`);
      await db.execute(sql`CREATE OR REPLACE FUNCTION payment_in_use(payment_id integer) RETURNS boolean
        LANGUAGE sql STABLE AS $$ SELECT EXISTS (SELECT 1 FROM test_withdrawals WHERE payment_id = $1) $$`);
      const who = await team(ctx.api);
      const account = await freshAccount(who);
      const busy = await dataOf(await addBank(who, account));
      await db.execute(sql`INSERT INTO test_withdrawals VALUES (${busy.id})`);
      await expectError(await updateBank(who, busy.id, await freshAccount(who)), 409, 'PAYMENT_IN_USE');
      await expectError(
        await call('DELETE', `/payments/banks/${busy.id}`, { token: who.directorToken }),
        409,
        'PAYMENT_IN_USE',
      );
      const undefaulted = await dataOf(await updateBank(who, busy.id, { ...account, is_default: false }));
      expect(undefaulted).toMatchObject({ payment_status: 'PENDING', is_default: false });
    });
  });

  describe('operator decisions', () => {
    it('approves or rejects a pending method once; a rejected default hands over', async () => {
      const who = await team(ctx.api);
      const first = await savedBank(who);
      const second = await savedBank(who);
      await approve(second);
      const db = ctx.api.handle.db;
      const rejected = await rejectPayment(db, Number(first.id), ' Holder mismatch ', ctx.api.clock.now());
      expect(rejected).toMatchObject({
        paymentStatus: 'REJECTED',
        rejectedReason: 'Holder mismatch',
        isDefault: false,
      });
      const rows = new Map((await listed(who.directorToken)).map((row) => [row.id, row]));
      expect(rows.get(second.id)).toMatchObject({ payment_status: 'APPROVED', is_default: true });
      await expect(approve(second)).rejects.toMatchObject({ code: 'ITEM_ALREADY_DECIDED' });
      await expect(approvePayment(db, 999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(rejectPayment(db, Number(second.id), '  ')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('demo seed', () => {
    it('gives the director approved, pending and rejected methods that finance sees, and the VIP a bank', async () => {
      const api = await createTestApi();
      try {
        const seed: SeedContext = {
          now: ctx.api.clock.now(),
          random: seededRandom(1),
          users: null,
          vipTotpSecret: null,
        };
        seed.users = await seedUsers(api.handle.db);
        await seedPayments(api.handle.db, seed);
        const { director, finance, vip } = seed.users;
        const financeToken = await sessionOn(
          api,
          await userById(api, finance.id),
          await userById(api, director.id),
          'FINANCE',
        );
        const response = await api.call('GET', '/api/v1/payments', { token: financeToken });
        const rows = ((await dataOf(response)) as { items: Row[] }).items;
        expect(rows.map((row) => [row.payment_type, row.payment_status, row.is_default])).toEqual([
          ['E_WALLET', 'APPROVED', true],
          ['E_WALLET', 'APPROVED', true],
          ['BANK', 'APPROVED', true],
          ['BANK', 'PENDING', false],
          ['BANK', 'REJECTED', false],
          ['BANK', 'APPROVED', false],
        ]);
        const vipToken = await sessionOn(api, await userById(api, vip.id));
        const vipRows = (
          (await dataOf(await api.call('GET', '/api/v1/payments', { token: vipToken }))) as { items: Row[] }
        ).items;
        expect(vipRows).toMatchObject([{ payment_status: 'APPROVED', detail: { bank_name: 'BIDV' } }]);
        const lookup = '/api/v1/payments/banks/vn-bank-account-name?bank_bin=970418&account_number=21510001234567';
        expect(await dataOf(await api.call('GET', lookup, { token: vipToken }))).toEqual({
          account_name: 'PHAM GIA HUY',
        });
      } finally {
        await api.close();
      }
    });
  });
});
