import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createStaticApp } from '../../server/static/serve.ts';
import { renderHeaders } from '../../tools/static-host/headers.ts';
import { renderRedirects } from '../../tools/static-host/redirects.ts';

const ROUTES = [{ path: '/' }, { path: '/withdraw' }, { path: '/transactions/:id' }];
const APP_JS = `export const app = ${JSON.stringify('x'.repeat(2000))};\n`;
const BIG_CSS = `body{color:red}\n${'.a{margin:0}\n'.repeat(200)}`;

function page(name: string): string {
  return `<!doctype html><html><head><title>${name}</title></head><body>${name}</body></html>`;
}

function fixtureDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-serve-'));
  const files: Record<string, string | Uint8Array> = {
    'index.html': page('home en'),
    '_vi.html': page('home vi'),
    'withdraw.html': page('withdraw en'),
    '_vi/withdraw.html': page('withdraw vi'),
    'transactions/_id.html': page('transaction shell en'),
    '_vi/transactions/_id.html': page('transaction shell vi'),
    '404.html': page('not found en'),
    '_vi/404.html': page('not found vi'),
    '_astro/app.js': APP_JS,
    '_astro/app.js.br': brotliCompressSync(APP_JS),
    '_astro/big.css': BIG_CSS,
    'robots.txt': 'User-agent: *\n',
    _redirects: renderRedirects(ROUTES),
    _headers: renderHeaders({ scriptHashes: ['sha256-abc'], connectOrigins: [] }, ROUTES),
    '.build-stamp': '2025-01-01T00:00:00.000Z\n',
    'nginx.conf.example': 'server {}\n',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

const app = createStaticApp({ distDir: fixtureDist() });
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('static app: files and rewrites', () => {
  it('serves a file by its exact path and by its pretty URL', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const withdraw = await get('/withdraw');
    expect(withdraw.status).toBe(200);
    expect(withdraw.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await withdraw.text()).toContain('withdraw en');
    expect(await (await get('/withdraw/')).text()).toContain('withdraw en');
    expect(await (await get('/')).text()).toContain('home en');
  });

  it('rewrites a dynamic route to its shell with status 200 and no redirect', async () => {
    const response = await get('/transactions/123');
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('transaction shell en');
  });

  it('serves the Vietnamese copy by cookie, by Accept-Language, and prefers the cookie', async () => {
    expect(await (await get('/withdraw', { cookie: 'nf_lang=vi' })).text()).toContain('withdraw vi');
    expect(await (await get('/', { 'accept-language': 'vi-VN,vi;q=0.9' })).text()).toContain('home vi');
    expect(await (await get('/transactions/9', { 'accept-language': 'vi' })).text()).toContain('transaction shell vi');
    const cookieWins = await get('/withdraw', { cookie: 'nf_lang=en', 'accept-language': 'vi' });
    expect(await cookieWins.text()).toContain('withdraw en');
  });
});

describe('static app: not found', () => {
  it('answers an unknown path with 404 and the error page in the visitor language', async () => {
    const en = await get('/nope');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('not found en');
    const vi = await get('/nope', { cookie: 'nf_lang=vi' });
    expect(vi.status).toBe(404);
    expect(await vi.text()).toContain('not found vi');
  });

  it('gives bots a plain-text 404 instead of the error page', async () => {
    const response = await get('/nope', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('404 Not Found');
  });

  it('never serves the host files or compressed siblings as pages', async () => {
    for (const path of ['/_redirects', '/_headers', '/.build-stamp', '/nginx.conf.example', '/_astro/app.js.br']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('not found en');
    }
  });

  it('does not give a 404 under /_astro/ the immutable cache', async () => {
    const response = await get('/_astro/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });
});

describe('static app: headers and encodings', () => {
  it('applies the _headers security headers and the HTML default cache', async () => {
    const response = await get('/withdraw');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-abc'");
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
  });

  it('caches hashed assets forever', async () => {
    const response = await get('/_astro/app.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('sends the document headers with documents only, and nosniff with everything', async () => {
    for (const path of ['/', '/withdraw', '/transactions/123', '/_vi/withdraw']) {
      const document = await get(path, { cookie: 'nf_lang=vi' });
      expect(document.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(document.headers.get('x-frame-options'), path).toBe('DENY');
      expect(document.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    for (const path of ['/_astro/app.js', '/_astro/big.css', '/robots.txt']) {
      const asset = await get(path);
      expect(asset.headers.get('x-content-type-options'), path).toBe('nosniff');
      for (const name of ['content-security-policy', 'permissions-policy', 'referrer-policy', 'x-frame-options']) {
        expect(asset.headers.get(name), `${path} ${name}`).toBeNull();
      }
    }
  });

  it('serves the .br sibling when brotli is accepted', async () => {
    const response = await get('/_astro/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(APP_JS);
  });

  it('sends identity without Accept-Encoding and gzips on the fly without a sibling', async () => {
    const identity = await get('/_astro/app.js');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(APP_JS);
    const css = await get('/_astro/big.css', { 'accept-encoding': 'gzip' });
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await css.arrayBuffer())).toString()).toBe(BIG_CSS);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/withdraw');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const second = await get('/withdraw', { 'if-none-match': etag ?? '' });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
    const br = await get('/_astro/app.js', { 'accept-encoding': 'br' });
    expect(br.headers.get('etag')).not.toBe((await get('/_astro/app.js')).headers.get('etag'));
  });

  it('answers HEAD with headers only', async () => {
    const response = await app.request('/withdraw', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.text()).toBe('');
  });
});

describe('static app: rejected requests', () => {
  it('rejects path traversal, NUL and backslashes with 400', async () => {
    for (const path of ['/..%2f_redirects', '/%2e%2e%2fetc%2fpasswd', '/a%00b', '/a%5c..%5cb', '/%E0%A4%A']) {
      expect((await get(path)).status, path).toBe(400);
    }
  });

  it('rejects other methods with 405', async () => {
    const response = await app.request('/withdraw', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
