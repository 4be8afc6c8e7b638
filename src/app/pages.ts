/**
 * The list of prerendered documents: every route once per locale, plus the not-found page per
 * locale. `[...path].astro` turns it into files; the static-host rules point at the same files.
 */
import { LOCALES, type Locale, localizedPath } from '../lib/locale.ts';
import { ROUTES, type RouteDef } from './routes.ts';

export type PageEntry =
  | { readonly kind: 'route'; readonly route: RouteDef; readonly locale: Locale; readonly file: string }
  | { readonly kind: 'not-found'; readonly locale: Locale; readonly file: string };

/** The public path of a route's prerendered shell: each `:name` segment becomes `_name`. */
export function shellPath(pattern: string): string {
  return pattern.replace(/\/:([A-Za-z]+)/g, '/_$1');
}

/** Every document the build writes, as paths without the `.html` extension. */
export function pageEntries(): PageEntry[] {
  const entries: PageEntry[] = [];
  for (const locale of LOCALES) {
    for (const route of ROUTES) {
      entries.push({ kind: 'route', route, locale, file: localizedPath(shellPath(route.path), locale) });
    }
    entries.push({ kind: 'not-found', locale, file: localizedPath('/404', locale) });
  }
  return entries;
}
