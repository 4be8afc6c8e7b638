/**
 * The headers of a call, per client (SPEC section 7, CLIENTS in src/contract/define.ts): Bearer token,
 * `accept-language`, `x-signature` + `x-timestamp`, and the entry's `w-token` and `Idempotency-Key`.
 */
import { CLIENTS } from '../../contract/define.ts';
import type { Route } from './route.ts';
import { signatureHeaders } from './signature.ts';
import type { RawOptions } from './types.ts';

export interface HeaderContext {
  readonly route: Route;
  readonly url: string;
  /** The access or refresh token the call authenticates with; null for none. */
  readonly bearer: string | null;
  readonly locale: string;
  /** Server time (epoch ms) for the signature timestamp. */
  readonly serverNow: number;
  readonly options: RawOptions;
  /** A JSON body is labelled so; a form (an upload) is labelled by fetch, with its boundary. */
  readonly hasJsonBody: boolean;
}

/** Header names are lower case, as HTTP/2 sends them. */
export function requestHeaders(context: HeaderContext): Record<string, string> {
  const { route, url, bearer, options } = context;
  const client = CLIENTS[route.client];
  return {
    ...(context.hasJsonBody && { 'content-type': 'application/json' }),
    ...(bearer !== null && { authorization: `Bearer ${bearer}` }),
    ...(client.acceptLanguage && { 'accept-language': context.locale }),
    ...(client.signed && signatureHeaders(route.method, url, context.serverNow)),
    ...(route.wToken && options.wToken !== undefined && { 'w-token': options.wToken }),
    ...(route.idempotencyKey && options.idempotencyKey !== undefined && { 'idempotency-key': options.idempotencyKey }),
  };
}
