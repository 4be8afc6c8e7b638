/**
 * What a picked file must be before anything is sent (the limits of POST /kyc/documents, src/contract/rules.ts):
 * JPEG, PNG or PDF, at most UPLOAD_MAX_BYTES. A picture over the limit is not refused but made smaller in the
 * browser first (shrink-plan.ts), up to SHRINKABLE_MAX_BYTES: beyond that a phone could run out of memory
 * decoding it. A PDF cannot be made smaller. Refused files are never sent.
 */
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, type UploadContentType } from '../../contract/rules.ts';
import { m } from '../../lib/i18n.ts';

/** The largest picture the browser will make smaller rather than refuse. */
export const SHRINKABLE_MAX_BYTES = 25 * 1024 * 1024;

const BYTES_PER_MB = 1024 * 1024;

/** The `accept` of the file inputs. */
export const ACCEPTED_TYPES = UPLOAD_CONTENT_TYPES.join(',');

/** The file types by name, for a browser that gives a file no type. */
const TYPE_OF_EXTENSION: Readonly<Record<string, UploadContentType>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** What the checks read of a file. */
export interface PickedFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export type UploadProblem =
  | { readonly key: 'file_type_not_allowed' }
  | { readonly key: 'file_too_large'; readonly maximumMb: number }
  | { readonly key: 'file_empty' }
  | { readonly key: 'file_unreadable' };

export type FileVerdict =
  | { readonly ok: true; readonly type: UploadContentType; readonly isImage: boolean }
  | { readonly ok: false; readonly problem: UploadProblem };

/** The limit in megabytes, as the field states it. */
export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / BYTES_PER_MB;

/** The accepted type a file is: by the type the browser gives, or by its name when it gives none. */
export function contentTypeOf(file: Pick<PickedFile, 'name' | 'type'>): UploadContentType | null {
  const accepted = UPLOAD_CONTENT_TYPES.find((type) => type === file.type.toLowerCase());
  if (accepted !== undefined) return accepted;
  if (file.type !== '') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_OF_EXTENSION[extension] ?? null;
}

/** Whether a file may go on to be sent (a picture perhaps made smaller first), or why not. */
export function checkFile(file: PickedFile): FileVerdict {
  const type = contentTypeOf(file);
  if (type === null) return { ok: false, problem: { key: 'file_type_not_allowed' } };
  if (file.size === 0) return { ok: false, problem: { key: 'file_empty' } };
  const isImage = type !== 'application/pdf';
  const limit = isImage ? SHRINKABLE_MAX_BYTES : UPLOAD_MAX_BYTES;
  if (file.size > limit) return { ok: false, problem: { key: 'file_too_large', maximumMb: limit / BYTES_PER_MB } };
  return { ok: true, type, isImage };
}

/** A file made smaller that is still over the limit is refused, saying the limit. */
export function checkPrepared(file: PickedFile): UploadProblem | null {
  return file.size > UPLOAD_MAX_BYTES ? { key: 'file_too_large', maximumMb: UPLOAD_MAX_MB } : null;
}

/** What a slot says about a refused file; the type and size words are the field catalogue's, as the server's. */
export function uploadProblemText(problem: UploadProblem): string {
  switch (problem.key) {
    case 'file_type_not_allowed':
      return m.field_file_type_not_allowed();
    case 'file_too_large':
      return m.field_file_too_large({ maximum: problem.maximumMb });
    case 'file_empty':
      return m.kyc_upload_file_empty();
    default:
      return m.kyc_upload_unreadable();
  }
}

/** The limits stated beside every slot. */
export function uploadLimitsText(): string {
  return m.kyc_upload_limits({ maximum: UPLOAD_MAX_MB });
}
