/** Where a visitor without a session is sent, and how it brings them back (SPEC section 2). */
export const SIGN_IN_PATH = '/signin';
export const HOME_PATH = '/';

/** The sign-in URL that returns to `wanted` afterwards. */
export function signInUrl(wanted: string, expired = false): string {
  const query = new URLSearchParams();
  if (wanted && wanted !== HOME_PATH) query.set('redirect', wanted);
  if (expired) query.set('isSessionExpired', 'true');
  const text = query.toString();
  return text ? `${SIGN_IN_PATH}?${text}` : SIGN_IN_PATH;
}
