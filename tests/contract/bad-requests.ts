/**
 * Requests of any contract entry for the bad-input properties: a valid one built from the entry's own schemas
 * (zod-arbitrary.ts), then one to three of its fields given hostile values (hostile-values.ts).
 */
import fc from 'fast-check';
import type { CallDefinition } from '../../src/contract/define.ts';
import { hostileValueFor } from './hostile-values.ts';
import {
  contractAccepts,
  type HostileRequest,
  type Part,
  type RequestParts,
  requestFields,
  requestFrom,
  setAt,
} from './request-fields.ts';
import { arbitraryOf } from './zod-arbitrary.ts';

const PARTS: readonly Part[] = ['params', 'query', 'body'];

/** The parts the structure of the schemas gives, before their refinements are run. */
export function candidateParts(call: CallDefinition): fc.Arbitrary<RequestParts> {
  const present = PARTS.filter((part) => call[part] !== undefined);
  return fc
    .tuple(...present.map((part) => arbitraryOf(call[part] as NonNullable<CallDefinition[Part]>, part)))
    .map((values) => Object.fromEntries(present.map((part, index) => [part, values[index]])) as RequestParts);
}

/** Parts the entry accepts, refinements included. */
export function validParts(call: CallDefinition): fc.Arbitrary<RequestParts> {
  return candidateParts(call).filter((parts) => contractAccepts(call, parts));
}

/** Plain objects and lists copied, anything else (a File) shared. */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)])) as T;
  }
  return value;
}

export interface BadRequest {
  readonly name: string;
  /** Where the hostile values went: `body:items.0.id`. */
  readonly broken: readonly string[];
  /** Whether the entry's schemas refuse it: then the server must too. */
  readonly refusedByContract: boolean;
  readonly request: HostileRequest;
}

/**
 * A valid request of `call` with one to three fields given hostile values (none, when `allowValid` and the
 * entry has no field). With `allowValid` false only requests the contract refuses are made.
 */
export function badRequests(call: CallDefinition, allowValid: boolean): fc.Arbitrary<BadRequest> {
  const fields = requestFields(call);
  const hostile =
    fields.length === 0
      ? fc.constant([])
      : fc
          .subarray(fields, { minLength: 1, maxLength: Math.min(3, fields.length) })
          .chain((chosen) =>
            fc.tuple(...chosen.map((field) => hostileValueFor(field).map((value) => ({ field, value })))),
          );
  return fc
    .tuple(validParts(call), hostile)
    .map(([valid, assignments]) => {
      const parts = copy(valid);
      for (const { field, value } of assignments) {
        parts[field.part] ??= {};
        const target = parts[field.part] as Record<string, unknown>;
        for (const each of field.fixed) setAt(target, each.path, each.value);
        if (field.path.length > 0) setAt(target, field.path, value);
        else parts[field.part] = value as Record<string, unknown>;
      }
      return {
        name: call.name,
        broken: assignments.map(({ field }) => `${field.part}:${field.path.join('.')}`),
        refusedByContract: !contractAccepts(call, parts),
        request: requestFrom(call, parts),
      };
    })
    .filter((bad) => allowValid || bad.refusedByContract);
}
