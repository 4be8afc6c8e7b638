/**
 * VA limits, fees and the QR validity: SPEC section 3 ("Settings": VA limits per tier, VA fee per KYC level
 * 2, 3, 4) and section 9 name them but give no numbers, so these are ours (docs/API.md lists them): plausible
 * VND figures that grow with the tier and shrink with the level. PRODUCT.md section 4: a QR code is valid for
 * 30 minutes. Ranges of rate are data (va_ranges_of_rate), since operators change them.
 */
import { asc, eq } from 'drizzle-orm';
import type { FeeRuleType, RangeOfRateType, VaSettingsType } from '../../src/contract/calls/va.ts';
import type { UserRow } from '../auth/users.ts';
import type { Executor } from '../db/client.ts';
import { type VaRangeOfRateRow, vaRangesOfRate } from '../db/schema/va.ts';
import { decimalString } from '../ledger/decimal.ts';

type Tier = UserRow['tier'];
type FeeLevel = '2' | '3' | '4';

/** The currency VA limits and fees are in (SPEC section 9: the default currency). */
export const VA_CURRENCY = 'VND';

/** Money a customer may receive through VAs per calendar month (Vietnam time), per tier. */
export const VA_MONTHLY_LIMITS: Readonly<Record<Tier, string>> = {
  STANDARD: '100000000',
  SILVER: '500000000',
  GOLD: '2000000000',
  DIAMOND: '10000000000',
};

/** The fee on money received through a VA, per KYC level (below 2 no VA can be opened). */
export const VA_FEES: Readonly<Record<FeeLevel, FeeRuleType>> = {
  '2': { type: 'PERCENT', value: '1' },
  '3': { type: 'PERCENT', value: '0.8' },
  '4': { type: 'PERCENT', value: '0.5' },
};

/** PRODUCT.md section 4: a VA QR code is payable for 30 minutes. */
export const QR_VALID_SECONDS = 1800;

/** How many VAs (other than rejected ones) an account may hold. */
export const MAX_VIRTUAL_ACCOUNTS = 20;

/** The KYC level opening a VA needs: the screens explain it too, so it lives with the VA rule. */
export { VA_MIN_KYC_LEVEL } from '../../src/lib/va-enabled.ts';

/** The VA fee of a KYC level, or null below level 2. */
export function vaFeeFor(level: number): FeeRuleType | null {
  const key = String(Math.min(level, 4));
  return key === '2' || key === '3' || key === '4' ? VA_FEES[key] : null;
}

export function vaMonthlyLimit(tier: Tier): { amount: string; currency: string } {
  return { amount: VA_MONTHLY_LIMITS[tier], currency: VA_CURRENCY };
}

export function rangeOfRateView(row: VaRangeOfRateRow): RangeOfRateType {
  const fee: FeeRuleType =
    row.feeType === 'FIXED'
      ? { type: 'FIXED', value: decimalString(row.feeValue), currency: row.feeCurrency ?? row.currency }
      : { type: 'PERCENT', value: decimalString(row.feeValue) };
  return {
    id: row.id,
    currency: row.currency,
    min: decimalString(row.min),
    max: row.max === null ? null : decimalString(row.max),
    rate: decimalString(row.rate),
    received_currency: row.receivedCurrency,
    fee,
  };
}

/** The active ranges, by currency then lower bound. */
export function activeRangesOfRate(db: Executor): Promise<VaRangeOfRateRow[]> {
  return db
    .select()
    .from(vaRangesOfRate)
    .where(eq(vaRangesOfRate.active, true))
    .orderBy(asc(vaRangesOfRate.currency), asc(vaRangesOfRate.min), asc(vaRangesOfRate.id));
}

export async function vaSettingsOf(db: Executor, account: UserRow): Promise<VaSettingsType> {
  const tiers = Object.keys(VA_MONTHLY_LIMITS) as Tier[];
  return {
    limits: Object.fromEntries(tiers.map((tier) => [tier, vaMonthlyLimit(tier)])) as VaSettingsType['limits'],
    fees: { ...VA_FEES },
    ranges_of_rate: (await activeRangesOfRate(db)).map(rangeOfRateView),
    current: {
      tier: account.tier,
      account_level: account.kycLevel,
      limit: vaMonthlyLimit(account.tier),
      fee: vaFeeFor(account.kycLevel),
    },
    qr_valid_seconds: QR_VALID_SECONDS,
  };
}
