/**
 * The valid-request generator the bad-input properties start from: it knows every schema kind the contract
 * uses (or fails naming the one it lacks), and what it makes from an entry's structure is mostly accepted by
 * the entry itself, so the refinements' filter stays cheap and "valid" means valid.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallDefinition } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';
import { candidateParts } from './bad-requests.ts';
import { contractAccepts } from './request-fields.ts';
import { arbitraryOf } from './zod-arbitrary.ts';

const calls: readonly CallDefinition[] = CONTRACT;
const SAMPLES = 30;
/** Two independent ordered ranges (dates and amounts of a list) hold together in about a quarter of cases. */
const LEAST_ACCEPTED = SAMPLES / 5;

describe('valid requests from the contract’s schemas', () => {
  it.each(calls.map((call) => [call.name, call] as const))('%s: most candidates are accepted', (_, call) => {
    const samples = fc.sample(candidateParts(call), { numRuns: SAMPLES, seed: 17 });
    const accepted = samples.filter((parts) => contractAccepts(call, parts)).length;
    expect(accepted).toBeGreaterThanOrEqual(LEAST_ACCEPTED);
  });

  it.each([
    ['a kind it does not know', z.bigint()],
    ['a string check it does not know', z.string().length(3)],
    ['a number that is not an integer', z.number()],
    ['a pattern it cannot read', z.string().regex(/^(?!x)a$/)],
    ['a kind deep in an object', z.object({ items: z.array(z.object({ when: z.date() })) })],
  ])('fails loudly on %s', (_, schema) => {
    expect(() => arbitraryOf(schema as z.core.$ZodType, 'field')).toThrow(/no arbitrary for/);
  });
});
