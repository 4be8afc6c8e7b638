/**
 * What each query parameter of a contract entry may hold, for the browser: the list screens clean a query read
 * from the address bar against it (SPEC section 5) before asking the server, so a hand-edited or stale link
 * never turns into a 422. The rules are a small subset of the entry's JSON Schema, generated from the contract
 * (`query-rules/<call>.generated.ts`, one module per call, by `node tools/http-routes.ts`): zod itself stays out of the browser.
 */
import type { z } from 'zod';
import type { CallName } from '../../contract/index.ts';
import { DIGITS_PATTERN } from '../../contract/rules.ts';
import type { CallByName } from './types.ts';

/** One query parameter's rule, as JSON Schema words it. */
export type QueryRule =
  | {
      readonly type: 'integer';
      readonly minimum?: number;
      readonly maximum?: number;
      readonly default?: number;
    }
  | {
      readonly type: 'string';
      readonly enum?: readonly string[];
      readonly minLength?: number;
      readonly maxLength?: number;
      readonly pattern?: string;
      readonly default?: string;
    }
  /** Several values, sent as repeated keys (a single one is a list of one). */
  | { readonly type: 'list'; readonly items: QueryRule };

/** The names of the entries that take a query. */
export type QueryCallName = {
  [Name in CallName]: CallByName<Name> extends { readonly query: z.ZodType } ? Name : never;
}[CallName];

/** The input type of an entry's query. */
export type QueryInput<Name extends QueryCallName> =
  CallByName<Name> extends { readonly query: infer Schema extends z.ZodType } ? z.input<Schema> : never;

/** A query parameter of an entry. */
export type QueryKey<Name extends QueryCallName> = Extract<keyof QueryInput<Name>, string>;

/** Every entry with a query, with one rule per parameter: no more, no fewer (the typecheck finds a stale table). */
export type QueryRuleTable = {
  readonly [Name in QueryCallName]: { readonly [Key in QueryKey<Name>]-?: QueryRule };
};

/** A value as the address bar holds it: one string, or several for a repeated key. */
export type RawQueryValue = string | readonly string[];

/** A value that passed its rule: integers as numbers, lists as arrays. */
export type CleanQueryValue = string | number | string[];

function acceptsString(rule: Extract<QueryRule, { type: 'string' }>, value: string): boolean {
  if (rule.enum !== undefined && !rule.enum.includes(value)) return false;
  // Lengths in code points, as JSON Schema (and zod) count them.
  const length = [...value].length;
  if (rule.minLength !== undefined && length < rule.minLength) return false;
  if (rule.maxLength !== undefined && length > rule.maxLength) return false;
  return rule.pattern === undefined || new RegExp(rule.pattern).test(value);
}

function acceptedInteger(rule: Extract<QueryRule, { type: 'integer' }>, value: string): number | undefined {
  if (!DIGITS_PATTERN.test(value)) return undefined;
  const number = Number(value);
  if (rule.minimum !== undefined && number < rule.minimum) return undefined;
  if (rule.maximum !== undefined && number > rule.maximum) return undefined;
  return number;
}

function acceptedScalar(rule: QueryRule, value: string): string | number | undefined {
  switch (rule.type) {
    case 'integer':
      return acceptedInteger(rule, value);
    case 'string':
      return acceptsString(rule, value) ? value : undefined;
    case 'list':
      return undefined;
  }
}

/**
 * The value as its rule accepts it, or undefined when it does not: an empty value (SPEC section 5), a value
 * the server would refuse, or the rule's default (it goes without saying). A list keeps the items that pass,
 * each once.
 */
export function acceptedValue(rule: QueryRule, raw: RawQueryValue): CleanQueryValue | undefined {
  const values = typeof raw === 'string' ? [raw] : raw;
  if (rule.type === 'list') {
    const kept = values.filter((value) => value !== '' && acceptedScalar(rule.items, value) !== undefined);
    return kept.length > 0 ? [...new Set(kept)] : undefined;
  }
  // A scalar parameter given twice is ambiguous: the server would refuse the list.
  const [value] = values;
  if (value === undefined || values.length > 1 || value === '') return undefined;
  const accepted = acceptedScalar(rule, value);
  return accepted === rule.default ? undefined : accepted;
}
