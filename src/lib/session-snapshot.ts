/**
 * What a tab remembers between its pages for one sign-in only (the last known balances, painted at once on the
 * next page while the fresh ones load): kept in sessionStorage (this tab, gone with it) under the session's key
 * (`sessionKeyOf`, below). A snapshot of another session — signed out and in, or someone
 * else — is never read, and is removed when met; local logout removes it too.
 */

/** The part of the Web Storage API used here (sessionStorage in the browser, a map in tests). */
export interface SnapshotStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Stored<T> {
  readonly session: string;
  readonly value: T;
}

const keyOf = (name: string) => `campay-last-${name}`;

/** The value kept for `session`, or null (none, another session's — then removed —, or unreadable). */
export function readSnapshot<T>(storage: SnapshotStorage, name: string, session: string | null): T | null {
  try {
    const text = storage.getItem(keyOf(name));
    if (text === null) return null;
    const stored = JSON.parse(text) as Partial<Stored<T>>;
    if (session !== null && stored.session === session && stored.value !== undefined) return stored.value;
    storage.removeItem(keyOf(name));
  } catch {
    // Storage disabled or a value that is not ours: nothing to paint early.
  }
  return null;
}

/** Keep `value` for `session` (no session: nothing is kept). */
export function writeSnapshot<T>(storage: SnapshotStorage, name: string, session: string | null, value: T): void {
  if (session === null) return;
  try {
    storage.setItem(keyOf(name), JSON.stringify({ session, value } satisfies Stored<T>));
  } catch {
    // Quota or disabled storage: the next page loads without early figures, nothing worse.
  }
}

/** Forget the snapshot (local logout). */
export function clearSnapshot(storage: SnapshotStorage, name: string): void {
  try {
    storage.removeItem(keyOf(name));
  } catch {
    // Disabled storage holds nothing.
  }
}

/**
 * Which sign-in the access token belongs to (`<person>:<session id>`, the JWT's `sub` and `sid` claims), to key
 * what a tab keeps for this session only (the last known balances): the same across token refreshes, another
 * after signing out and in, or as someone else. Read, never trusted — the server checks the token. Null when
 * the token is absent or not one the reference API issues.
 */
export function sessionKeyOf(accessToken: string | null): string | null {
  const payload = accessToken?.split('.')[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as {
      sub?: unknown;
      sid?: unknown;
    };
    return typeof claims.sid === 'string' && claims.sub !== undefined ? `${String(claims.sub)}:${claims.sid}` : null;
  } catch {
    return null;
  }
}
