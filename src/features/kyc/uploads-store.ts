/**
 * The document pictures of a run, one slot each (documents.ts), independent of each other: a file is checked
 * before anything is sent (upload-rules.ts), a picture made smaller first when it is larger than needed
 * (shrink.ts, loaded when first needed), then uploaded with its progress (POST /kyc/documents through the HTTP
 * module). A failed upload keeps its file so that one slot can be tried again without touching the others; a
 * refused file is never sent. A done slot shows its picture — the file this tab sent, or, for a picture a resumed
 * draft brought back, the file read from the server (GET /kyc/documents/{id}) when its field is first shown — or,
 * for a PDF, its name. The islands render `$slots` and call the actions.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { DocumentWithFileType, UploadedDocumentType } from '../../contract/calls/kyc.ts';
import { type ApiFailure, isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import type { DocumentSlot } from './documents.ts';
import { checkFile, checkPrepared, type UploadProblem } from './upload-rules.ts';

export type SlotState =
  | { readonly status: 'empty' }
  | { readonly status: 'refused'; readonly name: string; readonly problem: UploadProblem }
  | { readonly status: 'preparing'; readonly name: string }
  | { readonly status: 'uploading'; readonly file: File; readonly progress: number }
  | { readonly status: 'failed'; readonly file: File; readonly failure: ApiFailure; readonly retryable: boolean }
  | { readonly status: 'done'; readonly document: UploadedDocumentType; readonly preview: string | null };

const EMPTY: SlotState = { status: 'empty' };

/** Makes a picture small enough to send; null when it is no picture the browser can read. */
export type Shrink = (file: File) => Promise<File | null>;

export interface UploadsOptions {
  readonly api: Pick<Api, 'uploadKycDocument' | 'getKycDocument'>;
  /** Loads the picture shrinker; shrink.ts by default, fetched with the first picture. */
  readonly loadShrink?: () => Promise<Shrink>;
  /** A URL showing a sent picture (an object URL in the browser), and its release. */
  readonly preview?: (file: File) => string | null;
  readonly release?: (url: string) => void;
  /** A slot's document is uploaded: it goes into the draft. */
  readonly onUploaded: (slot: DocumentSlot, document: UploadedDocumentType) => void;
  /** A slot was emptied: its document leaves the draft. */
  readonly onRemoved: (slot: DocumentSlot) => void;
}

const loadShrinkModule = async (): Promise<Shrink> => (await import('./shrink.ts')).shrinkPicture;

function browserPreview(file: File): string | null {
  return file.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/** Whether a document is a picture, which can be shown small (a PDF shows its name). */
export function isPicture(document: Pick<UploadedDocumentType, 'content_type'>): boolean {
  return document.content_type.startsWith('image/');
}

/** A document read back from the server as the file it was sent as. */
export function documentFile(document: DocumentWithFileType): File {
  const text = atob(document.content_base64);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return new File([bytes], document.file_name, { type: document.content_type });
}

/** A refusal the same file would meet again (a 4xx that is not about the session or the pace). */
function isRetryable(failure: ApiFailure): boolean {
  const status = failure.httpStatus;
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

export function createUploads(options: UploadsOptions) {
  const { api } = options;
  const loadShrink = options.loadShrink ?? loadShrinkModule;
  const preview = options.preview ?? browserPreview;
  const release = options.release ?? ((url: string) => URL.revokeObjectURL(url));
  const $slots = atom<Readonly<Record<string, SlotState>>>({});
  /** The latest work per slot: a pick or removal makes older work's answers count for nothing. */
  const runs = new Map<string, AbortController>();
  /** The document whose picture each slot is reading from the server, with that read's run. */
  const reads = new Map<string, { readonly id: number; readonly run: AbortController }>();

  const stateOf = (id: string): SlotState => $slots.get()[id] ?? EMPTY;

  function set(id: string, state: SlotState): void {
    const old = stateOf(id);
    if (old.status === 'done' && old.preview !== null && (state.status !== 'done' || state.preview !== old.preview)) {
      release(old.preview);
    }
    $slots.set({ ...$slots.get(), [id]: state });
  }

  /** A new run of work for the slot; the one before it is cancelled. */
  function newRun(id: string): AbortController {
    runs.get(id)?.abort();
    const run = new AbortController();
    runs.set(id, run);
    return run;
  }

  async function send(slot: DocumentSlot, file: File, run: AbortController): Promise<void> {
    set(slot.id, { status: 'uploading', file, progress: 0 });
    const answer = await api.uploadKycDocument(
      { body: { document_type: slot.documentType, side: slot.side, file } },
      {
        signal: run.signal,
        onUploadProgress: ({ loaded, total }) => {
          if (!run.signal.aborted && total > 0) set(slot.id, { status: 'uploading', file, progress: loaded / total });
        },
      },
    );
    if (run.signal.aborted) return;
    if (isApiFailure(answer)) {
      set(slot.id, { status: 'failed', file, failure: answer, retryable: isRetryable(answer) });
      return;
    }
    set(slot.id, { status: 'done', document: answer.data, preview: preview(file) });
    options.onUploaded(slot, answer.data);
  }

  /** The file as it will be sent (a picture perhaps made smaller), or why it will not be. */
  async function prepared(file: File, isImage: boolean): Promise<File | UploadProblem> {
    if (!isImage) return file;
    const shrink = await loadShrink();
    const ready = await shrink(file);
    if (ready === null) return { key: 'file_unreadable' };
    return checkPrepared(ready) ?? ready;
  }

  return {
    $slots: $slots as ReadableAtom<Readonly<Record<string, SlotState>>>,
    stateOf,
    /** A file chosen for a slot: checked, perhaps made smaller, then sent. */
    async pick(slot: DocumentSlot, file: File): Promise<void> {
      const run = newRun(slot.id);
      const verdict = checkFile(file);
      if (!verdict.ok) {
        set(slot.id, { status: 'refused', name: file.name, problem: verdict.problem });
        return;
      }
      set(slot.id, { status: 'preparing', name: file.name });
      const ready = await prepared(file, verdict.isImage);
      if (run.signal.aborted) return;
      if (!(ready instanceof File)) {
        set(slot.id, { status: 'refused', name: file.name, problem: ready });
        return;
      }
      await send(slot, ready, run);
    },
    /** Send a failed slot's file again; the other slots are left as they are. */
    async retry(slot: DocumentSlot): Promise<void> {
      const state = stateOf(slot.id);
      if (state.status !== 'failed') return;
      await send(slot, state.file, newRun(slot.id));
    },
    /** Empty a slot (cancelling its upload); its document leaves the draft. */
    remove(slot: DocumentSlot): void {
      runs.get(slot.id)?.abort();
      runs.delete(slot.id);
      const wasDone = stateOf(slot.id).status === 'done';
      set(slot.id, EMPTY);
      if (wasDone) options.onRemoved(slot);
    },
    /** Show a document the draft already holds (a resumed run), unless the slot is busy with a newer file. */
    show(slot: DocumentSlot, document: UploadedDocumentType): void {
      const state = stateOf(slot.id);
      if (state.status === 'done' && state.document.id === document.id) return;
      if (state.status === 'preparing' || state.status === 'uploading') return;
      set(slot.id, { status: 'done', document, preview: null });
    },
    /**
     * Show the picture of a document a resumed draft brought back (a reload, another device): read once from the
     * server when its field is shown, so a run resumed at its first step reads nothing it does not show. A read
     * that fails leaves the document shown by its name; a pick or removal meanwhile wins over the read.
     */
    async loadPreview(slot: DocumentSlot): Promise<void> {
      const state = stateOf(slot.id);
      if (state.status !== 'done' || state.preview !== null || !isPicture(state.document)) return;
      const { document } = state;
      const reading = reads.get(slot.id);
      if (reading !== undefined && reading.id === document.id && !reading.run.signal.aborted) return;
      const run = newRun(slot.id);
      reads.set(slot.id, { id: document.id, run });
      const answer = await api.getKycDocument({ params: { id: document.id } }, { signal: run.signal });
      if (reads.get(slot.id)?.run === run) reads.delete(slot.id);
      if (run.signal.aborted || isApiFailure(answer)) return;
      const current = stateOf(slot.id);
      if (current.status !== 'done' || current.document.id !== document.id || current.preview !== null) return;
      const url = preview(documentFile(answer.data));
      if (url !== null) set(slot.id, { ...current, preview: url });
    },
    /** Forget every slot (a new run, or the end of one). */
    clear(): void {
      for (const run of runs.values()) run.abort();
      runs.clear();
      reads.clear();
      for (const id of Object.keys($slots.get())) set(id, EMPTY);
      $slots.set({});
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
