/** createQrMerchant: who may, where, how many (also when creations race), and PENDING until an operator approves. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../server/db/schema/notifications.ts';
import { featureFlags, virtualAccounts } from '../../../server/db/schema/va.ts';
import { MAX_VIRTUAL_ACCOUNTS } from '../../../server/va/settings.ts';
import { QrMerchant } from '../../../src/contract/calls/va.ts';
import { MAX_PENDING_QR_MERCHANTS } from '../../../src/contract/rules.ts';
import { json } from '../api/harness.ts';
import type { Team } from './account-session.ts';
import { useHandlerApi } from './account-session.ts';
import { caller, dataOf, expectError, openVa, type Row, vaTeam } from './va-helpers.ts';

describe('createQrMerchant', () => {
  const ctx = useHandlerApi();
  const v1 = (...args: Parameters<ReturnType<typeof caller>['v1']>) => caller(ctx.api).v1(...args);
  const create = (token: string, body: Row) => v1('POST', '/virtual-accounts/qr/merchants', { token, body });
  const createQr = (token: string, merchantId: unknown) =>
    v1('POST', '/virtual-accounts/qr', { token, body: { qr_merchant_id: merchantId, description: 'Bàn 2' } });
  const shop = { name: '  Quán Cà Phê Sáng  ', bank_short_name: 'BIDV' };

  async function whitelisted(fields: Parameters<typeof vaTeam>[1] = {}): Promise<Team> {
    const who = await vaTeam(ctx.api, fields);
    await ctx.api.handle.db.insert(featureFlags).values({ ownerId: who.director.id, flag: 'WHITELIST_CREATEQR_FE' });
    return who;
  }

  const approve = (vaId: unknown) =>
    ctx.api.call('POST', `/api/warehouse/v1/admin/va/${String(vaId)}/approve`, {
      headers: { 'x-admin-key': ctx.api.config.adminKey },
      unsigned: true,
    });

  it('opens a PENDING QR_MERCHANT VA with the merchant over it and answers the merchant, listed first', async () => {
    const who = await whitelisted();
    const merchant = await dataOf(await create(who.financeToken, shop));
    expect(QrMerchant.safeParse(merchant).success).toBe(true);
    expect(merchant).toMatchObject({
      name: 'Quán Cà Phê Sáng',
      status: 'PENDING',
      virtual_account: { bank_short_name: 'BIDV', account_name: 'QUAN CA PHE SANG' },
      totals: { received: { amount: '0', currency: 'VND' }, transaction_count: 0 },
      created_at: ctx.api.clock.now().toISOString(),
    });
    const va = merchant.virtual_account as Row;
    expect(va.account_number).toMatch(/^9626\d{8}$/);
    const [row] = await ctx.api.handle.db
      .select()
      .from(virtualAccounts)
      .where(eq(virtualAccounts.id, Number(va.id)));
    expect(row).toMatchObject({ ownerId: who.director.id, walletType: 'QR_MERCHANT', status: 'PENDING' });
    const list = await dataOf(await v1('GET', '/virtual-accounts/qr', { token: who.sellerToken }));
    expect(list.items).toEqual([merchant]);
  });

  it('refuses a seller, an account without the QR flag, VAs off, and a bank the account may not use', async () => {
    const who = await whitelisted();
    await expectError(await create(who.sellerToken, shop), 403, 'FORBIDDEN');
    const plain = await vaTeam(ctx.api);
    await expectError(await create(plain.directorToken, shop), 403, 'QR_NOT_WHITELISTED');
    const off = await whitelisted({ vaEnable: false });
    await expectError(await create(off.directorToken, shop), 403, 'VA_NOT_ENABLED');
    const standard = await whitelisted({ kycLevel: 2, tier: 'STANDARD' });
    await expectError(
      await create(standard.directorToken, { ...shop, bank_short_name: 'KLB' }),
      422,
      'BANK_NOT_SUPPORTED',
    );
    await expectError(await create(who.directorToken, { ...shop, bank_short_name: 'NOPE' }), 422, 'BANK_NOT_SUPPORTED');
    const none = await dataOf(await v1('GET', '/virtual-accounts/qr', { token: who.directorToken }));
    expect(none.items).toEqual([]);
  });

  it('refuses names with NUL or control characters, too short or too long, with the field named (422)', async () => {
    const who = await whitelisted();
    for (const name of ['Shop\u0000', 'Shop\nTwo', 'Shop\u0007', ' A ', 'x'.repeat(101), '']) {
      const response = await create(who.directorToken, { ...shop, name });
      const body = await json(response);
      expect([response.status, body.code], JSON.stringify(name)).toEqual([422, 'VALIDATION_FAILED']);
      expect(Object.keys(body.errors as Row)).toEqual(['name']);
    }
    await dataOf(await create(who.directorToken, { ...shop, name: 'x'.repeat(100) }));
  });

  it(`keeps at most ${MAX_PENDING_QR_MERCHANTS} waiting for review; a decided one frees its place`, async () => {
    const who = await whitelisted();
    const first = await dataOf(await create(who.directorToken, shop));
    for (let n = 1; n < MAX_PENDING_QR_MERCHANTS; n += 1) await dataOf(await create(who.directorToken, shop));
    await expectError(await create(who.directorToken, shop), 409, 'QR_MERCHANT_LIMIT_REACHED');
    // Plain VAs waiting for review are not QR merchants.
    await openVa(ctx.api, who, {}, false);
    await dataOf(await approve((first.virtual_account as Row).id));
    await dataOf(await create(who.directorToken, shop));
  });

  it('counts toward the VA limit too', async () => {
    const who = await whitelisted();
    for (let n = 0; n < MAX_VIRTUAL_ACCOUNTS; n += 1) await openVa(ctx.api, who);
    await expectError(await create(who.directorToken, shop), 409, 'VA_LIMIT_REACHED');
  });

  it('never exceeds the limit when creations race', async () => {
    const who = await whitelisted();
    const answers = await Promise.all(
      Array.from({ length: MAX_PENDING_QR_MERCHANTS + 4 }, (_, n) =>
        create(n % 2 === 0 ? who.directorToken : who.financeToken, { ...shop, name: `Shop ${n}` }),
      ),
    );
    const codes = await Promise.all(answers.map(async (answer) => (await json(answer)).code ?? answer.status));
    expect(codes.filter((code) => code === 200)).toHaveLength(MAX_PENDING_QR_MERCHANTS);
    expect(codes.filter((code) => code === 'QR_MERCHANT_LIMIT_REACHED')).toHaveLength(4);
    const rows = await ctx.api.handle.db
      .select()
      .from(virtualAccounts)
      .where(and(eq(virtualAccounts.ownerId, who.director.id), eq(virtualAccounts.walletType, 'QR_MERCHANT')));
    expect(rows).toHaveLength(MAX_PENDING_QR_MERCHANTS);
  });

  it('refuses QR codes while PENDING; after the operator approves, codes are made and the owner is told where', async () => {
    const who = await whitelisted();
    const merchant = await dataOf(await create(who.directorToken, shop));
    await expectError(await createQr(who.directorToken, merchant.id), 409, 'VA_NOT_ACTIVE');
    await dataOf(await approve((merchant.virtual_account as Row).id));
    const code = await dataOf(await createQr(who.sellerToken, merchant.id));
    expect(code).toMatchObject({ qr_merchant_id: merchant.id, status: 'PENDING' });
    const list = await dataOf(await v1('GET', '/virtual-accounts/qr', { token: who.directorToken }));
    expect((list.items as Row[]).map((item) => item.status)).toEqual(['ACTIVE']);
    const told = await ctx.api.handle.db
      .select({ kind: notifications.kind, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, who.director.id));
    expect(told).toContainEqual({ kind: 'VA_CREATED', link: '/va/list/qr-merchant-list' });
  });
});
