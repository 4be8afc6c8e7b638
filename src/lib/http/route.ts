/**
 * The run-time facts of a contract entry that the browser needs to make the call: no schemas. Importing
 * `CONTRACT` would put zod and every schema into each island that calls the API (about 94 KB gzip), so the
 * browser reads `ROUTES` (routes.generated.ts, written from the contract by `node tools/http-routes.ts`)
 * and takes the schemas' types only.
 */
import type { CallDefinition } from '../../contract/define.ts';

/** The entry fields copied into the generated route table, in this order. */
export const ROUTE_KEYS = [
  'client',
  'method',
  'path',
  'auth',
  'wToken',
  'idempotent',
  'idempotencyKey',
  'bodyType',
] as const;
export type RouteKey = (typeof ROUTE_KEYS)[number];

/** What the request core reads of a call. */
export type Route = Pick<CallDefinition, RouteKey>;

/** The route an entry must have in the generated table: exactly its own route fields, literal for literal. */
export type RouteOf<Call> = { readonly [K in Extract<keyof Call, RouteKey>]: Call[K] };
