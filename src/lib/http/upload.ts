/**
 * Sending an upload with progress. `fetch` cannot report how much of a request body has left (only Chromium
 * streams request bodies, and only over HTTP/2), so a call given `onUploadProgress` goes through an
 * XMLHttpRequest instead, with the same headers, body, abort signal and answer as `fetch` would have: the
 * transport (transport.ts) reads its `Response` like any other, so timeouts, retries, the server clock and the
 * session rules stay the HTTP module's.
 */

/** How much of a request body has been sent. */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

/** What an upload sends: fetch's init, narrowed to what the transport gives. */
export interface UploadInit {
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: XMLHttpRequestBodyInit | null;
  readonly signal: AbortSignal;
}

/** Sends `init` to `url` reporting progress; settles like fetch (a Response, or a rejection). */
export type Upload = (
  url: string,
  init: UploadInit,
  onProgress: (progress: UploadProgress) => void,
) => Promise<Response>;

/** The part of XMLHttpRequest an upload uses. */
export type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'responseText' | 'getAllResponseHeaders'
> & {
  readonly upload: Pick<XMLHttpRequestUpload, 'addEventListener'>;
  addEventListener(type: 'load' | 'error' | 'abort' | 'timeout', listener: () => void): void;
};

/** Statuses whose Response may carry no body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** `name: value` lines (XMLHttpRequest's getAllResponseHeaders) as Headers. */
export function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/** An Upload over XMLHttpRequest (`create` makes one; tests pass a fake). */
export function xhrUpload(create: () => XhrLike = () => new XMLHttpRequest()): Upload {
  return (url, init, onProgress) =>
    new Promise<Response>((resolve, reject) => {
      if (init.signal.aborted) {
        reject(abortError());
        return;
      }
      const xhr = create();
      xhr.open(init.method, url);
      for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
      xhr.addEventListener('load', () => {
        const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, headers: headersOf(xhr.getAllResponseHeaders()) }));
      });
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      xhr.addEventListener('timeout', () => reject(new TypeError('Network request timed out')));
      xhr.addEventListener('abort', () => reject(abortError()));
      init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(init.body);
    });
}
