/**
 * The error catalogue (docs/API.md, "Conventions"): every stable `code` the API answers with, its HTTP status
 * and its message in each language, grouped by domain in `codes/`. A code never changes meaning once
 * shipped; add a new one instead. Messages may carry `{name}` placeholders filled from the error's params.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Locale } from '../../src/lib/locale.ts';
import { ACCOUNT_ERRORS } from './codes/account.ts';
import { AUTH_ERRORS } from './codes/auth.ts';
import { MONEY_ERRORS } from './codes/money.ts';
import { PAYMENT_ERRORS } from './codes/payments.ts';
import { PIPELINE_ERRORS } from './codes/pipeline.ts';
import { VA_CARD_ERRORS } from './codes/va-card.ts';

export type CatalogueEntry = { readonly status: ContentfulStatusCode } & Readonly<Record<Locale, string>>;

export const CATALOGUE = {
  ...PIPELINE_ERRORS,
  ...AUTH_ERRORS,
  ...MONEY_ERRORS,
  ...PAYMENT_ERRORS,
  ...ACCOUNT_ERRORS,
  ...VA_CARD_ERRORS,
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof CATALOGUE;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(CATALOGUE, code);
}
