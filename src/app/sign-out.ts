/**
 * Signing out on purpose (the navigation's button, the inactivity dialog) or at the end of the
 * inactivity countdown: the page's reads under way and its live stream stop first, and none starts after
 * (answered after the revocation, they would come back refused and try to renew a dead session), then the session is revoked on
 * the server (DELETE /logout, briefly: whatever it answers, even nothing), then logged out locally in every
 * tab (src/stores/session.ts).
 */
import { api, endSignedInCalls } from '../stores/api.ts';
import { stopSessionConnections } from '../stores/reset.ts';
import { logoutLocally } from '../stores/session.ts';

/** Per attempt, and in all: signing out never waits long for the server. */
export const LOGOUT_TIMEOUT_MS = 3000;

export async function signOut(options: { expired?: boolean } = {}): Promise<void> {
  stopSessionConnections();
  endSignedInCalls();
  await api.logout({}, { timeoutMs: LOGOUT_TIMEOUT_MS, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  logoutLocally(options);
}
