import { describe, expect, it } from 'vitest';
import { featureFlags } from '../../../server/db/schema/va.ts';
import { approveVa, listVaForReview, rejectVa } from '../../../server/va/decide.ts';
import { MAX_VIRTUAL_ACCOUNTS } from '../../../server/va/settings.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, useHandlerApi } from './account-session.ts';
import { caller, dataOf, expectError, openVa, paidIn, type Row, setVaStatus, vaTeam } from './va-helpers.ts';

describe('virtual account handlers', () => {
  const ctx = useHandlerApi();
  const v1 = (...args: Parameters<ReturnType<typeof caller>['v1']>) => caller(ctx.api).v1(...args);
  const v2 = (...args: Parameters<ReturnType<typeof caller>['v2']>) => caller(ctx.api).v2(...args);
  const create = (token: string, body: Row) => v2('POST', '/virtual-accounts', { token, body });
  const items = async (response: Response) => ((await dataOf(response)) as { items: Row[] }).items;

  describe('createVirtualAccount', () => {
    it('opens a PENDING VA with a bank-style name and a unique number, for a director or finance', async () => {
      const who = await vaTeam(ctx.api);
      const body = { bank_short_name: 'BIDV', account_name: 'Nguyễn Văn Đức', platform_id: 1 };
      const va = await dataOf(await create(who.directorToken, body));
      expect(va).toMatchObject({
        account_name: 'NGUYEN VAN DUC',
        bank: { short_name: 'BIDV' },
        platform: { id: 1, name: 'Shopee' },
        status: 'PENDING',
        wallet_type: 'VA_WALLET',
        currency: 'VND',
        totals: { received: { amount: '0', currency: 'VND' }, transaction_count: 0 },
      });
      expect(va.account_number).toMatch(/^9626\d{8}$/);
      const other = await dataOf(await create(who.financeToken, { ...body, bank_short_name: 'MSB' }));
      expect(other.account_number).toMatch(/^8686\d{8}$/);
      expect(other.account_number).not.toBe(va.account_number);
      const detail = await dataOf(await v1('GET', `/virtual-accounts/${va.id}`, { token: who.sellerToken }));
      expect(detail.status_history).toEqual([{ status: 'PENDING', at: ctx.api.clock.now().toISOString(), note: null }]);
    });

    it('refuses a seller (403) and a malformed body (422)', async () => {
      const who = await vaTeam(ctx.api);
      await expectError(
        await create(who.sellerToken, { bank_short_name: 'BIDV', account_name: 'An Binh' }),
        403,
        'FORBIDDEN',
      );
      await expectError(await create(who.directorToken, { bank_short_name: '' }), 422, 'VALIDATION_FAILED');
    });

    it('needs KYC level 2, VA enabled, a bank the account may use and a platform of that bank', async () => {
      const body = { bank_short_name: 'BIDV', account_name: 'An Binh' };
      const low = await vaTeam(ctx.api, { kycLevel: 1 });
      await expectError(await create(low.directorToken, body), 403, 'KYC_LEVEL_REQUIRED');
      const off = await vaTeam(ctx.api, { vaEnable: false });
      await expectError(await create(off.directorToken, body), 403, 'VA_NOT_ENABLED');
      // SPEC section 4: without the wallet feature, VA counts as enabled whatever va_enable says.
      const noWallet = await vaTeam(ctx.api, { vaEnable: false, walletEnable: false });
      await dataOf(await create(noWallet.directorToken, body));
      const who = await vaTeam(ctx.api, { kycLevel: 2, tier: 'STANDARD' });
      await expectError(
        await create(who.directorToken, { ...body, bank_short_name: 'KLB' }),
        422,
        'BANK_NOT_SUPPORTED',
      );
      await expectError(
        await create(who.directorToken, { ...body, bank_short_name: 'NOPE' }),
        422,
        'BANK_NOT_SUPPORTED',
      );
      await expectError(await create(who.directorToken, { ...body, platform_id: 999 }), 404, 'PLATFORM_NOT_FOUND');
      // MSB VAs serve domestic marketplaces only; Amazon (6) is not one of them.
      const msb = { ...body, bank_short_name: 'MSB', platform_id: 6 };
      await expectError(await create(who.directorToken, msb), 404, 'PLATFORM_NOT_FOUND');
    });

    it(`stops at ${MAX_VIRTUAL_ACCOUNTS} VAs that were not rejected`, async () => {
      const who = await vaTeam(ctx.api);
      const body = { bank_short_name: 'BIDV', account_name: 'An Binh' };
      const first = await dataOf(await create(who.directorToken, body));
      for (let n = 1; n < MAX_VIRTUAL_ACCOUNTS; n += 1) await dataOf(await create(who.directorToken, body));
      await expectError(await create(who.directorToken, body), 409, 'VA_LIMIT_REACHED');
      await rejectVa(ctx.api.handle.db, Number(first.id), 'Wrong name', ctx.api.clock.now());
      await dataOf(await create(who.directorToken, body));
    });
  });

  describe('reading', () => {
    it('lists newest first with filters; another account sees none of it and gets 404 for the detail', async () => {
      const who = await vaTeam(ctx.api);
      const pending = await openVa(ctx.api, who, { bank_short_name: 'MSB', platform_id: 2 }, false);
      ctx.api.clock.advance(1000);
      const active = await openVa(ctx.api, who, { account_name: 'Tran Thi Bich' });
      const list = await items(await v2('GET', '/virtual-accounts', { token: who.sellerToken }));
      expect(list.map((va) => va.id)).toEqual([active.id, pending.id]);
      const only = async (query: string) =>
        (await items(await v2('GET', `/virtual-accounts?${query}`, { token: who.directorToken }))).map((va) => va.id);
      expect(await only('status=ACTIVE')).toEqual([active.id]);
      expect(await only('bank=MSB')).toEqual([pending.id]);
      expect(await only('platform_id=2')).toEqual([pending.id]);
      expect(await only('search=bich')).toEqual([active.id]);
      expect(await only(`search=${String(active.account_number).slice(-6)}`)).toEqual([active.id]);
      expect(await only('wallet_type=QR_MERCHANT')).toEqual([]);
      const stranger = await vaTeam(ctx.api);
      expect(await items(await v2('GET', '/virtual-accounts', { token: stranger.directorToken }))).toEqual([]);
      await expectError(
        await v1('GET', `/virtual-accounts/${active.id}`, { token: stranger.directorToken }),
        404,
        'NOT_FOUND',
      );
    });

    it('totals APPROVED top-ups of each VA, this Vietnam month apart, in one page', async () => {
      const who = await vaTeam(ctx.api);
      const va = await openVa(ctx.api, who);
      const other = await openVa(ctx.api, who);
      const now = ctx.api.clock.now(); // 2026-03-02 15:00 in Vietnam
      const owner = { ownerId: who.director.id, virtualAccountId: Number(va.id) };
      await paidIn(ctx.api, { ...owner, amount: '1000000.5', at: now });
      // 2026-02-28T17:30Z is 2026-03-01 00:30 in Vietnam: this month there, last month in UTC.
      await paidIn(ctx.api, { ...owner, amount: '200000', at: new Date(Date.UTC(2026, 1, 28, 17, 30)) });
      await paidIn(ctx.api, { ...owner, amount: '300000', at: new Date(Date.UTC(2026, 1, 28, 16, 30)) });
      await paidIn(ctx.api, { ...owner, amount: '999', at: now, status: 'PENDING' });
      await paidIn(ctx.api, { ...owner, amount: '999', at: now, type: 'WITHDRAWAL' });
      const list = await items(await v2('GET', '/virtual-accounts', { token: who.directorToken }));
      const totalsOf = (id: unknown) => list.find((row) => row.id === id)?.totals;
      expect(totalsOf(va.id)).toEqual({
        received: { amount: '1500000.5', currency: 'VND' },
        received_this_month: { amount: '1200000.5', currency: 'VND' },
        transaction_count: 3,
      });
      expect(totalsOf(other.id)).toMatchObject({ transaction_count: 0, received: { amount: '0' } });
      const detail = await dataOf(await v1('GET', `/virtual-accounts/${va.id}`, { token: who.directorToken }));
      expect(detail.totals).toEqual(totalsOf(va.id));
    });
  });

  describe('operator decisions', () => {
    it('approves once (again: unchanged), refuses the opposite, and lists by review status', async () => {
      const db = ctx.api.handle.db;
      const who = await vaTeam(ctx.api);
      const va = await openVa(ctx.api, who, {}, false);
      const queue = await listVaForReview(db, 'PENDING', { page: 1, limit: 100 });
      expect(queue.items.find((item) => item.id === va.id)).toMatchObject({ kind: 'va', status: 'PENDING' });
      const approved = await approveVa(db, Number(va.id), ctx.api.clock.now());
      expect(approved.status).toBe('ACTIVE');
      expect((await approveVa(db, Number(va.id), ctx.api.clock.now())).updatedAt).toEqual(approved.updatedAt);
      await expect(rejectVa(db, Number(va.id), 'late', ctx.api.clock.now())).rejects.toMatchObject({
        code: 'ITEM_ALREADY_DECIDED',
      });
      const done = await listVaForReview(db, 'APPROVED', { page: 1, limit: 1000 });
      expect(done.items.find((item) => item.id === va.id)?.status).toBe('APPROVED');
      const detail = await dataOf(await v1('GET', `/virtual-accounts/${va.id}`, { token: who.directorToken }));
      expect((detail.status_history as Row[]).map((step) => step.status)).toEqual(['PENDING', 'ACTIVE']);
    });

    it('rejects with the reason the owner sees; approving it afterwards is refused', async () => {
      const db = ctx.api.handle.db;
      const who = await vaTeam(ctx.api);
      const va = await openVa(ctx.api, who, {}, false);
      await expect(rejectVa(db, Number(va.id), '  ', ctx.api.clock.now())).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
      await rejectVa(db, Number(va.id), ' Name mismatch ', ctx.api.clock.now());
      await rejectVa(db, Number(va.id), 'Name mismatch', ctx.api.clock.now());
      await expect(approveVa(db, Number(va.id), ctx.api.clock.now())).rejects.toMatchObject({
        code: 'ITEM_ALREADY_DECIDED',
      });
      const detail = await dataOf(await v1('GET', `/virtual-accounts/${va.id}`, { token: who.directorToken }));
      expect(detail).toMatchObject({ status: 'REJECTED', status_reason: 'Name mismatch' });
      expect(detail.status_history).toEqual([
        expect.objectContaining({ status: 'PENDING', note: null }),
        expect.objectContaining({ status: 'REJECTED', note: 'Name mismatch' }),
      ]);
      await expect(approveVa(db, 999_999, ctx.api.clock.now())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('platforms', () => {
    it('assigns and unassigns on an ACTIVE VA; a VA without one unassigns unchanged', async () => {
      const who = await vaTeam(ctx.api);
      const va = await openVa(ctx.api, who);
      const assign = (id: unknown, platform_id: number, token = who.financeToken) =>
        v1('POST', `/virtual-accounts/${id}/assign`, { token, body: { platform_id } });
      expect((await dataOf(await assign(va.id, 3))).platform).toEqual({ id: 3, name: 'TikTok Shop' });
      const unassigned = await items(
        await v1('GET', '/virtual-accounts/unassigned-platform', { token: who.sellerToken }),
      );
      expect(unassigned.map((row) => row.id)).not.toContain(va.id);
      const unassign = () => v1('PUT', `/virtual-accounts/${va.id}/unassign`, { token: who.directorToken });
      expect((await dataOf(await unassign())).platform).toBeNull();
      expect((await dataOf(await unassign())).platform).toBeNull();
      const again = await items(await v1('GET', '/virtual-accounts/unassigned-platform', { token: who.sellerToken }));
      expect(again.map((row) => row.id)).toEqual([va.id]);
      await expectError(await assign(va.id, 999), 404, 'PLATFORM_NOT_FOUND');
      await expectError(await assign(va.id, 3, who.sellerToken), 403, 'FORBIDDEN');
      await setVaStatus(ctx.api, va.id, 'RESTRICTED');
      await expectError(await assign(va.id, 3), 409, 'VA_NOT_ACTIVE');
      const pending = await openVa(ctx.api, who, {}, false);
      await expectError(await assign(pending.id, 3), 409, 'VA_NOT_ACTIVE');
      const stranger = await vaTeam(ctx.api);
      await expectError(await assign(va.id, 3, stranger.directorToken), 404, 'NOT_FOUND');
    });

    it('bulk-updates all or nothing', async () => {
      const who = await vaTeam(ctx.api);
      const a = await openVa(ctx.api, who);
      const b = await openVa(ctx.api, who);
      const bulk = (items: Row[], token = who.directorToken) =>
        v1('PUT', '/virtual-accounts/bulk-update-platform', { token, body: { items } });
      const updated = (await dataOf(
        await bulk([
          { id: b.id, platform_id: 2 },
          { id: a.id, platform_id: 1 },
        ]),
      )) as unknown as Row[];
      expect(updated.map((row) => [row.id, (row.platform as Row).id])).toEqual([
        [b.id, 2],
        [a.id, 1],
      ]);
      const pending = await openVa(ctx.api, who, {}, false);
      await expectError(
        await bulk([
          { id: a.id, platform_id: 5 },
          { id: pending.id, platform_id: 5 },
        ]),
        409,
        'VA_NOT_ACTIVE',
      );
      const stranger = await vaTeam(ctx.api);
      const theirs = await openVa(ctx.api, stranger);
      await expectError(
        await bulk([
          { id: a.id, platform_id: 5 },
          { id: theirs.id, platform_id: 5 },
        ]),
        404,
        'NOT_FOUND',
      );
      const detail = await dataOf(await v1('GET', `/virtual-accounts/${a.id}`, { token: who.directorToken }));
      expect(detail.platform).toEqual({ id: 1, name: 'Shopee' });
      await expectError(
        await bulk([
          { id: a.id, platform_id: 1 },
          { id: a.id, platform_id: 2 },
        ]),
        422,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('settings and flags', () => {
    it('answers limits per tier, fees per level, active ranges and what applies to the caller', async () => {
      const who = await vaTeam(ctx.api, { tier: 'SILVER', kycLevel: 4 });
      const settings = await dataOf(await v1('GET', '/settings/virtual-accounts', { token: who.sellerToken }));
      expect(Object.keys(settings.limits as Row).sort()).toEqual(['DIAMOND', 'GOLD', 'SILVER', 'STANDARD']);
      expect(Object.keys(settings.fees as Row).sort()).toEqual(['2', '3', '4']);
      expect(settings.current).toMatchObject({ tier: 'SILVER', account_level: 4, fee: (settings.fees as Row)['4'] });
      expect((settings.current as Row).limit).toEqual((settings.limits as Row).SILVER);
      expect(settings.qr_valid_seconds).toBe(1800);
      const newcomer = await createPerson(ctx.api, { kycLevel: 0 });
      const fresh = await dataOf(
        await v1('GET', '/settings/virtual-accounts', { token: await sessionOn(ctx.api, newcomer) }),
      );
      expect((fresh.current as Row).fee).toBeNull();
    });

    it('answers the flags the account has', async () => {
      const who = await vaTeam(ctx.api);
      const flags = () => v2('GET', '/settings/features', { token: who.sellerToken });
      expect(await dataOf(await flags())).toEqual({ WHITELIST_CREATEQR_FE: false, WHITELIST_SEE_REMARK: false });
      await ctx.api.handle.db.insert(featureFlags).values({ ownerId: who.director.id, flag: 'WHITELIST_SEE_REMARK' });
      expect(await dataOf(await flags())).toEqual({ WHITELIST_CREATEQR_FE: false, WHITELIST_SEE_REMARK: true });
    });
  });
});
