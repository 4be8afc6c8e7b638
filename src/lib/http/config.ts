/**
 * Where the API lives (SPEC section 7: "base paths come from a configured base URL plus a version") and
 * how long a call may take. The base URL is fixed at build time (`PUBLIC_API_BASE_URL`), so a static copy
 * of the site calls the API it was built for; empty means the site's own origin, as `npm start` serves it.
 */
import { CLIENTS, fillPath } from '../../contract/define.ts';
import { toSearchParams } from './query-params.ts';
import type { Route } from './route.ts';
import type { RawInput } from './types.ts';

/** Build-time base URL, without a trailing slash. */
export const API_BASE_URL = (import.meta.env.PUBLIC_API_BASE_URL ?? '').replace(/\/+$/, '');

/** Per-attempt timeout when the caller sets none. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The URL of a call: base + client base + filled path + cleaned query (empty, null and false dropped). */
export function callUrl(baseUrl: string, route: Route, input: RawInput): string {
  const path = baseUrl + CLIENTS[route.client].base + fillPath(route.path, input.params);
  const query = toSearchParams(input.query ?? {}).toString();
  return query === '' ? path : `${path}?${query}`;
}
