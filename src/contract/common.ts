/**
 * Conventions every response of the API follows (docs/API.md):
 * - a success body is `{ status: true, message?, data }`; a failure body is `ErrorBody`;
 * - ids are positive integers, timestamps ISO 8601 strings with offset (`2026-11-22T08:30:00.000Z`);
 * - money is a decimal string (never a JSON number) next to its ISO 4217 currency code;
 * - lists are `{ items, next_cursor }` (cursor pages) or `{ items, total, page, limit }` (numbered pages).
 */

// First: zod must be set before any schema is made (zod-setup.ts says why).
import './zod-setup.ts';
import Big from 'big.js';
import { z } from 'zod';
import {
  AMOUNT_BOUND_PATTERN,
  AMOUNT_PATTERN,
  DIGITS_PATTERN,
  INT4_MAX,
  MULTI_LINE_PATTERN,
  SINGLE_LINE_PATTERN,
} from './rules.ts';

/** A positive id as JSON carries it (bodies, answers). Every id column is a PostgreSQL integer (rules.ts). */
export const Id = z.int().min(1).max(INT4_MAX);

/** Digits as a parameter spells them become a number; anything else (`0x10`, `1e3`, ` 1`) stays and fails. */
function digitsToNumber(value: unknown): unknown {
  return typeof value === 'string' && DIGITS_PATTERN.test(value) ? Number(value) : value;
}

/**
 * An integer path or query parameter: a string on the wire, strictly digits, checked by `schema` as a number.
 * The OpenAPI document shows `schema` (an integer with its bounds).
 */
export function paramInteger<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess(digitsToNumber, schema);
}

/** A positive integer up to PostgreSQL's `integer`, the bound of every integer a request carries. */
export function positiveInt(max = INT4_MAX) {
  return z.int().min(1).max(max);
}

/** An id as a path or query parameter. */
export const IdParam = paramInteger(Id);

/** `{ id }` as a path parameter object. */
export const IdParams = z.object({ id: IdParam });

/** Text on one line: no control characters (rules.ts). Names, labels, searches and codes build on it. */
export const SingleLineText = z.string().regex(SINGLE_LINE_PATTERN, 'single_line');

/** Free text that may span lines: line feeds and tabs, no other control characters (rules.ts). */
export const MultiLineText = z.string().regex(MULTI_LINE_PATTERN, 'control_characters');

/**
 * A list whose items may appear once each (compared by `keyOf`, the item itself by default): 422 with
 * `message`. The OpenAPI document says `uniqueItems`; JSON Schema compares whole items, so a narrower key
 * is for the list's description to name.
 */
export function distinctItems<T extends z.ZodType>(
  list: z.ZodArray<T>,
  message: string,
  keyOf: (item: z.output<T>) => unknown = (item) => item,
) {
  return list.refine((items) => new Set(items.map(keyOf)).size === items.length, message).meta({ uniqueItems: true });
}

/** Free-text search of a list. */
export const SearchQuery = SingleLineText.trim().max(100).optional();

/** An ISO 8601 timestamp with offset. */
export const Timestamp = z.iso.datetime({ offset: true });

/** A calendar date, `YYYY-MM-DD`. */
export const DateOnly = z.iso.date();

/**
 * Money the API answers: up to 20 digits before and 20 after the point (SPEC section 5: decimal precision 20),
 * optional sign. A stored amount has at most 18 before the point (its column); totals may add up to more.
 */
export const Decimal = z
  .string()
  .regex(/^-?\d{1,20}(\.\d{1,20})?$/, 'decimal_format')
  .describe('Decimal number as a string, e.g. "1250000" or "12.50"');

/** A decimal string that is zero or negative: worded as such rather than as a bad format. */
const NOT_POSITIVE = /^(?:-\d+(?:\.\d+)?|0+(?:\.0+)?)$/;

/**
 * An amount a request carries: greater than zero, within the money columns, written plainly (AMOUNT_PATTERN).
 * One pattern, so the OpenAPI document says exactly what the server takes.
 */
export const PositiveDecimal = z
  .string()
  .regex(AMOUNT_PATTERN, {
    error: (issue) =>
      typeof issue.input === 'string' && NOT_POSITIVE.test(issue.input) ? 'amount_positive' : 'amount_format',
  })
  .describe('Amount greater than zero as a decimal string, e.g. "1250000" or "12.50"');

/** A bound of an amount filter of a list: zero or more, compared as a number (never as text) by the server. */
export const AmountBound = z
  .string()
  .regex(AMOUNT_BOUND_PATTERN, 'amount_format')
  .describe('Amount of zero or more as a decimal string, e.g. "0", "1250000" or "12.50"');

/** Refuses a range whose upper bound is below its lower one. */
export function boundsInOrder(range: { amount_min?: string | undefined; amount_max?: string | undefined }): boolean {
  const { amount_min: min, amount_max: max } = range;
  if (min === undefined || max === undefined) return true;
  return !AMOUNT_BOUND_PATTERN.test(min) || !AMOUNT_BOUND_PATTERN.test(max) || new Big(min).lte(max);
}

/** An ISO 4217 currency code (VND, USD) or the VND wallet code VNDW. */
export const CurrencyCode = z.string().regex(/^[A-Z]{3,4}$/);

/** An amount with its currency. */
export const Money = z.object({ amount: Decimal, currency: CurrencyCode });

/** SPEC section 4 generic statuses. */
export const GENERIC_STATUSES = [
  'PENDING',
  'REJECTED',
  'APPROVED',
  'PROCESS',
  'WAITING',
  'CANCELLED',
  'EXPIRED',
  'ON_HOLD',
] as const;
export const GenericStatus = z.enum(GENERIC_STATUSES);

export const TwoFactorMethod = z.enum(['EMAIL', 'AUTHENTICATOR_APP', 'SMS']);
export const TwoFactorScope = z.enum(['WITHDRAWAL', 'ADD_BANK', 'LOGIN']);
export const Toggle = z.enum(['ENABLE', 'DISABLE']);
export const Tier = z.enum(['STANDARD', 'SILVER', 'GOLD', 'DIAMOND']);
export const TeamRoleSchema = z.enum(['DIRECTOR', 'FINANCE', 'SELLER']);

/** The failure body of every error response (SPEC section 8). */
export const ErrorBody = z.object({
  status: z.literal(false),
  /** Translated (accept-language) message for people. */
  message: z.string(),
  /** Stable business error code from the catalogue (server/errors.ts), e.g. `INSUFFICIENT_BALANCE`. */
  code: z.string(),
  /** Field errors of a 422: field path (dot-separated) → translated messages. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Seconds until the request may be tried again (429). */
  retry_after: z.number().int().nonnegative().optional(),
});
export type ErrorBodyType = z.infer<typeof ErrorBody>;

/** A success body carrying `data`. */
export function ok<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), message: z.string().optional(), data });
}

/** A success body with nothing to return. */
export const Done = z.object({ status: z.literal(true), message: z.string().optional() });

/** A cursor page: `next_cursor` is null on the last page. */
export function cursorPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.string().nullable() });
}

/** A numbered page. */
export function numberedPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  });
}

/** Query of a numbered list; `limit` is capped so a client cannot ask for the whole table. */
export const PageQuery = z.object({
  page: paramInteger(positiveInt().default(1)),
  limit: paramInteger(positiveInt(100).default(20)),
});
