/** Where each contract entry is served inside the API app (which server/app.ts mounts at `/api`). */
import { type CallDefinition, CLIENTS, pathParamNames } from '../../src/contract/define.ts';

const API_PREFIX = '/api';

/** The Hono path of a call: client base without `/api`, then the path with `{id}` → `:id`. */
export function routePath(call: Pick<CallDefinition, 'client' | 'path'>): string {
  const base = CLIENTS[call.client].base.slice(API_PREFIX.length);
  return `${base}${call.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** The public pattern of a call for logs: `/api/v1/cards/{id}`. */
export function routePattern(call: Pick<CallDefinition, 'client' | 'path'>): string {
  return `${CLIENTS[call.client].base}${call.path}`;
}

/**
 * Calls in registration order: fewer path parameters first, so `/virtual-accounts/unassigned-platform` is
 * matched before `/virtual-accounts/{id}` could swallow it.
 */
export function inRoutingOrder<C extends Pick<CallDefinition, 'path'>>(calls: readonly C[]): C[] {
  return [...calls].sort((a, b) => pathParamNames(a.path).length - pathParamNames(b.path).length);
}
