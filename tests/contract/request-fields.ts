/**
 * Every field a contract entry's request schemas take, found by walking the zod schemas, and requests that
 * put one hostile value into one field. The hostile-input test sends them through the real server; a new
 * entry or field is covered the day it is written.
 */
import { HonoRequest } from 'hono/request';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import { queryInput } from '../../server/api/pipeline/request-input.ts';
import { authOf, type CallDefinition, CLIENTS, fillPath, pathParamNames } from '../../src/contract/define.ts';
import { SAMPLE_ID } from '../../src/contract/samples.ts';
import { type CallOptions, createTestApi, type SignedIn, signedIn, type TestApi } from '../server/api/harness.ts';
import { DATABASE_SETUP_TIMEOUT_MS } from '../setup/test-db.ts';

type Schema = z.core.$ZodType;
type Path = readonly (string | number)[];

export type Part = 'params' | 'query' | 'body';
/** `text` and `integer` fields get hostile values; the others refuse anything but their own values. */
export type FieldKind = 'text' | 'integer' | 'choice' | 'boolean' | 'file' | 'unknown';

export interface Field {
  readonly part: Part;
  /** Where the value goes: `['items', 0, 'id']`. */
  readonly path: Path;
  /** Keys of `errors` a refusal may name: the field's path, and that of a plain union holding it (zod names
   * the branch that came closest, or else the union). */
  readonly reportedAt: readonly string[];
  readonly kind: FieldKind;
  /** The leaf schema. */
  readonly schema: Schema;
  /** Values the field's discriminated union needs to reach its branch. */
  readonly fixed: readonly { readonly path: Path; readonly value: unknown }[];
}

interface Walk {
  readonly part: Part;
  readonly path: Path;
  /** Set inside a plain union: zod reports its failure at the union, not the field. */
  readonly unionAt: Path | null;
  readonly fixed: Field['fixed'];
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
const LEAF_KINDS: Readonly<Record<string, FieldKind>> = {
  string: 'text',
  enum: 'choice',
  literal: 'choice',
  boolean: 'boolean',
  file: 'file',
};

function defOf(schema: Schema): Record<string, unknown> & { type: string } {
  return schema._zod.def as unknown as Record<string, unknown> & { type: string };
}

const INTEGER_FORMATS = new Set(['safeint', 'int32']);

/** `z.int()` carries its format itself, `z.number().int()` as a check. */
function isInteger(schema: Schema): boolean {
  const def = defOf(schema);
  const checks = (def.checks ?? []) as Schema[];
  return [def, ...checks.map(defOf)].some((each) => INTEGER_FORMATS.has(each.format as string));
}

function leafKind(schema: Schema): FieldKind {
  const { type } = defOf(schema);
  if (type === 'number') return isInteger(schema) ? 'integer' : 'unknown';
  return LEAF_KINDS[type] ?? 'unknown';
}

/** The literal a discriminated union's option carries in its discriminator. */
function discriminatorValue(option: Schema, key: string): unknown {
  const shape = defOf(option).shape as Record<string, Schema>;
  const values = defOf(shape[key] as Schema).values as unknown[];
  return values[0];
}

function walk(schema: Schema, at: Walk, out: Field[]): void {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) {
    walk(def.innerType as Schema, at, out);
    return;
  }
  if (def.type === 'pipe') {
    const input = def.in as Schema;
    // A preprocess (a transform first) checks its value with what follows it.
    walk(defOf(input).type === 'transform' ? (def.out as Schema) : input, at, out);
    return;
  }
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
      walk(field, { ...at, path: [...at.path, key] }, out);
    }
    return;
  }
  if (def.type === 'array') {
    walk(def.element as Schema, { ...at, path: [...at.path, 0] }, out);
    return;
  }
  if (def.type === 'union') {
    const key = def.discriminator as string | undefined;
    for (const option of def.options as Schema[]) {
      const fixed =
        key === undefined
          ? at.fixed
          : [...at.fixed, { path: [...at.path, key], value: discriminatorValue(option, key) }];
      walk(option, { ...at, fixed, unionAt: key === undefined ? (at.unionAt ?? at.path) : at.unionAt }, out);
    }
    return;
  }
  const key = (path: Path) => (path.length === 0 ? at.part : path.join('.'));
  out.push({
    part: at.part,
    path: at.path,
    reportedAt: at.unionAt === null ? [key(at.path)] : [key(at.path), key(at.unionAt)],
    kind: leafKind(schema),
    schema,
    fixed: at.fixed,
  });
}

/** The fields of every request part of an entry. */
export function requestFields(call: CallDefinition): Field[] {
  const fields: Field[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = call[part];
    if (schema !== undefined) walk(schema, { part, path: [], unionAt: null, fixed: [] }, fields);
  }
  return fields;
}

export function setAt(target: Record<string | number, unknown>, path: Path, value: unknown): void {
  let node: Record<string | number, unknown> = target;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = path[index + 1];
    // A list field may hold one value where a list goes (a query takes either): the item replaces it.
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof next === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
}

/** A value for a field: the request carries it there, with the discriminators its branch needs. */
export interface Assignment {
  readonly field: Field;
  readonly value: unknown;
}

/** One request part's input from the assignments to its fields. */
function partInput(part: Part, assignments: readonly Assignment[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const { field, value } of assignments.filter((each) => each.field.part === part)) {
    for (const each of field.fixed) setAt(input, each.path, each.value);
    if (field.path.length > 0) setAt(input, field.path, value);
  }
  return input;
}

export interface HostileRequest {
  readonly method: string;
  /** Below the origin: client base, path, query. */
  readonly path: string;
  /** JSON, or a form for a multipart entry; null without a body part. */
  readonly body: string | FormData | null;
}

function sampleParam(name: string): string | number {
  if (name === 'id') return SAMPLE_ID;
  return name === 'kind' ? 'top-up' : 'MAIN';
}

/**
 * A value as text. An object goes as JSON: a generated object may own a `toString` or `valueOf`
 * that is no function, and String() throws on it.
 */
function textOf(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** A value as a URL can carry it: a lone surrogate has no UTF-8, so it travels as U+FFFD, as browsers send it. */
function urlText(value: unknown): string {
  return textOf(value).toWellFormed();
}

function queryString(input: Record<string, unknown>): string {
  const pairs = Object.entries(input).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${key}=${encodeURIComponent(urlText(item))}`),
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** A file goes as a file (an upload's valid baseline), anything else as text. */
function formOf(input: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.append(key, value instanceof Blob ? value : textOf(value));
  return form;
}

/** The request parts of an entry, as objects: what a property builds before it is put on the wire. */
export type RequestParts = Partial<Record<Part, Record<string, unknown>>>;

/** A request of `call` carrying `parts` (path parameters it leaves out are samples). */
export function requestFrom(call: CallDefinition, parts: RequestParts): HostileRequest {
  const params = Object.fromEntries(pathParamNames(call.path).map((name) => [name, sampleParam(name)]));
  const given = Object.fromEntries(Object.entries(parts.params ?? {}).map(([k, v]) => [k, urlText(v)]));
  const path = fillPath(`${CLIENTS[call.client].base}${call.path}`, { ...params, ...given });
  const bodyInput = parts.body ?? {};
  const multipart = call.bodyType === 'multipart';
  const body = call.body === undefined ? null : multipart ? formOf(bodyInput) : JSON.stringify(bodyInput);
  return { method: call.method, path: `${path}${queryString(parts.query ?? {})}`, body };
}

/** A request of `call` with the assigned values (other fields absent, path parameters samples). */
export function requestWith(call: CallDefinition, assignments: readonly Assignment[]): HostileRequest {
  return requestFrom(call, {
    params: partInput('params', assignments),
    query: partInput('query', assignments),
    body: partInput('body', assignments),
  });
}

/**
 * A part as the server's validation meets it: the query read from the request's own URL by the server's
 * `queryInput` (one value of a field that is no list is that value), parameters as text, a JSON body after a
 * round trip.
 */
function asReceived(call: CallDefinition, part: Part, parts: RequestParts): unknown {
  const input = parts[part] ?? {};
  if (part === 'query') {
    const url = `http://bad-input.invalid${requestFrom(call, parts).path}`;
    return queryInput(new HonoRequest(new Request(url)), call.query as Schema);
  }
  if (part === 'body' && call.bodyType !== 'multipart') return JSON.parse(JSON.stringify(input));
  const text = (value: unknown) => (value instanceof Blob ? value : part === 'body' ? textOf(value) : urlText(value));
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, text(value)]));
}

/** Whether the entry's own schemas accept every part, as the server would receive them. */
export function contractAccepts(call: CallDefinition, parts: RequestParts): boolean {
  return (['params', 'query', 'body'] as const).every((part) => {
    const schema = call[part];
    return schema === undefined || schema.safeParse(asReceived(call, part, parts)).success;
  });
}

/** The values a `choice` field takes (an enum's options, a literal's value). */
export function choicesOf(field: Field): readonly unknown[] {
  const def = defOf(field.schema);
  return def.type === 'enum' ? Object.values(def.entries as object) : ((def.values as unknown[] | undefined) ?? []);
}

/** Past authentication and roles (a director may make every call), so what answers is the request itself. */
function credentials(api: TestApi, director: SignedIn, call: CallDefinition): CallOptions {
  const kind = authOf(call);
  if (kind === 'access') return { token: director.accessToken };
  if (kind === 'refresh') return { token: director.refreshToken };
  if (kind === 'admin') return { headers: { 'x-admin-key': api.config.adminKey } };
  return {};
}

export interface Answer {
  readonly status: number;
  readonly body: { code?: string; errors?: Record<string, string[]> } | null;
}

/** Sends the request as `director` (a JSON body labelled so; a form labelled by fetch), with extra headers. */
async function send(
  api: TestApi,
  director: SignedIn,
  call: CallDefinition,
  request: HostileRequest,
  headers: Readonly<Record<string, string>> = {},
): Promise<Answer> {
  const options = credentials(api, director, call);
  const label = typeof request.body === 'string' ? { 'content-type': 'application/json' } : {};
  const response = await api.call(request.method, request.path, {
    ...options,
    headers: { ...options.headers, ...label, ...headers },
    ...(request.body === null ? {} : { rawBody: request.body }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as Answer['body']) };
}

/** What a test sends through `asDirector`: a request of `call`, with extra headers. */
export type DirectorSender = (
  call: CallDefinition,
  request: HostileRequest,
  headers?: Readonly<Record<string, string>>,
) => Promise<Answer>;

/** A server on its own database for the enclosing `describe`, and a sender signed in as its director. */
export function asDirector(): DirectorSender {
  let api: TestApi;
  let director: SignedIn;
  beforeAll(async () => {
    api = await createTestApi();
    director = await signedIn(api, 'DIRECTOR');
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => api?.close());
  return (call, request, headers) => send(api, director, call, request, headers);
}
