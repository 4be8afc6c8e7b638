/**
 * Compresses the API's JSON answers (brotli, else gzip, as the request accepts): `/api/warehouse/v1/countries` is
 * 48 KB as JSON and 9 KB gzipped, and a phone on a slow network waits for every byte. Only JSON is touched, so the
 * live event stream (`text/event-stream`) passes through as it is sent, never buffered; answers under a small
 * threshold (the static host's, tools/static-host/precompress.ts) are left alone, where compression saves too little.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { MIN_COMPRESS_BYTES } from '../tools/static-host/precompress.ts';
import { acceptedEncodings } from './static/serve.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The quality a per-request compression can afford: near gzip's speed, most of brotli's gain. */
const BROTLI_QUALITY = 5;

/** Hono middleware compressing JSON responses for clients that accept br or gzip. */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'HEAD' || !isPlainJson(c.res)) return;
    // Whether compressed or not, the answer depends on the header: caches must keep the two apart.
    c.res.headers.append('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(c.req.header('accept-encoding') ?? null);
    if (encoding === null) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    if (body.byteLength < MIN_COMPRESS_BYTES) {
      c.res = new Response(body, c.res);
      return;
    }
    const compressed = new Uint8Array(await compress(body, encoding));
    c.res = new Response(compressed, c.res);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.byteLength));
  };
}

/** A JSON body not already encoded and not marked `no-transform`. */
function isPlainJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return (
    response.body !== null &&
    /^application\/(?:[\w.+-]+\+)?json\b/i.test(type) &&
    !response.headers.has('content-encoding') &&
    !/\bno-transform\b/i.test(response.headers.get('cache-control') ?? '')
  );
}

/** br when accepted, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

function compress(body: Uint8Array, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body);
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}
