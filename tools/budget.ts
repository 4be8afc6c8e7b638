/**
 * `npm run budget`: the first-load cost of every prerendered page (PRODUCT.md section 5), checked
 * against `budget.json`. HTML must fit the first TCP round trip (14 KB gzipped, critical CSS and
 * inline scripts included); each route has a budget for the JavaScript it runs before interaction.
 *
 * JavaScript "before interaction" is: `<script type="module" src>`, `<link rel="modulepreload">`,
 * and the `component-url` / `renderer-url` of every `<astro-island>` whose `client` directive loads
 * without user action (`load`, `idle`, `media`, and `only`, which hydrates on load); `visible`
 * islands are left out because they wait for scrolling. From those entries, static imports and
 * re-exports are followed recursively; dynamic `import()` chunks are lazy and not counted.
 *
 * Those modules must also arrive in at most `maxModuleHops` serial fetch rounds (PRODUCT.md: two), counting
 * every `modulepreload` as honoured: a module the HTML does not name waits for the module importing it.
 *
 * Usage: `node tools/budget.ts [--suggest | --write] [dist]`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../src/app/routes.ts';
import { BASE_LOCALE, LOCALES, type Locale } from '../src/lib/locale.ts';
import { distFileOf, jsClosure, moduleHops, scriptEntries } from './static-host/module-graph.ts';
import { listFiles, notFoundFile, shellFile } from './static-host/paths.ts';

export const KB = 1024;
export const NOT_FOUND_KEY = '404';

export interface Budget {
  readonly htmlMaxKb: number;
  /** Serial module fetch rounds allowed before a page's first-load JavaScript is all in. */
  readonly maxModuleHops: number;
  readonly routes: Readonly<Record<string, { readonly jsKb: number }>>;
}

export interface PageMeasure {
  /** Route pattern, or `404` for the error pages. */
  readonly route: string;
  readonly locale: Locale;
  /** Dist-relative HTML file. */
  readonly file: string;
  readonly htmlBytes: number;
  readonly jsBytes: number;
  /** Dist-relative JS files counted, sorted. */
  readonly jsFiles: readonly string[];
  /** Serial fetch rounds those files take (`moduleHops`). */
  readonly hops: number;
}

export interface DistMeasure {
  readonly pages: readonly PageMeasure[];
  /** Expected page files (route × locale) absent from dist. */
  readonly missing: readonly string[];
  /** HTML files in dist that belong to no route. */
  readonly unknown: readonly string[];
}

/** Gzip size at level 9, what a precompressed response weighs on the wire. */
export function gzipSize(data: string | Uint8Array): number {
  return gzipSync(data, { level: 9 }).byteLength;
}

/** Every page file a route table should produce: each route in each locale, plus the 404s. */
export function expectedPages(
  routes: readonly { readonly path: string }[] = ROUTES,
): Map<string, { route: string; locale: Locale }> {
  const pages = new Map<string, { route: string; locale: Locale }>();
  for (const locale of LOCALES) {
    for (const route of routes) pages.set(shellFile(route.path, locale), { route: route.path, locale });
    pages.set(notFoundFile(locale), { route: NOT_FOUND_KEY, locale });
  }
  return pages;
}

/** Measure every page of a dist directory. */
export function measureDist(distDir: string, routes: readonly { readonly path: string }[] = ROUTES): DistMeasure {
  const expected = expectedPages(routes);
  const htmlFiles = listFiles(distDir).filter((file) => file.endsWith('.html'));
  const pages = htmlFiles.flatMap((file) => {
    const page = expected.get(file);
    return page ? [{ ...page, file, ...measurePage(distDir, file) }] : [];
  });
  return {
    pages,
    missing: [...expected.keys()].filter((file) => !htmlFiles.includes(file)),
    unknown: htmlFiles.filter((file) => !expected.has(file)),
  };
}

/** The gzipped HTML size, and the gzipped JavaScript a page loads before interaction with its serial hops. */
export function measurePage(distDir: string, file: string): Omit<PageMeasure, 'route' | 'locale' | 'file'> {
  const html = readFileSync(join(distDir, file), 'utf8');
  const entries = scriptEntries(html).flatMap((url) => distFileOf(url, `/${file}`) ?? []);
  const jsFiles = jsClosure(distDir, entries);
  const jsBytes = jsFiles.reduce((sum, js) => sum + gzipSize(readFileSync(join(distDir, js))), 0);
  return { htmlBytes: gzipSize(html), jsBytes, jsFiles, hops: moduleHops(distDir, entries) };
}

/** Every violation: unknown or missing pages, HTML over the cap, JS over the route budget or hops, stale entries. */
export function checkBudget(
  measure: DistMeasure,
  budget: Budget,
  routes: readonly { readonly path: string }[] = ROUTES,
): string[] {
  const known = new Set([...routes.map((route) => route.path), NOT_FOUND_KEY]);
  return [
    ...measure.unknown.map((file) => `${file}: no route in src/app/routes.ts produces this page`),
    ...measure.missing.map((file) => `${file}: expected page is missing from dist (is the build complete?)`),
    ...measure.pages.flatMap((page) => pageViolations(page, budget)),
    ...[...known].filter((route) => !budget.routes[route]).map((route) => `${route}: no entry in budget.json`),
    ...Object.keys(budget.routes)
      .filter((route) => !known.has(route))
      .map((route) => `${route}: budget.json entry matches no route`),
  ];
}

function pageViolations(page: PageMeasure, budget: Budget): string[] {
  const label = `${page.route} (${page.locale}, ${page.file})`;
  const problems: string[] = [];
  if (page.htmlBytes > budget.htmlMaxKb * KB) {
    problems.push(`${label}: HTML is ${kb(page.htmlBytes)} KB gzipped, allowed ${budget.htmlMaxKb} KB`);
  }
  const allowed = budget.routes[page.route]?.jsKb;
  if (allowed !== undefined && page.jsBytes > allowed * KB) {
    problems.push(`${label}: JS is ${kb(page.jsBytes)} KB gzipped, allowed ${allowed} KB`);
  }
  if (page.hops > budget.maxModuleHops) {
    problems.push(`${label}: JS takes ${page.hops} serial module hops, allowed ${budget.maxModuleHops}`);
  }
  return problems;
}

/** Bytes as KB with one decimal, for messages and the table. */
export function kb(bytes: number): string {
  return (bytes / KB).toFixed(1);
}

/** A budget from measurements: the larger locale of each route, +10 % headroom, rounded up to whole KB. */
export function suggestBudget(pages: readonly PageMeasure[], htmlMaxKb = 14, maxModuleHops = 2): Budget {
  const routes: Record<string, { jsKb: number }> = {};
  for (const page of pages) {
    const jsKb = Math.ceil((page.jsBytes / KB) * 1.1);
    routes[page.route] = { jsKb: Math.max(jsKb, routes[page.route]?.jsKb ?? 0) };
  }
  return { htmlMaxKb, maxModuleHops, routes };
}

/** The report table, sorted by route then locale (base first). */
export function formatTable(pages: readonly PageMeasure[], budget: Budget): string {
  const rows = [...pages]
    .sort(
      (a, b) => a.route.localeCompare(b.route) || Number(b.locale === BASE_LOCALE) - Number(a.locale === BASE_LOCALE),
    )
    .map((page) => [
      page.route,
      page.locale,
      kb(page.htmlBytes),
      kb(page.jsBytes),
      String(budget.routes[page.route]?.jsKb ?? '—'),
      String(page.jsFiles.length),
      String(page.hops),
    ]);
  // Files count as much as bytes on slow 4G: each is a request of ~560 ms latency, six at a time over HTTP/1.1.
  const table = [['route', 'locale', 'HTML KB', 'JS KB', 'JS budget KB', 'JS files', 'hops'], ...rows];
  const widths = table[0]?.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length))) ?? [];
  return table.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')).join('\n');
}

/** Read budget.json, rejecting a malformed file with a clear message instead of a crash later. */
export function parseBudget(text: string): Budget {
  const value: unknown = JSON.parse(text);
  if (
    !isRecord(value) ||
    typeof value.htmlMaxKb !== 'number' ||
    typeof value.maxModuleHops !== 'number' ||
    !isRecord(value.routes)
  ) {
    throw new Error(
      'budget.json must be { "htmlMaxKb": number, "maxModuleHops": number, "routes": { "<route>": { "jsKb": number } } }',
    );
  }
  const routes: Record<string, { jsKb: number }> = {};
  for (const [route, entry] of Object.entries(value.routes)) {
    if (!isRecord(entry) || typeof entry.jsKb !== 'number')
      throw new Error(`budget.json: "${route}" needs a numeric jsKb`);
    routes[route] = { jsKb: entry.jsKb };
  }
  return { htmlMaxKb: value.htmlMaxKb, maxModuleHops: value.maxModuleHops, routes };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function main(args: readonly string[]): number {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const distDir = args.find((arg) => !arg.startsWith('--')) ?? join(root, 'dist');
  const budgetFile = join(root, 'budget.json');
  let budget = parseBudget(readFileSync(budgetFile, 'utf8'));
  const measure = measureDist(distDir);
  console.info(formatTable(measure.pages, budget));
  if (args.includes('--suggest') || args.includes('--write')) {
    const suggestion = suggestBudget(measure.pages, budget.htmlMaxKb, budget.maxModuleHops);
    console.info(`\nSuggested budget.json:\n${JSON.stringify(suggestion, null, 2)}`);
    if (args.includes('--write')) {
      writeFileSync(budgetFile, `${JSON.stringify(suggestion, null, 2)}\n`);
      budget = suggestion;
    }
  }
  const problems = checkBudget(measure, budget);
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.info(problems.length ? `\n${problems.length} budget problem(s)` : '\nAll pages within budget.');
  return problems.length ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
