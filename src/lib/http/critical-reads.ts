/**
 * Declaring a critical read (docs/decisions/011), at build time: a contract GET and its input, resolved to the URL
 * the request core will ask for, so the boot script can start it and the core can recognise it (early-reads.ts).
 * Only the page's HTML carries the result; nothing here reaches the browser's bundles.
 */
import { authOf } from '../../contract/define.ts';
import { API_BASE_URL, callUrl } from './config.ts';
import type { EarlyRead } from './early-reads.ts';
import type { Route } from './route.ts';
import { ROUTES } from './routes.generated.ts';
import type { Api, RawInput } from './types.ts';

/** The call written as the store writes it (`api => api.getWallet({ params: { type: 'MAIN' } })`), recorded. */
function record(call: (api: Api) => unknown): { name: string; route: Route; input: RawInput } {
  const calls: { name: string; route: Route; input: RawInput }[] = [];
  const recorder = new Proxy(
    {},
    {
      get:
        (_, name: string) =>
        (input: RawInput = {}) => {
          calls.push({ name, route: ROUTES[name as keyof typeof ROUTES], input });
          return Promise.resolve();
        },
    },
  );
  void call(recorder as Api);
  const [only] = calls;
  if (only === undefined || calls.length > 1) throw new TypeError('a critical read makes exactly one call');
  return only;
}

/**
 * A critical read: the roles (cookie values) that may make it — every role when undefined — and the call, written
 * as a store writes it. Only a GET authenticated with the access token (the boot script has nothing else).
 * `plain`: only on the address without a query (a list's first page; early-reads.ts).
 */
export function criticalRead(
  roles: readonly string[] | undefined,
  call: (api: Api) => unknown,
  { plain = false }: { plain?: boolean } = {},
): EarlyRead {
  const { name, route, input } = record(call);
  if (route.method !== 'GET' || authOf(route) !== 'access') {
    throw new TypeError(`${name} is not a GET read with the access token`);
  }
  return { url: callUrl(API_BASE_URL, route, input), ...(roles && { roles }), ...(plain && { plain: true }) };
}

/** The `<html data-reads>` value of a page; undefined when it has none. */
export function earlyReadsAttribute(reads: readonly EarlyRead[]): string | undefined {
  return reads.length > 0 ? JSON.stringify(reads) : undefined;
}
