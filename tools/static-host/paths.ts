/**
 * Where each route lives in `dist/` (Astro `build.format: 'file'`, `trailingSlash: 'never'`).
 * Every generator (`_redirects`, nginx, budget) and the static server derive file names from
 * here, so the layout is described exactly once.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type Locale, localizedPath } from '../../src/lib/locale.ts';

/** Files the build writes for the host itself; never served as content. */
export const HOST_FILES: readonly string[] = ['_redirects', '_headers', '.build-stamp', 'nginx.conf.example'];

/** Whether a route pattern has `:name` segments (one prerendered shell serves every value). */
export function isDynamicRoute(routePath: string): boolean {
  return routePath.split('/').some((segment) => segment.startsWith(':'));
}

/** The dist-relative HTML file of a route in a locale: `/transactions/:id`, `vi` → `_vi/transactions/_id.html`. */
export function shellFile(routePath: string, locale: Locale): string {
  // `:` is not portable in file names, so the shell of a dynamic segment is written `_name`.
  const fileRoute = routePath.replace(/\/:([^/]+)/g, '/_$1');
  const path = localizedPath(fileRoute, locale);
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The dist-relative error page of a locale: `404.html` or `_vi/404.html`. */
export function notFoundFile(locale: Locale): string {
  return shellFile('/404', locale);
}

/** Every file under a directory as sorted dist-relative POSIX paths (so output is stable across OSes). */
export function listFiles(dir: string): string[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
