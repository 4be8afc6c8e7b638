/**
 * The VA screens' plain decisions: whether /va opens or explains why not, which limit and fee apply, who may
 * manage VAs, the platform order of a picker and the changes a bulk platform update sends.
 */
import type { FeeRuleType, VaSettingsType, VirtualAccountType } from '../../contract/calls/va.ts';
import type { Role } from '../../lib/roles.ts';
import { VA_MIN_KYC_LEVEL, type VaFlags, vaCountsEnabled } from '../../lib/va-enabled.ts';

/**
 * open: VAs can be opened and used; verify: the KYC level is below what opening a VA needs (finish verification);
 * support: the account's VA flag is off (only support can turn it on). The level comes first, as the API refuses
 * it first and it is the one a person can act on alone.
 */
export type VaGate = 'open' | 'verify' | 'support';

export function vaGate(flags: VaFlags): VaGate {
  if (flags.kycLevel < VA_MIN_KYC_LEVEL) return 'verify';
  return vaCountsEnabled(flags) ? 'open' : 'support';
}

/** PRODUCT.md section 4: DIRECTOR and FINANCE open VAs, set their platforms and withdraw; a SELLER views. */
export const VA_MANAGER_ROLES: readonly Role[] = ['director', 'financial'];

export function canManageVa(role: Role): boolean {
  return VA_MANAGER_ROLES.includes(role);
}

type Tier = keyof VaSettingsType['limits'];

/** SPEC section 3's tiers, lowest first, as the limits table lists them. */
export const TIERS: readonly Tier[] = ['STANDARD', 'SILVER', 'GOLD', 'DIAMOND'];
/** SPEC section 9's VA fee levels, lowest first. */
export const FEE_LEVELS: readonly number[] = [2, 3, 4];

/** The monthly VA limit of a tier (null when the settings name none). */
export function limitForTier(
  settings: Pick<VaSettingsType, 'limits'>,
  tier: string,
): VaSettingsType['current']['limit'] | null {
  return (settings.limits as Partial<Record<string, VaSettingsType['current']['limit']>>)[tier] ?? null;
}

/** The VA fee of a KYC level: none below the minimum level, level 4's above it. */
export function feeForLevel(settings: Pick<VaSettingsType, 'fees'>, level: number): FeeRuleType | null {
  if (level < VA_MIN_KYC_LEVEL) return null;
  const key = String(Math.min(Math.trunc(level), 4));
  return (settings.fees as Partial<Record<string, FeeRuleType>>)[key] ?? null;
}

interface NamedPlatform {
  readonly id: number;
  readonly name: string;
}

/** How many of the given VAs use each platform. */
export function platformUse(vas: readonly Pick<VirtualAccountType, 'platform'>[]): ReadonlyMap<number, number> {
  const use = new Map<number, number>();
  for (const { platform } of vas) if (platform !== null) use.set(platform.id, (use.get(platform.id) ?? 0) + 1);
  return use;
}

/** Most used first (PRODUCT.md section 4), then by name, so the order never jumps between loads. */
export function sortPlatforms<P extends NamedPlatform>(platforms: readonly P[], use: ReadonlyMap<number, number>): P[] {
  return [...platforms].sort(
    (a, b) => (use.get(b.id) ?? 0) - (use.get(a.id) ?? 0) || a.name.localeCompare(b.name) || a.id - b.id,
  );
}

export interface BulkChange {
  readonly va: Pick<VirtualAccountType, 'id' | 'account_number' | 'bank'>;
  readonly platform: NamedPlatform;
}

/**
 * The changes a bulk update sends, in the list's order: each VA given a platform that exists among `platforms`;
 * VAs left without a choice (or with one no longer offered) are left out.
 */
export function bulkChanges(
  vas: readonly BulkChange['va'][],
  choices: ReadonlyMap<number, number>,
  platforms: readonly NamedPlatform[],
): BulkChange[] {
  const changes: BulkChange[] = [];
  for (const va of vas) {
    const chosen = choices.get(va.id);
    const platform = platforms.find((candidate) => candidate.id === chosen);
    if (platform !== undefined) changes.push({ va, platform });
  }
  return changes;
}

/** The request body of a bulk update. */
export function bulkItems(changes: readonly BulkChange[]): { id: number; platform_id: number }[] {
  return changes.map(({ va, platform }) => ({ id: va.id, platform_id: platform.id }));
}
