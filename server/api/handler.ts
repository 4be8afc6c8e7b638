/**
 * What a handler is: a function of one call of the contract, typed from that entry. It receives the
 * validated request and the server's services, and returns the success body (z.input of the entry's
 * response; the pipeline validates it) or `{ status, body }` for a 2xx other than 200. Expected failures
 * are thrown as `ApiError`. A streaming call (response schema with `.meta({ contentType:
 * 'text/event-stream' })`) returns `{ stream: Response }`.
 *
 * A domain registers its handlers with `handle(callNamed('x'), …)` (calls with an access token: `user` is the
 * caller) or `handlePublic` (no token, or the refresh token: `user` is null); both check the entry's auth
 * kind when the module loads, since an entry that relies on its client's default does not carry it in its type.
 */
import type { z } from 'zod';
import { authOf, type CallDefinition } from '../../src/contract/define.ts';
import { type CallName, CONTRACT, type Contract } from '../../src/contract/index.ts';
import type { Locale } from '../../src/lib/locale.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import type { UserCreatedHook } from '../auth/hooks.ts';
import type { WTokenGrant } from '../auth/w-tokens.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Deliver } from '../developers/deliver.ts';
import type { EventBus } from './bus.ts';
import type { Clock } from './clock.ts';
import type { LogSink } from './log.ts';

/** Everything a handler may use besides the request. */
export interface Services {
  readonly db: Database;
  readonly config: Config;
  readonly clock: Clock;
  readonly bus: EventBus;
  readonly log: LogSink;
  readonly onUserCreated: UserCreatedHook;
  /** Sends webhook deliveries (the guarded HTTP deliverer unless a test gives its own). */
  readonly deliver: Deliver;
  /** The unit of every delivery's retry schedule (config.webhookRetryUnitMs), for tests and real events alike. */
  readonly webhookRetryUnitMs: number;
}

/** Facts about the request, established by the pipeline. */
export interface RequestFacts {
  readonly lang: Locale;
  readonly ip: string;
  readonly userAgent: string | null;
  readonly headers: Headers;
  /** The request's moment: one clock reading for the whole request, so its timestamps agree. */
  readonly now: Date;
  /** The w-token the pipeline claimed for a `wToken` call, else null. */
  readonly wToken: WTokenGrant | null;
}

type Part = 'params' | 'query' | 'body';
/** A request part as the handler gets it: parsed by the entry's schema, or undefined when it has none. */
type Parsed<C, K extends Part> = C extends { readonly [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;
type Body<C> = C extends { readonly response: infer R extends z.ZodType } ? z.input<R> : never;

/** The contract entry named `N`, with its literal types. */
export type CallNamed<N extends CallName> = Extract<Contract[number], { readonly name: N }>;

export type HandlerInput<C extends CallDefinition, U extends AuthUser | null = AuthUser> = Services &
  RequestFacts & {
    readonly params: Parsed<C, 'params'>;
    readonly query: Parsed<C, 'query'>;
    readonly body: Parsed<C, 'body'>;
    readonly user: U;
  };

export type SuccessStatus = 200 | 201 | 202;
export type Reply<C extends CallDefinition> = Body<C> | { status: SuccessStatus; body: Body<C> } | EventStream;

export type Handler<C extends CallDefinition, U extends AuthUser | null = AuthUser> = (
  input: HandlerInput<C, U>,
) => Promise<Reply<C>>;

/** The reply of a streaming call: the Response carrying the stream. */
export interface EventStream {
  readonly stream: Response;
}

/** A handler bound to its call, with the types erased so the registry can hold every call's. */
export interface Registration {
  readonly call: CallDefinition;
  readonly run: (input: HandlerInput<CallDefinition, AuthUser | null>) => Promise<unknown>;
}

function register(call: CallDefinition, handler: unknown): Registration {
  // The handler was type-checked against this very call by handle/handlePublic; only the registry forgets it.
  return { call, run: handler as Registration['run'] };
}

export function handle<C extends CallDefinition>(call: C, handler: NoInfer<Handler<C>>): Registration {
  if (authOf(call) !== 'access') throw new TypeError(`${call.name} takes no access token: use handlePublic`);
  return register(call, handler);
}

export function handlePublic<C extends CallDefinition>(call: C, handler: NoInfer<Handler<C, null>>): Registration {
  if (authOf(call) === 'access') throw new TypeError(`${call.name} takes an access token: use handle`);
  return register(call, handler);
}

/** The contract entry named `name`; a handler registered with it is typed from that entry. */
export function callNamed<N extends CallName>(name: N): CallNamed<N> {
  const call = CONTRACT.find((entry) => entry.name === name);
  if (call === undefined) throw new TypeError(`No contract entry is named ${name}`);
  // find() cannot narrow a union by a generic name; the name equality above is exactly that narrowing.
  return call as CallNamed<N>;
}
