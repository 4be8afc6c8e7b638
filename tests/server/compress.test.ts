import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { preferredEncoding } from '../../server/compress.ts';
import { MIN_COMPRESS_BYTES } from '../../tools/static-host/precompress.ts';

const COUNTRIES = JSON.stringify({
  status: true,
  data: Array.from({ length: 250 }, (_, index) => ({ code: `C${index}`, name: `Country ${index}`, calling: '+84' })),
});

/** An API with a large and a small JSON answer, a large non-JSON one, and a live stream that never ends. */
function api(): Hono {
  const app = new Hono();
  app.get('/countries', (c) => c.body(COUNTRIES, 200, { 'content-type': 'application/json; charset=utf-8' }));
  app.get('/small', (c) => c.json({ status: true, pad: 'x'.repeat(MIN_COMPRESS_BYTES - 40) }));
  app.get('/text', (c) => c.text('x'.repeat(4096)));
  app.get('/events', () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'));
      },
    });
    return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
  });
  return app;
}

const app = createApp({ distDir: mkdtempSync(join(tmpdir(), 'compress-')), api: api() });
const get = (path: string, acceptEncoding?: string) =>
  app.request(`/api${path}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('API JSON compression', () => {
  it('sends brotli when accepted, with its length and Vary', async () => {
    const response = await get('/countries', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(COUNTRIES.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(COUNTRIES);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await get('/countries', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(COUNTRIES);
  });

  it('sends identity without Accept-Encoding, and small answers as they are', async () => {
    const identity = await get('/countries');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(COUNTRIES);
    const small = await get('/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.text()).length).toBeLessThan(MIN_COMPRESS_BYTES);
  });

  it('leaves what is not JSON alone', async () => {
    const text = await get('/text', 'br');
    expect(text.headers.get('content-encoding')).toBeNull();
    expect(await text.text()).toHaveLength(4096);
  });

  it('passes the live event stream through unbuffered', async () => {
    const response = await get('/events', 'gzip, br');
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    // The stream never ends: a middleware that buffered it would never answer this read.
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe('event: ready\ndata: {}\n\n');
    await reader?.cancel();
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
  });
});
