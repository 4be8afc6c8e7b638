/**
 * The words of the run: each field's label by its path (the forms and the overview's list of what to fix say the
 * same), each step's name and heading, the document kinds and business types.
 */
import type { BUSINESS_TYPES, IdDocumentKind } from '../../contract/rules.ts';
import { m } from '../../lib/i18n.ts';
import type { DocumentKind } from './documents.ts';
import type { Kind, VerificationStep } from './steps.ts';

type Words = () => string;

/** A field's label by its path; the kind decides the words of the parts both kinds have. */
const FIELD_LABELS: Readonly<Record<string, Words>> = {
  country_of_residence: () => m.kyc_country_residence(),
  country_of_registration: () => m.kyc_country_registration(),
  personal: () => m.kyc_step_personal(),
  'personal.full_name': () => m.kyc_full_name(),
  'personal.date_of_birth': () => m.kyc_date_of_birth(),
  'personal.nationality': () => m.kyc_nationality(),
  identity: () => m.kyc_step_identity(),
  'identity.document_type': () => m.kyc_document_type(),
  'identity.document_number': () => m.kyc_document_number(),
  'identity.expires_on': () => m.kyc_expires_on(),
  'identity.front_document_id': () => m.kyc_front(),
  'identity.back_document_id': () => m.kyc_back(),
  'identity.selfie_document_id': () => m.kyc_selfie(),
  address: () => m.kyc_step_address(),
  'address.line1': () => m.kyc_address_line1(),
  'address.line2': () => m.kyc_address_line2(),
  'address.city': () => m.kyc_city(),
  'address.state': () => m.kyc_state(),
  'address.postal_code': () => m.kyc_postal_code(),
  'address.country': () => m.kyc_address_country(),
  'address.proof_document_id': () => m.kyc_proof(),
  business: () => m.kyc_step_business(),
  'business.legal_name': () => m.kyc_legal_name(),
  'business.trading_name': () => m.kyc_trading_name(),
  'business.registration_number': () => m.kyc_registration_number(),
  'business.tax_id': () => m.kyc_tax_id(),
  'business.incorporation_date': () => m.kyc_incorporation_date(),
  'business.business_type': () => m.kyc_business_type(),
  'business.industry': () => m.kyc_industry(),
  'business.website': () => m.kyc_website(),
  document_ids: () => m.kyc_step_documents(),
};

/** The label of the field at `path`; a path the app has no field for is "other details". */
export function fieldLabel(path: string): string {
  return (FIELD_LABELS[path] ?? (() => m.kyc_fix_other()))();
}

/** Each field to fix once, by its label. */
export function fixLabels(paths: readonly string[]): string[] {
  return [...new Set(paths.map(fieldLabel))];
}

export const STEP_LABELS: Readonly<Record<VerificationStep, Words>> = {
  profile: () => m.kyc_section_title(),
  'country-residence': () => m.kyc_step_country(),
  'personal-info': () => m.kyc_step_personal(),
  'identity-verification': () => m.kyc_step_identity(),
  'business-info': () => m.kyc_step_business(),
  'address-verification': () => m.kyc_step_address(),
  'document-verification': () => m.kyc_step_documents(),
};

/** A step's heading: what it asks, worded for the kind of run. */
export function stepHeading(step: VerificationStep, kind: Kind): string {
  const business = kind === 'KYB';
  switch (step) {
    case 'country-residence':
      return business ? m.kyc_heading_country_kyb() : m.kyc_heading_country_kyc();
    case 'personal-info':
      return m.kyc_heading_personal();
    case 'identity-verification':
      return m.kyc_heading_identity();
    case 'business-info':
      return m.kyc_heading_business();
    case 'address-verification':
      return business ? m.kyc_heading_address_kyb() : m.kyc_heading_address_kyc();
    case 'document-verification':
      return business ? m.kyc_heading_documents_kyb() : m.kyc_heading_documents_kyc();
    default:
      return m.kyc_section_title();
  }
}

export const ID_DOCUMENT_LABELS: Readonly<Record<IdDocumentKind, Words>> = {
  PASSPORT: () => m.kyc_document_passport(),
  IDENTITY_CARD: () => m.kyc_document_identity_card(),
  DRIVER_LICENSE: () => m.kyc_document_driver_license(),
};

/** The label of a business document's slot. */
export const BUSINESS_DOCUMENT_LABELS: Readonly<Partial<Record<DocumentKind, Words>>> = {
  BUSINESS_REGISTRATION: () => m.kyc_business_registration(),
  ARTICLES_OF_ASSOCIATION: () => m.kyc_articles(),
  PROOF_OF_ADDRESS: () => m.kyc_business_proof(),
  OTHER: () => m.kyc_other_document(),
};

export const BUSINESS_TYPE_LABELS: Readonly<Record<(typeof BUSINESS_TYPES)[number], Words>> = {
  SOLE_PROPRIETORSHIP: () => m.kyc_business_type_sole(),
  LIMITED_COMPANY: () => m.kyc_business_type_limited(),
  JOINT_STOCK_COMPANY: () => m.kyc_business_type_joint_stock(),
  PARTNERSHIP: () => m.kyc_business_type_partnership(),
  OTHER: () => m.kyc_business_type_other(),
};
