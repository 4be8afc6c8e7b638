import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROVIDER_VALUES } from '../../../src/contract/calls/reference.ts';
import { signatureHeaders } from '../../../src/lib/http/signature.ts';
import { json } from '../api/harness.ts';
import { team, useHandlerApi } from './account-session.ts';

const WAREHOUSE = '/api/warehouse/v1';

type Row = Record<string, unknown>;

describe('reference data handlers', () => {
  const ctx = useHandlerApi();

  async function dataOf(response: Response): Promise<unknown> {
    expect(response.status).toBe(200);
    return (await json(response)).data;
  }

  const warehouse = async (path: string) => (await dataOf(await ctx.api.call('GET', `${WAREHOUSE}${path}`))) as Row[];

  async function ipInfoFrom(remoteAddress: string) {
    const url = 'http://campay.test/api/v1/ip/info';
    const headers = signatureHeaders('GET', url, ctx.api.clock.now().getTime());
    const response = await ctx.api.app.request(url, { headers }, { incoming: { socket: { remoteAddress } } });
    return (await dataOf(response)) as { ip: string; country: Row | null };
  }

  it('lists every country, Vietnam first, then by English name, with ISO and calling codes', async () => {
    const countries = await warehouse('/countries');
    expect(countries.length).toBe(249);
    expect(countries[0]).toMatchObject({
      iso_code2: 'VN',
      iso_code3: 'VNM',
      code: '704',
      name: 'Vietnam',
      emoji: '🇻🇳',
      calling_codes: ['+84'],
      slug: 'vietnam',
    });
    const names = countries.slice(1).map((country) => String(country.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(countries.map((country) => country.iso_code2)).size).toBe(249);
    const byIso2 = new Map(countries.map((country) => [country.iso_code2, country]));
    expect(byIso2.get('US')).toMatchObject({ iso_code3: 'USA', calling_codes: ['+1'] });
    expect(byIso2.get('DO')).toMatchObject({ calling_codes: ['+1'], dial_codes: ['809', '829', '849'] });
    expect(byIso2.get('CI')).toMatchObject({ name: "Côte d'Ivoire", slug: 'cote-d-ivoire', calling_codes: ['+225'] });
  });

  it('maps loopback, private and Vietnamese provider addresses to Vietnam, and others to null', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.1.20', '::1', '::ffff:172.16.5.4', '14.161.22.3']) {
      const info = await ipInfoFrom(address);
      expect([address, info.country?.iso_code2]).toEqual([address, 'VN']);
    }
    expect(await ipInfoFrom('8.8.8.8')).toEqual({ ip: '8.8.8.8', country: null });
    const fromHarness = (await dataOf(await ctx.api.call('GET', '/api/v1/ip/info'))) as Row;
    expect(fromHarness).toEqual({ ip: ctx.api.ip, country: null });
  });

  it('answers the business constants the server enforces', async () => {
    const constants = (await dataOf(await ctx.api.call('GET', `${WAREHOUSE}/constants`))) as Row;
    expect(constants).toMatchObject({
      default_country: 'VN',
      default_currency: 'VND',
      base_currency: 'USD',
      vnd_wallet_code: 'VNDW',
      default_locale: 'en-US',
      threshold_level: 2,
      vip_level: 4,
      amount_tolerance: '0.00001',
      otp: { length: 6, ttl_seconds: 300, resend_seconds: 60, max_attempts: 5 },
      qr_validity_seconds: 1800,
      page_sizes: { payments: 100, requests: 100 },
    });
  });

  it('lists providers, currencies (VND then USD), languages and transfer methods', async () => {
    expect((await warehouse('/constants/providers')).map((provider) => provider.value)).toEqual([...PROVIDER_VALUES]);
    const currencies = await warehouse('/currencies');
    expect(currencies.map(({ code, decimals }) => [code, decimals])).toEqual([
      ['VND', 0],
      ['USD', 2],
    ]);
    expect(currencies[0]).toMatchObject({ symbol: '₫', countries: ['VN'], provider_types: ['BANK', 'E_WALLET'] });
    const languages = await warehouse('/languages');
    expect(languages.map(({ code, locale, status }) => [code, locale, status])).toEqual([
      ['en', 'en-US', 'ACTIVE'],
      ['vi', 'vi-VN', 'ACTIVE'],
    ]);
    const methods = await warehouse('/transfer-methods');
    expect(methods.find((method) => method.code === 'LOCAL_BANK_TRANSFER')).toMatchObject({
      payment_type: 'BANK',
      currencies: ['VND'],
      countries: ['VN'],
    });
  });

  it('lists the Vietnamese banks with unique 6-digit BINs', async () => {
    const banks = await warehouse('/payments/banks/vietnam');
    expect(banks.length).toBeGreaterThanOrEqual(40);
    expect(new Set(banks.map((bank) => bank.bin)).size).toBe(banks.length);
    expect(banks[0]).toMatchObject({ bin: '970436', code: 'VCB', short_name: 'Vietcombank' });
  });

  it('lists VA platforms to a signed-in user only, by name with "Other" last while none is used', async () => {
    expect((await ctx.api.call('GET', '/api/v1/platforms')).status).toBe(401);
    const { sellerToken } = await team(ctx.api);
    const platforms = (await dataOf(await ctx.api.call('GET', '/api/v1/platforms', { token: sellerToken }))) as Row[];
    expect(platforms.every((platform) => platform.used_count === 0)).toBe(true);
    const names = platforms.map((platform) => String(platform.name));
    expect(names.at(-1)).toBe('Other');
    expect(names.slice(0, -1)).toEqual(names.slice(0, -1).sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("puts the account's most used platforms first, for its whole team (VAs answer through va_platform_usage())", async () => {
    // Stands in for the virtual-account tables, the way their migration replaces the function.
    await ctx.api.handle.db.execute(sql`CREATE TABLE test_vas (account_id integer, platform_id integer)`);
    await ctx.api.handle.db.execute(sql`CREATE OR REPLACE FUNCTION va_platform_usage(account_id integer)
      RETURNS TABLE (platform_id integer, used_count integer) LANGUAGE sql STABLE AS $$
        SELECT platform_id, count(*)::integer FROM test_vas WHERE test_vas.account_id = $1 GROUP BY platform_id
      $$`);
    const busy = await team(ctx.api);
    const other = await team(ctx.api);
    const vas = [7, 7, 7, 2, 2, 5].map((platform_id) => sql`(${busy.director.id}, ${platform_id})`);
    await ctx.api.handle.db.execute(
      sql`INSERT INTO test_vas VALUES ${sql.join(vas, sql`, `)}, (${other.director.id}, 3)`,
    );
    const top = async (path: string, token: string) =>
      ((await dataOf(await ctx.api.call('GET', path, { token }))) as Row[])
        .slice(0, 3)
        .map((platform) => [platform.code, platform.used_count]);
    expect(await top('/api/v1/platforms', busy.sellerToken)).toEqual([
      ['EBAY', 3],
      ['LAZADA', 2],
      ['SENDO', 1],
    ]);
    expect(await top('/api/v2/platforms?bank_id=2', busy.directorToken)).toEqual([
      ['LAZADA', 2],
      ['SENDO', 1],
      ['SHOPEE', 0],
    ]);
  });

  it("lists a VA bank's platforms, and refuses an unknown or malformed bank id", async () => {
    const { directorToken: token } = await team(ctx.api);
    const msb = (await dataOf(await ctx.api.call('GET', '/api/v2/platforms?bank_id=2', { token }))) as Row[];
    expect(msb.map((platform) => platform.code)).toEqual(['LAZADA', 'SENDO', 'SHOPEE', 'TIKI', 'TIKTOK_SHOP', 'OTHER']);
    const unknown = await ctx.api.call('GET', '/api/v2/platforms?bank_id=99', { token });
    expect([unknown.status, (await json(unknown)).code]).toEqual([404, 'BANK_NOT_FOUND']);
    expect((await ctx.api.call('GET', '/api/v2/platforms?bank_id=abc', { token })).status).toBe(422);
  });

  it("offers VA banks by the account's tier and KYC level, to its team too, and none without VA", async () => {
    const available = async (token: string) =>
      ((await dataOf(await ctx.api.call('GET', '/api/v2/customers/available-banks', { token }))) as Row[]).map(
        (bank) => bank.short_name,
      );
    const gold = await team(ctx.api, { tier: 'GOLD', kycLevel: 3, vaEnable: true });
    expect(await available(gold.directorToken)).toEqual(['BIDV', 'MSB', 'KLB']);
    expect(await available(gold.sellerToken)).toEqual(['BIDV', 'MSB', 'KLB']);
    const diamond = await team(ctx.api, { tier: 'DIAMOND', kycLevel: 4, vaEnable: true });
    expect(await available(diamond.financeToken)).toEqual(['BIDV', 'MSB', 'KLB', 'WOORI']);
    const standard = await team(ctx.api, { tier: 'STANDARD', kycLevel: 2, vaEnable: true });
    expect(await available(standard.directorToken)).toEqual(['BIDV', 'MSB']);
    const disabled = await team(ctx.api, { tier: 'DIAMOND', kycLevel: 4, vaEnable: false });
    expect(await available(disabled.directorToken)).toEqual([]);
  });
});
