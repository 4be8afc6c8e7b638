/**
 * Reference data (SPEC section 7) and the SPEC section 3 enumerations other domains build on.
 *
 * Which client: data that is the same for everyone and changes rarely (countries, currencies, languages,
 * constants, providers, transfer methods, Vietnamese banks) is `warehouse` — no headers, so a CDN can
 * cache one copy; names are in English and the UI translates codes with its messages. Data that depends on
 * the caller is not cacheable: `/ip/info` (the requester's address) is `auth`, VA platforms (sorted by the
 * user's own use) and VA banks (what this customer may open) are authenticated.
 */
import { z } from 'zod';
import { CurrencyCode, Decimal, Id, IdParam, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { CallingCode, CountryCode } from '../fields.ts';
import { ID_DOCUMENT_TYPES } from '../rules.ts';

const TAG = 'reference';

/** An image the server hosts (same-origin path) or an https URL. */
export const AssetUrl = z.string().regex(/^(https:\/\/|\/)\S+$/, 'asset_url_format');

/** SPEC section 1: account (KYC) levels 0..4; 2 is the named threshold, 4 is shown as VIP. */
export const AccountLevel = z.number().int().min(0).max(4);

/** SPEC section 3 enumerations. */
export const TransactionType = z.enum(['WITHDRAWAL', 'TOP_UP', 'ADJUSTMENT', 'INTERNAL']);
export const PaymentType = z.enum(['BANK', 'E_WALLET']);
export const BalanceType = z.enum(['MAIN', 'VA', 'QR_MERCHANT']);
export const IdDocumentType = z.enum(ID_DOCUMENT_TYPES);
export const ExportFormat = z.enum(['pdf', 'xlsx', 'csv']);
export const PROVIDER_VALUES = [
  'ping-pong',
  'lian-lian',
  'payoneer',
  'yoobil',
  'neox',
  'bank',
  'x-transfer',
  'mercury',
  'tazapay',
  'world-first',
  'e-pay',
  'airwallex',
  'g-tel',
  'h-pay',
  '9-pay',
] as const;
export const ProviderValue = z.enum(PROVIDER_VALUES);
/** How a provider moves money: a bank, a Vietnamese e-wallet / gateway, or a cross-border collection account. */
export const ProviderGroup = z.enum(['BANK', 'E_WALLET', 'CROSS_BORDER']);

export const Country = z.object({
  iso_code2: CountryCode,
  iso_code3: z.string().regex(/^[A-Z]{3}$/),
  name: z.string(),
  /** ISO 3166-1 numeric code, e.g. `704`. */
  code: z.string().regex(/^\d{3}$/),
  emoji: z.string(),
  /** Icon name of the flag in the compiled icon set, e.g. `flag:vn-4x3`. */
  flag: z.string(),
  flag_image: AssetUrl,
  calling_codes: z.array(CallingCode),
  /** Area or mobile prefixes dialled after the calling code, where the country has several. */
  dial_codes: z.array(z.string().regex(/^\d{1,5}$/)).optional(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
});
export type CountryType = z.infer<typeof Country>;

export const Language = z.object({
  id: Id,
  name: z.string(),
  /** Interface language code: `en`, `vi`. */
  code: z.string().regex(/^[a-z]{2}$/),
  /** Formatting locale: `en-US`, `vi-VN`. */
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  flag: z.string(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
});
export type LanguageType = z.infer<typeof Language>;

export const Provider = z.object({
  group: ProviderGroup,
  value: ProviderValue,
  name: z.string(),
  logo: AssetUrl,
  transaction_types: z.array(TransactionType),
});
export type ProviderType = z.infer<typeof Provider>;

export const Currency = z.object({
  code: CurrencyCode,
  name: z.string(),
  symbol: z.string(),
  /** Digits after the point the currency allows: VND 0, USD 2 (PRODUCT.md section 4, forms). */
  decimals: z.number().int().min(0).max(8),
  countries: z.array(CountryCode),
  providers: z.array(ProviderValue),
  provider_types: z.array(ProviderGroup),
  transaction_types: z.array(TransactionType),
});
export type CurrencyType = z.infer<typeof Currency>;

/** A way to move money in or out (a top-up or withdraw option), where and in which currencies it works. */
export const TransferMethod = z.object({
  id: Id,
  /** Stable code the UI translates, e.g. `LOCAL_BANK_TRANSFER`. */
  code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  name: z.string(),
  icon: AssetUrl,
  transaction_types: z.array(TransactionType),
  /** The saved payment kind a withdrawal pays out to; null for top-up only methods. */
  payment_type: PaymentType.nullable(),
  currencies: z.array(CurrencyCode),
  countries: z.array(CountryCode),
  providers: z.array(ProviderValue),
});
export type TransferMethodType = z.infer<typeof TransferMethod>;

/** A business-constants snapshot (SPEC section 9, PRODUCT.md section 4), so the UI never hard-codes them. */
export const Constants = z.object({
  default_country: CountryCode,
  default_currency: CurrencyCode,
  base_currency: CurrencyCode,
  /** The VND wallet code, `VNDW`. */
  vnd_wallet_code: CurrencyCode,
  default_locale: Language.shape.locale,
  account_levels: z.array(z.object({ level: AccountLevel, name: z.string() })),
  /** The named threshold level (2). */
  threshold_level: AccountLevel,
  /** The level shown as VIP (4). */
  vip_level: AccountLevel,
  /** Money compares within this tolerance, `0.00001`. */
  amount_tolerance: Decimal,
  otp: z.object({
    length: z.number().int().positive(),
    ttl_seconds: z.number().int().positive(),
    resend_seconds: z.number().int().positive(),
    max_attempts: z.number().int().positive(),
  }),
  upload: z.object({ max_bytes: z.number().int().positive(), content_types: z.array(z.string()) }),
  qr_validity_seconds: z.number().int().positive(),
  inactivity: z.object({ idle_seconds: z.number().int().positive(), countdown_seconds: z.number().int().positive() }),
  page_sizes: z.object({ payments: z.number().int().positive(), requests: z.number().int().positive() }),
});
export type ConstantsType = z.infer<typeof Constants>;

/** A VA platform (marketplace or payment source a VA is used for). */
export const Platform = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  logo: AssetUrl,
  website: z.url().nullable(),
  /** How many of the user's VAs use it; the list is sorted by it, most used first (PRODUCT.md section 4). */
  used_count: z.number().int().nonnegative(),
});
export type PlatformType = z.infer<typeof Platform>;

/** A bank where the customer may open virtual accounts. */
export const VaBank = z.object({
  id: Id,
  short_name: z.string(),
  name: z.string(),
  logo: AssetUrl,
  currencies: z.array(CurrencyCode),
});
export type VaBankType = z.infer<typeof VaBank>;

/** A Vietnamese bank (NAPAS list); `bin` is the 6-digit bank identification number bank transfers use. */
export const VnBank = z.object({
  id: Id,
  bin: z.string().regex(/^\d{6}$/, 'bank_bin_format'),
  code: z.string(),
  short_name: z.string(),
  name: z.string(),
  logo: AssetUrl,
});
export type VnBankType = z.infer<typeof VnBank>;

const list = <T extends z.ZodType>(item: T) => ok(z.array(item));

export const referenceCalls = [
  defineCall({
    name: 'listCountries',
    client: 'warehouse',
    method: 'GET',
    path: '/countries',
    tag: TAG,
    summary: 'Every country, Vietnam first, then by English name.',
    response: list(Country),
  }),
  defineCall({
    name: 'getIpInfo',
    client: 'auth',
    method: 'GET',
    path: '/ip/info',
    tag: TAG,
    summary:
      "The country of the caller's IP address (pre-selects country fields; loaded at sign-in). `country` is null when unknown: fall back to VN. Never cached.",
    response: ok(z.object({ ip: z.string(), country: Country.nullable() })),
  }),
  defineCall({
    name: 'getConstants',
    client: 'warehouse',
    method: 'GET',
    path: '/constants',
    tag: TAG,
    summary: 'Business constants: defaults, account levels, tolerance, OTP and upload limits, intervals, page sizes.',
    response: ok(Constants),
  }),
  defineCall({
    name: 'listProviders',
    client: 'warehouse',
    method: 'GET',
    path: '/constants/providers',
    tag: TAG,
    summary: 'Every payment provider with its group and the transaction types it supports.',
    response: list(Provider),
  }),
  defineCall({
    name: 'listCurrencies',
    client: 'warehouse',
    method: 'GET',
    path: '/currencies',
    tag: TAG,
    summary: 'Supported currencies, VND then USD, with their precision, countries and providers.',
    response: list(Currency),
  }),
  defineCall({
    name: 'listLanguages',
    client: 'warehouse',
    method: 'GET',
    path: '/languages',
    tag: TAG,
    summary: 'Interface languages; only ACTIVE ones may be chosen with PUT /accounts/me/language.',
    response: list(Language),
  }),
  defineCall({
    name: 'listTransferMethods',
    client: 'warehouse',
    method: 'GET',
    path: '/transfer-methods',
    tag: TAG,
    summary: 'Top-up and withdraw methods with the currencies, countries and providers each works with.',
    response: list(TransferMethod),
  }),
  defineCall({
    name: 'listPlatforms',
    client: 'client',
    method: 'GET',
    path: '/platforms',
    tag: TAG,
    summary: "Every VA platform, the user's most used first.",
    response: list(Platform),
  }),
  defineCall({
    name: 'listBankPlatforms',
    client: 'v2',
    method: 'GET',
    path: '/platforms',
    tag: TAG,
    summary: "The VA platforms a VA bank (from /customers/available-banks) supports, the user's most used first.",
    query: z.object({ bank_id: IdParam }),
    response: list(Platform),
    errors: ['BANK_NOT_FOUND'],
  }),
  defineCall({
    name: 'listAvailableBanks',
    client: 'v2',
    method: 'GET',
    path: '/customers/available-banks',
    tag: TAG,
    summary:
      'Banks where this customer may open virtual accounts (depends on tier, KYC level and VA flag). Empty when VA is not enabled.',
    response: list(VaBank),
  }),
  defineCall({
    name: 'listVietnamBanks',
    client: 'warehouse',
    method: 'GET',
    path: '/payments/banks/vietnam',
    tag: TAG,
    summary: 'Vietnamese banks with their BIN, for bank payment methods and account-name lookup.',
    response: list(VnBank),
  }),
] as const;
