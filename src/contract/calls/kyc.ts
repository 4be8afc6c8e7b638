/**
 * Identity (KYC) and business (KYB) verification (PRODUCT.md section 3). Documents are uploaded one file at
 * a time first (multipart), then a submission refers to them by id; an operator approves or rejects it.
 */
import { z } from 'zod';
import { Id, IdParams, ok, SingleLineText, Timestamp } from '../common.ts';
import { defineCall } from '../define.ts';
import { CountryCode, PersonName } from '../fields.ts';
import { ID_DOCUMENT_TYPES, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '../rules.ts';
import {
  AddressExtra,
  AddressLine,
  BusinessName,
  BusinessType,
  CalendarDate,
  City,
  IdDocumentNumber,
  Industry,
  PostalCode,
  Region,
  RegistrationNumber,
  TaxId,
  TradingName,
  Website,
} from '../verification-fields.ts';
import { AccountLevel, IdDocumentType } from './reference.ts';

const TAG = 'kyc';
const DIRECTOR = ['DIRECTOR'] as const;

// The limits live in rules.ts, without zod, so the browser checks a file before sending it.
export { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES };

/** The SPEC's identity documents plus what address and business checks (and pending actions) need. */
export const DocumentType = z.enum([
  ...ID_DOCUMENT_TYPES,
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

/**
 * An uploaded document with its file, for its owner to see again (a resumed draft's thumbnail). The file travels
 * as base64 in the JSON answer, so it takes the same signed, token-renewing, retried path as every other call.
 */
export const DocumentWithFile = UploadedDocument.extend({ content_base64: z.base64() });
export type DocumentWithFileType = z.infer<typeof DocumentWithFile>;

export const VerificationKind = z.enum(['KYC', 'KYB']);

/**
 * A field or document of a submission the operator asks to fix: its path in the POST /kyc or /kyb body, dots
 * between names (`personal.full_name`, `identity.front_document_id`, `address.proof_document_id`, `document_ids`).
 */
export const SubmissionFieldPath = z.string().regex(/^[a-z_]{1,40}(\.[a-z_]{1,40}){0,2}$/, 'field_path_format');

export const Submission = z.object({
  id: Id,
  kind: VerificationKind,
  status: ReviewStatus,
  submitted_at: Timestamp,
  reviewed_at: Timestamp.nullable(),
  rejection_reason: z.string().nullable(),
  /** With a rejection: what to fix (empty when the operator named nothing in particular). */
  rejection_fields: z.array(SubmissionFieldPath),
});
export type SubmissionType = z.infer<typeof Submission>;

export const Address = z.object({
  line1: AddressLine,
  line2: z.optional(AddressExtra),
  city: City,
  state: z.optional(Region),
  postal_code: z.optional(PostalCode),
  country: CountryCode,
});

const Identity = z
  .object({
    document_type: IdDocumentType,
    document_number: IdDocumentNumber,
    expires_on: z.nullable(CalendarDate),
    front_document_id: Id,
    /** Every document but a passport has a back. */
    back_document_id: Id.optional(),
    selfie_document_id: Id,
  })
  .refine((identity) => identity.document_type === 'PASSPORT' || identity.back_document_id !== undefined, {
    message: 'back_side_required',
    path: ['back_document_id'],
  });

/** Text as the user is typing it: the submit rules' line and length limits, never their minimums. */
const DraftText = (max: number) => SingleLineText.max(max).optional();
const DraftDocumentId = Id.optional();

/**
 * A verification in progress, saved as the user goes (PUT /kyc/draft) so it resumes after a reload or on
 * another device. Every field is optional and only bounded, so half-typed values save; POST /kyc or /kyb
 * applies the full rules.
 */
export const KycDraftData = z.strictObject({
  country_of_residence: DraftText(2),
  personal: z
    .strictObject({
      full_name: DraftText(100),
      date_of_birth: DraftText(10),
      nationality: DraftText(2),
    })
    .optional(),
  identity: z
    .strictObject({
      document_type: IdDocumentType.optional(),
      document_number: DraftText(20),
      expires_on: DraftText(10),
      front_document_id: DraftDocumentId,
      back_document_id: DraftDocumentId,
      selfie_document_id: DraftDocumentId,
    })
    .optional(),
  address: z
    .strictObject({
      line1: DraftText(200),
      line2: DraftText(200),
      city: DraftText(100),
      state: DraftText(100),
      postal_code: DraftText(20),
      country: DraftText(2),
      proof_document_id: DraftDocumentId,
    })
    .optional(),
});
export type KycDraftDataType = z.infer<typeof KycDraftData>;

export const KybDraftData = z.strictObject({
  country_of_registration: DraftText(2),
  business: z
    .strictObject({
      legal_name: DraftText(200),
      trading_name: DraftText(200),
      registration_number: DraftText(50),
      tax_id: DraftText(50),
      incorporation_date: DraftText(10),
      business_type: DraftText(40),
      industry: DraftText(100),
      website: DraftText(2048),
    })
    .optional(),
  address: KycDraftData.shape.address,
  document_ids: z.array(Id).max(20).optional(),
});
export type KybDraftDataType = z.infer<typeof KybDraftData>;

/** Which wizard step the user was on, so the draft reopens there (SPEC section 2's KYC and KYB step names). */
export const DraftStep = z.enum([
  'country-residence',
  'personal-info',
  'identity-verification',
  'address-verification',
  'document-verification',
  'business-info',
]);

const KindQuery = z.object({ kind: VerificationKind });

export const KycDraft = z.object({
  kind: VerificationKind,
  step: DraftStep.nullable(),
  data: z.union([KycDraftData, KybDraftData]),
  /** The uploaded documents the data refers to, so the wizard shows them without another call. */
  documents: z.array(UploadedDocument),
  updated_at: Timestamp,
  /**
   * The rejection this draft answers: after a rejection the draft is the rejected submission's data, and these
   * are the reason and the fields to fix. Null for a draft never submitted.
   */
  rejection: z.object({ reason: z.string(), fields: z.array(SubmissionFieldPath) }).nullable(),
});
export type KycDraftType = z.infer<typeof KycDraft>;

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
        next_level: z
          .object({
            level: AccountLevel,
            requirements: z.array(KycRequirement),
          })
          .nullable(),
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
    name: 'getKycDocument',
    client: 'client',
    method: 'GET',
    path: '/kyc/documents/{id}',
    tag: TAG,
    roles: DIRECTOR,
    summary:
      "One of the account's uploaded documents with its file (base64), so the wizard shows what was sent before (a thumbnail after a reload or on another device). Another account's document, or one that does not exist, is DOCUMENT_NOT_FOUND alike.",
    params: IdParams,
    response: ok(DocumentWithFile),
    errors: ['DOCUMENT_NOT_FOUND'],
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
        date_of_birth: CalendarDate,
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
        legal_name: BusinessName,
        trading_name: z.optional(TradingName),
        registration_number: RegistrationNumber,
        tax_id: z.optional(TaxId),
        incorporation_date: CalendarDate,
        business_type: BusinessType,
        industry: Industry,
        website: z.optional(Website),
      }),
      address: Address,
      document_ids: z.array(Id).min(1).max(20),
    }),
    response: ok(Submission),
    errors: ['KYB_ALREADY_PENDING', 'ACCOUNT_NOT_BUSINESS', ...SUBMIT_ERRORS],
  }),
  defineCall({
    name: 'getKycDraft',
    client: 'client',
    method: 'GET',
    path: '/kyc/draft',
    tag: TAG,
    roles: DIRECTOR,
    summary:
      "The saved KYC or KYB draft (null when none). After a rejection it holds the rejected submission's data with the reason and the fields to fix; a submission clears it.",
    query: KindQuery,
    response: ok(KycDraft.nullable()),
  }),
  defineCall({
    name: 'saveKycDraft',
    client: 'client',
    method: 'PUT',
    path: '/kyc/draft',
    tag: TAG,
    roles: DIRECTOR,
    summary:
      "Save the draft as the user goes: replaces the data of that kind (the last save wins) and keeps a rejection until the next submission. `data` must match the kind (KycDraftData for KYC, KybDraftData for KYB); document ids must be the account's own uploads.",
    idempotent: true,
    query: KindQuery,
    body: z.object({
      step: DraftStep.nullable(),
      data: z.union([KycDraftData, KybDraftData]),
    }),
    response: ok(KycDraft),
    errors: ['DOCUMENT_NOT_FOUND', 'KYC_ALREADY_PENDING', 'KYB_ALREADY_PENDING', 'ACCOUNT_NOT_BUSINESS'],
  }),
] as const;
