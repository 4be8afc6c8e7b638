/**
 * The forms of the run's steps, loaded with the form engine when a form is first touched
 * (src/lib/forms/use-schema-form.ts). Every field is the contract's own (src/contract/fields.ts, the rules of
 * POST /kyc and /kyb), named as in the body's part the step fills (step-fields.ts).
 */
import * as z from 'zod/mini';
import { CountryCode, PersonName } from '../../contract/fields.ts';
import {
  AddressExtra,
  AddressLine,
  BusinessName,
  BusinessType,
  CalendarDate,
  City,
  IdDocumentNumber,
  IdDocumentType,
  Industry,
  PostalCode,
  Region,
  RegistrationNumber,
  TaxId,
  TradingName,
  Website,
} from '../../contract/verification-fields.ts';
import { blankAsAbsent, trimmed } from '../../lib/forms/fields.ts';

export const countryOfResidenceSchema = z.object({ country_of_residence: CountryCode });

export const countryOfRegistrationSchema = z.object({ country_of_registration: CountryCode });

export const personalSchema = z.object({
  full_name: PersonName,
  date_of_birth: CalendarDate,
  nationality: CountryCode,
});

export const identitySchema = z.object({
  document_type: IdDocumentType,
  document_number: trimmed(IdDocumentNumber),
  expires_on: blankAsAbsent(CalendarDate),
});

export const addressSchema = z.object({
  line1: AddressLine,
  line2: blankAsAbsent(AddressExtra),
  city: City,
  state: blankAsAbsent(Region),
  postal_code: blankAsAbsent(PostalCode),
  country: CountryCode,
});

export const businessSchema = z.object({
  legal_name: BusinessName,
  trading_name: blankAsAbsent(TradingName),
  registration_number: RegistrationNumber,
  tax_id: blankAsAbsent(TaxId),
  incorporation_date: CalendarDate,
  business_type: BusinessType,
  industry: Industry,
  website: blankAsAbsent(Website),
});
