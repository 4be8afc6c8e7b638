/**
 * `<link rel="modulepreload">` for every module a page runs before interaction (docs/decisions/008). Without
 * them the browser learns of a module only when the module importing it has arrived, and an island's own URL only
 * when its hydration script runs: a chain of round trips. With them every first-load module is requested as soon
 * as the `<head>` is parsed, in one round.
 *
 * A page that starts critical reads from its head (`<html data-reads>`, docs/decisions/011) lists them in
 * `<html data-modules>` instead, and its head script asks for them right after the reads (docs/decisions/012):
 * over HTTP/1.1's six connections the preload scanner's requests would otherwise all go before the reads.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { distFileOf, jsClosure, loadEntries, scriptEntries, taggedModules } from './module-graph.ts';

/**
 * The page with a modulepreload for each first-load module it does not already name in a tag — as tags in the
 * head, or as `<html data-modules>` on a page with critical reads — in the order they are needed: what the
 * module scripts and `load` islands run before what only `idle` islands run, the largest first in each.
 */
export function withModulePreloads(html: string, file: string, distDir: string): string {
  const files = (urls: string[]) => urls.flatMap((url) => distFileOf(url, `/${file}`) ?? []);
  const named = new Set(files(taggedModules(html)));
  const atLoad = jsClosure(distDir, files(loadEntries(html)));
  const atIdle = jsClosure(distDir, files(scriptEntries(html))).filter((js) => !atLoad.includes(js));
  // The connections are few (six per origin over HTTP/1.1): the largest downloads should start first.
  const size = (js: string) => statSync(join(distDir, js)).size;
  const bySize = [atLoad, atIdle]
    .flatMap((group) => group.toSorted((a, b) => size(b) - size(a)))
    .filter((js) => !named.has(js));
  if (bySize.length === 0) return html;
  if (/<html\b[^>]*\sdata-reads=/.test(html)) {
    return html.replace(/<html\b/, `<html data-modules="${bySize.map((js) => `/${js}`).join(' ')}"`);
  }
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
