/**
 * Test doubles for the shared stores: the demo director's profile, a live stream the test writes to, storage in a map,
 * a session cookie.
 */
import { vi } from 'vitest';
import type { ProfileSummary } from '../../src/stores/profile.ts';

/**
 * The demo director's profile as the stores hold it (GOLD business, level 3, VA on, cards off, 2FA off): the person
 * the store tests start from, each spreading it to turn cards on or change the role.
 */
export const DEMO_DIRECTOR: ProfileSummary = {
  role: 'director',
  accountType: 'BUSINESS',
  name: 'Director',
  email: 'director@demo.test',
  languageCode: 'en',
  vaEnable: true,
  vcEnable: false,
  walletEnable: true,
  tier: { name: 'Gold', value: 'GOLD' },
  accountLevel: { level: 3, name: 'Level 3' },
  twoFactor: { two_factor_status: 'INACTIVE', two_factor_method: null, two_factor_enable_for: [] },
};

/** An event-stream response whose body the test writes (`send`) and ends (`drop`). */
export function liveStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send(type: string, data: unknown, id = 'n1.1') {
      controller?.enqueue(new TextEncoder().encode(`event: ${type}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    drop() {
      controller?.close();
    },
  };
}

/** sessionStorage as a map (the stores read the global). */
export function stubSessionStorage(): Map<string, string> {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  return items;
}

/** A signed-in document: an access token shaped like the reference API's, naming person `sub` and session `sid`. */
export function stubSession(sub: number, sid: string): void {
  const claims = Buffer.from(JSON.stringify({ sub, sid })).toString('base64url');
  vi.stubGlobal('document', { cookie: `access_token=h.${claims}.s; role=director` });
}

/** Let every pending promise and timer of the current turn run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
