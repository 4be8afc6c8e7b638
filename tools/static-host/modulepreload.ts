/**
 * `<link rel="modulepreload">` for every module a page runs before interaction (docs/decisions/008). Without
 * them the browser learns of a module only when the module importing it has arrived, and an island's own URL only
 * when its hydration script runs: a chain of round trips. With them every first-load module is requested as soon
 * as the `<head>` is parsed, in one round.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { distFileOf, jsClosure, scriptEntries, taggedModules } from './module-graph.ts';

/** The page with a modulepreload for each first-load module it does not already name in a tag; the largest first. */
export function withModulePreloads(html: string, file: string, distDir: string): string {
  const entries = scriptEntries(html).flatMap((url) => distFileOf(url, `/${file}`) ?? []);
  const named = new Set(taggedModules(html).flatMap((url) => distFileOf(url, `/${file}`) ?? []));
  const missing = jsClosure(distDir, entries).filter((js) => !named.has(js));
  if (missing.length === 0) return html;
  // The connections are few (six per origin over HTTP/1.1): the largest downloads should start first.
  const bySize = missing.toSorted((a, b) => statSync(join(distDir, b)).size - statSync(join(distDir, a)).size);
  const links = bySize.map((js) => `<link rel="modulepreload" href="/${js}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/** Add the modulepreloads to every page of a built dist; the number of pages changed. */
export function preloadModules(distDir: string, pages: readonly string[]): number {
  let changed = 0;
  for (const page of pages) {
    const path = join(distDir, page);
    const html = readFileSync(path, 'utf8');
    const preloaded = withModulePreloads(html, page, distDir);
    if (preloaded === html) continue;
    writeFileSync(path, preloaded);
    changed++;
  }
  return changed;
}
