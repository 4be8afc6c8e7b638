/**
 * The JavaScript module graph of a built page: which files a page loads, and what they import.
 * Shared by the weight budget and the critical-CSS step.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { initSync, parse } from 'es-module-lexer';
import { type HtmlElement, scanElements } from './headers.ts';

/** Island directives that hydrate without user action (`only` hydrates on load). */
const EAGER_CLIENTS = new Set(['load', 'idle', 'media', 'only']);

// The lexer is WebAssembly; instantiate it once, synchronously, so the measurements stay sync.
initSync();

/** The URLs of the JavaScript a page starts loading without user action (`visible` islands wait). */
export function scriptEntries(html: string): string[] {
  return scanElements(html).flatMap((element) => elementEntries(element, EAGER_CLIENTS));
}

/** Island directives that hydrate as soon as their module is in (`idle` waits for the browser to be idle). */
const LOAD_CLIENTS = new Set(['load', 'only']);

/** The entries the page runs as soon as they arrive: module scripts and `load` islands (not `idle` ones). */
export function loadEntries(html: string): string[] {
  return scanElements(html).flatMap((element) => elementEntries(element, LOAD_CLIENTS));
}

/**
 * The module URLs a page names for the first round: module scripts and modulepreloads (the preload scanner's), and
 * the `<html data-modules>` list its head script preloads (tools/static-host/modulepreload.ts).
 */
export function taggedModules(html: string): string[] {
  return scanElements(html).flatMap(taggedModule);
}

function elementEntries(element: HtmlElement, clients: ReadonlySet<string>): string[] {
  const attr = (name: string) => element.attributes.get(name);
  if (element.name !== 'astro-island') return taggedModule(element);
  if (!clients.has(attr('client') ?? '')) return [];
  return [...listed(attr('component-url')), ...listed(attr('renderer-url'))];
}

function taggedModule(element: HtmlElement): string[] {
  const attr = (name: string) => element.attributes.get(name);
  if (element.name === 'html') return (attr('data-modules') ?? '').split(' ').filter(Boolean);
  if (element.name === 'script' && attr('type') === 'module') return listed(attr('src'));
  if (element.name === 'link' && relTokens(attr('rel')).includes('modulepreload')) return listed(attr('href'));
  return [];
}

function listed(value: string | undefined): string[] {
  return value ? [value] : [];
}

function relTokens(rel: string | undefined): string[] {
  return (rel ?? '').toLowerCase().split(/\s+/);
}

/** A same-site URL as a dist-relative file, resolved against the referring file; null for other origins. */
export function distFileOf(url: string, fromFile: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return null;
  const path = (url.split(/[?#]/)[0] ?? '').trim();
  if (!path) return null;
  return posix.resolve(posix.dirname(fromFile), path).slice(1);
}

/** The entry files (dist-relative) plus everything they import statically, deduplicated and sorted. */
export function jsClosure(distDir: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !existsSync(join(distDir, file))) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(join(distDir, file), 'utf8'), file));
  }
  return [...seen].sort();
}

/**
 * How many serial fetch rounds a page's first-load modules take when every `modulepreload` is honoured: the
 * files the HTML names (module scripts, modulepreloads, eager islands) arrive in round 1, and a module named
 * only by an import arrives one round after the earliest module importing it. 0 for a page without JavaScript.
 */
export function moduleHops(distDir: string, entries: readonly string[]): number {
  const round = new Map<string, number>();
  let wave = [...new Set(entries)].filter((file) => existsSync(join(distDir, file)));
  for (let hop = 1; wave.length > 0; hop++) {
    for (const file of wave) round.set(file, hop);
    const next = wave.flatMap((file) => staticImports(readFileSync(join(distDir, file), 'utf8'), file));
    wave = [...new Set(next)].filter((file) => !round.has(file) && existsSync(join(distDir, file)));
  }
  return Math.max(0, ...round.values());
}

/** The dist-relative files a module imports statically (`import … from`, `import "…"`, `export … from`). */
export function staticImports(code: string, file: string): string[] {
  const [imports] = parse(code);
  // d === -1 marks a static import or re-export; dynamic import() and import.meta have d >= 0 / -2.
  return imports.flatMap((entry) => (entry.d === -1 && entry.n ? (distFileOf(entry.n, `/${file}`) ?? []) : []));
}
