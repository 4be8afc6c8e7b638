/**
 * A notice one auth page leaves for the sign-in page it sends the user to (the password reset's "your
 * password was changed"): a sessionStorage flag, because the toast must survive the full page load and
 * belongs to this tab only. The sign-in island takes it once and shows it as a toast.
 */
export type SignInNotice = 'password-reset';

const KEY = 'signin-notice';

export function queueSignInNotice(notice: SignInNotice): void {
  try {
    sessionStorage.setItem(KEY, notice);
  } catch {
    // Storage refused (private mode quota): the user simply sees no toast.
  }
}

/** The queued notice, removed as it is read; null when there is none. */
export function takeSignInNotice(): SignInNotice | null {
  try {
    const notice = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return notice === 'password-reset' ? notice : null;
  } catch {
    return null;
  }
}
