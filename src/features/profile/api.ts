/** The profile call (GET /accounts/me): what the guard and the app chrome need of the signed-in user. */
import { toRole } from '../../app/page-route.ts';
import type { Role } from '../../app/routes.ts';
import { api } from '../../lib/http/api.ts';

export interface ProfileSummary {
  readonly role: Role;
}

/**
 * Fetch the signed-in user's profile. Rejects when it cannot be loaded (offline, server error), so the
 * caller keeps the boot script's cookie-based decision; a refused session has already logged out.
 */
export async function fetchProfile(): Promise<ProfileSummary> {
  const result = await api.getMe();
  if (result.status === false) throw new Error(result.message, { cause: result });
  return { role: toRole(result.data.role) };
}
