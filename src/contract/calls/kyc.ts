/**
 * Identity (KYC) and business (KYB) verification (PRODUCT.md section 3). Documents are uploaded one file at
 * a time first (multipart), then a submission refers to them by id; an operator approves or rejects it.
 */
import { z } from 'zod';
import { DateOnly, Id, ok, SingleLineText, Timestamp } from '../common.ts';
import { defineCall } from '../define.ts';
import { CountryCode, PersonName } from '../fields.ts';
import { SINGLE_LINE_PATTERN } from '../rules.ts';
import { AccountLevel, IdDocumentType } from './reference.ts';

const TAG = 'kyc';
const DIRECTOR = ['DIRECTOR'] as const;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** The SPEC's identity documents plus what address and business checks (and pending actions) need. */
export const DocumentType = z.enum([
  ...IdDocumentType.options,
  'PROOF_OF_ADDRESS',
  'BUSINESS_REGISTRATION',
  'ARTICLES_OF_ASSOCIATION',
  'OTHER',
]);
/** Which picture of the document: an identity card's two sides, or the holder's selfie with it. */
export const DocumentSide = z.enum(['front', 'back', 'selfie']);

/** SPEC section 4, "Request or KYC". */
export const ReviewStatus = z.enum(['PENDING', 'REJECTED', 'APPROVED']);

/** What the next level still needs. */
export const KycRequirement = z.enum([
  'PERSONAL_INFO',
  'IDENTITY_DOCUMENT',
  'SELFIE',
  'PROOF_OF_ADDRESS',
  'BUSINESS_INFO',
  'BUSINESS_DOCUMENTS',
]);

export const UploadedDocument = z.object({
  id: Id,
  document_type: DocumentType,
  side: DocumentSide,
  file_name: z.string(),
  size_bytes: z.number().int().positive().max(UPLOAD_MAX_BYTES),
  content_type: z.enum(UPLOAD_CONTENT_TYPES),
  uploaded_at: Timestamp,
});
export type UploadedDocumentType = z.infer<typeof UploadedDocument>;

export const Submission = z.object({
  id: Id,
  kind: z.enum(['KYC', 'KYB']),
  status: ReviewStatus,
  submitted_at: Timestamp,
  reviewed_at: Timestamp.nullable(),
  rejection_reason: z.string().nullable(),
});
export type SubmissionType = z.infer<typeof Submission>;

export const Address = z.object({
  line1: SingleLineText.trim().min(2).max(200),
  line2: SingleLineText.trim().max(200).optional(),
  city: SingleLineText.trim().min(2).max(100),
  state: SingleLineText.trim().max(100).optional(),
  postal_code: SingleLineText.trim().max(20).optional(),
  country: CountryCode,
});

const Identity = z
  .object({
    document_type: IdDocumentType,
    document_number: z.string().regex(/^[A-Za-z0-9-]{5,20}$/, 'document_number_format'),
    expires_on: DateOnly.nullable(),
    front_document_id: Id,
    /** Every document but a passport has a back. */
    back_document_id: Id.optional(),
    selfie_document_id: Id,
  })
  .refine((identity) => identity.document_type === 'PASSPORT' || identity.back_document_id !== undefined, {
    message: 'back_side_required',
    path: ['back_document_id'],
  });

const SUBMIT_ERRORS = ['DOCUMENT_NOT_FOUND', 'DOCUMENT_TYPE_MISMATCH', 'DOCUMENT_EXPIRED'] as const;

export const kycCalls = [
  defineCall({
    name: 'getKyc',
    client: 'client',
    method: 'GET',
    path: '/kyc',
    tag: TAG,
    summary:
      "The account's verification: level, latest KYC/KYB status (null = never submitted), past submissions newest first, and what the next level needs (null at the top level).",
    response: ok(
      z.object({
        account_level: AccountLevel,
        level_name: z.string(),
        kyc_status: ReviewStatus.nullable(),
        kyb_status: ReviewStatus.nullable(),
        submissions: z.array(Submission),
        next_level: z.object({ level: AccountLevel, requirements: z.array(KycRequirement) }).nullable(),
      }),
    ),
  }),
  defineCall({
    name: 'uploadKycDocument',
    client: 'client',
    method: 'POST',
    path: '/kyc/documents',
    tag: TAG,
    summary:
      'Upload one document picture as multipart/form-data (fields `document_type`, `side`, `file`): JPEG, PNG or PDF, at most 5 MB. Its id goes into POST /kyc, /kyb or /respondents.',
    bodyType: 'multipart',
    body: z.object({
      document_type: DocumentType,
      side: DocumentSide.default('front'),
      file: z
        .file()
        .max(UPLOAD_MAX_BYTES, 'file_too_large')
        .mime([...UPLOAD_CONTENT_TYPES], 'file_type_not_allowed'),
    }),
    response: ok(UploadedDocument),
    errors: ['FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'TOO_MANY_DOCUMENTS'],
  }),
  defineCall({
    name: 'submitKyc',
    client: 'client',
    method: 'POST',
    path: '/kyc',
    tag: TAG,
    roles: DIRECTOR,
    summary:
      "Submit the holder's identity (country, personal info, identity document and selfie) and, for the higher levels, the address with its proof. PENDING until an operator reviews it.",
    body: z.object({
      country_of_residence: CountryCode,
      personal: z.object({
        full_name: PersonName,
        date_of_birth: DateOnly,
        nationality: CountryCode,
      }),
      identity: Identity,
      address: Address.extend({ proof_document_id: Id }).optional(),
    }),
    response: ok(Submission),
    errors: ['KYC_ALREADY_PENDING', 'UNDERAGE', ...SUBMIT_ERRORS],
  }),
  defineCall({
    name: 'submitKyb',
    client: 'client',
    method: 'POST',
    path: '/kyb',
    tag: TAG,
    roles: DIRECTOR,
    summary:
      'Submit the business (BUSINESS accounts only): registration, address and documents. PENDING until reviewed.',
    body: z.object({
      country_of_registration: CountryCode,
      business: z.object({
        legal_name: SingleLineText.trim().min(2).max(200),
        trading_name: SingleLineText.trim().min(2).max(200).optional(),
        registration_number: SingleLineText.trim().min(3).max(50),
        tax_id: SingleLineText.trim().min(3).max(50).optional(),
        incorporation_date: DateOnly,
        business_type: z.enum([
          'SOLE_PROPRIETORSHIP',
          'LIMITED_COMPANY',
          'JOINT_STOCK_COMPANY',
          'PARTNERSHIP',
          'OTHER',
        ]),
        industry: SingleLineText.trim().min(2).max(100),
        website: z.url().regex(SINGLE_LINE_PATTERN, 'single_line').max(2048).optional(),
      }),
      address: Address,
      document_ids: z.array(Id).min(1).max(20),
    }),
    response: ok(Submission),
    errors: ['KYB_ALREADY_PENDING', 'ACCOUNT_NOT_BUSINESS', ...SUBMIT_ERRORS],
  }),
] as const;
