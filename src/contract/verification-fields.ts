/**
 * The field rules of identity and business verification (POST /kyc and /kyb), in zod/mini like fields.ts so the
 * verification forms take them without the contract's classic zod. A module of their own: top-level rules are
 * calls the bundler must keep, and fields.ts goes into every page with a form.
 */
import * as z from 'zod/mini';
import { filled, singleLine } from './fields.ts';
import { BUSINESS_TYPES, ID_DOCUMENT_TYPES } from './rules.ts';

/** Text on one line, surrounding spaces dropped, `min`–`max` characters; empty is `required`. */
const lineOf = (min: number, max: number) =>
  z.string().check(filled(), singleLine(), z.trim(), z.minLength(min), z.maxLength(max));

/** Optional text on one line (a form leaves it out when blank), surrounding spaces dropped. */
const optionalLineOf = (max: number, min?: number) =>
  min === undefined
    ? z.string().check(singleLine(), z.trim(), z.maxLength(max))
    : z.string().check(singleLine(), z.trim(), z.minLength(min), z.maxLength(max));

/** A calendar date, `YYYY-MM-DD` (what a date input gives). */
export const CalendarDate = z.string().check(filled(), z.iso.date());

/** An identity document (KYC). */
export const IdDocumentType = z.enum(ID_DOCUMENT_TYPES);

/** An identity document's number as printed on it: 5–20 letters, digits or hyphens. */
export const IdDocumentNumber = z.string().check(filled(), z.regex(/^[A-Za-z0-9-]{5,20}$/, 'document_number_format'));

/** A postal address (KYC proof of address, a business's registered address). */
export const AddressLine = lineOf(2, 200);
export const AddressExtra = optionalLineOf(200);
export const City = lineOf(2, 100);
export const Region = optionalLineOf(100);
export const PostalCode = optionalLineOf(20);

/** A business (KYB): its names, numbers, kind and trade. */
export const BusinessName = lineOf(2, 200);
export const TradingName = optionalLineOf(200, 2);
export const RegistrationNumber = lineOf(3, 50);
export const TaxId = optionalLineOf(50, 3);
export const BusinessType = z.enum(BUSINESS_TYPES);
export const Industry = lineOf(2, 100);
export const Website = z.string().check(singleLine(), z.maxLength(2048), z.url());
