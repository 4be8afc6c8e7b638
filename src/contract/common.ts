/**
 * Conventions every response of the API follows (docs/API.md):
 * - a success body is `{ status: true, message?, data }`; a failure body is `ErrorBody`;
 * - ids are positive integers, timestamps ISO 8601 strings with offset (`2026-11-22T08:30:00.000Z`);
 * - money is a decimal string (never a JSON number) next to its ISO 4217 currency code;
 * - lists are `{ items, next_cursor }` (cursor pages) or `{ items, total, page, limit }` (numbered pages).
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './rules.ts';

/** A positive integer id; path parameters arrive as strings and are coerced. */
export const Id = z.coerce.number().int().positive();

/** `{ id }` as a path parameter object. */
export const IdParams = z.object({ id: Id });

/** An ISO 8601 timestamp with offset. */
export const Timestamp = z.iso.datetime({ offset: true });

/** A calendar date, `YYYY-MM-DD`. */
export const DateOnly = z.iso.date();

/** Up to 20 digits before and 20 after the point (SPEC section 5: decimal precision 20), optional sign. */
export const Decimal = z
  .string()
  .regex(/^-?\d{1,20}(\.\d{1,20})?$/, 'decimal_format')
  .describe('Decimal number as a string, e.g. "1250000" or "12.50"');

/** A decimal that must be greater than zero (amounts the user enters). */
export const PositiveDecimal = Decimal.refine((value) => !value.startsWith('-') && /[1-9]/.test(value), {
  message: 'amount_positive',
});

/** An ISO 4217 currency code (VND, USD) or the VND wallet code VNDW. */
export const CurrencyCode = z.string().regex(/^[A-Z]{3,4}$/);

/** An amount with its currency. */
export const Money = z.object({ amount: Decimal, currency: CurrencyCode });

export const Email = z.email().max(EMAIL_MAX_LENGTH);

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
export const AccountType = z.enum(['INDIVIDUAL', 'BUSINESS']);
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
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().positive().max(100).default(20),
});

/** Query of a cursor list. */
export const CursorQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().positive().max(100).default(20),
});
