/** Test doubles for the shared stores: a live stream the test writes to, storage in a map, a session cookie. */
import { vi } from 'vitest';

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
