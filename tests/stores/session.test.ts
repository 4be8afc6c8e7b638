import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentCookieJar, readSession } from '../../src/lib/http/session.ts';
import { tokens } from '../lib/http/fakes.ts';

type SessionModule = typeof import('../../src/stores/session.ts');
type ResetModule = typeof import('../../src/stores/reset.ts');

const SERVER = Date.UTC(2026, 0, 1, 8);

/** `document.cookie` as a browser keeps it: writes are `Set-Cookie`-style strings, reads `a=1; b=2`. */
function fakeDocument() {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    values,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair = ''] = text.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (/max-age=0(;|$)/.test(text)) values.delete(name);
      else values.set(name, pair.slice(eq + 1));
    },
  };
}

function fakeLocation(protocol: string) {
  return { protocol, pathname: '/transactions', search: '?page=2', replace: vi.fn<(url: string) => void>() };
}

let doc: ReturnType<typeof fakeDocument>;
let loc: ReturnType<typeof fakeLocation>;
// A fresh module per test, as per page load: a tab that has started leaving stays leaving.
let listenForLogout: SessionModule['listenForLogout'];
let logoutLocally: SessionModule['logoutLocally'];
let storeSession: SessionModule['storeSession'];
let onReset: ResetModule['onReset'];

function browserOn(protocol: string): void {
  doc = fakeDocument();
  loc = fakeLocation(protocol);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('location', loc);
}

beforeEach(async () => {
  browserOn('https:');
  vi.resetModules();
  ({ listenForLogout, logoutLocally, storeSession } = await import('../../src/stores/session.ts'));
  ({ onReset } = await import('../../src/stores/reset.ts'));
});
afterEach(() => vi.unstubAllGlobals());

describe('storeSession', () => {
  it('writes every session cookie with path /, SameSite=Lax, Secure on https and the refresh lifetime', () => {
    storeSession(tokens(SERVER, 1));
    const access = doc.written.find((text) => text.startsWith('access_token='));
    expect(access).toBe(`access_token=access-1; path=/; SameSite=Lax; max-age=${30 * 24 * 3600}; Secure`);
    expect(doc.written.filter((text) => !text.includes('max-age=0'))).toHaveLength(7);
  });

  it('leaves Secure out on http (local development)', () => {
    browserOn('http:');
    storeSession(tokens(SERVER, 1));
    expect(doc.written.some((text) => text.includes('Secure'))).toBe(false);
  });

  it('is read back from the document', () => {
    storeSession(tokens(SERVER, 1));
    expect(readSession(documentCookieJar)).toMatchObject({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      access_expired_at: new Date(SERVER + 15 * 60_000).toISOString(),
      role: 'director',
      two_factor_method: null,
    });
  });
});

describe('logoutLocally', () => {
  it('empties the stores, deletes the session cookies, keeps preferences and goes to sign-in flagged expired', () => {
    const reset = vi.fn();
    const unregister = onReset(reset);
    storeSession(tokens(SERVER, 1));
    doc.cookie = 'nf_lang=vi; path=/';
    logoutLocally({ expired: true });
    unregister();
    expect(reset).toHaveBeenCalledOnce();
    expect([...doc.values.keys()]).toEqual(['nf_lang']);
    expect(loc.replace).toHaveBeenCalledWith(
      `/signin?redirect=${encodeURIComponent('/transactions?page=2')}&isSessionExpired=true`,
    );
  });

  it('tells the other tabs, which log out too', async () => {
    listenForLogout();
    storeSession(tokens(SERVER, 1));
    const otherTab = new BroadcastChannel('campay-session');
    otherTab.postMessage({ type: 'logout', expired: false });
    otherTab.close();
    await vi.waitFor(() => expect(loc.replace).toHaveBeenCalledWith('/signin'));
    expect(readSession(documentCookieJar).access_token).toBeNull();
  });

  it('leaves once: a second logout in the same tab neither navigates again nor tells the others again', () => {
    const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    logoutLocally({ expired: true });
    logoutLocally();
    expect(loc.replace).toHaveBeenCalledOnce();
    expect(loc.replace).toHaveBeenCalledWith(expect.stringContaining('isSessionExpired=true'));
    expect(post).toHaveBeenCalledOnce();
    post.mockRestore();
  });

  it("after following another tab's logout, this tab's own logout does nothing more", async () => {
    listenForLogout();
    const otherTab = new BroadcastChannel('campay-session');
    otherTab.postMessage({ type: 'logout', expired: false });
    otherTab.close();
    await vi.waitFor(() => expect(loc.replace).toHaveBeenCalledOnce());
    const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    logoutLocally({ expired: true });
    expect(loc.replace).toHaveBeenCalledOnce();
    expect(loc.replace).toHaveBeenCalledWith('/signin');
    expect(post).not.toHaveBeenCalled();
    post.mockRestore();
  });

  it('a plain logout goes to sign-in without the expired flag, and tells the others just that', () => {
    const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    logoutLocally();
    expect(loc.replace).toHaveBeenCalledWith('/signin');
    expect(post).toHaveBeenCalledWith({ type: 'logout', expired: false });
    post.mockRestore();
  });

  it('forgets what the wizards kept in this tab (a confirm step’s key among it), and nothing else', () => {
    const storage = new Map<string, string>([
      ['campay-wizard:withdraw', '{"step":"confirm"}'],
      ['campay-wizard:slot:transfer', '{"key":"k"}'],
      ['other', 'kept'],
    ]);
    vi.stubGlobal('sessionStorage', {
      get length() {
        return storage.size;
      },
      key: (index: number) => [...storage.keys()][index] ?? null,
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
    logoutLocally();
    expect([...storage.keys()]).toEqual(['other']);
  });

  it('follows only logout messages from the other tabs', async () => {
    listenForLogout();
    const otherTab = new BroadcastChannel('campay-session');
    // Not a logout, even one that says "expired": ignored; then the logout, which is not expired.
    otherTab.postMessage(null);
    otherTab.postMessage({ type: 'hello', expired: true });
    otherTab.postMessage({ type: 'logout', expired: false });
    otherTab.close();
    await vi.waitFor(() => expect(loc.replace).toHaveBeenCalledOnce());
    expect(loc.replace).toHaveBeenCalledWith('/signin');
  });
});
