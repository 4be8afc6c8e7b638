/**
 * How the profile screen words the account's standing, as plain functions the unit tests call: the level (SPEC
 * section 1: 0–4, the VIP level shown as "VIP"), the tier with its name, what the next level unlocks and the VA
 * limits. Nothing here knows a number of its own: fees and limits come from GET /settings/virtual-accounts, the
 * next level and what it needs from GET /kyc, the VIP level from GET /constants.
 */
import type { z } from 'zod';
import type { KycRequirement } from '../../contract/calls/kyc.ts';
import type { FeeRuleType, VaSettingsType } from '../../contract/calls/va.ts';
import type { Tier } from '../../contract/common.ts';
import { m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import { compareAmounts, formatMoney, formatNumber } from '../../lib/money.ts';

export type TierValue = z.infer<typeof Tier>;
export type Requirement = z.infer<typeof KycRequirement>;
type Money = VaSettingsType['current']['limit'];

/** SPEC section 1: the VIP level is shown as "VIP", the others by number. */
export function isVip(level: number, vipLevel: number): boolean {
  return level >= vipLevel;
}

const LEVEL_NAMES: readonly (() => string)[] = [
  m.profile_level_name_0,
  m.profile_level_name_1,
  m.profile_level_name_2,
  m.profile_level_name_3,
];

/** "Level 2" or "VIP". */
export function levelLabel(level: number, vipLevel: number): string {
  return isVip(level, vipLevel) ? m.profile_level_vip() : m.profile_level_number({ level: String(level) });
}

/** What a level means in words ("Verified"); null for VIP, whose label says it all. */
export function levelName(level: number, vipLevel: number): string | null {
  return isVip(level, vipLevel) ? null : (LEVEL_NAMES[level]?.() ?? null);
}

const TIER_NAMES: Readonly<Record<TierValue, () => string>> = {
  STANDARD: m.profile_tier_standard,
  SILVER: m.profile_tier_silver,
  GOLD: m.profile_tier_gold,
  DIAMOND: m.profile_tier_diamond,
};

/** The tier's name in the page's language (the server words it in English only). */
export function tierName(tier: TierValue): string {
  return TIER_NAMES[tier]();
}

/** A fee as people read it: `1%`, `0,8%` in Vietnamese, or a fixed amount in its currency. */
export function feeText(fee: FeeRuleType, locale: Locale): string {
  return fee.type === 'PERCENT'
    ? m.profile_fee_percent({ value: formatNumber(fee.value, locale) })
    : formatMoney(fee.value, fee.currency, locale);
}

/** A VA monthly limit in its currency. */
export function limitText(limit: Money, locale: Locale): string {
  return formatMoney(limit.amount, limit.currency, locale);
}

/** Every tier's monthly VA limit, in the settings' order, with the caller's marked. */
export function tierLimits(settings: VaSettingsType): { tier: TierValue; limit: Money; current: boolean }[] {
  return (Object.entries(settings.limits) as [TierValue, Money][]).map(([tier, limit]) => ({
    tier,
    limit,
    current: tier === settings.current.tier,
  }));
}

/** The VA fee of a level, or null where VAs are not open yet (VaFeeLevel: levels 2, 3, 4). */
export function vaFeeAt(settings: VaSettingsType, level: number): FeeRuleType | null {
  const key = String(level);
  return key === '2' || key === '3' || key === '4' ? settings.fees[key] : null;
}

/** The lowest level with a VA fee: the one that opens virtual accounts. */
export function vaOpeningLevel(settings: VaSettingsType): number | null {
  const levels = Object.keys(settings.fees).map(Number);
  return levels.length === 0 ? null : Math.min(...levels);
}

/** Whether `to` is a cheaper fee than `from` (only two percentages compare; a fixed fee depends on the amount). */
function cheaper(from: FeeRuleType, to: FeeRuleType): boolean {
  return from.type === 'PERCENT' && to.type === 'PERCENT' && compareAmounts(to.value, from.value) < 0;
}

function sameFee(a: FeeRuleType, b: FeeRuleType): boolean {
  if (a.type === 'PERCENT' && b.type === 'PERCENT') return compareAmounts(a.value, b.value) === 0;
  if (a.type === 'FIXED' && b.type === 'FIXED')
    return a.currency === b.currency && compareAmounts(a.value, b.value) === 0;
  return false;
}

/** One thing the next level changes. */
export type Unlock =
  /** Virtual accounts open, with this fee and the tier's monthly limit. */
  | { readonly kind: 'virtual-accounts'; readonly fee: FeeRuleType; readonly limit: Money }
  /** The VA fee changes (`lower` when it is cheaper). */
  | { readonly kind: 'fee'; readonly from: FeeRuleType; readonly to: FeeRuleType; readonly lower: boolean }
  /** Nothing yet, but it is the way to the level that opens virtual accounts. */
  | { readonly kind: 'towards-virtual-accounts'; readonly level: number; readonly fee: FeeRuleType };

export interface NextLevel {
  readonly level: number;
  readonly vip: boolean;
  readonly unlocks: readonly Unlock[];
  /** What is still to send; empty when the company grants the level (VIP). */
  readonly requirements: readonly Requirement[];
}

/** What GET /kyc says of the next level. */
export interface NextLevelInput {
  readonly account_level: number;
  readonly next_level: { readonly level: number; readonly requirements: readonly Requirement[] } | null;
}

/** What reaching the next level changes, from the settings' fees and limits; null at the top level. */
export function nextLevelOf(kyc: NextLevelInput, settings: VaSettingsType, vipLevel: number): NextLevel | null {
  const next = kyc.next_level;
  if (next === null) return null;
  const now = vaFeeAt(settings, kyc.account_level);
  const then = vaFeeAt(settings, next.level);
  const unlocks: Unlock[] = [];
  if (then !== null && now === null) {
    unlocks.push({ kind: 'virtual-accounts', fee: then, limit: settings.current.limit });
  } else if (then !== null && now !== null && !sameFee(now, then)) {
    unlocks.push({ kind: 'fee', from: now, to: then, lower: cheaper(now, then) });
  } else if (then === null) {
    const opening = vaOpeningLevel(settings);
    const openingFee = opening === null ? null : vaFeeAt(settings, opening);
    if (opening !== null && openingFee !== null && opening > next.level) {
      unlocks.push({ kind: 'towards-virtual-accounts', level: opening, fee: openingFee });
    }
  }
  return { level: next.level, vip: isVip(next.level, vipLevel), unlocks, requirements: next.requirements };
}

/** An unlock in words. */
export function unlockText(unlock: Unlock, locale: Locale, tier: TierValue): string {
  switch (unlock.kind) {
    case 'virtual-accounts':
      return m.profile_unlock_va({
        fee: feeText(unlock.fee, locale),
        limit: limitText(unlock.limit, locale),
        tier: tierName(tier),
      });
    case 'fee':
      return (unlock.lower ? m.profile_unlock_fee_lower : m.profile_unlock_fee_change)({
        from: feeText(unlock.from, locale),
        to: feeText(unlock.to, locale),
      });
    case 'towards-virtual-accounts':
      return m.profile_unlock_towards({
        level: String(unlock.level),
        fee: feeText(unlock.fee, locale),
      });
  }
}
