/**
 * Signing out on purpose (the navigation's button, the inactivity dialog) or at the end of the
 * inactivity countdown: revoke the session on the server (DELETE /logout, briefly: whatever it answers,
 * even nothing), then log out locally in every tab (src/stores/session.ts).
 */
import { api } from '../stores/api.ts';
import { logoutLocally } from '../stores/session.ts';

/** Per attempt, and in all: signing out never waits long for the server. */
export const LOGOUT_TIMEOUT_MS = 3000;

export async function signOut(options: { expired?: boolean } = {}): Promise<void> {
  await api.logout({}, { timeoutMs: LOGOUT_TIMEOUT_MS, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  logoutLocally(options);
}
