import { describe, expect, it } from 'vitest';
import { headersOf, type XhrLike, xhrUpload } from '../../../src/lib/http/upload.ts';

type Listener = () => void;

/** An XMLHttpRequest the test drives: it records what was sent and fires the events it is told to. */
class FakeXhr implements XhrLike {
  status = 0;
  responseText = '';
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  aborted = false;
  private readonly listeners = new Map<string, Listener[]>();
  private readonly progressListeners: ((event: ProgressEvent) => void)[] = [];
  rawHeaders = '';
  readonly upload = {
    addEventListener: (_type: string, listener: (event: ProgressEvent) => void) => {
      this.progressListeners.push(listener);
    },
  } as unknown as XhrLike['upload'];

  open(method: string, url: string | URL): void {
    this.opened = [method, String(url)];
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null): void {
    this.sent = body;
  }
  abort(): void {
    this.aborted = true;
    this.fire('abort');
  }
  getAllResponseHeaders(): string {
    return this.rawHeaders;
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  progress(loaded: number, total: number, lengthComputable = true): void {
    for (const listener of this.progressListeners) listener({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, text: string, rawHeaders: string): void {
    this.status = status;
    this.responseText = text;
    this.rawHeaders = rawHeaders;
    this.fire('load');
  }
}

function setup() {
  const xhr = new FakeXhr();
  const progress: [number, number][] = [];
  const controller = new AbortController();
  const body = new FormData();
  body.append('side', 'front');
  const pending = xhrUpload(() => xhr)(
    'https://api.test/api/v1/kyc/documents',
    { method: 'POST', headers: { 'x-signature': 'sig', authorization: 'Bearer t' }, body, signal: controller.signal },
    ({ loaded, total }) => progress.push([loaded, total]),
  );
  return { xhr, progress, controller, body, pending };
}

describe('an upload with progress over XMLHttpRequest', () => {
  it('sends the method, URL, headers and body, reports progress and answers a Response with the headers', async () => {
    const { xhr, progress, body, pending } = setup();
    expect(xhr.opened).toEqual(['POST', 'https://api.test/api/v1/kyc/documents']);
    expect(xhr.headers).toEqual({ 'x-signature': 'sig', authorization: 'Bearer t' });
    expect(xhr.sent).toBe(body);
    xhr.progress(10, 100);
    xhr.progress(50, 100, false);
    xhr.progress(100, 100);
    xhr.answer(200, '{"status":true}', 'Content-Type: application/json\r\nDate: Thu, 01 Jan 2026 00:00:00 GMT\r\n');
    const response = await pending;
    expect(progress).toEqual([
      [10, 100],
      [100, 100],
    ]);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"status":true}');
    expect(response.headers.get('date')).toBe('Thu, 01 Jan 2026 00:00:00 GMT');
  });

  it('answers a refusal as a Response too, and a 204 without a body', async () => {
    const refused = setup();
    refused.xhr.answer(413, '{"code":"FILE_TOO_LARGE"}', '');
    expect((await refused.pending).status).toBe(413);
    const empty = setup();
    empty.xhr.answer(204, '', '');
    expect((await empty.pending).status).toBe(204);
  });

  it('rejects like fetch: a TypeError when the connection fails, an AbortError when the caller aborts', async () => {
    const failed = setup();
    failed.xhr.fire('error');
    await expect(failed.pending).rejects.toBeInstanceOf(TypeError);
    const aborted = setup();
    aborted.controller.abort();
    expect(aborted.xhr.aborted).toBe(true);
    await expect(aborted.pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing when the signal is already aborted', async () => {
    let made = 0;
    const controller = new AbortController();
    controller.abort();
    const upload = xhrUpload(() => {
      made += 1;
      return new FakeXhr();
    });
    const init = { method: 'POST', headers: {}, body: null, signal: controller.signal };
    await expect(upload('https://api.test/x', init, () => undefined)).rejects.toMatchObject({ name: 'AbortError' });
    expect(made).toBe(0);
  });
});

describe('response headers', () => {
  it('reads the name: value lines XMLHttpRequest gives, values with colons kept whole', () => {
    const headers = headersOf('date: Thu, 01 Jan 2026 00:00:00 GMT\r\nx-a: b:c\r\n\r\n');
    expect(headers.get('date')).toBe('Thu, 01 Jan 2026 00:00:00 GMT');
    expect(headers.get('x-a')).toBe('b:c');
  });
});
