/**
 * `<link rel="modulepreload">` for every module a page runs before interaction (docs/decisions/008). Without
 * them the browser learns of a module only when the module importing it has arrived, and an island's own URL only
 * when its hydration script runs: a chain of round trips. With them every first-load module is requested as soon
 * as the `<head>` is parsed, in one round.
 *
 * What only `client:idle` islands need (the chrome's preferences, sign-out, session, hosts) is preloaded with
 * `fetchpriority="low"` (docs/decisions/008): over HTTP/1.1's six connections it would otherwise go before the
 * page's critical reads, which its inline script starts after the preload scanner has queued every module.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { distFileOf, jsClosure, scriptEntries, taggedModules, urgentEntries } from './module-graph.ts';

/**
 * The page with a modulepreload for each first-load module it does not already name in a tag: what the first
 * screen needs at once, largest first, then what only idle islands need, at low priority.
 */
export function withModulePreloads(html: string, file: string, distDir: string): string {
  const files = (urls: readonly string[]) => urls.flatMap((url) => distFileOf(url, `/${file}`) ?? []);
  const named = new Set(files(taggedModules(html)));
  const missing = jsClosure(distDir, files(scriptEntries(html))).filter((js) => !named.has(js));
  if (missing.length === 0) return html;
  const urgent = new Set(jsClosure(distDir, files(urgentEntries(html))));
  // The connections are few (six per origin over HTTP/1.1): the largest downloads should start first.
  const bySize = (list: readonly string[]) =>
    list.toSorted((a, b) => statSync(join(distDir, b)).size - statSync(join(distDir, a)).size);
  const now = bySize(missing.filter((js) => urgent.has(js))).map((js) => `<link rel="modulepreload" href="/${js}">`);
  const later = bySize(missing.filter((js) => !urgent.has(js))).map(
    (js) => `<link rel="modulepreload" href="/${js}" fetchpriority="low">`,
  );
  return html.replace('</head>', `${[...now, ...later].join('')}</head>`);
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
