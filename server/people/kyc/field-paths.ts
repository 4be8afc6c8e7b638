/**
 * The fields and documents a rejection may name (SubmissionFieldPath of src/contract/calls/kyc.ts): every
 * path of the POST /kyc or /kyb body, read off the contract's own schemas, so a field added there can be
 * named at once and a path that names nothing is refused (`field_path_unknown`).
 */
import { z } from 'zod';
import type { FieldMessageKey } from '../../../src/contract/field-errors.ts';
import { callNamed } from '../../api/handler.ts';
import { ApiError } from '../../errors/api-error.ts';

type Kind = 'KYC' | 'KYB';

/** The schema inside optional, nullable and default wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner;
}

/** Every path of an object schema: each member, and the members of a member that is an object itself. */
export function pathsOf(schema: z.ZodType, prefix = ''): string[] {
  const inner = unwrapped(schema);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, member]) => {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    return [path, ...pathsOf(member, path)];
  });
}

export const SUBMISSION_FIELD_PATHS: Readonly<Record<Kind, ReadonlySet<string>>> = {
  KYC: new Set(pathsOf(callNamed('submitKyc').body)),
  KYB: new Set(pathsOf(callNamed('submitKyb').body)),
};

/** Refuse (422, beside the path) any path that names nothing in a submission of `kind`. */
export function assertSubmissionPaths(kind: Kind, paths: readonly string[], field = 'fields'): void {
  const known = SUBMISSION_FIELD_PATHS[kind];
  const problems: Record<string, FieldMessageKey[]> = {};
  paths.forEach((path, index) => {
    if (!known.has(path)) problems[`${field}.${index}`] = ['field_path_unknown'];
  });
  if (Object.keys(problems).length > 0) throw new ApiError('VALIDATION_FAILED', { fields: problems });
}
