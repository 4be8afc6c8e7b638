/**
 * The KYC calls as the reference API answers them, in memory: uploads get ids (or a failure the test sets) and
 * are kept to be read back, drafts are kept per kind with their save time, a submission clears the draft. Records
 * every call.
 */
import type {
  DocumentWithFileType,
  KycDraftType,
  SubmissionType,
  UploadedDocumentType,
} from '../../../src/contract/calls/kyc.ts';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import type { UploadProgress } from '../../../src/lib/http/upload.ts';

type Kind = 'KYC' | 'KYB';

export interface UploadCall {
  readonly document_type: string;
  readonly side: string;
  readonly file: File;
}

export class FakeKycApi {
  readonly uploads: UploadCall[] = [];
  readonly saves: { kind: Kind; step: string | null; data: unknown }[] = [];
  readonly submissions: { kind: Kind; body: unknown }[] = [];
  /** The ids of the documents read back, in order. */
  readonly reads: number[] = [];
  /** The documents on the server, with their bytes, to be read back. */
  readonly stored = new Map<number, { document: UploadedDocumentType; bytes: Uint8Array }>();
  /** While set, a read is answered only once it resolves (a read on its way). */
  readGate: Promise<void> | null = null;
  drafts: Partial<Record<Kind, KycDraftType>> = {};
  /** The next uploads fail with these, in order. */
  uploadFailures: ApiFailure[] = [];
  saveFailures: ApiFailure[] = [];
  submitFailure: ApiFailure | null = null;
  /** While set, a save is answered only once it resolves (a save on its way). */
  saveGate: Promise<void> | null = null;
  clock = Date.parse('2026-03-01T10:00:00.000Z');
  private nextId = 100;

  async uploadKycDocument(
    input: { body: UploadCall },
    options: { onUploadProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
  ): Promise<{ status: true; data: UploadedDocumentType } | ApiFailure> {
    this.uploads.push(input.body);
    options.onUploadProgress?.({ loaded: 50, total: 100 });
    const failure = this.uploadFailures.shift();
    if (failure) return failure;
    options.onUploadProgress?.({ loaded: 100, total: 100 });
    const { file } = input.body;
    const document: UploadedDocumentType = {
      id: this.nextId++,
      document_type: input.body.document_type as UploadedDocumentType['document_type'],
      side: input.body.side as UploadedDocumentType['side'],
      file_name: file.name,
      size_bytes: file.size,
      content_type: file.type as UploadedDocumentType['content_type'],
      uploaded_at: new Date(this.clock).toISOString(),
    };
    this.stored.set(document.id, { document, bytes: new Uint8Array(await file.arrayBuffer()) });
    return { status: true, data: document };
  }

  /** A document already on the server (sent from another tab or device). */
  store(document: UploadedDocumentType, bytes: Uint8Array): void {
    this.stored.set(document.id, { document, bytes });
  }

  async getKycDocument(
    input: { params: { id: number } },
    options: { signal?: AbortSignal } = {},
  ): Promise<{ status: true; data: DocumentWithFileType } | ApiFailure> {
    this.reads.push(input.params.id);
    if (this.readGate) await this.readGate;
    if (options.signal?.aborted) return { status: false, message: 'Request aborted' };
    const stored = this.stored.get(input.params.id);
    if (stored === undefined) {
      return { status: false, message: 'Not found', code: 'DOCUMENT_NOT_FOUND', httpStatus: 404 };
    }
    const content = Buffer.from(stored.bytes).toString('base64');
    return { status: true, data: { ...stored.document, content_base64: content } };
  }

  async getKycDraft(input: { query: { kind: Kind } }): Promise<{ status: true; data: KycDraftType | null }> {
    return { status: true, data: this.drafts[input.query.kind] ?? null };
  }

  async saveKycDraft(input: {
    query: { kind: Kind };
    body: { step: KycDraftType['step']; data: KycDraftType['data'] };
  }): Promise<{ status: true; data: KycDraftType } | ApiFailure> {
    const { kind } = input.query;
    this.saves.push({ kind, step: input.body.step, data: structuredClone(input.body.data) });
    if (this.saveGate) await this.saveGate;
    const failure = this.saveFailures.shift();
    if (failure) return failure;
    const draft: KycDraftType = {
      kind,
      step: input.body.step,
      data: structuredClone(input.body.data),
      documents: [],
      updated_at: new Date(this.clock).toISOString(),
      rejection: this.drafts[kind]?.rejection ?? null,
    };
    this.drafts[kind] = draft;
    return { status: true, data: draft };
  }

  private submitted(kind: Kind, body: unknown): { status: true; data: SubmissionType } | ApiFailure {
    this.submissions.push({ kind, body });
    if (this.submitFailure) return this.submitFailure;
    delete this.drafts[kind];
    return {
      status: true,
      data: {
        id: 1,
        kind,
        status: 'PENDING',
        submitted_at: new Date(this.clock).toISOString(),
        reviewed_at: null,
        rejection_reason: null,
        rejection_fields: [],
      },
    };
  }

  async submitKyc(input: { body: unknown }) {
    return this.submitted('KYC', input.body);
  }

  async submitKyb(input: { body: unknown }) {
    return this.submitted('KYB', input.body);
  }
}

/** A picture file of `size` bytes. */
export function picture(name = 'front.jpg', size = 1000, type = 'image/jpeg'): File {
  return new File([new Uint8Array(size)], name, { type });
}
