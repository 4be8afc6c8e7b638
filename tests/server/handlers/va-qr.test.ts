import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { qrCodes } from '../../../server/db/schema/va.ts';
import { qrCodeView, qrStatusAt } from '../../../server/va/qr.ts';
import { hasValidCrc, parseTlv } from '../../../server/va/qr-payload.ts';
import { useHandlerApi } from './account-session.ts';
import {
  caller,
  dataOf,
  expectError,
  openVa,
  paidIn,
  qrMerchant,
  type Row,
  setVaStatus,
  vaTeam,
} from './va-helpers.ts';

const DAY_MS = 86_400_000;

describe('QR handlers', () => {
  const ctx = useHandlerApi();
  const v1 = (...args: Parameters<ReturnType<typeof caller>['v1']>) => caller(ctx.api).v1(...args);
  const createQr = (token: string, body: Row) => v1('POST', '/virtual-accounts/qr', { token, body });

  describe('listQrMerchants', () => {
    it("lists the account's merchants with their VA and totals, filtered by VA status or search", async () => {
      const who = await vaTeam(ctx.api);
      const merchant = await qrMerchant(ctx.api, who);
      await openVa(ctx.api, who);
      await paidIn(ctx.api, {
        ownerId: who.director.id,
        virtualAccountId: merchant.vaId,
        amount: '50000',
        at: ctx.api.clock.now(),
      });
      const list = async (query = '') =>
        (
          (await dataOf(await v1('GET', `/virtual-accounts/qr${query}`, { token: who.sellerToken }))) as {
            items: Row[];
          }
        ).items;
      const [only, ...rest] = await list();
      expect(rest).toEqual([]);
      expect(only).toMatchObject({
        id: merchant.id,
        name: 'Shop',
        status: 'ACTIVE',
        virtual_account: { id: merchant.vaId, bank_short_name: 'BIDV' },
        totals: { received: { amount: '50000', currency: 'VND' }, transaction_count: 1 },
      });
      expect(await list('?status=INACTIVE')).toEqual([]);
      expect((await list('?search=sho')).length).toBe(1);
      const stranger = await vaTeam(ctx.api);
      const theirs = await dataOf(await v1('GET', '/virtual-accounts/qr', { token: stranger.directorToken }));
      expect(theirs.items).toEqual([]);
    });
  });

  describe('createQrCode', () => {
    it('creates a payable VietQR for 30 minutes, for any role of a whitelisted account', async () => {
      const who = await vaTeam(ctx.api);
      const merchant = await qrMerchant(ctx.api, who);
      const body = { qr_merchant_id: merchant.id, amount: '150000', description: 'Đơn 1024' };
      const code = await dataOf(await createQr(who.sellerToken, body));
      const now = ctx.api.clock.now();
      expect(code).toMatchObject({
        qr_merchant_id: merchant.id,
        amount: '150000',
        currency: 'VND',
        description: 'Đơn 1024',
        status: 'PENDING',
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 1800 * 1000).toISOString(),
      });
      const payload = String(code.payload);
      expect(hasValidCrc(payload)).toBe(true);
      expect(parseTlv(payload)?.get('54')).toBe('150000');
      const open = await dataOf(
        await createQr(who.directorToken, { qr_merchant_id: merchant.id, description: 'Đơn 1024' }),
      );
      expect(open.amount).toBeNull();
      expect(parseTlv(String(open.payload))?.has('54')).toBe(false);
      // The same amount and text twice are still two codes.
      const twin = await dataOf(await createQr(who.financeToken, body));
      expect(twin.payload).not.toBe(code.payload);
    });

    it('refuses without the flag, on a VA not active, for someone else, and VND with decimals', async () => {
      const who = await vaTeam(ctx.api);
      const merchant = await qrMerchant(ctx.api, who, false);
      const body = { qr_merchant_id: merchant.id, description: 'Order' };
      await expectError(await createQr(who.directorToken, body), 403, 'QR_NOT_WHITELISTED');
      const listed = await qrMerchant(ctx.api, who);
      await expectError(
        await createQr(who.directorToken, { ...body, amount: '10.5', qr_merchant_id: listed.id }),
        422,
        'VALIDATION_FAILED',
      );
      await expectError(await createQr(who.directorToken, { ...body, description: '' }), 422, 'VALIDATION_FAILED');
      await setVaStatus(ctx.api, listed.vaId, 'INACTIVE');
      await expectError(
        await createQr(who.directorToken, { ...body, qr_merchant_id: listed.id }),
        409,
        'VA_NOT_ACTIVE',
      );
      const stranger = await vaTeam(ctx.api);
      await qrMerchant(ctx.api, stranger);
      await expectError(await createQr(stranger.directorToken, body), 404, 'NOT_FOUND');
    });

    it('reads a code as EXPIRED once its 30 minutes are over, unless it was paid', async () => {
      const who = await vaTeam(ctx.api);
      const merchant = await qrMerchant(ctx.api, who);
      const code = await dataOf(await createQr(who.directorToken, { qr_merchant_id: merchant.id, description: 'x' }));
      const [row] = await ctx.api.handle.db
        .select()
        .from(qrCodes)
        .where(eq(qrCodes.id, Number(code.id)));
      if (row === undefined) throw new Error('no code');
      const expiry = row.expiresAt.getTime();
      expect(qrCodeView(row, new Date(expiry - 1)).status).toBe('PENDING');
      expect(qrCodeView(row, new Date(expiry)).status).toBe('EXPIRED');
      expect(qrStatusAt({ status: 'APPROVED', expiresAt: row.expiresAt }, new Date(expiry + DAY_MS))).toBe('APPROVED');
    });
  });

  describe('getQrCode', () => {
    const read = (token: string, id: unknown) => v1('GET', `/virtual-accounts/qr/codes/${String(id)}`, { token });

    it("reads one of the account's codes for every role, paid once paid, and nobody else's", async () => {
      const who = await vaTeam(ctx.api);
      const merchant = await qrMerchant(ctx.api, who);
      const made = await dataOf(
        await createQr(who.directorToken, { qr_merchant_id: merchant.id, amount: '42000', description: 'Bàn 4' }),
      );
      expect(await dataOf(await read(who.sellerToken, made.id))).toEqual(made);
      await ctx.api.handle.db
        .update(qrCodes)
        .set({ status: 'APPROVED', paidAt: ctx.api.clock.now() })
        .where(eq(qrCodes.id, Number(made.id)));
      expect(await dataOf(await read(who.financeToken, made.id))).toMatchObject({ id: made.id, status: 'APPROVED' });
      const stranger = await vaTeam(ctx.api);
      await qrMerchant(ctx.api, stranger);
      await expectError(await read(stranger.directorToken, made.id), 404, 'NOT_FOUND');
      await expectError(await read(who.directorToken, 999_999), 404, 'NOT_FOUND');
      await expectError(await read(who.directorToken, 'abc'), 422, 'VALIDATION_FAILED');
    });
  });

  describe('getQrStatistic', () => {
    const statistic = (token: string, query: string) => v1('GET', `/virtual-accounts/qr/statistic?${query}`, { token });

    it('tallies QR payments overall, per status and per local day, every day of the range listed', async () => {
      const who = await vaTeam(ctx.api);
      const merchant = await qrMerchant(ctx.api, who);
      const other = await qrMerchant(ctx.api, who);
      // A code is paid once: each payment settles a code of its own.
      const pay = async (amount: string, at: string, status: 'APPROVED' | 'PENDING' = 'APPROVED', to = merchant) => {
        const code = await dataOf(await createQr(who.directorToken, { qr_merchant_id: to.id, description: 'a' }));
        await paidIn(ctx.api, {
          ownerId: who.director.id,
          qrCodeId: Number(code.id),
          amount,
          at: new Date(at),
          status,
        });
      };
      await pay('100000.25', '2026-03-02T03:00:00Z');
      // 18:30 UTC on the 2nd is already the 3rd in Vietnam.
      await pay('50000', '2026-03-02T18:30:00Z');
      await pay('70000', '2026-03-02T18:45:00Z', 'PENDING');
      await pay('1', '2026-03-03T01:00:00Z', 'APPROVED', other);
      // Outside the range and not a QR payment: not counted.
      await pay('9', '2026-03-09T01:00:00Z');
      await paidIn(ctx.api, { ownerId: who.director.id, amount: '5', at: new Date('2026-03-02T05:00:00Z') });
      const range = 'from=2026-02-28T17:00:00.000Z&to=2026-03-04T16:59:59.999Z';
      const all = await dataOf(await statistic(who.sellerToken, range));
      expect(all).toEqual({
        currency: 'VND',
        total: { count: 4, amount: '220001.25' },
        by_status: [
          { status: 'PENDING', count: 1, amount: '70000' },
          { status: 'APPROVED', count: 3, amount: '150001.25' },
        ],
        by_day: [
          { date: '2026-03-01', count: 0, amount: '0' },
          { date: '2026-03-02', count: 1, amount: '100000.25' },
          { date: '2026-03-03', count: 3, amount: '120001' },
          { date: '2026-03-04', count: 0, amount: '0' },
        ],
      });
      const one = await dataOf(await statistic(who.directorToken, `${range}&qr_merchant_id=${other.id}`));
      expect(one.total).toEqual({ count: 1, amount: '1' });
      const utc = await dataOf(await statistic(who.directorToken, `${range}&time_zone=UTC`));
      expect((utc.by_day as Row[]).map((day) => [day.date, day.count])).toEqual([
        ['2026-02-28', 0],
        ['2026-03-01', 0],
        ['2026-03-02', 3],
        ['2026-03-03', 1],
        ['2026-03-04', 0],
      ]);
    });

    it('answers zero days for a range without payments, and refuses the rest', async () => {
      const who = await vaTeam(ctx.api);
      const range = 'from=2026-03-01T00:00:00.000Z&to=2026-03-03T00:00:00.000Z';
      await expectError(await statistic(who.directorToken, range), 403, 'QR_NOT_WHITELISTED');
      await qrMerchant(ctx.api, who);
      const empty = await dataOf(await statistic(who.directorToken, `${range}&time_zone=UTC`));
      expect(empty).toEqual({
        currency: 'VND',
        total: { count: 0, amount: '0' },
        by_status: [],
        by_day: ['2026-03-01', '2026-03-02', '2026-03-03'].map((date) => ({ date, count: 0, amount: '0' })),
      });
      await expectError(
        await statistic(who.directorToken, `${range}&time_zone=Mars/Olympus`),
        422,
        'VALIDATION_FAILED',
      );
      await expectError(await statistic(who.directorToken, `${range}&qr_merchant_id=999999`), 404, 'NOT_FOUND');
      const backwards = 'from=2026-03-03T00:00:00.000Z&to=2026-03-01T00:00:00.000Z';
      await expectError(await statistic(who.directorToken, backwards), 422, 'VALIDATION_FAILED');
      await expectError(
        await statistic(who.directorToken, 'from=2025-01-01T00:00:00.000Z&to=2026-03-01T00:00:00.000Z'),
        422,
        'VALIDATION_FAILED',
      );
    });
  });
});
