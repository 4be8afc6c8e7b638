/**
 * What a lazy module's `import()` preloads (docs/decisions/008, addendum "preload lists for the parts that draw figures"). Vite lists, at each
 * `import()`, every file the lazy module needs and preloads them together, so a lazy module's own imports do not
 * wait for it to arrive, then theirs for them: on /transactions the money cells came five serial rounds after the
 * list (cells → format → money → big.js), each ~560 ms on slow 4G. That list would also name the files the calling
 * chunk already imports statically (the framework, the kit…), which are loaded by the time it runs: those are
 * dropped, so the list costs a page's first load only the names of files it does not have yet.
 */
import type { Plugin, Rolldown } from 'vite';

type Bundle = Rolldown.OutputBundle;

/** Every file a chunk imports statically, directly or through the files it imports. */
export function staticClosure(bundle: Bundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const queue = [fileName];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') queue.push(...chunk.imports);
  }
  return seen;
}

/** Whether the `import()` of `lazy` in `host` gets a preload list (see `lazyPreload`). */
export type Preloads = (host: Rolldown.OutputChunk, lazy: Rolldown.OutputChunk) => boolean;

/**
 * The files to preload for the `import()` of `lazy` in `host`: its dependencies less what `host` already loaded;
 * none when `preloads` says this lazy module may take its round trips.
 */
export function lazyDependencies(
  bundle: Bundle | null,
  host: string,
  lazy: string,
  deps: readonly string[],
  preloads: Preloads,
): string[] {
  const [hostChunk, lazyChunk] = [bundle?.[host], bundle?.[lazy]];
  if (bundle === null || hostChunk?.type !== 'chunk' || lazyChunk?.type !== 'chunk') return [...deps];
  if (!preloads(hostChunk, lazyChunk)) return [];
  const loaded = staticClosure(bundle, host);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * The client build's `modulePreload` option and the plugin that lets it see the bundle: Vite asks
 * `resolveDependencies` while it writes the bundle, and the plugin keeps that bundle from the first
 * `generateBundle` call, before Vite's own. `preloads` picks the lazy modules worth a list: a list puts all of a
 * lazy module's files in the queue at once, where on HTTP/1.1's six connections they wait beside the page's own
 * reads and scripts, and each list costs every page that loads its chunk some bytes.
 */
export function lazyPreload(preloads: Preloads = () => true): {
  plugin: Plugin;
  modulePreload: { polyfill: false; resolveDependencies: ResolveDependencies };
} {
  let bundle: Bundle | null = null;
  const plugin: Plugin = {
    name: 'lazy-preload-bundle',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
  const resolveDependencies: ResolveDependencies = (file, deps, { hostId, hostType }) =>
    hostType === 'js' ? lazyDependencies(bundle, hostId, file, deps, preloads) : deps;
  return { plugin, modulePreload: { polyfill: false, resolveDependencies } };
}

type ResolveDependencies = (
  file: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];
