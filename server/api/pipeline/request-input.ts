/**
 * The raw request parts as the contract's schemas expect them: path parameters, the query (a repeated key,
 * or `key[]`, becomes a list; so does a single value for a list field), and the body (JSON, or
 * multipart/form-data for an entry with `bodyType: 'multipart'`).
 */
import type { HonoRequest } from 'hono';
import type { z } from 'zod';
import { bodyMediaType, type CallDefinition } from '../../../src/contract/define.ts';
import { ApiError } from '../../errors/api-error.ts';

/** Marker of a body that is not valid JSON. */
export const INVALID_JSON = Symbol('invalid JSON');

type AnySchema = z.core.$ZodType;

/** The schema under optional/default/nullable/pipe wrappers. */
function unwrap(schema: AnySchema): AnySchema {
  const def = schema._zod.def as { innerType?: AnySchema; in?: AnySchema };
  const inner = def.innerType ?? def.in;
  return inner === undefined ? schema : unwrap(inner);
}

function isListField(schema: AnySchema, key: string): boolean {
  const def = unwrap(schema)._zod.def as { type: string; shape?: Record<string, AnySchema> };
  const field = def.type === 'object' ? def.shape?.[key] : undefined;
  return field !== undefined && unwrap(field)._zod.def.type === 'array';
}

export function queryInput(request: HonoRequest, schema: AnySchema): Record<string, string | string[]> {
  const lists = new Map<string, string[]>();
  for (const [rawKey, values] of Object.entries(request.queries())) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    lists.set(key, [...(lists.get(key) ?? []), ...values]);
  }
  const input: Record<string, string | string[]> = {};
  for (const [key, values] of lists) {
    const [single] = values;
    input[key] = single !== undefined && values.length === 1 && !isListField(schema, key) ? single : values;
  }
  return input;
}

/** `application/json; charset=utf-8` → `application/json`; none → ''. */
function mediaTypeOf(request: HonoRequest): string {
  return (request.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}

/**
 * The body in the entry's media type. An empty one counts as `{}` so missing fields are reported one by one;
 * any other body in another media type is 415, never parsed as if it were the right one (issue 10).
 */
export async function bodyInput(request: HonoRequest, call: Pick<CallDefinition, 'bodyType'>): Promise<unknown> {
  const expected = bodyMediaType(call);
  const given = mediaTypeOf(request);
  if (given === expected && expected === 'multipart/form-data') return request.parseBody({ all: true });
  const text = await request.text();
  if (text.trim() === '') return {};
  if (given !== expected) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { params: { media_type: expected } });
  return parseJson(text);
}
