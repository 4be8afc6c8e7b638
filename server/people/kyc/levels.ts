/**
 * What each account level needs (SPEC section 1: levels 0–4, 2 the named threshold, 4 shown as VIP). An
 * approved submission satisfies requirements (its `covers`); the level is the highest whose requirements
 * are all satisfied, and approvals only ever raise it. VIP (4) is granted by the company: nothing to submit.
 */
import type { z } from 'zod';
import type { KycRequirement } from '../../../src/contract/calls/kyc.ts';
import type { UserRow } from '../../auth/users.ts';
import { ACCOUNT_LEVELS } from '../../reference/constants.ts';

export type Requirement = z.infer<typeof KycRequirement>;
type AccountType = UserRow['accountType'];

export const IDENTITY_REQUIREMENTS: readonly Requirement[] = ['PERSONAL_INFO', 'IDENTITY_DOCUMENT', 'SELFIE'];
export const BUSINESS_REQUIREMENTS: readonly Requirement[] = ['BUSINESS_INFO', 'BUSINESS_DOCUMENTS'];
const TOP_LEVEL = ACCOUNT_LEVELS.length - 1;
/** The highest level submissions can reach; above it the company decides. */
const HIGHEST_SUBMITTED_LEVEL = 3;

export function requirementsFor(level: number, accountType: AccountType): Requirement[] {
  if (level <= 0) return [];
  if (level === 1) return ['PERSONAL_INFO'];
  if (level === 2) return [...IDENTITY_REQUIREMENTS];
  const business = accountType === 'BUSINESS' ? BUSINESS_REQUIREMENTS : [];
  return [...IDENTITY_REQUIREMENTS, 'PROOF_OF_ADDRESS', ...business];
}

/** The level the satisfied requirements reach on their own. */
export function levelReached(satisfied: ReadonlySet<string>, accountType: AccountType): number {
  let reached = 0;
  for (let level = 1; level <= HIGHEST_SUBMITTED_LEVEL; level++) {
    if (requirementsFor(level, accountType).every((requirement) => satisfied.has(requirement))) reached = level;
  }
  return reached;
}

export function levelName(level: number): string {
  return (ACCOUNT_LEVELS[level] ?? ACCOUNT_LEVELS[0]).name;
}

/** The next level and what it still needs; null at the top. */
export function nextLevel(level: number, accountType: AccountType, satisfied: ReadonlySet<string>) {
  if (level >= TOP_LEVEL) return null;
  const requirements = level + 1 > HIGHEST_SUBMITTED_LEVEL ? [] : requirementsFor(level + 1, accountType);
  return { level: level + 1, requirements: requirements.filter((requirement) => !satisfied.has(requirement)) };
}
