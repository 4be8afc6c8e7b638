import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../server/db/schema/notifications.ts';
import { vaTransactions } from '../../../server/db/schema/va.ts';
import { vietnamDate } from '../../../server/ledger/flows.ts';
import { hasValidCrc, parseTlv } from '../../../server/va/qr-payload.ts';
import { createPerson, json } from '../api/harness.ts';
import { sessionOn, type Team, useHandlerApi } from './account-session.ts';
import { devPost, moneyCall, moneyTeam, provider, type Row, SETTLE_DELAY_MS, walletOf } from './money-helpers.ts';
import { activeVa } from './va-fixtures.ts';
import { dataOf, expectError } from './va-helpers.ts';

const DAY = 86_400_000;

// Each test drives the whole pipeline many times; a loaded two-core machine needs more than the default 5 s.
describe('invoices paid into a VA', { timeout: 30_000 }, () => {
  const ctx = useHandlerApi();
  const db = () => ctx.api.handle.db;
  /** A date on Vietnam's calendar `days` from the test clock's today (tests share the clock and move it). */
  const vietnamDay = (days: number) => vietnamDate(new Date(ctx.api.clock.now().getTime() + days * DAY));

  interface Setup extends Team {
    readonly va: Awaited<ReturnType<typeof activeVa>>;
  }

  async function setup(): Promise<Setup> {
    const who = await moneyTeam(ctx.api);
    return { ...who, va: await activeVa(db(), who.director.id) };
  }

  const BODY = {
    amount: '1500000',
    currency: 'VND',
    payer_name: 'Nguyễn Thị Hoa',
    payer_email: 'hoa@example.com',
    note: 'Đơn hàng tháng 3',
    due_date: '2026-03-10',
  };

  function create(token: string, body: Row = {}, key?: string): Promise<Response> {
    return moneyCall(ctx.api, 'POST', '/invoices', { token, body: { ...BODY, ...body }, ...(key ? { key } : {}) });
  }

  const get = (token: string, id: unknown) => ctx.api.call('GET', `/api/v1/invoices/${id}`, { token });
  const list = (token: string, query = '') => ctx.api.call('GET', `/api/v1/invoices${query}`, { token });
  const cancel = (token: string, id: unknown) => ctx.api.call('PUT', `/api/v1/invoices/${id}/cancel`, { token });
  const pay = (who: Setup, invoice: Row, amount = String(invoice.amount)) =>
    devPost(ctx.api, '/__dev/va-payment', {
      account_number: who.va.accountNumber,
      amount,
      payer_name: 'NGUYEN THI HOA',
      reference: `Thanh toan ${invoice.reference}`,
    });

  it('answers a WAITING invoice with the VA, a reference and a VietQR payload to share', async () => {
    const who = await setup();
    const invoice = await dataOf(await create(who.directorToken));
    expect(invoice).toMatchObject({
      status: 'WAITING',
      amount: '1500000',
      currency: 'VND',
      payer: { name: 'Nguyễn Thị Hoa', email: 'hoa@example.com' },
      note: 'Đơn hàng tháng 3',
      due_date: '2026-03-10',
      // The end of 10 March in Vietnam (the first test runs at the harness's start, 2 March).
      expires_at: '2026-03-10T17:00:00.000Z',
      virtual_account: {
        id: who.va.id,
        account_number: who.va.accountNumber,
        bank_short_name: 'BIDV',
        bank_bin: '970418',
      },
      transaction_id: null,
      paid_at: null,
      status_history: [{ status: 'WAITING', at: ctx.api.clock.now().toISOString(), note: null }],
    });
    expect(invoice.code).toMatch(/^INV-20260302-\d{6}$/);
    expect(invoice.reference).toMatch(/^CPI[0-9A-HJKMNP-TV-Z]{8}$/);
    const payload = String(invoice.qr_payload);
    const fields = parseTlv(payload);
    expect(hasValidCrc(payload)).toBe(true);
    expect([fields?.get('54'), parseTlv(fields?.get('62') ?? '')?.get('05')]).toEqual(['1500000', invoice.reference]);
    expect(fields?.get('38')).toContain(who.va.accountNumber);
    const page = await dataOf(await list(who.sellerToken, '?status=WAITING&search=hoa'));
    expect([page.total, (page.items as Row[])[0]?.id]).toEqual([1, invoice.id]);
    expect((await dataOf(await list(who.directorToken, '?status=PAID'))).total).toBe(0);
    expect(await dataOf(await get(who.sellerToken, invoice.id))).toEqual(invoice);
  });

  it('a payment quoting the reference with the exact amount pays it, and settles into the VA like any top-up', async () => {
    const who = await setup();
    const invoice = await dataOf(await create(who.directorToken));
    const paid = await pay(who, invoice);
    expect(paid.status).toBe(201);
    const transaction = (await json(paid)).data as Row;
    const after = await dataOf(await get(who.directorToken, invoice.id));
    expect(after).toMatchObject({ status: 'PAID', transaction_id: transaction.id, paid_at: after.updated_at });
    expect((after.status_history as Row[]).map((step) => step.status)).toEqual(['WAITING', 'PAID']);
    ctx.api.clock.advance(SETTLE_DELAY_MS);
    await provider(ctx.api).tick();
    // 1 500 000 less the 0.8 % VA fee of KYC level 3
    expect((await walletOf(ctx.api, who.director.id, 'VA')).validate_balance).toBe('1488000');
    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.director.id), eq(notifications.kind, 'TOP_UP_APPROVED')));
    expect(note?.link).toBe(`/va/transactions/${transaction.id}`);
    await expectError(await cancel(who.directorToken, invoice.id), 409, 'INVOICE_ALREADY_PAID');
  });

  it('another amount, another VA or a second payment tops up the VA but does not pay it', async () => {
    const who = await setup();
    const invoice = await dataOf(await create(who.directorToken));
    expect((await pay(who, invoice, '1400000')).status).toBe(201);
    const otherVa = await activeVa(db(), who.director.id);
    const elsewhere = await devPost(ctx.api, '/__dev/va-payment', {
      account_number: otherVa.accountNumber,
      amount: '1500000',
      reference: String(invoice.reference),
    });
    expect(elsewhere.status).toBe(201);
    expect((await dataOf(await get(who.directorToken, invoice.id))).status).toBe('WAITING');
    const rows = await db().select().from(vaTransactions).where(eq(vaTransactions.ownerId, who.director.id));
    expect(rows.map((row) => row.amount).sort()).toEqual([
      '1400000.00000000000000000000',
      '1500000.00000000000000000000',
    ]);
    await pay(who, invoice);
    await pay(who, invoice);
    const paid = await dataOf(await get(who.directorToken, invoice.id));
    const payments = await db().select().from(vaTransactions).where(eq(vaTransactions.ownerId, who.director.id));
    expect([paid.status, payments.length]).toEqual(['PAID', 4]);
    expect(paid.transaction_id).toBe(payments.toSorted((a, b) => a.id - b.id)[2]?.id);
  });

  it('is EXPIRED after the end of its due date in Vietnam: no longer paid, no longer cancelled', async () => {
    const who = await setup();
    const today = vietnamDay(0);
    const invoice = await dataOf(await create(who.directorToken, { due_date: today }));
    const end = Date.parse(String(invoice.expires_at));
    expect(vietnamDate(new Date(end - 1))).toBe(today);
    expect(vietnamDate(new Date(end))).toBe(vietnamDay(1));
    ctx.api.clock.advance(end - ctx.api.clock.now().getTime() - 1);
    const token = await sessionOn(ctx.api, who.director);
    expect((await dataOf(await get(token, invoice.id))).status).toBe('WAITING');
    ctx.api.clock.advance(1);
    const expired = await dataOf(await get(token, invoice.id));
    expect(expired.status_history).toEqual([
      expect.objectContaining({ status: 'WAITING' }),
      { status: 'EXPIRED', at: invoice.expires_at, note: null },
    ]);
    expect((await dataOf(await list(token, '?status=EXPIRED'))).total).toBe(1);
    expect((await dataOf(await list(token, '?status=WAITING'))).total).toBe(0);
    await pay(who, invoice);
    expect((await dataOf(await get(token, invoice.id))).status).toBe('EXPIRED');
    await expectError(await cancel(token, invoice.id), 409, 'INVOICE_EXPIRED');
  });

  it('cancelling withdraws it once: again answers it unchanged, and a payment after no longer pays it', async () => {
    const who = await setup();
    const invoice = await dataOf(await create(who.financeToken));
    const cancelled = await dataOf(await cancel(who.financeToken, invoice.id));
    expect((cancelled.status_history as Row[]).map((step) => step.status)).toEqual(['WAITING', 'CANCELLED']);
    expect(await dataOf(await cancel(who.directorToken, invoice.id))).toEqual(cancelled);
    await pay(who, invoice);
    expect((await dataOf(await get(who.directorToken, invoice.id))).status).toBe('CANCELLED');
    await expectError(await cancel(who.sellerToken, invoice.id), 403, 'FORBIDDEN');
  });

  it('waits again when the operator refuses the payment that paid it', async () => {
    const who = await setup();
    const invoice = await dataOf(await create(who.directorToken));
    const transaction = (await json(await pay(who, invoice))).data as Row;
    const [row] = await db()
      .select()
      .from(vaTransactions)
      .where(eq(vaTransactions.id, Number(transaction.id)));
    const reject = await ctx.api.call('POST', `/api/warehouse/v1/admin/top-up/${row?.transferId}/reject`, {
      headers: { 'x-admin-key': ctx.api.config.adminKey },
      body: { reason: 'Sender account frozen' },
      unsigned: true,
    });
    expect(reject.status).toBe(200);
    await provider(ctx.api).tick();
    expect(await dataOf(await get(who.directorToken, invoice.id))).toMatchObject({
      status: 'WAITING',
      transaction_id: null,
      paid_at: null,
    });
  });

  it('needs an ACTIVE VA of the account in the currency', async () => {
    const who = await moneyTeam(ctx.api);
    await expectError(await create(who.directorToken), 422, 'NO_ACTIVE_VA');
    const inactive = await activeVa(db(), who.director.id, 'VA_WALLET', 'INACTIVE');
    await expectError(await create(who.directorToken), 422, 'NO_ACTIVE_VA');
    await expectError(await create(who.directorToken, { virtual_account_id: inactive.id }), 409, 'VA_NOT_ACTIVE');
    const stranger = await createPerson(ctx.api);
    const theirs = await activeVa(db(), stranger.id);
    await expectError(await create(who.directorToken, { virtual_account_id: theirs.id }), 404, 'NOT_FOUND');
    const mine = await activeVa(db(), who.director.id);
    const usd = { virtual_account_id: mine.id, currency: 'USD', amount: '10' };
    await expectError(await create(who.directorToken, usd), 422, 'CURRENCY_NOT_SUPPORTED');
    await expectError(await create(who.directorToken, { currency: 'USD', amount: '10' }), 422, 'NO_ACTIVE_VA');
    expect(
      (await dataOf(await create(who.directorToken, { virtual_account_id: mine.id }))).virtual_account,
    ).toMatchObject({ id: mine.id });
  });

  it('refuses a due date in the past or over a year ahead, and bad fields, with 422 naming them', async () => {
    const who = await setup();
    const fieldsOf = async (body: Row) => {
      const answer = await expectError(await create(who.directorToken, body), 422, 'VALIDATION_FAILED');
      return Object.keys(answer.errors as Row);
    };
    expect(await fieldsOf({ due_date: vietnamDay(-1) })).toEqual(['due_date']);
    expect(await fieldsOf({ due_date: vietnamDay(366) })).toEqual(['due_date']);
    expect(await fieldsOf({ due_date: '2026-02-30' })).toEqual(['due_date']);
    expect(await fieldsOf({ amount: '1500000.5' })).toEqual(['amount']);
    expect(await fieldsOf({ payer_email: 'hoa@' })).toEqual(['payer_email']);
    expect(await fieldsOf({ payer_name: 'A' })).toEqual(['payer_name']);
    expect(await fieldsOf({ note: 'line\u0000' })).toEqual(['note']);
    const past = await expectError(
      await create(who.directorToken, { due_date: vietnamDay(-1) }),
      422,
      'VALIDATION_FAILED',
    );
    expect(past.errors).toEqual({ due_date: ['Choose today or a later date.'] });
    const latest = vietnamDay(365);
    expect((await dataOf(await create(who.directorToken, { due_date: latest }))).due_date).toBe(latest);
  });

  it('SELLER may read but not create; the same Idempotency-Key answers the same invoice', async () => {
    const who = await setup();
    await expectError(await create(who.sellerToken), 403, 'FORBIDDEN');
    const first = await dataOf(await create(who.directorToken, {}, 'invoice-intent-1'));
    expect(await dataOf(await create(who.financeToken, {}, 'invoice-intent-1'))).toEqual(first);
    await expectError(
      await create(who.directorToken, { amount: '9' }, 'invoice-intent-1'),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect((await dataOf(await list(who.sellerToken))).total).toBe(1);
  });

  it('hides another account’s invoice', async () => {
    const who = await setup();
    const invoice = await dataOf(await create(who.directorToken));
    const strangerToken = await sessionOn(ctx.api, await createPerson(ctx.api));
    await expectError(await get(strangerToken, invoice.id), 404, 'NOT_FOUND');
    await expectError(await cancel(strangerToken, invoice.id), 404, 'NOT_FOUND');
    expect((await dataOf(await list(strangerToken))).total).toBe(0);
    await expectError(await get(who.directorToken, 0), 422, 'VALIDATION_FAILED');
  });
});
