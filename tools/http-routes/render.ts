/**
 * The text of src/lib/http/routes.generated.ts: the route fields (src/lib/http/route.ts) of each call the app makes,
 * written in the formatter's own style so the generated file passes `biome ci` unchanged.
 */
import { authOf } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';
import { ROUTE_KEYS, type Route } from '../../src/lib/http/route.ts';

const HEADER = `/**
 * GENERATED from src/contract by \`node tools/http-routes.ts\`: do not edit. The schema-free route of every
 * contract entry, for the browser's request core (src/lib/http/route.ts says why). A type error here means
 * the contract changed since the last run: run the command again.
 */
import type { RouteTable } from './types.ts';

export const ROUTES = {
`;

const FOOTER = `} as const satisfies RouteTable;
`;

/** A single-quoted TypeScript literal of a route value. */
function literal(value: string | boolean): string {
  if (typeof value === 'boolean') return String(value);
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** One entry, expanded one field per line (the formatter keeps an object expanded once it is). */
function renderEntry(call: (typeof CONTRACT)[number]): string {
  const route: Route = call;
  const fields = ROUTE_KEYS.flatMap((key) => {
    const value = route[key];
    return value === undefined ? [] : [`    ${key}: ${literal(value)},\n`];
  });
  return `  ${call.name}: {\n${fields.join('')}  },\n`;
}

/** The calls the app makes: not the operator's, which need the admin key (src/lib/http/types.ts AppCallName). */
export const APP_CALLS = CONTRACT.filter((call) => authOf(call) !== 'admin');

/** The whole generated module. */
export function routesModuleText(): string {
  return HEADER + APP_CALLS.map(renderEntry).join('') + FOOTER;
}
