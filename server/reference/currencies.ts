/**
 * Supported currencies, VND then USD (PRODUCT.md section 4, default sorts). Precision comes from the
 * app's money module so the server and the forms round alike; provider groups follow from the providers.
 */
import type { CurrencyType } from '../../src/contract/calls/reference.ts';
import { CURRENCY_DECIMALS } from '../../src/lib/money.ts';
import { providerByValue } from './providers.ts';

type ProviderValue = CurrencyType['providers'][number];

const ALL_TRANSACTION_TYPES = ['WITHDRAWAL', 'TOP_UP', 'ADJUSTMENT', 'INTERNAL'] as const;

/** Countries whose marketplaces pay sellers in USD through the cross-border providers. */
const USD_COUNTRIES = ['US', 'GB', 'SG', 'HK', 'CN', 'JP', 'KR', 'AU', 'CA', 'DE', 'FR', 'VN'];

function currency(
  code: 'VND' | 'USD',
  name: string,
  symbol: string,
  countries: readonly string[],
  providers: readonly ProviderValue[],
): CurrencyType {
  const groups = new Set(providers.map((value) => providerByValue(value).group));
  return {
    code,
    name,
    symbol,
    decimals: CURRENCY_DECIMALS[code] ?? 2,
    countries: [...countries],
    providers: [...providers],
    provider_types: [...groups],
    transaction_types: [...ALL_TRANSACTION_TYPES],
  };
}

export const VND = currency('VND', 'Vietnamese dong', '₫', ['VN'], ['bank', 'e-pay', '9-pay', 'h-pay', 'g-tel']);

export const USD = currency('USD', 'US dollar', '$', USD_COUNTRIES, [
  'payoneer',
  'ping-pong',
  'lian-lian',
  'world-first',
  'airwallex',
  'x-transfer',
  'mercury',
  'tazapay',
  'yoobil',
  'neox',
]);

export const CURRENCIES: readonly CurrencyType[] = [VND, USD];

export function currencyByCode(code: string): CurrencyType | undefined {
  return CURRENCIES.find((entry) => entry.code === code);
}
