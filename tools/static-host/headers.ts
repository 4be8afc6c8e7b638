/**
 * Generates `_headers`: the security headers of the documents, the one header every response needs, and the
 * immutable cache of hashed assets (the nginx example reads the same values). The CSP allows inline scripts by
 * sha256 only, so the hashes are taken from the built HTML itself.
 *
 * Document headers go to documents only: a browser applies the CSP, frame-ancestors, X-Frame-Options,
 * Permissions-Policy, Referrer-Policy, COOP and HSTS from the document (HSTS from any HTTPS response, and every
 * visit starts with a document), so on each script, stylesheet and image they were ~1.1 KB of wire for nothing.
 * Rule files match request paths and cannot exclude one, so the documents are named: each route (the URL a
 * visitor opens) and the language copies under their prefix.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '../../src/app/routes.ts';
import { LOCALE_PREFIX, LOCALES } from '../../src/lib/locale.ts';
import { listFiles } from './paths.ts';

/** The CSP inputs that vary per build and per deployment. */
export interface CspSources {
  /** `sha256-<base64>` of every distinct inline script. */
  readonly scriptHashes: readonly string[];
  /** Origins besides 'self' the app may fetch from (an API on another origin). */
  readonly connectOrigins: readonly string[];
}

export type HeaderLine = readonly [name: string, value: string];

/** Hashed file names change with their content, so `_astro/` can be cached forever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** One HTML element as found by `scanElements`. */
export interface HtmlElement {
  /** Lower-case tag name. */
  readonly name: string;
  /** Lower-case attribute names; values with character references decoded. */
  readonly attributes: ReadonlyMap<string, string>;
  /** Raw text of `script`/`style`/`textarea`/`title`; empty for other elements. */
  readonly text: string;
}

/** The JavaScript `type`s the HTML spec executes (absent or empty also means classic script). */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);
/** Elements whose content is text up to the closing tag, so a `<` inside does not open a tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const TAG_NAME = /<([a-zA-Z][^\s/>]*)/y;
const ATTRIBUTE = /[\s/]*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

/** The Content-Security-Policy value; `style-src` keeps 'unsafe-inline' for the inlined critical CSS and React style props. */
export function contentSecurityPolicy(sources: CspSources): string {
  const hashes = sources.scriptHashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...sources.connectOrigins].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/**
 * What every response carries: a script or stylesheet served with the wrong type is refused instead of sniffed
 * (the one security header a browser reads on a subresource).
 */
export const EVERY_RESPONSE_HEADERS: readonly HeaderLine[] = [['X-Content-Type-Options', 'nosniff']];

/** Strict-Transport-Security: two years, subdomains, preload list (the API's answers send it too). */
export const HSTS = 'max-age=63072000; includeSubDomains; preload';

/** The document headers besides the CSP, whose value depends on the build. */
export const FIXED_DOCUMENT_HEADERS: readonly HeaderLine[] = [
  ['Strict-Transport-Security', HSTS],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // camera=(self) stays for the planned KYC document capture; every other feature is off.
  ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['X-Frame-Options', 'DENY'],
];

/** The headers of a document, in `_headers` and nginx order. */
export function documentHeaders(csp: string): HeaderLine[] {
  return [['Content-Security-Policy', csp], ...FIXED_DOCUMENT_HEADERS];
}

/**
 * Documents by their file name too: a host answers `/withdraw.html` (and the not-found page's own file) with the
 * same document as `/withdraw`, and without this rule that copy came without CSP or frame-ancestors (issue 17).
 */
export const DOCUMENT_FILES = '/*.html';

/** The request paths that answer with a document: every route, every language copy under its prefix, every .html. */
export function documentPaths(routes: readonly { readonly path: string }[] = ROUTES): string[] {
  const prefixes = LOCALES.flatMap((locale) => (LOCALE_PREFIX[locale] ? [`${LOCALE_PREFIX[locale]}/*`] : []));
  return [...routes.map((route) => route.path), ...prefixes, DOCUMENT_FILES];
}

/** The connect-src origin of `PUBLIC_API_BASE_URL` when it is absolute and not the site's own origin. */
export function apiConnectOrigins(apiBaseUrl: string | undefined, siteOrigin?: string): string[] {
  if (!apiBaseUrl || !URL.canParse(apiBaseUrl)) return []; // relative URLs are covered by 'self'
  const url = new URL(apiBaseUrl);
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return [];
  return url.origin === siteOrigin ? [] : [url.origin];
}

/** The whole `_headers` file. */
export function renderHeaders(sources: CspSources, routes: readonly { readonly path: string }[] = ROUTES): string {
  const block = (path: string, lines: readonly HeaderLine[]) => [path, ...lines.map(([n, v]) => `  ${n}: ${v}`)];
  const document = documentHeaders(contentSecurityPolicy(sources));
  return `${[
    '# Generated by tools/static-host/headers.ts on every build: do not edit.',
    '# script-src lists the sha256 of every inline script in dist, so it changes with every build.',
    '# Document headers are repeated per document path: a rule cannot exclude /_astro/* from /*.',
    ...block('/*', EVERY_RESPONSE_HEADERS),
    ...block('/_astro/*', [['Cache-Control', IMMUTABLE_CACHE_CONTROL]]),
    ...documentPaths(routes).flatMap((path) => block(path, document)),
  ].join('\n')}\n`;
}

/** Distinct, sorted `sha256-…` hashes of the executable inline scripts of some HTML documents. */
export function inlineScriptHashes(documents: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of documents) {
    for (const element of scanElements(html)) {
      if (isInlineScript(element)) hashes.add(scriptHash(element.text));
    }
  }
  return [...hashes].sort();
}

/** The inline script hashes of every `.html` file under a dist directory. */
export function distInlineScriptHashes(distDir: string): string[] {
  const pages = listFiles(distDir).filter((file) => file.endsWith('.html'));
  return inlineScriptHashes(pages.map((file) => readFileSync(join(distDir, file), 'utf8')));
}

/** Whether an element is a script the browser runs from its text (no `src`, a JavaScript type). */
export function isInlineScript(element: HtmlElement): boolean {
  if (element.name !== 'script' || element.attributes.has('src')) return false;
  return SCRIPT_TYPES.has((element.attributes.get('type') ?? '').trim().toLowerCase());
}

/** The CSP source of a script text; newlines are normalised as the HTML parser does before hashing. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}`;
}

/**
 * The start tags of an HTML document in order, skipping comments and declarations. A small
 * tokenizer instead of a DOM because only tags, attributes and raw script text are needed;
 * it does not model the "script data escaped" states (`<!--` inside a script).
 */
export function scanElements(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) break;
    const skipped = skipMarkup(html, open);
    if (skipped !== null) {
      index = skipped;
      continue;
    }
    const tag = readStartTag(html, open);
    if (!tag) {
      index = open + 1;
      continue;
    }
    const close = RAW_TEXT.has(tag.name) ? findClosingTag(html, tag.name, tag.end) : tag.end;
    elements.push({ name: tag.name, attributes: tag.attributes, text: html.slice(tag.end, close) });
    index = close;
  }
  return elements;
}

/** Where a comment, declaration or end tag at `open` ends; null when a start tag may begin there. */
function skipMarkup(html: string, open: number): number | null {
  if (html.startsWith('<!--', open)) return endAfter(html, '-->', open + 4);
  const next = html[open + 1];
  if (next === '!' || next === '?' || next === '/') return endAfter(html, '>', open + 1);
  return null;
}

function endAfter(html: string, marker: string, from: number): number {
  const at = html.indexOf(marker, from);
  return at === -1 ? html.length : at + marker.length;
}

interface StartTag {
  readonly name: string;
  readonly attributes: Map<string, string>;
  readonly end: number;
}

function readStartTag(html: string, open: number): StartTag | null {
  TAG_NAME.lastIndex = open;
  const nameMatch = TAG_NAME.exec(html);
  if (!nameMatch?.[1]) return null;
  const attributes = new Map<string, string>();
  let index = TAG_NAME.lastIndex;
  for (;;) {
    ATTRIBUTE.lastIndex = index;
    const match = ATTRIBUTE.exec(html);
    if (!match?.[1]) break;
    const name = match[1].toLowerCase();
    // The first occurrence of a duplicated attribute wins, as in the HTML parser.
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    index = ATTRIBUTE.lastIndex;
  }
  return { name: nameMatch[1].toLowerCase(), attributes, end: endAfter(html, '>', index) };
}

function findClosingTag(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}[\\s/>]`, 'gi');
  pattern.lastIndex = from;
  return pattern.exec(html)?.index ?? html.length;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decode the character references build tools emit in attribute values. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}
