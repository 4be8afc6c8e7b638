/**
 * The shape of one entry of the API contract table (PRODUCT.md section 2). An entry is data: the typed
 * client functions (`src/lib/http/`), the reference server's routing and validation (`server/api/`) and the
 * OpenAPI document (`npm run openapi`) are all derived from it. Nothing here talks to the network.
 */
import type { z } from 'zod';
import type { ApiKeyScopeName } from './developer-fields.ts';

/**
 * The five clients of SPEC section 7. Each has its own base (configured base URL + version), headers and
 * response unwrapping; see `CLIENTS` below.
 */
export type ClientName = 'client' | 'auth' | 'warehouse' | 'v2' | 'card';

/** SPEC section 5: the only valid HTTP methods. */
export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type Method = (typeof METHODS)[number];

/** Team roles as the server names them (SPEC section 1); the cookie spells them director/financial/seller. */
export const TEAM_ROLES = ['DIRECTOR', 'FINANCE', 'SELLER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * What a w-token (SPEC section 7: "a w-token header carrying a two-factor token") is bound to. The server
 * issues one only after a verification for that purpose and refuses it for any other purpose or user.
 */
export const W_TOKEN_PURPOSES = [
  'reset_password',
  'update_profile',
  'change_password',
  'add_bank',
  'update_bank',
  'withdrawal',
  'card_sensitive',
] as const;
export type WTokenPurpose = (typeof W_TOKEN_PURPOSES)[number];

/**
 * How a call authenticates: none; the access token; the refresh token (only `GET /refresh-token`); `admin`,
 * the operator's `x-admin-key` header (checked before anything else, server/api/pipeline/admin-key.ts); or
 * `optional`, an access token when the caller has one, which the handler reads (a director resending an
 * invitation by id sends theirs; the public page resending by token sends none).
 */
export type AuthKind = 'none' | 'access' | 'refresh' | 'admin' | 'optional';

/** Static facts about each client (SPEC section 7). */
export interface ClientInfo {
  /** Path prefix below the configured base URL. */
  readonly base: string;
  /** Sends `Authorization: Bearer <access token>`. */
  readonly bearer: boolean;
  /** Sends `accept-language` with the current locale. */
  readonly acceptLanguage: boolean;
  /** Adds `x-signature` and `x-timestamp` (src/lib/http/signature.ts). */
  readonly signed: boolean;
  /** Resolves to the body's `data` field instead of the whole body. */
  readonly unwrapData: boolean;
}

export const CLIENTS: Readonly<Record<ClientName, ClientInfo>> = {
  client: { base: '/api/v1', bearer: true, acceptLanguage: true, signed: true, unwrapData: false },
  auth: { base: '/api/v1', bearer: false, acceptLanguage: true, signed: true, unwrapData: false },
  v2: { base: '/api/v2', bearer: true, acceptLanguage: true, signed: false, unwrapData: false },
  warehouse: { base: '/api/warehouse/v1', bearer: false, acceptLanguage: false, signed: false, unwrapData: false },
  card: { base: '/api/card/v1', bearer: true, acceptLanguage: true, signed: false, unwrapData: true },
};

type Schema = z.ZodType;

/** One call of the contract. Paths use OpenAPI's `{name}` for parameters, each described in `params`. */
export interface CallDefinition<
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Response extends Schema = Schema,
> {
  /** Unique camelCase name: the typed client function is `api.<name>`. */
  readonly name: string;
  readonly client: ClientName;
  readonly method: Method;
  /** Path below the client's base, e.g. `/virtual-accounts/{id}`. */
  readonly path: string;
  /** One line for the OpenAPI document and the docs. */
  readonly summary: string;
  /** Feature folder / OpenAPI tag that owns the call. */
  readonly tag: string;
  /** Defaults from the client: `access` for client, v2 and card, `none` for auth and warehouse. */
  readonly auth?: AuthKind;
  /**
   * An integration may make this call with an API key in `x-api-key` (no session) that has this scope; the key
   * acts for its account with the DIRECTOR's view. Absent: no key is accepted (docs/decisions/033).
   */
  readonly apiKeyScope?: ApiKeyScopeName;
  /** The call requires a `w-token` header issued for this purpose. */
  readonly wToken?: WTokenPurpose;
  /** Team roles the server allows (absent = every role); PRODUCT.md section 4. */
  readonly roles?: readonly TeamRole[];
  /** Repeating the call has no further effect, so it may be retried automatically (src/lib/http/retry.ts). */
  readonly idempotent?: boolean;
  /** Money-moving: the request must carry an `Idempotency-Key` header, one per user intent. */
  readonly idempotencyKey?: boolean;
  /** Path parameters, as strings on the wire (coerced by the schema). */
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** The body travels as multipart/form-data (an upload); JSON (`application/json`) otherwise. */
  readonly bodyType?: 'multipart';
  /** The success body (HTTP 2xx). Failures are the shared `ErrorBody`. */
  readonly response: Response;
  /** Business error codes (server/errors catalogue) the call may answer with, besides the common ones. */
  readonly errors?: readonly string[];
}

/** Keys an entry may not have: catches a misspelt field, which a generic parameter alone would accept. */
type NoUnknownKeys<Call> = { readonly [K in Exclude<keyof Call, keyof CallDefinition>]: never };

/**
 * Identity function that keeps the literal types of an entry (name, client, path, schemas…), so the typed
 * client (`api.<name>`) and the schema-free route table (src/lib/http/routes.generated.ts) are checked against it.
 */
export function defineCall<const Call extends CallDefinition>(call: Call & NoUnknownKeys<Call>): Call {
  return call;
}

/** The media type of a call's body: the server answers 415 to any other. */
export function bodyMediaType(call: Pick<CallDefinition, 'bodyType'>): 'multipart/form-data' | 'application/json' {
  return call.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
}

/** The authentication a call needs, with the client's default applied. */
export function authOf(call: Pick<CallDefinition, 'auth' | 'client'>): AuthKind {
  return call.auth ?? (CLIENTS[call.client].bearer ? 'access' : 'none');
}

/** The path with its parameters filled in and percent-encoded: `/cards/{id}` + `{id: 7}` → `/cards/7`. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Names of the parameters in a path pattern, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}
