/**
 * Serves a built `dist/` exactly as a Netlify-style static host would, driven by the generated
 * `_redirects` and `_headers`, so `npm start` exercises the same rules as production.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import { isBot } from '../../src/lib/bots.ts';
import { BASE_LOCALE } from '../../src/lib/locale.ts';
import { HOST_FILES, notFoundFile } from '../../tools/static-host/paths.ts';
import { gzipMax, isCompressible, MIN_COMPRESS_BYTES } from '../../tools/static-host/precompress.ts';
import {
  findRedirect,
  type HeaderRule,
  headersFor,
  normalizePath,
  parseHeaders,
  parseRedirects,
  type RedirectRule,
  type RequestFacts,
} from './rules.ts';

export interface StaticAppOptions {
  readonly distDir: string;
}

interface Site {
  readonly root: string;
  readonly redirects: readonly RedirectRule[];
  readonly headers: readonly HeaderRule[];
  readonly cache: Map<string, CachedFile>;
}

/** Per file path + mtime: the strong ETag, and the on-the-fly gzip once made. */
interface CachedFile {
  readonly mtimeMs: number;
  readonly etag: string;
  gzip?: Buffer;
}

/** Where resolution ended: a file with a status, a redirect, or nothing. */
type Outcome =
  | { readonly kind: 'file'; readonly file: string; readonly status: number }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: number }
  | { readonly kind: 'missing' };

const HTML_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** A Hono app serving a dist directory; the rule files are read once, here. */
export function createStaticApp(options: StaticAppOptions): Hono {
  const root = resolve(options.distDir);
  const site: Site = {
    root,
    redirects: parseRedirects(readOptional(join(root, '_redirects'))),
    headers: parseHeaders(readOptional(join(root, '_headers'))),
    cache: new Map(),
  };
  const app = new Hono();
  app.all('*', (c) => handle(site, c.req.raw));
  return app;
}

function readOptional(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // a dist built without the integration: plain files only
  }
}

async function handle(site: Site, request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plain(405, 'Method Not Allowed', new Headers({ Allow: 'GET, HEAD' }));
  }
  const path = safePath(new URL(request.url).pathname);
  if (path === null) return plain(400, 'Bad Request', new Headers());
  const facts: RequestFacts = {
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  };
  const outcome = await resolveOutcome(site, path, facts);
  const headers = ruleHeaders(site, path);
  if (outcome.kind === 'redirect') return redirect(outcome.location, outcome.status, headers, request);
  const ending = outcome.kind === 'file' ? outcome : await notFoundPage(site);
  // An error must not inherit a path's long cache (a 404 under /_astro/ would stick for a year).
  if (ending.status !== 200) headers.delete('Cache-Control');
  if (ending.file === null || (ending.status === 404 && isBot(request.headers.get('user-agent')))) {
    // SPEC section 2: crawlers are not shown the error page.
    return plain(404, '404 Not Found', headers);
  }
  return serveFile(site, request, ending.file, ending.status, headers);
}

/** The decoded path, or null for traversal, NUL, backslashes or broken escapes. */
export function safePath(rawPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (path.includes('..') || path.includes('\0') || path.includes('\\') || !path.startsWith('/')) return null;
  return path;
}

/** Forced rules, then an existing file, then the other rules (Netlify's shadowing order). */
async function resolveOutcome(site: Site, path: string, facts: RequestFacts): Promise<Outcome> {
  const forced = findRedirect(site.redirects, path, facts, (rule) => rule.force);
  if (forced) return applyRule(site, forced.rule.status, forced.target);
  const file = await existingFile(site, path);
  if (file) return { kind: 'file', file, status: 200 };
  const rule = findRedirect(site.redirects, path, facts, (candidate) => !candidate.force);
  return rule ? applyRule(site, rule.rule.status, rule.target) : { kind: 'missing' };
}

async function applyRule(site: Site, status: number, target: string): Promise<Outcome> {
  if (REDIRECT_STATUSES.has(status)) return { kind: 'redirect', location: target, status };
  // Rewrites to another origin (Netlify proxying) are not part of the subset we generate.
  const file = target.startsWith('/') ? await existingFile(site, target) : null;
  return file ? { kind: 'file', file, status } : { kind: 'missing' };
}

async function notFoundPage(site: Site): Promise<{ file: string | null; status: number }> {
  return { file: await existingFile(site, `/${notFoundFile(BASE_LOCALE)}`), status: 404 };
}

/** The served file for a URL path: exact file, `.html`, or `/index.html`; never host files or `.br`/`.gz`. */
async function existingFile(site: Site, urlPath: string): Promise<string | null> {
  const path = normalizePath(urlPath.split('?')[0] ?? urlPath);
  const candidates = path === '/' ? ['/index.html'] : [path, `${path}.html`, `${path}/index.html`];
  for (const candidate of candidates) {
    if (hiddenFile(candidate)) continue;
    const absolute = join(site.root, candidate);
    if (!absolute.startsWith(site.root + sep)) continue;
    if (await isFile(absolute)) return absolute;
  }
  return null;
}

function hiddenFile(path: string): boolean {
  return HOST_FILES.includes(path.slice(1)) || path.endsWith('.br') || path.endsWith('.gz');
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** `_headers` for the requested path; lower-case keys so later blocks override earlier ones. */
function ruleHeaders(site: Site, path: string): Headers {
  const headers = new Headers();
  addRuleHeaders(site, headers, path);
  return headers;
}

function addRuleHeaders(site: Site, headers: Headers, path: string): void {
  // The requested path's own rules, added first, decide.
  for (const [name, value] of headersFor(site.headers, path).values()) if (!headers.has(name)) headers.set(name, value);
}

function redirect(location: string, status: number, headers: Headers, request: Request): Response {
  const search = new URL(request.url).search;
  headers.set('Location', search && !location.includes('?') ? `${location}${search}` : location);
  return new Response(null, { status, headers });
}

function plain(status: number, body: string, headers: Headers): Response {
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  return new Response(body, { status, headers });
}

async function serveFile(
  site: Site,
  request: Request,
  file: string,
  status: number,
  headers: Headers,
): Promise<Response> {
  const type = extname(file).toLowerCase();
  headers.set('Content-Type', CONTENT_TYPES[type] ?? 'application/octet-stream');
  if (type === '.html' && !headers.has('Cache-Control')) headers.set('Cache-Control', HTML_CACHE_CONTROL);
  // A document is one by its file, whatever URL reached it: the not-found page answering any path, `/404`.
  if (type === '.html') addRuleHeaders(site, headers, `/${relative(site.root, file).split(sep).join('/')}`);
  const variant = await pickVariant(site, file, request.headers.get('accept-encoding'));
  if (isCompressible(file)) headers.append('Vary', 'Accept-Encoding');
  // A page URL serves the copy of the visitor language, so a CDN must not hand one to the other.
  if (type === '.html') headers.append('Vary', 'Cookie, Accept-Language');
  if (variant.encoding) headers.set('Content-Encoding', variant.encoding);
  if (status === 200) {
    headers.set('ETag', variant.etag);
    if (etagMatches(request.headers.get('if-none-match'), variant.etag))
      return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(variant.body.byteLength));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(variant.body), { status, headers });
}

interface Variant {
  readonly body: Buffer;
  readonly etag: string;
  readonly encoding: 'br' | 'gzip' | null;
}

/** The precompressed sibling the client accepts (br first), else gzip on the fly, else the file. */
async function pickVariant(site: Site, file: string, acceptEncoding: string | null): Promise<Variant> {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.has(encoding) && (await isFile(file + suffix)))
      return { ...(await loadFile(site, file + suffix)), encoding };
  }
  const plainFile = await loadFile(site, file);
  if (!accepted.has('gzip') || !isCompressible(file) || plainFile.body.byteLength < MIN_COMPRESS_BYTES) {
    return { ...plainFile, encoding: null };
  }
  return { ...(await gzipOnTheFly(site, file, plainFile.body)), encoding: 'gzip' };
}

/** The file with its strong ETag; the hash is cached per path + mtime. */
async function loadFile(site: Site, file: string): Promise<{ body: Buffer; etag: string }> {
  const [info, body] = await Promise.all([stat(file), readFile(file)]);
  const cached = site.cache.get(file);
  if (cached?.mtimeMs === info.mtimeMs) return { body, etag: cached.etag };
  const etag = strongEtag(body);
  site.cache.set(file, { mtimeMs: info.mtimeMs, etag });
  return { body, etag };
}

async function gzipOnTheFly(site: Site, file: string, body: Buffer): Promise<{ body: Buffer; etag: string }> {
  const key = `${file}#gzip`;
  const cached = site.cache.get(key);
  const mtimeMs = (await stat(file)).mtimeMs;
  if (cached?.gzip && cached.mtimeMs === mtimeMs) return { body: cached.gzip, etag: cached.etag };
  const gzip = await gzipMax(body);
  const etag = strongEtag(gzip);
  site.cache.set(key, { mtimeMs, etag, gzip });
  return { body: gzip, etag };
}

function strongEtag(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Encodings with q > 0; `*` stands for any encoding not listed explicitly. */
export function acceptedEncodings(header: string | null): Set<'br' | 'gzip'> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) weights.set(name.trim(), q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  const wildcard = weights.get('*') ?? 0;
  const accepted = new Set<'br' | 'gzip'>();
  for (const encoding of ['br', 'gzip'] as const) {
    if ((weights.get(encoding) ?? wildcard) > 0) accepted.add(encoding);
  }
  return accepted;
}

/** Weak comparison, as If-None-Match requires: `W/` is ignored and `*` matches any. */
function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
