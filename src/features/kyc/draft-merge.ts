/**
 * What the wizard shows when it resumes (docs/decisions/017): the draft saved on the server (maybe from another
 * device) against what this tab typed and has not saved yet. Per field the newer wins: an unsaved edit of this tab
 * made after the server's last save is kept, every other field takes the server's value. A tab that saved
 * everything simply shows the server's draft.
 */
import type { UploadedDocumentType } from '../../contract/calls/kyc.ts';
import { documentIdsOf } from './documents.ts';
import { valueAt, withValueAt } from './paths.ts';
import type { DraftData } from './steps.ts';

/** This tab's draft: its data and, per field path, when it was last edited without being saved since. */
export interface LocalDraft {
  readonly data: DraftData;
  readonly edits: Readonly<Record<string, number>>;
  readonly documents: readonly UploadedDocumentType[];
}

/** The server's draft (GET /kyc/draft), as far as the merge needs it. */
export interface ServerDraft {
  readonly data: DraftData;
  readonly documents: readonly UploadedDocumentType[];
  readonly updated_at: string;
}

/** The merged draft: its data, the edits still unsaved (those that won), and the documents it refers to. */
export function mergeDraft(server: ServerDraft | null, local: LocalDraft): LocalDraft {
  if (server === null) return local;
  const savedAt = Date.parse(server.updated_at);
  let data = server.data;
  const edits: Record<string, number> = {};
  for (const [path, editedAt] of Object.entries(local.edits)) {
    if (editedAt <= savedAt) continue;
    data = withValueAt(data, path, valueAt(local.data, path));
    edits[path] = editedAt;
  }
  const used = documentIdsOf(data);
  const documents = new Map<number, UploadedDocumentType>();
  for (const document of [...server.documents, ...local.documents]) {
    if (used.has(document.id)) documents.set(document.id, document);
  }
  return { data, edits, documents: [...documents.values()] };
}
