/**
 * The Netlify `_redirects` / `_headers` subset the build generates, parsed and matched so the
 * Node server serves `dist/` exactly as a static host would.
 */

import { readCookie } from '../../src/lib/cookies.ts';
import { LOCALE_COOKIE, parseAcceptLanguage, resolveLocale } from '../../src/lib/locale.ts';

export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
  /** `!`: applies even when a file exists at the path. */
  readonly force: boolean;
  /** `Language=vi,en`: the resolved locale must be one of these. */
  readonly languages: readonly string[];
  /** `Cookie=a,b`: one of these cookies must be present. */
  readonly cookies: readonly string[];
}

export interface HeaderRule {
  readonly path: string;
  readonly headers: readonly (readonly [name: string, value: string])[];
}

/** What conditions are evaluated against. */
export interface RequestFacts {
  readonly cookie: string | null;
  readonly acceptLanguage: string | null;
}

/** Netlify's default when a rule names no status. */
const DEFAULT_STATUS = 301;
const STATUS = /^(\d{3})(!?)$/;

/** Parse `_redirects`: `from to [status][!] [Language=a,b] [Cookie=name]`; throws on anything else. */
export function parseRedirects(text: string): RedirectRule[] {
  return contentLines(text).map(({ line, number }) => parseRedirectLine(line, number));
}

function parseRedirectLine(line: string, number: number): RedirectRule {
  const [from, to, ...rest] = line.split(/\s+/);
  if (!from?.startsWith('/') || !to) throw new Error(`_redirects line ${number}: expected "from to": ${line}`);
  const rule = { from, to, status: DEFAULT_STATUS, force: false, languages: [] as string[], cookies: [] as string[] };
  for (const token of rest) {
    const status = STATUS.exec(token);
    if (status) {
      rule.status = Number(status[1]);
      rule.force = status[2] === '!';
    } else if (/^language=/i.test(token)) {
      rule.languages = listValue(token);
    } else if (/^cookie=/i.test(token)) {
      rule.cookies = listValue(token);
    } else {
      throw new Error(`_redirects line ${number}: unsupported "${token}"`);
    }
  }
  return rule;
}

function listValue(token: string): string[] {
  return token
    .slice(token.indexOf('=') + 1)
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
}

/** Parse `_headers`: an unindented path line, then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: { path: string; headers: [string, string][] }[] = [];
  for (const { line, number, indented } of contentLines(text)) {
    const current = rules.at(-1);
    if (!indented) {
      rules.push({ path: line, headers: [] });
    } else if (!current || !line.includes(':')) {
      throw new Error(`_headers line ${number}: expected a path, then "Name: value": ${line}`);
    } else {
      const colon = line.indexOf(':');
      current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** Non-blank, non-comment lines, trimmed, with 1-based numbers for error messages. */
function contentLines(text: string): { line: string; number: number; indented: boolean }[] {
  return text
    .split(/\r?\n/)
    .map((raw, index) => ({ line: raw.trim(), number: index + 1, indented: /^\s/.test(raw) }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'));
}

/** Drop a trailing slash (but keep the root), as hosts ignore it when matching. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

const patternCache = new Map<string, RegExp>();

/**
 * Match a path against a rule pattern: `:name` is one segment, a trailing `/*` matches the
 * prefix itself and anything below it (as `splat`), `*` elsewhere matches any characters.
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  let regex = patternCache.get(pattern);
  if (!regex) {
    regex = compilePattern(normalizePath(pattern));
    patternCache.set(pattern, regex);
  }
  const match = regex.exec(normalizePath(path));
  if (!match) return null;
  // An unmatched optional splat (`/*` against the prefix itself) is an empty string, not undefined.
  return Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, value]) => [name, value ?? '']));
}

function compilePattern(pattern: string): RegExp {
  const splat = pattern.endsWith('/*');
  const body = (splat ? pattern.slice(0, -2) : pattern)
    .split(/(:[A-Za-z_][A-Za-z0-9_]*|\*)/)
    .map((part) => compilePart(part))
    .join('');
  return new RegExp(`^${body}${splat ? '(?:/(?<splat>.*))?' : ''}$`);
}

function compilePart(part: string): string {
  if (part === '*') return '.*';
  if (part.startsWith(':')) return `(?<${part.slice(1)}>[^/]+)`;
  return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Fill `:name` placeholders (and `:splat`) of a rule target with matched values. */
export function fillTarget(target: string, params: Readonly<Record<string, string>>): string {
  return target.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => params[name] ?? whole);
}

/** Whether a rule's conditions hold: the resolved locale is listed, and one listed cookie is present. */
export function conditionsMet(rule: RedirectRule, facts: RequestFacts): boolean {
  const cookies = facts.cookie ?? '';
  if (rule.cookies.length > 0 && !rule.cookies.some((name) => readCookie(cookies, name) !== null)) return false;
  if (rule.languages.length === 0) return true;
  const locale = resolveLocale(readCookie(cookies, LOCALE_COOKIE), parseAcceptLanguage(facts.acceptLanguage));
  return rule.languages.includes(locale);
}

export interface RedirectMatch {
  readonly rule: RedirectRule;
  /** The target with placeholders filled. */
  readonly target: string;
}

/** The first rule (of those passing `filter`) whose pattern and conditions match the path. */
export function findRedirect(
  rules: readonly RedirectRule[],
  path: string,
  facts: RequestFacts,
  filter: (rule: RedirectRule) => boolean = () => true,
): RedirectMatch | null {
  for (const rule of rules) {
    if (!filter(rule)) continue;
    const params = matchPattern(rule.from, path);
    if (params && conditionsMet(rule, facts)) return { rule, target: fillTarget(rule.to, params) };
  }
  return null;
}

/** The headers of every `_headers` block matching the path, merged in file order (a later name wins). */
export function headersFor(rules: readonly HeaderRule[], path: string): Map<string, readonly [string, string]> {
  const merged = new Map<string, readonly [string, string]>();
  for (const rule of rules) {
    if (!matchPattern(rule.path, path)) continue;
    for (const header of rule.headers) merged.set(header[0].toLowerCase(), header);
  }
  return merged;
}
