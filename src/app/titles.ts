/**
 * Page titles (SPEC section 2): brand plus the route's label; a route without its own label takes
 * its nearest labelled parent's (prefix match by path segment, the root excluded, since the root
 * is everyone's prefix); otherwise the brand alone.
 */
import { ROUTES, type TitleLabel } from './routes.ts';

/** The title label for a route pattern or concrete path, if any. */
export function titleLabelFor(path: string): TitleLabel | undefined {
  const segments = path.split('/').filter(Boolean);
  for (let length = segments.length; length >= 0; length--) {
    if (length === 0 && segments.length > 0) break;
    const prefix = `/${segments.slice(0, length).join('/')}`;
    const route = ROUTES.find((candidate) => candidate.path === prefix);
    if (route && 'title' in route) return route.title;
  }
  return undefined;
}

/** The document title: `Label · Brand`, or the brand alone. */
export function pageTitle(path: string, brand: string, translate: (label: TitleLabel) => string): string {
  const label = titleLabelFor(path);
  return label ? `${translate(label)} · ${brand}` : brand;
}
