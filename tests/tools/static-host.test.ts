import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHeaders } from '../../server/static/rules.ts';
import { ROUTES } from '../../src/app/routes.ts';
import {
  apiConnectOrigins,
  contentSecurityPolicy,
  distInlineScriptHashes,
  documentPaths,
  inlineScriptHashes,
  renderHeaders,
  scanElements,
} from '../../tools/static-host/headers.ts';
import { taggedModules } from '../../tools/static-host/module-graph.ts';
import { withModulePreloads } from '../../tools/static-host/modulepreload.ts';
import { renderNginx, routeLocation } from '../../tools/static-host/nginx.ts';
import { isDynamicRoute, listFiles, shellFile } from '../../tools/static-host/paths.ts';
import { precompressDir } from '../../tools/static-host/precompress.ts';
import { renderRedirects } from '../../tools/static-host/redirects.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

function tempDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-host-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

describe('shellFile', () => {
  it('maps routes to the dist layout in each locale', () => {
    expect(shellFile('/', 'en')).toBe('index.html');
    expect(shellFile('/', 'vi')).toBe('_vi.html');
    expect(shellFile('/withdraw', 'en')).toBe('withdraw.html');
    expect(shellFile('/withdraw', 'vi')).toBe('_vi/withdraw.html');
    expect(shellFile('/setting/payment/bank', 'en')).toBe('setting/payment/bank.html');
    expect(shellFile('/transactions/:id', 'vi')).toBe('_vi/transactions/_id.html');
    expect(shellFile('/forgot/:token', 'en')).toBe('forgot/_token.html');
  });
});

describe('_redirects', () => {
  const rules = renderRedirects()
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));

  it('starts with comments explaining the generation and nf_lang', () => {
    const text = renderRedirects();
    expect(text.startsWith('# Generated')).toBe(true);
    expect(text).toContain('nf_lang');
  });

  it('has exactly one Vietnamese rule per route and one base rule per dynamic route', () => {
    for (const route of ROUTES) {
      const vi = rules.filter((rule) => rule === `${route.path} /${shellFile(route.path, 'vi')} 200! Language=vi`);
      const base = rules.filter((rule) => rule === `${route.path} /${shellFile(route.path, 'en')} 200`);
      expect(vi, route.path).toHaveLength(1);
      expect(base, route.path).toHaveLength(isDynamicRoute(route.path) ? 1 : 0);
    }
    const dynamic = ROUTES.filter((route) => isDynamicRoute(route.path)).length;
    expect(rules).toHaveLength(ROUTES.length + dynamic + 2);
  });

  it('ends with the two 404 rules, Vietnamese first', () => {
    expect(rules.slice(-2)).toEqual(['/* /_vi/404.html 404 Language=vi', '/* /404.html 404']);
  });
});

describe('CSP hashes', () => {
  const runs = 'window.a = 1 < 2 && "</div>";';
  const module = 'import "./x.js";';
  const html = [
    '<!doctype html><html><head>',
    `<script>${runs}</script>`,
    `<script type="module">${module}</script>`,
    '<script type="application/json">{"secret":1}</script>',
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '<script type="module" src="/_astro/a.js"></script>',
    '<!-- <script>commented()</script> -->',
    '</head><body></body></html>',
  ].join('');

  it('hashes executable inline scripts only', () => {
    const hashes = inlineScriptHashes([html, html]);
    expect(hashes).toEqual([sha256(runs), sha256(module)].sort());
    expect(hashes).not.toContain(sha256('{"secret":1}'));
    expect(hashes).not.toContain(sha256('commented()'));
  });

  it('puts the hashes of every dist HTML file into the CSP of _headers', () => {
    const dist = tempDist({ 'index.html': html, '_vi/withdraw.html': '<script>vi()</script>', '_astro/a.js': '' });
    const scriptHashes = distInlineScriptHashes(dist);
    const headers = renderHeaders({ scriptHashes, connectOrigins: ['https://api.example.com'] });
    expect(headers).toContain(`'${sha256(runs)}'`);
    expect(headers).toContain(`'${sha256('vi()')}'`);
    expect(headers).not.toContain(sha256('{"secret":1}'));
    expect(headers).toContain("connect-src 'self' https://api.example.com;");
    expect(headers).toContain('\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('sends the document headers to document paths only, and nosniff to every response', () => {
    const rules = parseHeaders(
      renderHeaders({ scriptHashes: [], connectOrigins: [] }, [{ path: '/' }, { path: '/a/:id' }]),
    );
    const names = (path: string) => rules.find((rule) => rule.path === path)?.headers.map(([name]) => name);
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/_astro/*', '/', '/a/:id', '/_vi/*', '/*.html']);
    expect(names('/*')).toEqual(['X-Content-Type-Options']);
    expect(names('/_astro/*')).toEqual(['Cache-Control']);
    for (const path of ['/', '/a/:id', '/_vi/*', '/*.html']) {
      expect(names(path)).toEqual([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'Referrer-Policy',
        'Permissions-Policy',
        'Cross-Origin-Opener-Policy',
        'X-Frame-Options',
      ]);
    }
  });

  it('names every route as a document path, and the language copies', () => {
    expect(documentPaths()).toEqual([...ROUTES.map((route) => route.path), '/_vi/*', '/*.html']);
  });

  it('builds the whole policy in order', () => {
    expect(contentSecurityPolicy({ scriptHashes: ['sha256-x'], connectOrigins: [] })).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; " +
        "object-src 'none'; manifest-src 'self'; worker-src 'self'",
    );
  });

  it('adds the API origin only when absolute and foreign', () => {
    expect(apiConnectOrigins('https://api.example.com/v1/')).toEqual(['https://api.example.com']);
    expect(apiConnectOrigins('/api')).toEqual([]);
    expect(apiConnectOrigins(undefined)).toEqual([]);
    expect(apiConnectOrigins('https://app.example.com/api', 'https://app.example.com')).toEqual([]);
  });

  it('decodes attributes and normalises names', () => {
    const [island] = scanElements('<ASTRO-ISLAND Component-URL="/a.js?x=1&amp;y=2" client=load></astro-island>');
    expect(island?.name).toBe('astro-island');
    expect(island?.attributes.get('component-url')).toBe('/a.js?x=1&y=2');
    expect(island?.attributes.get('client')).toBe('load');
  });
});

describe('nginx example', () => {
  it('is current in docs/ (run npm run nginx:doc after changing routes or headers)', () => {
    const doc = readFileSync(new URL('../../docs/nginx.conf.example', import.meta.url), 'utf8');
    expect(doc).toBe(renderNginx());
    expect(doc).toContain('# CSP: see dist/_headers (hashes change with every build)');
    expect(doc).toContain('include /etc/nginx/snippets/campay-csp.conf;');
  });

  it('carries the literal CSP in the build version', () => {
    const conf = renderNginx({ scriptHashes: ['sha256-abc'], connectOrigins: [] });
    expect(conf).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy({ scriptHashes: ['sha256-abc'], connectOrigins: [] })}" always;`,
    );
    expect(conf).not.toContain('include /etc/nginx/snippets');
  });

  it('keeps the document headers off the asset folders, which send nosniff and their cache only', () => {
    const conf = renderNginx({ scriptHashes: [], connectOrigins: [] });
    for (const dir of ['_astro', 'images']) {
      const block = conf.slice(conf.indexOf(`location ^~ /${dir}/ {`)).split('    }')[0] ?? '';
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(block).toContain('add_header Cache-Control $campay_cache_control always;');
      // An add_header inside a location replaces the server's: no CSP, frame or referrer headers there.
      expect(block).not.toMatch(/Content-Security-Policy|X-Frame-Options|Referrer-Policy/);
    }
  });

  it('uses exact locations for static routes and regex ones for dynamic routes', () => {
    expect(routeLocation('/withdraw')).toContain('location = /withdraw { try_files $lang_prefix/withdraw.html =404; }');
    expect(routeLocation('/va/transactions/:id')).toContain(
      'location ~ ^/va/transactions/[^/]+$ { try_files $lang_prefix/va/transactions/_id.html =404; }',
    );
    expect(routeLocation('/')).toContain('try_files $campay_root_shell');
  });
});

describe('modulepreloads', () => {
  const dist = tempDist({
    '_astro/island.js': 'import"./big.js";import"./small.js";const l=()=>import("./lazy.js");',
    '_astro/big.js': `export const big=${JSON.stringify('x'.repeat(500))};`,
    '_astro/small.js': 'export const small=1;',
    '_astro/lazy.js': 'export const lazy=1;',
    '_astro/page.js': 'import"./small.js";',
  });
  const page =
    '<html><head><title>t</title></head><body>' +
    '<astro-island component-url="/_astro/island.js" client="idle"></astro-island>' +
    '<script type="module" src="/_astro/page.js"></script></body></html>';

  it('names every first-load module in the head, what runs at load first, largest first, and nothing lazy', () => {
    const html = withModulePreloads(page, 'index.html', dist);
    const head = html.slice(0, html.indexOf('</head>'));
    // small.js is the module script's import; the idle island's modules follow.
    expect(taggedModules(head)).toEqual(['/_astro/small.js', '/_astro/big.js', '/_astro/island.js']);
    expect(html).not.toContain('lazy.js"');
  });

  it('lists them in <html data-modules> instead on a page whose head starts critical reads', () => {
    const reading = page.replace('<html>', '<html data-reads="[]">').replace('client="idle"', 'client="load"');
    const html = withModulePreloads(reading, 'index.html', dist);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<html data-modules="/_astro/big.js /_astro/island.js /_astro/small.js" data-reads="[]">');
    expect(taggedModules(html)).toContain('/_astro/big.js');
  });

  it('leaves a page alone when its tags already name everything', () => {
    const plain = '<html><head></head><body><script type="module" src="/_astro/lazy.js"></script></body></html>';
    expect(withModulePreloads(plain, 'index.html', dist)).toBe(plain);
  });
});

describe('precompress', () => {
  it('writes .br and .gz for large text files only', async () => {
    const dist = tempDist({
      'big.js': 'x'.repeat(600),
      'small.css': 'a{}',
      'big.map': 'x'.repeat(600),
      'img.png': 'x'.repeat(600),
    });
    expect(await precompressDir(dist)).toEqual(['big.js']);
    expect(listFiles(dist)).toEqual(['big.js', 'big.js.br', 'big.js.gz', 'big.map', 'img.png', 'small.css']);
  });
});
