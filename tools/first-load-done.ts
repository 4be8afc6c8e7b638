/**
 * "First-load JS done" of shared/perf runs (docs/PERFORMANCE.md): when the last module a page runs before
 * interaction arrived — the modules its HTML names and their static imports, the set `npm run budget` counts —
 * read from the runs' request lists; the median per page and profile.
 *
 *   npx node tools/first-load-done.ts <measure.mjs --out JSON> [dist]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distFileOf, jsClosure, scriptEntries } from './static-host/module-graph.ts';

interface Run {
  readonly path: string;
  readonly profile: string;
  readonly requestList: readonly { readonly url: string; readonly kind: string; readonly end: number }[];
}

/** The dist-relative files of the modules the route's English document loads before interaction. */
function firstLoadFiles(dist: string, route: string): Set<string> {
  const page = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  const entries = scriptEntries(readFileSync(join(dist, page), 'utf8'))
    .map((url) => distFileOf(url, page))
    .filter((file): file is string => file !== null);
  return new Set(jsClosure(dist, entries));
}

/** When the run's last first-load module arrived (ms from navigation start). */
export function firstLoadDone(run: Run, files: ReadonlySet<string>): number {
  const ends = run.requestList
    .filter((request) => request.kind === 'js' && files.has(new URL(request.url).pathname.slice(1)))
    .map((request) => request.end);
  return Math.max(...ends);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function main(): void {
  const [json, dist = 'dist'] = process.argv.slice(2);
  if (json === undefined) {
    console.error('usage: npx node tools/first-load-done.ts <measure.mjs --out JSON> [dist]');
    process.exit(2);
  }
  const runs = (JSON.parse(readFileSync(json, 'utf8')) as { runs: Run[] }).runs;
  const byPage = new Map<string, number[]>();
  for (const run of runs) {
    const key = `${run.path}\t${run.profile}`;
    byPage.set(key, [...(byPage.get(key) ?? []), firstLoadDone(run, firstLoadFiles(dist, run.path))]);
  }
  for (const [key, values] of byPage) console.info(`${key}\t${Math.round(median(values))} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
