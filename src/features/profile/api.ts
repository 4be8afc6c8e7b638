/** The profile call (GET /accounts/me): what the guard and the app chrome need of the signed-in user. */
import { toRole } from '../../app/page-route.ts';
import type { Role } from '../../app/routes.ts';
import { api } from '../../lib/http/api.ts';

export interface ProfileSummary {
  readonly role: Role;
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
}

/**
 * Fetch the signed-in user's profile. Rejects when it cannot be loaded (offline, server error), so the
 * caller keeps the boot script's cookie-based decision; a refused session has already logged out.
 */
export async function fetchProfile(): Promise<ProfileSummary> {
  const result = await api.getMe();
  if (result.status === false) throw new Error(result.message, { cause: result });
  const profile = result.data;
  return {
    role: toRole(profile.role),
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
  };
}
