/**
 * What every way of signing in ends with (password, employee, sign-up, invitation, /callback): keep the
 * tokens — only now, on success (SPEC section 4) — and go where the user was headed, in the account's language
 * when this device never chose one (src/app/profile-language.ts).
 */
import { safeRedirectTarget } from '../../app/guard.ts';
import { adoptProfileLanguageAtSignIn } from '../../app/profile-language.ts';
import type { AuthTokensType } from '../../contract/calls/auth.ts';
import { storeSession } from '../../stores/session.ts';

/** The `redirect` of the current address, if it stays on this site; home otherwise. */
export function redirectTarget(search: string = location.search): string {
  return safeRedirectTarget(new URLSearchParams(search).get('redirect'), location.origin);
}

export function startSession(tokens: AuthTokensType, target: string = redirectTarget()): void {
  storeSession(tokens);
  adoptProfileLanguageAtSignIn();
  // A full load: the next page's guard and bootstrap start from the stored session.
  location.assign(target);
}
