/**
 * The 2FA settings as the security screen edits them (src/contract/calls/security.ts, PRODUCT.md section 3): a
 * draft of the switch, the method and where it applies, what saving it sends, and what must come first — an
 * authenticator app set up, a phone number verified. Plain functions the store and its tests call.
 */
import type { TwoFactorSettingsType } from '../../contract/calls/security.ts';
import type { SecondFactorMethod, TwoFactorProfile, TwoFactorScope } from '../../stores/kit/second-factor.ts';

/** The methods in the order the screen offers them (SPEC section 3). */
export const METHODS: readonly SecondFactorMethod[] = ['EMAIL', 'AUTHENTICATOR_APP', 'SMS'];
/** Where 2FA may apply, in SPEC section 3's order. */
export const SCOPES: readonly TwoFactorScope[] = ['WITHDRAWAL', 'ADD_BANK', 'LOGIN'];
/**
 * What turning 2FA on protects when nothing was chosen before: the actions that move money or change where it
 * goes. Signing in is the user's choice (docs/decisions/016).
 */
export const DEFAULT_SCOPES: readonly TwoFactorScope[] = ['WITHDRAWAL', 'ADD_BANK'];
/** At or below this many recovery codes left, the screen says to make new ones (docs/decisions/016). */
export const FEW_RECOVERY_CODES = 3;

/** The settings being edited on the overview. */
export interface SettingsDraft {
  readonly on: boolean;
  readonly method: SecondFactorMethod;
  readonly enableFor: readonly TwoFactorScope[];
}

/** PUT /two-factor/settings's body without its code. */
export interface SettingsChange {
  readonly method: SecondFactorMethod;
  readonly status: 'ACTIVE' | 'INACTIVE';
  readonly enable_for: TwoFactorScope[];
}

/** What must happen before a draft can be saved. */
export type Prerequisite = 'enrol-app' | 'verify-phone';

/** The saved settings as a draft; email when no method was ever chosen. */
export function draftOf(settings: TwoFactorSettingsType): SettingsDraft {
  return { on: settings.status === 'ACTIVE', method: settings.method ?? 'EMAIL', enableFor: settings.enable_for };
}

/** The switch flipped: turning on with nothing chosen protects the DEFAULT_SCOPES. */
export function switched(draft: SettingsDraft, on: boolean): SettingsDraft {
  const enableFor = on && draft.enableFor.length === 0 ? DEFAULT_SCOPES : draft.enableFor;
  return { ...draft, on, enableFor };
}

/** One scope ticked or unticked; the list stays in SCOPES' order, each once. */
export function withScope(draft: SettingsDraft, scope: TwoFactorScope, on: boolean): SettingsDraft {
  const chosen = new Set(draft.enableFor);
  if (on) chosen.add(scope);
  else chosen.delete(scope);
  return { ...draft, enableFor: SCOPES.filter((each) => chosen.has(each)) };
}

/** What saving the draft sends. */
export function changeOf(draft: SettingsDraft): SettingsChange {
  return {
    method: draft.method,
    status: draft.on ? 'ACTIVE' : 'INACTIVE',
    enable_for: SCOPES.filter((scope) => draft.enableFor.includes(scope)),
  };
}

/** Whether saving the draft would change anything (the method and scopes of a switched-off 2FA do not count). */
export function isChanged(draft: SettingsDraft, settings: TwoFactorSettingsType): boolean {
  const saved = draftOf(settings);
  if (draft.on !== saved.on) return true;
  if (!draft.on) return false;
  return draft.method !== saved.method || changeOf(draft).enable_for.join() !== changeOf(saved).enable_for.join();
}

/** Why the draft cannot be saved as it is: on, but protecting nothing. */
export function draftProblem(draft: SettingsDraft): 'no_scope' | null {
  return draft.on && draft.enableFor.length === 0 ? 'no_scope' : null;
}

/** What must come first: the method chosen is not ready yet (the server would refuse it). */
export function prerequisiteOf(draft: SettingsDraft, settings: TwoFactorSettingsType): Prerequisite | null {
  if (!draft.on) return null;
  if (draft.method === 'AUTHENTICATOR_APP' && !settings.authenticator_enrolled) return 'enrol-app';
  if (draft.method === 'SMS' && !settings.phone_verified) return 'verify-phone';
  return null;
}

/** The settings as the kit's second factor reads them (which codes the screen's own changes ask for). */
export function twoFactorProfileOf(settings: TwoFactorSettingsType): TwoFactorProfile {
  return {
    two_factor_status: settings.status,
    two_factor_method: settings.method,
    two_factor_enable_for: settings.enable_for,
  };
}

/** Whether the screen should say to make new recovery codes. */
export function fewRecoveryCodes(settings: TwoFactorSettingsType): boolean {
  return settings.status === 'ACTIVE' && settings.recovery_codes_left <= FEW_RECOVERY_CODES;
}

/** A base32 secret as people copy it by hand: groups of four (`JBSW Y3DP EHPK 3PXP`). */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}
