/**
 * Valid values for the contract's zod schemas, as fast-check arbitraries: the bad-input properties start from
 * a request every part of which the entry accepts, then break some fields on purpose. Only the schema kinds
 * and checks the contract uses are known; any other throws, naming it, so a new kind is written here the day
 * an entry uses it instead of being skipped. Refinements (`.refine`, distinct items, ordered bounds) cannot be
 * read from a schema: `validParts` keeps the candidates the entry's own schemas accept, and a test proves most
 * candidates pass, so that filter stays cheap and the generator stays honest.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { AMOUNT_PATTERN } from '../../src/contract/rules.ts';

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string; checks?: Schema[] };

function defOf(schema: Schema): Def {
  return schema._zod.def as unknown as Def;
}

/** The checks of a schema as their defs: `{ check: 'max_length', maximum: 100 }`. */
function checksOf(schema: Schema): Def[] {
  return (defOf(schema).checks ?? []).map((check) => check._zod.def as unknown as Def & { check: string });
}

class UnknownKind extends Error {
  constructor(what: string, at: string) {
    super(`zod-arbitrary: no arbitrary for ${what} at ${at || '(root)'}; teach tests/contract/zod-arbitrary.ts`);
  }
}

/** Checks the final filter handles: refinements and overwrites (trim) cannot be read, only run. */
const RUN_ONLY = new Set(['custom', 'overwrite']);

const label = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/);
/** Narrow on purpose: the contract's date ranges are bounded (a statistic covers a few months at most). */
const day = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2026-03-31T00:00:00Z'),
  noInvalidDate: true,
});

/** Plain amounts across the whole range the money columns hold: integers, and fractions of up to 20 digits. */
export const validAmount = fc
  .tuple(
    fc.oneof(fc.bigInt({ min: 1n, max: 999_999_999n }), fc.bigInt({ min: 0n, max: 10n ** 18n - 1n })),
    fc.option(fc.stringMatching(/^\d{1,20}$/), { nil: undefined }),
  )
  .map(([whole, fraction]) => (fraction === undefined ? String(whole) : `${whole}.${fraction}`))
  .filter((amount) => AMOUNT_PATTERN.test(amount));

/** Formats whose pattern fast-check cannot read (lookaheads): written by hand. */
function formatArbitrary(format: Def, at: string): fc.Arbitrary<string> {
  switch (format.format) {
    case 'email':
      return fc.tuple(label, label).map(([local, host]) => `${local}@${host}.example.test`);
    case 'url':
      return fc.tuple(label, label).map(([host, path]) => `https://${host}.example.com/${path}`);
    case 'date':
      return day.map((value) => value.toISOString().slice(0, 10));
    case 'datetime':
      return day.map((value) => value.toISOString());
    case 'regex': {
      const pattern = format.pattern as RegExp;
      if (pattern.source === AMOUNT_PATTERN.source) return validAmount;
      try {
        return fc.stringMatching(pattern);
      } catch (error) {
        throw new UnknownKind(`the pattern ${pattern} (${(error as Error).message})`, at);
      }
    }
    default:
      throw new UnknownKind(`the string format "${format.format}"`, at);
  }
}

function stringArbitrary(schema: Schema, at: string): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength = Number.POSITIVE_INFINITY;
  const formats: Def[] = [];
  const own = defOf(schema);
  if (typeof own.format === 'string') formats.push(own);
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') minLength = check.minimum as number;
    else if (check.check === 'max_length') maxLength = check.maximum as number;
    else if (check.check === 'string_format') formats.push(check);
    else if (!RUN_ONLY.has(check.check as string)) throw new UnknownKind(`the string check "${check.check}"`, at);
  }
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  // One format makes the value, the patterns (and the bounds) keep it: a URL on one line, say.
  const [first, ...others] = formats.toSorted((a, b) => Number(a.format === 'regex') - Number(b.format === 'regex'));
  const made =
    first === undefined
      ? fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40) })
      : formatArbitrary(first, at);
  const passesOthers = (value: string) =>
    others.every((format) => format.format !== 'regex' || (format.pattern as RegExp).test(value));
  return made.filter((value) => fits(value) && passesOthers(value));
}

function numberArbitrary(schema: Schema, at: string): fc.Arbitrary<number> {
  let min = Number.MIN_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  const def = defOf(schema);
  const integer = def.format === 'safeint' || checksOf(schema).some((check) => check.format === 'safeint');
  if (!integer) throw new UnknownKind('a number that is not an integer', at);
  for (const check of checksOf(schema)) {
    const bound = check.value as number;
    if (check.check === 'greater_than') min = check.inclusive ? bound : bound + 1;
    else if (check.check === 'less_than') max = check.inclusive ? bound : bound - 1;
    else if (check.check !== 'number_format') throw new UnknownKind(`the number check "${check.check}"`, at);
  }
  // Small ids name the seeded rows, the rest of the range the bounds.
  return fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), fc.integer({ min, max }));
}

function fileArbitrary(schema: Schema, at: string): fc.Arbitrary<File> {
  let types: readonly string[] = ['application/pdf'];
  let maxSize = 1024;
  for (const check of checksOf(schema)) {
    if (check.check === 'mime_type') types = check.mime as string[];
    else if (check.check === 'max_size') maxSize = Math.min(maxSize, check.maximum as number);
    else throw new UnknownKind(`the file check "${check.check}"`, at);
  }
  return fc
    .tuple(fc.constantFrom(...types), fc.uint8Array({ minLength: 1, maxLength: maxSize }))
    .map(([type, bytes]) => new File([bytes], `document.${type.split('/')[1]}`, { type }));
}

function arrayArbitrary(schema: Schema, at: string): fc.Arbitrary<unknown[]> {
  let minLength = 0;
  let maxLength = 3;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') minLength = check.minimum as number;
    else if (check.check === 'max_length') maxLength = Math.min(check.maximum as number, minLength + 3);
    else if (!RUN_ONLY.has(check.check as string)) throw new UnknownKind(`the array check "${check.check}"`, at);
  }
  maxLength = Math.max(maxLength, minLength);
  // Distinct items are valid whether or not the list asks for them (many do: `distinctItems`).
  return fc.uniqueArray(arbitraryOf(defOf(schema).element as Schema, `${at}[]`), {
    minLength,
    maxLength,
    selector: (item) => JSON.stringify(item),
  });
}

/** An absent key is left out (never `undefined`), as JSON and a query carry it. */
function objectArbitrary(schema: Schema, at: string): fc.Arbitrary<Record<string, unknown>> {
  const def = defOf(schema);
  for (const check of checksOf(schema)) {
    if (!RUN_ONLY.has(check.check as string)) throw new UnknownKind(`the object check "${check.check}"`, at);
  }
  const catchall = def.catchall as Schema | undefined;
  if (catchall !== undefined && defOf(catchall).type !== 'never') throw new UnknownKind('an object catchall', at);
  const entries = Object.entries(def.shape as Record<string, Schema>).map(
    ([key, field]) => [key, arbitraryOf(field, at === '' ? key : `${at}.${key}`)] as const,
  );
  return fc
    .tuple(...entries.map(([, arbitrary]) => arbitrary))
    .map((values) =>
      Object.fromEntries(
        entries.flatMap(([key], index) => (values[index] === undefined ? [] : [[key, values[index]]])),
      ),
    );
}

/** The schema a pipe's value is made for: a preprocess checks with what follows, a transform with what precedes. */
function pipeTarget(def: Def, at: string): Schema {
  const input = def.in as Schema;
  const output = def.out as Schema;
  if (defOf(input).type === 'transform') return output;
  if (defOf(output).type === 'transform') return input;
  throw new UnknownKind('a pipe of two schemas', at);
}

/** A value `schema` accepts (before refinements); `at` names the place for a loud failure. */
export function arbitraryOf(schema: Schema, at = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, at);
    case 'number':
      return numberArbitrary(schema, at);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'file':
      return fileArbitrary(schema, at);
    case 'array':
      return arrayArbitrary(schema, at);
    case 'object':
      return objectArbitrary(schema, at);
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => arbitraryOf(option, at)));
    case 'optional':
    case 'default':
      return fc.option(arbitraryOf(def.innerType as Schema, at), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType as Schema, at), { nil: null });
    case 'pipe':
      return arbitraryOf(pipeTarget(def, at), at);
    default:
      throw new UnknownKind(`the schema kind "${def.type}"`, at);
  }
}
