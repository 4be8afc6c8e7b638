/**
 * The typed face of the API: `api.<name>(input, options)` for every contract entry, its input typed from
 * the entry's request schemas (`z.input`) and its result from the response schema (`z.output`) or a
 * failure. Types only: nothing here reaches the bundle, so zod stays out of the browser.
 */
import type { z } from 'zod';
import type { CallName, Contract } from '../../contract/index.ts';
import type { ApiFailure } from './errors.ts';
import type { RouteOf } from './route.ts';
import type { UploadProgress } from './upload.ts';

/** The contract entry called `Name`, with its literal types. */
export type CallByName<Name extends CallName> = Extract<Contract[number], { readonly name: Name }>;

/**
 * The calls the app makes: every contract entry but the operator's (`auth: 'admin'`), which only the operator CLI,
 * curl and the tests send with the admin key — so the browser's route table does not carry them.
 */
export type AppCallName = Exclude<CallName, Extract<Contract[number], { readonly auth: 'admin' }>['name']>;

/** The generated route table: one route per call the app makes, equal to the entry's own route fields. */
export type RouteTable = { readonly [Name in AppCallName]: RouteOf<CallByName<Name>> };

/** True when every key of T is optional (a schema whose fields all have defaults or may be left out). */
type AllOptional<T> = Partial<T> extends T ? true : false;

/** `{ [key]: T }`, optional when T's fields all are. */
type Slot<Key extends string, T> =
  AllOptional<T> extends true ? { readonly [K in Key]?: T } : { readonly [K in Key]: T };

/** Path parameters travel as strings: each may be given as a string or number the schema accepts. */
type PathParams<Schema extends z.ZodType> = {
  readonly [K in keyof z.input<Schema>]: z.input<Schema>[K] & (string | number);
};

type ParamsSlot<Call> = Call extends { readonly params: infer S extends z.ZodType }
  ? Slot<'params', PathParams<S>>
  : { readonly params?: never };
type QuerySlot<Call> = Call extends { readonly query: infer S extends z.ZodType }
  ? Slot<'query', z.input<S>>
  : { readonly query?: never };
type BodySlot<Call> = Call extends { readonly body: infer S extends z.ZodType }
  ? Slot<'body', z.input<S>>
  : { readonly body?: never };

/** What a call takes: its path parameters, query and body, each where the entry has a schema for it. */
export type CallInput<Call> = ParamsSlot<Call> & QuerySlot<Call> & BodySlot<Call>;

/** Options every call accepts. */
export interface BaseCallOptions {
  /** Cancels the call (a newer search, leaving the page): it resolves to 'Request aborted'. */
  readonly signal?: AbortSignal;
  /** Per attempt; 30 s by default. */
  readonly timeoutMs?: number;
  /** An upload's progress as its body is sent (upload.ts); each attempt starts again from 0. */
  readonly onUploadProgress?: (progress: UploadProgress) => void;
}

/** The two-factor token a `wToken` entry must carry. */
type WTokenOption<Call> = Call extends { readonly wToken: string } ? { readonly wToken: string } : unknown;

/** The key of one user intent, reused on every retry, that a money-moving entry must carry. */
type IdempotencyOption<Call> = Call extends { readonly idempotencyKey: true }
  ? { readonly idempotencyKey: string }
  : unknown;

export type CallOptions<Call> = BaseCallOptions & WTokenOption<Call> & IdempotencyOption<Call>;

/** The success body; the card client resolves to its `data` (CLIENTS.card.unwrapData). */
type Success<Call> = Call extends { readonly response: infer S extends z.ZodType }
  ? Call extends { readonly client: 'card' }
    ? z.output<S> extends { readonly data: infer Data }
      ? Data
      : never
    : z.output<S>
  : never;

/** What a call resolves to: the success value or the failure (it never rejects for HTTP or network failures). */
export type CallResult<Call> = Success<Call> | ApiFailure;

/** Required options make the input required too, since it comes first. */
type CallArgs<Call> =
  AllOptional<CallOptions<Call>> extends true
    ? AllOptional<CallInput<Call>> extends true
      ? [input?: CallInput<Call>, options?: CallOptions<Call>]
      : [input: CallInput<Call>, options?: CallOptions<Call>]
    : [input: CallInput<Call>, options: CallOptions<Call>];

export type ApiFunction<Call> = (...args: CallArgs<Call>) => Promise<CallResult<Call>>;

/** `api.<name>` for every call the app makes. */
export type Api = { readonly [Name in AppCallName]: ApiFunction<CallByName<Name>> };

/** The untyped input the request core works with. */
export interface RawInput {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: object;
  readonly body?: unknown;
}

/** The untyped options the request core works with. */
export interface RawOptions extends BaseCallOptions {
  readonly wToken?: string;
  readonly idempotencyKey?: string;
}
