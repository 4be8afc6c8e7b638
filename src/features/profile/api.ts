/**
 * The profile call (GET /accounts/me). Until the API contract lands (issue 3) this is a stub that
 * derives the minimal profile from the session cookies; the guard only ever calls it through here.
 */

import { ROLE_COOKIE, toRole } from '../../app/page-route.ts';
import type { Role } from '../../app/routes.ts';
import { readCookie } from '../../lib/cookies.ts';

export interface ProfileSummary {
  readonly role: Role;
}

/** Fetch the signed-in user's profile. TODO(issue 3): call GET /accounts/me through the HTTP module. */
export async function fetchProfile(): Promise<ProfileSummary> {
  return { role: toRole(readCookie(document.cookie, ROLE_COOKIE)) };
}
