/**
 * The raw request parts as the contract's schemas expect them: path parameters, the query (a repeated key,
 * or `key[]`, becomes a list; so does a single value for a list field), and the body (JSON, or
 * multipart/form-data for a body schema marked `.meta({ contentType: 'multipart/form-data' })`).
 */
import type { HonoRequest } from 'hono';
import type { z } from 'zod';

const MULTIPART = 'multipart/form-data';

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

export function isMultipart(schema: z.ZodType): boolean {
  return schema.meta()?.contentType === MULTIPART;
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

/** The body; an empty one counts as `{}` so missing fields are reported one by one. */
export async function bodyInput(request: HonoRequest, schema: z.ZodType): Promise<unknown> {
  if (isMultipart(schema)) return request.parseBody({ all: true });
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}
