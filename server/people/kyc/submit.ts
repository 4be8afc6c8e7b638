/**
 * KYC and KYB submissions (POST /kyc, /kyb): checked against the account's uploaded documents, stored
 * PENDING with the form as submitted (the draft of that kind goes), one review at a time per account and kind.
 */
import type { z } from 'zod';
import type { CallNamed } from '../../api/handler.ts';
import { isUniqueViolation } from '../../auth/users.ts';
import type { Executor } from '../../db/client.ts';
import { type KycSubmissionRow, kycSubmissions } from '../../db/schema/people.ts';
import { ApiError } from '../../errors/api-error.ts';
import { type DocumentFacts, documentsOf } from './documents.ts';
import { deleteDraft, lockAccount } from './drafts.ts';
import { BUSINESS_REQUIREMENTS, IDENTITY_REQUIREMENTS, type Requirement } from './levels.ts';

type KycForm = z.output<CallNamed<'submitKyc'>['body']>;
type KybForm = z.output<CallNamed<'submitKyb'>['body']>;
type Document = DocumentFacts;

const ADULT_YEARS = 18;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const BUSINESS_DOCUMENT_TYPES = new Set([
  'BUSINESS_REGISTRATION',
  'ARTICLES_OF_ASSOCIATION',
  'PROOF_OF_ADDRESS',
  'OTHER',
]);

/** Today's date in Vietnam, `YYYY-MM-DD`, which compares correctly as a string. */
function today(now: Date): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

function isAdult(dateOfBirth: string, now: Date): boolean {
  const date = today(now);
  const adultFrom = `${Number(date.slice(0, 4)) - ADULT_YEARS}${date.slice(4)}`;
  return dateOfBirth <= adultFrom;
}

function expectDocument(documents: Map<number, Document>, id: number, type: string, side?: Document['side']): void {
  const document = documents.get(id);
  if (document === undefined) throw new ApiError('DOCUMENT_NOT_FOUND');
  if (document.documentType !== type || (side !== undefined && document.side !== side)) {
    throw new ApiError('DOCUMENT_TYPE_MISMATCH');
  }
}

function kycDocumentIds(form: KycForm): number[] {
  const { identity, address } = form;
  const ids = [identity.front_document_id, identity.selfie_document_id];
  if (identity.back_document_id !== undefined) ids.push(identity.back_document_id);
  if (address !== undefined) ids.push(address.proof_document_id);
  return ids;
}

async function checkKycDocuments(db: Executor, accountId: number, form: KycForm): Promise<number[]> {
  const ids = kycDocumentIds(form);
  const documents = await documentsOf(db, accountId, ids);
  const { identity, address } = form;
  expectDocument(documents, identity.front_document_id, identity.document_type, 'front');
  if (identity.back_document_id !== undefined) {
    expectDocument(documents, identity.back_document_id, identity.document_type, 'back');
  }
  expectDocument(documents, identity.selfie_document_id, identity.document_type, 'selfie');
  if (address !== undefined) expectDocument(documents, address.proof_document_id, 'PROOF_OF_ADDRESS');
  return ids;
}

interface NewSubmission {
  readonly accountId: number;
  readonly submittedBy: number;
  readonly kind: KycSubmissionRow['kind'];
  readonly details: Record<string, unknown>;
  readonly documentIds: number[];
  readonly covers: readonly Requirement[];
}

async function insertSubmission(db: Executor, submission: NewSubmission, now: Date): Promise<KycSubmissionRow> {
  try {
    const [row] = await db
      .insert(kycSubmissions)
      .values({ ...submission, covers: [...submission.covers], submittedAt: now })
      .returning();
    if (row === undefined) throw new Error('Submission insert returned no row');
    return row;
  } catch (error) {
    // The partial unique index: a review of this kind is already waiting.
    if (isUniqueViolation(error))
      throw new ApiError(submission.kind === 'KYC' ? 'KYC_ALREADY_PENDING' : 'KYB_ALREADY_PENDING');
    throw error;
  }
}

/** Store the submission and drop the draft it came from, together, under the account's lock (./drafts.ts). */
function submit(db: Executor, submission: NewSubmission, now: Date): Promise<KycSubmissionRow> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, submission.accountId);
    const row = await insertSubmission(tx, submission, now);
    await deleteDraft(tx, submission.accountId, submission.kind);
    return row;
  });
}

export interface Submitter {
  readonly accountId: number;
  readonly personId: number;
}

export async function submitKyc(db: Executor, who: Submitter, form: KycForm, now: Date): Promise<KycSubmissionRow> {
  if (!isAdult(form.personal.date_of_birth, now)) throw new ApiError('UNDERAGE');
  const expiresOn = form.identity.expires_on;
  if (expiresOn !== null && expiresOn < today(now)) throw new ApiError('DOCUMENT_EXPIRED');
  const documentIds = await checkKycDocuments(db, who.accountId, form);
  const covers =
    form.address === undefined ? IDENTITY_REQUIREMENTS : [...IDENTITY_REQUIREMENTS, 'PROOF_OF_ADDRESS' as const];
  return submit(
    db,
    { accountId: who.accountId, submittedBy: who.personId, kind: 'KYC', details: form, documentIds, covers },
    now,
  );
}

export async function submitKyb(
  db: Executor,
  who: Submitter & { readonly accountType: string },
  form: KybForm,
  now: Date,
): Promise<KycSubmissionRow> {
  if (who.accountType !== 'BUSINESS') throw new ApiError('ACCOUNT_NOT_BUSINESS');
  const documents = [...(await documentsOf(db, who.accountId, form.document_ids)).values()];
  const types = documents.map((document) => document.documentType);
  if (!types.every((type) => BUSINESS_DOCUMENT_TYPES.has(type)) || !types.includes('BUSINESS_REGISTRATION')) {
    throw new ApiError('DOCUMENT_TYPE_MISMATCH');
  }
  return submit(
    db,
    {
      accountId: who.accountId,
      submittedBy: who.personId,
      kind: 'KYB',
      details: form,
      documentIds: [...new Set(form.document_ids)],
      covers: BUSINESS_REQUIREMENTS,
    },
    now,
  );
}
