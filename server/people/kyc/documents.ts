/**
 * Verification documents (POST /kyc/documents): one picture or PDF per upload, kept in the database, read back
 * by their account only (GET /kyc/documents/{id}). The declared type must match the file's own first bytes, so a
 * renamed executable is not stored as a "PNG".
 */
import { and, count, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { DocumentWithFileType, UploadedDocumentType } from '../../../src/contract/calls/kyc.ts';
import { type AccountLimit, assertBelowLimit } from '../../db/account-limit.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { pendingActions } from '../../db/schema/pending-actions.ts';
import { type KycDocumentRow, kycDocuments, kycSubmissions } from '../../db/schema/people.ts';
import { ApiError } from '../../errors/api-error.ts';

type ContentType = KycDocumentRow['contentType'];

/** Documents uploaded but not yet part of a submission: enough for any form, too few to fill a disk. */
export const MAX_LOOSE_DOCUMENTS = 20;
const FILE_NAME_MAX = 200;

const SIGNATURES: readonly { type: ContentType; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

export function sniffContentType(content: Uint8Array): ContentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte));
  return match?.type ?? null;
}

/** The name without any path a browser or a crafted request put in front of it. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || 'document').slice(0, FILE_NAME_MAX);
}

/** A document's facts without the file itself, which listings never need. */
export type DocumentFacts = Omit<KycDocumentRow, 'content'>;

export function toUploadedDocument(row: DocumentFacts): UploadedDocumentType {
  return {
    id: row.id,
    document_type: row.documentType as UploadedDocumentType['document_type'],
    side: row.side,
    file_name: row.fileName,
    size_bytes: row.sizeBytes,
    content_type: row.contentType,
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

async function looseDocuments(db: Executor, accountId: number): Promise<number> {
  const used = db
    .select({ id: sql<number>`unnest(${kycSubmissions.documentIds})` })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.accountId, accountId));
  // Documents sent in answer to an operator's request are in use too.
  const answered = db
    .select({ id: sql<number>`unnest(${pendingActions.answerDocumentIds})` })
    .from(pendingActions)
    .where(eq(pendingActions.accountId, accountId));
  const [row] = await db
    .select({ total: count() })
    .from(kycDocuments)
    .where(
      and(
        eq(kycDocuments.accountId, accountId),
        notInArray(kycDocuments.id, used),
        notInArray(kycDocuments.id, answered),
      ),
    );
  return row?.total ?? 0;
}

export interface Upload {
  readonly accountId: number;
  readonly uploadedBy: number;
  readonly documentType: string;
  readonly side: KycDocumentRow['side'];
  readonly file: File;
}

const LOOSE_DOCUMENTS: AccountLimit = { max: MAX_LOOSE_DOCUMENTS, code: 'TOO_MANY_DOCUMENTS', count: looseDocuments };

export async function storeDocument(db: Database, upload: Upload, now: Date): Promise<KycDocumentRow> {
  const content = new Uint8Array(await upload.file.arrayBuffer());
  const contentType = sniffContentType(content);
  if (contentType === null || contentType !== upload.file.type) throw new ApiError('FILE_TYPE_NOT_ALLOWED');
  return db.transaction(async (tx) => {
    await assertBelowLimit(tx, upload.accountId, LOOSE_DOCUMENTS);
    return insertDocument(tx, upload, { content, contentType }, now);
  });
}

async function insertDocument(
  tx: Transaction,
  upload: Upload,
  file: { readonly content: Uint8Array; readonly contentType: ContentType },
  now: Date,
): Promise<KycDocumentRow> {
  const { content, contentType } = file;
  const [row] = await tx
    .insert(kycDocuments)
    .values({
      accountId: upload.accountId,
      uploadedBy: upload.uploadedBy,
      documentType: upload.documentType,
      side: upload.side,
      fileName: cleanFileName(upload.file.name),
      contentType,
      sizeBytes: content.byteLength,
      content,
      uploadedAt: now,
    })
    .returning();
  if (row === undefined) throw new Error('Document insert returned no row');
  return row;
}

/** Those of these ids that are the account's documents (metadata only), by id; others are left out. */
export async function ownDocuments(
  db: Executor,
  accountId: number,
  ids: readonly number[],
): Promise<Map<number, DocumentFacts>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { content: _file, ...columns } = getTableColumns(kycDocuments);
  const rows = await db
    .select(columns)
    .from(kycDocuments)
    .where(and(eq(kycDocuments.accountId, accountId), inArray(kycDocuments.id, unique)))
    .orderBy(kycDocuments.id);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The account's documents with these ids (metadata only); DOCUMENT_NOT_FOUND when any is not theirs. */
export async function documentsOf(
  db: Executor,
  accountId: number,
  ids: readonly number[],
): Promise<Map<number, DocumentFacts>> {
  const documents = await ownDocuments(db, accountId, ids);
  if (documents.size !== new Set(ids).size) throw new ApiError('DOCUMENT_NOT_FOUND');
  return documents;
}

/**
 * The account's document with its file (GET /kyc/documents/{id}). Another account's document is
 * DOCUMENT_NOT_FOUND like a missing one, so ids cannot be probed for what exists.
 */
export async function readDocument(db: Executor, accountId: number, id: number): Promise<DocumentWithFileType> {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.accountId, accountId), eq(kycDocuments.id, id)));
  if (row === undefined) throw new ApiError('DOCUMENT_NOT_FOUND');
  return { ...toUploadedDocument(row), content_base64: Buffer.from(row.content).toString('base64') };
}
