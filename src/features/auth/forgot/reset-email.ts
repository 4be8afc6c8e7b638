/**
 * The email a reset is for, carried from /forgot to /forgot/<w-token> in this tab's sessionStorage under a
 * key per token (the reset call needs it beside the token). Never localStorage, and the token itself is
 * kept nowhere else: the address bar holds it until the reset is done. A link opened in another tab or
 * device finds no email and starts again.
 */
const PREFIX = 'reset-email:';

export function keepResetEmail(token: string, email: string): void {
  try {
    sessionStorage.setItem(PREFIX + token, email);
  } catch {
    // Storage refused: the next page says the link cannot be used here, and the user starts again.
  }
}

export function readResetEmail(token: string): string | null {
  try {
    return sessionStorage.getItem(PREFIX + token);
  } catch {
    return null;
  }
}

export function forgetResetEmail(token: string): void {
  try {
    sessionStorage.removeItem(PREFIX + token);
  } catch {
    // Nothing was stored.
  }
}

/** The w-token of a /forgot/<token> address; null when the path carries none. */
export function tokenFromPath(pathname: string): string | null {
  const match = /^\/forgot\/([^/]+)\/?$/.exec(pathname);
  if (match?.[1] === undefined) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
