/** The signed-in user's profile (GET /accounts/me), loaded once per page when a session exists (SPEC section 2). */
import { atom } from 'nanostores';
import type { ProfileType } from '../contract/calls/accounts.ts';
import { type Role, toRole } from '../lib/roles.ts';
import { api } from './api.ts';
import type { TwoFactorProfile } from './kit/second-factor.ts';
import { onReset } from './reset.ts';

/** What the guard and the app chrome need of the signed-in user. */
export interface ProfileSummary {
  readonly role: Role;
  /** Who the account is for: a BUSINESS also verifies the business (KYB). */
  readonly accountType: 'INDIVIDUAL' | 'BUSINESS';
  /** The user's own name (a team member's too). */
  readonly name: string;
  readonly email: string;
  /** The interface language chosen in the profile (`en`, `vi`). */
  readonly languageCode: string;
  readonly vaEnable: boolean;
  readonly vcEnable: boolean;
  readonly walletEnable: boolean;
  /** Tier name as the server words it (e.g. Gold) and its value (e.g. GOLD). */
  readonly tier: { readonly name: string; readonly value: string };
  /** KYC account level (0–4) and its name. */
  readonly accountLevel: { readonly level: number; readonly name: string };
  /** The second factor and the actions it guards: the confirm step asks for its code when it covers the action. */
  readonly twoFactor: TwoFactorProfile;
}

export const $profile = atom<ProfileSummary | null>(null);
let pending: Promise<ProfileSummary> | null = null;

onReset(() => {
  $profile.set(null);
  pending = null;
});

/** What the app keeps of a profile (GET /accounts/me, and every call answering one). */
export function summaryOf(profile: ProfileType): ProfileSummary {
  return {
    role: toRole(profile.role),
    accountType: profile.account_type,
    name: profile.full_name,
    email: profile.email,
    languageCode: profile.language.code,
    vaEnable: profile.va_enable,
    vcEnable: profile.vc_enable,
    walletEnable: profile.wallet_enable,
    tier: { name: profile.tier.name, value: profile.tier.value },
    accountLevel: {
      level: profile.ky_verification_status.account_level,
      name: profile.ky_verification_status.name,
    },
    twoFactor: {
      two_factor_status: profile.two_factor_status,
      two_factor_method: profile.two_factor_method,
      two_factor_enable_for: profile.two_factor_enable_for,
    },
  };
}

/**
 * A profile newer than the loaded one (a call answered it: an edit, a language change, a re-read after a level
 * change), so the chrome and every screen show it without a reload.
 */
export function replaceProfile(profile: ProfileType): void {
  showProfile(summaryOf(profile));
}

/**
 * Set the profile only when it differs: a re-read answering the same (every opening of the live stream reads it
 * again) must not make each follower react — the wallets, the cards, the chrome would read and draw again.
 */
function showProfile(next: ProfileSummary): void {
  const shown = $profile.get();
  if (shown === null || JSON.stringify(shown) !== JSON.stringify(next)) $profile.set(next);
}

/**
 * Fetch the signed-in user's profile. Rejects when it cannot be loaded (offline, server error), so the
 * caller keeps the boot script's cookie-based decision; a refused session has already logged out.
 */
async function fetchProfile(): Promise<ProfileSummary> {
  const result = await api.getMe();
  if (result.status === false) throw new Error(result.message, { cause: result });
  return summaryOf(result.data);
}

/** The loaded profile, fetching it once if a token exists but no profile is loaded; a failed load may be retried. */
export function ensureProfile(): Promise<ProfileSummary> {
  const loaded = $profile.get();
  if (loaded) return Promise.resolve(loaded);
  pending ??= fetchProfile().then(
    (profile) => {
      $profile.set(profile);
      return profile;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * Read the profile again (the level, tier or account type changed: src/stores/verification.ts), so every island
 * showing it follows. A failed read keeps the profile shown.
 */
export async function reloadProfile(): Promise<void> {
  try {
    showProfile(await fetchProfile());
  } catch {
    // Offline or refused: the next page reads it again.
  }
}

/** The 2FA settings changed on this page (/setting/security): the loaded profile follows, without a reload. */
export function followTwoFactor(twoFactor: TwoFactorProfile): void {
  const loaded = $profile.get();
  if (loaded !== null) $profile.set({ ...loaded, twoFactor });
}
