/** Request validation with the entry's own schemas: any problem is one 422 listing every field's errors. */
import type { HonoRequest } from 'hono';
import type { z } from 'zod';
import type { CallDefinition } from '../../../src/contract/define.ts';
import type { FieldProblem } from '../../../src/contract/field-errors.ts';
import { ApiError } from '../../errors/api-error.ts';
import { problemsOf } from '../../errors/zod-issues.ts';
import { bodyInput, INVALID_JSON, queryInput } from './request-input.ts';

export interface ValidatedRequest {
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
}

type Part = keyof ValidatedRequest;
type Problems = Record<string, FieldProblem[]>;

async function parsePart(
  part: Part,
  schema: z.ZodType | undefined,
  raw: () => unknown | Promise<unknown>,
  problems: Problems,
): Promise<unknown> {
  if (schema === undefined) return undefined;
  const input = await raw();
  if (input === INVALID_JSON) {
    problems[part] = [{ key: 'invalid_json' }];
    return undefined;
  }
  const result = await schema.safeParseAsync(input);
  if (result.success) return result.data;
  Object.assign(problems, problemsOf(result.error.issues, input, part));
  return undefined;
}

export async function validateRequest(call: CallDefinition, request: HonoRequest): Promise<ValidatedRequest> {
  const problems: Problems = {};
  const { params: paramsSchema, query: querySchema, body: bodySchema } = call;
  const params = await parsePart('params', paramsSchema, () => request.param(), problems);
  const query = await parsePart('query', querySchema, () => querySchema && queryInput(request, querySchema), problems);
  const body = await parsePart('body', bodySchema, () => bodyInput(request, call), problems);
  if (Object.keys(problems).length > 0) throw new ApiError('VALIDATION_FAILED', { fields: problems });
  return { params, query, body };
}
