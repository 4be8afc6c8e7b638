/**
 * One verification run (KYC or KYB) on /profile, as a wizard of SPEC section 2's steps (steps.ts) after the
 * `profile` overview, with the step in the address (`?step=`). The islands render this store and call its actions.
 *
 * - **The draft is the server's** (PUT /kyc/draft): every edit is saved 800 ms after the typing pauses, and at
 *   every step change; `$save` says whether it is saved. The tab keeps its copy too (the wizard's record), with
 *   the time of each edit not yet saved, so a reload or a dropped connection loses nothing.
 * - **Resuming** (a reload, "Continue" here or on another device) reads the server's draft and merges it with the
 *   tab's (draft-merge.ts: per field, the newer wins), shows its documents, and opens at the step it was saved at.
 * - **After a rejection** the draft comes back with the reason and the fields to fix: `$toFix` names them until
 *   each is changed (fix-fields.ts places them on their steps).
 * - **Submit** sends the whole draft (body.ts); a refusal goes back to the step and field it names.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type {
  KybDraftDataType,
  KycDraftDataType,
  KycDraftType,
  UploadedDocumentType,
} from '../../contract/calls/kyc.ts';

import type { ApiFailure } from '../../lib/http/errors.ts';
import { isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { createScreenRun } from '../../stores/kit/page-env.ts';
import { createWizard, type StepErrors } from '../../stores/kit/wizard.ts';
import type { WizardHost } from '../../stores/kit/wizard-host.ts';
import { kybBody, kycBody } from './body.ts';
import {
  BUSINESS_DOCUMENTS_PATH,
  BUSINESS_SLOTS,
  type DocumentSlot,
  identitySlots,
  isIdDocument,
  PROOF_OF_ADDRESS_SLOT,
} from './documents.ts';
import { mergeDraft } from './draft-merge.ts';
import { stepOfPath } from './fix-fields.ts';
import { valueAt, withValueAt } from './paths.ts';
import { isStepComplete } from './step-rules.ts';
import {
  ALL_STEPS,
  type DraftData,
  type DraftStep,
  isDraftStep,
  type Kind,
  stepsOf,
  type VerificationStep,
} from './steps.ts';
import { createUploads, type UploadsOptions } from './uploads-store.ts';

/** What the wizard keeps (in the tab's record, so a reload keeps it). */
export interface FlowData {
  readonly kind: Kind | null;
  /** A KYC run that also proves the address (the next level asks for it). */
  readonly withAddress: boolean;
  readonly draft: DraftData;
  /** The uploaded documents the draft refers to, to show them. */
  readonly documents: readonly UploadedDocumentType[];
  /** Field path → when it was edited, for edits not saved since (draft-merge.ts). */
  readonly edits: Readonly<Record<string, number>>;
  /** Fields a rejection named that the user has changed since. */
  readonly fixed: readonly string[];
}

export type LoadState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready' }
  | { readonly status: 'error'; readonly failure: ApiFailure };

export type SaveState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'saving' }
  | { readonly status: 'saved'; readonly at: string }
  | { readonly status: 'failed'; readonly failure: ApiFailure };

export interface Rejection {
  readonly reason: string;
  readonly fields: readonly string[];
}

/** How the last run ended, for the overview to say. */
export type RunEnd = 'submitted' | 'already-pending' | null;

type FlowApi = Pick<
  Api,
  'getKycDraft' | 'saveKycDraft' | 'submitKyc' | 'submitKyb' | 'uploadKycDocument' | 'getKycDocument'
>;

export interface FlowOptions extends Pick<UploadsOptions, 'loadShrink' | 'preview' | 'release'> {
  readonly api: FlowApi;
  readonly host?: () => WizardHost;
  readonly now?: () => number;
  readonly refused?: () => boolean;
  /** A submission went in: the level stores are read again (src/stores/verification.ts). */
  readonly onSubmitted?: () => void;
}

/** The pause after typing before the draft is saved. */
export const SAVE_DELAY_MS = 800;

const INITIAL: FlowData = { kind: null, withAddress: false, draft: {}, documents: [], edits: {}, fixed: [] };

/** Business refusals of a submit that belong beside one field. */
const PATH_OF_CODE: Readonly<Record<Kind, Readonly<Record<string, string>>>> = {
  KYC: {
    UNDERAGE: 'personal.date_of_birth',
    DOCUMENT_EXPIRED: 'identity.expires_on',
    DOCUMENT_NOT_FOUND: 'identity.front_document_id',
    DOCUMENT_TYPE_MISMATCH: 'identity.front_document_id',
  },
  KYB: { DOCUMENT_NOT_FOUND: BUSINESS_DOCUMENTS_PATH, DOCUMENT_TYPE_MISMATCH: BUSINESS_DOCUMENTS_PATH },
};

const ALREADY_PENDING = new Set(['KYC_ALREADY_PENDING', 'KYB_ALREADY_PENDING']);

/** An empty text is no value: the draft leaves it out. */
function normalized(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** A wizard step whose completeness is the run's rule (step-rules.ts). */
function stepOf(id: VerificationStep) {
  return { id, isComplete: (data: FlowData) => isStepComplete(id, data, data.draft) };
}

export function createVerificationFlow(options: FlowOptions) {
  const { api } = options;
  const now = options.now ?? Date.now;
  const $load = atom<LoadState>({ status: 'idle' });
  const $save = atom<SaveState>({ status: 'idle' });
  const $rejection = atom<Rejection | null>(null);
  const $ended = atom<RunEnd>(null);
  /** The drafts saved and not sent, per kind, for the overview's "Continue". */
  const $drafts = atom<ReadonlyMap<Kind, KycDraftType>>(new Map());
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  let saving = false;
  let saveAgain = false;
  /** The last step of the run the user stood on: where a save made on the overview says they were. */
  let lastStep: DraftStep | null = null;
  /** The step the server's draft says the user is on. */
  let savedStep: DraftStep | null = null;
  let stopWizard: (() => void) | null = null;

  const wizard = createWizard<VerificationStep, FlowData>({
    id: 'verification',
    initial: INITIAL,
    steps: [stepOf('profile'), ...ALL_STEPS.slice(1).map(stepOf)],
    onEnter,
    ...(options.host ? { host: options.host } : {}),
  });

  const data = () => wizard.$state.get().data;

  const uploads = createUploads({
    api,
    ...(options.loadShrink ? { loadShrink: options.loadShrink } : {}),
    ...(options.preview ? { preview: options.preview } : {}),
    ...(options.release ? { release: options.release } : {}),
    onUploaded: (slot, document) => {
      wizard.update({ documents: [...data().documents.filter((each) => each.id !== document.id), document] });
      if (slot.id.startsWith(`${BUSINESS_DOCUMENTS_PATH}:`))
        edit(BUSINESS_DOCUMENTS_PATH, businessIds(slot, document.id));
      else edit(slot.id, document.id);
    },
    onRemoved: (slot) => {
      if (slot.id.startsWith(`${BUSINESS_DOCUMENTS_PATH}:`)) edit(BUSINESS_DOCUMENTS_PATH, businessIds(slot, null));
      else edit(slot.id, undefined);
    },
  });

  const run = createScreenRun({
    load: async () => {
      stopWizard ??= wizard.start();
    },
    onStop: () => {
      stopWizard?.();
      stopWizard = null;
      cancelTimer();
    },
    ...(options.refused ? { refused: options.refused } : {}),
  });

  /** The business documents' ids with `slot`'s replaced by `id` (or left out), in the slots' order. */
  function businessIds(slot: DocumentSlot, id: number | null): number[] {
    const { documents, draft } = data();
    const current = (valueAt(draft, BUSINESS_DOCUMENTS_PATH) as number[] | undefined) ?? [];
    const typeOf = (each: number) => documents.find((document) => document.id === each)?.document_type;
    const kept = current.filter((each) => typeOf(each) !== slot.documentType);
    const ids = id === null ? kept : [...kept, id];
    const order = (each: number) => BUSINESS_SLOTS.findIndex((business) => business.documentType === typeOf(each));
    return ids.sort((a, b) => order(a) - order(b));
  }

  // --- the draft as the user edits it ------------------------------------------------------------------

  function cancelTimer(): void {
    if (saveTimer !== null) clearTimeout(saveTimer);
    saveTimer = null;
  }

  /** Sets a field of the draft and saves it after the pause; a rejection's mark on it goes. */
  function edit(path: string, raw: unknown): void {
    const value = normalized(raw);
    const current = data();
    if (JSON.stringify(valueAt(current.draft, path)) === JSON.stringify(value)) return;
    const fixed = ($rejection.get()?.fields ?? []).filter((named) => path === named || path.startsWith(`${named}.`));
    wizard.update({
      draft: withValueAt(current.draft, path, value),
      edits: { ...current.edits, [path]: now() },
      fixed: [...new Set([...current.fixed, ...fixed])],
    });
    cancelTimer();
    $save.set({ status: 'pending' });
    saveTimer = setTimeout(() => void save(), SAVE_DELAY_MS);
  }

  /** The step the draft is saved at: the current one, or the last one stood on from the overview. */
  function draftStep(): DraftStep | null {
    const { step } = wizard.$state.get();
    return isDraftStep(step) ? step : lastStep;
  }

  async function save(): Promise<void> {
    cancelTimer();
    const { kind, draft } = data();
    if (kind === null) return;
    if (saving) {
      saveAgain = true;
      return;
    }
    saving = true;
    const sentAt = now();
    const step = draftStep();
    $save.set({ status: 'saving' });
    const answer = await api.saveKycDraft({ query: { kind }, body: { step, data: draft } });
    saving = false;
    const again = saveAgain;
    saveAgain = false;
    if (data().kind !== kind) return;
    if (isApiFailure(answer)) {
      if (answer.code !== undefined && ALREADY_PENDING.has(answer.code)) end('already-pending');
      else $save.set({ status: 'failed', failure: answer });
      return;
    }
    savedStep = step;
    const edits = Object.fromEntries(Object.entries(data().edits).filter(([, at]) => at > sentAt));
    wizard.update({ edits });
    const unsaved = Object.keys(edits).length > 0;
    $save.set(unsaved ? { status: 'pending' } : { status: 'saved', at: answer.data.updated_at });
    // Asked again while this one was on its way (a step change), or typed meanwhile with no pause left to wait.
    if (again || (unsaved && saveTimer === null)) void save();
  }

  /** Saves now what waits for the pause (leaving for the overview). */
  function flush(): void {
    if ($save.get().status === 'pending' || saveTimer !== null) void save();
  }

  // --- resuming ---------------------------------------------------------------------------------------

  function slotsOf(current: FlowData): DocumentSlot[] {
    if (current.kind === 'KYB') return [...BUSINESS_SLOTS];
    const type = valueAt(current.draft, 'identity.document_type');
    const identity = isIdDocument(type) ? identitySlots(type) : [];
    return [...identity, PROOF_OF_ADDRESS_SLOT];
  }

  /** Shows in their slots the documents the draft refers to. */
  function showDocuments(): void {
    const current = data();
    const byId = new Map(current.documents.map((document) => [document.id, document]));
    for (const slot of slotsOf(current)) {
      if (slot.id.startsWith(`${BUSINESS_DOCUMENTS_PATH}:`)) {
        const ids = (valueAt(current.draft, BUSINESS_DOCUMENTS_PATH) as number[] | undefined) ?? [];
        const document = ids.map((id) => byId.get(id)).find((each) => each?.document_type === slot.documentType);
        if (document) uploads.show(slot, document);
        continue;
      }
      const id = valueAt(current.draft, slot.id);
      const document = typeof id === 'number' ? byId.get(id) : undefined;
      if (document) uploads.show(slot, document);
    }
  }

  /**
   * The step to open a resumed run at: the one it was saved at, if this run has it; after a rejection (saved at
   * no step), the first one holding a field to fix; else the run's first.
   */
  function openingStep(server: KycDraftType | null, current: FlowData): DraftStep {
    const steps = stepsOf(current.kind ?? 'KYC', current.withAddress);
    const saved = server?.step ?? null;
    if (saved !== null && steps.includes(saved)) return saved;
    const named = new Set((server?.rejection?.fields ?? []).map((path) => stepOfPath(current.kind ?? 'KYC', path)));
    return steps.find((step) => named.has(step)) ?? (steps[0] as DraftStep);
  }

  /** Reads the server's draft and merges this tab's into it; `open` goes to its saved step. */
  async function resume(open: boolean): Promise<void> {
    const current = data();
    if (current.kind === null) return;
    $load.set({ status: 'loading' });
    const answer = await api.getKycDraft({ query: { kind: current.kind } });
    if (!run.isRunning() || data().kind !== current.kind) return;
    if (isApiFailure(answer)) {
      $load.set({ status: 'error', failure: answer });
      return;
    }
    const server = answer.data;
    const local = data();
    const merged = mergeDraft(server, { data: local.draft, edits: local.edits, documents: local.documents });
    wizard.update({ draft: merged.data, edits: merged.edits, documents: merged.documents });
    $rejection.set(server?.rejection ?? null);
    savedStep = server?.step ?? null;
    showDocuments();
    const unsaved = Object.keys(merged.edits).length > 0;
    $save.set(
      unsaved ? { status: 'pending' } : server ? { status: 'saved', at: server.updated_at } : { status: 'idle' },
    );
    $load.set({ status: 'ready' });
    if (open) wizard.goTo(openingStep(server, data()));
    if (unsaved) void save();
  }

  function onEnter(step: VerificationStep): void {
    if (!isDraftStep(step)) {
      flush();
      $load.set({ status: 'idle' });
      return;
    }
    lastStep = step;
    // Arrived without starting here (a reload, Forward from the overview): the server's draft first.
    if ($load.get().status === 'idle') void resume(false);
    // Every step change of a draft is saved, the step with it (an empty one is not a draft yet); an arrival at the
    // step the draft is saved at saves only its edits.
    else if (step !== savedStep && Object.keys(data().draft).length > 0) void save();
    else flush();
  }

  /** The run is over: the tab forgets it and the overview says how it ended. */
  function end(how: RunEnd): void {
    cancelTimer();
    uploads.clear();
    $rejection.set(null);
    $save.set({ status: 'idle' });
    $ended.set(how);
    lastStep = null;
    wizard.finish();
    options.onSubmitted?.();
  }

  // --- submitting --------------------------------------------------------------------------------------

  /** A refusal's messages by the step and field they belong to; what belongs to none stays on `fallback`. */
  function errorsByStep(kind: Kind, failure: ApiFailure, fallback: DraftStep): Map<DraftStep, StepErrors> {
    const byStep = new Map<DraftStep, Record<string, string[]>>();
    const add = (step: DraftStep, field: string, messages: readonly string[]) => {
      const errors = byStep.get(step) ?? {};
      byStep.set(step, { ...errors, [field]: [...(errors[field] ?? []), ...messages] });
    };
    const codePath = failure.code === undefined ? undefined : PATH_OF_CODE[kind][failure.code];
    const fields = failure.errors ?? (codePath === undefined ? {} : { [codePath]: [failure.message] });
    for (const [path, messages] of Object.entries(fields)) {
      const step = stepOfPath(kind, path);
      if (step === null) add(fallback, '', messages);
      else add(step, path, messages);
    }
    if (byStep.size === 0) add(fallback, '', [failure.message]);
    return byStep;
  }

  async function submit(): Promise<void> {
    const current = data();
    const { kind } = current;
    const step = draftStep();
    if (kind === null || step === null) return;
    cancelTimer();
    const answer = await wizard.submit(() =>
      kind === 'KYC'
        ? api.submitKyc({ body: kycBody(current.draft as KycDraftDataType, current.withAddress) })
        : api.submitKyb({ body: kybBody(current.draft as KybDraftDataType) }),
    );
    if (answer === undefined) return;
    if (!isApiFailure(answer)) {
      end('submitted');
      return;
    }
    if (answer.code !== undefined && ALREADY_PENDING.has(answer.code)) {
      end('already-pending');
      return;
    }
    const byStep = errorsByStep(kind, answer, step);
    const order = stepsOf(kind, current.withAddress);
    const first = order.find((each) => byStep.has(each)) ?? step;
    for (const [each, errors] of byStep) wizard.setErrors(each, errors);
    wizard.goTo(first, { errors: byStep.get(first) ?? {} });
  }

  /** The steps of the current run, the overview first. */
  function steps(): VerificationStep[] {
    const { kind, withAddress } = data();
    return ['profile', ...(kind === null ? [] : stepsOf(kind, withAddress))];
  }

  return {
    wizard,
    uploads,
    $load: $load as ReadableAtom<LoadState>,
    $save: $save as ReadableAtom<SaveState>,
    $rejection: $rejection as ReadableAtom<Rejection | null>,
    $ended: $ended as ReadableAtom<RunEnd>,
    $drafts: $drafts as ReadableAtom<ReadonlyMap<Kind, KycDraftType>>,
    /** Reads the saved drafts of `kinds` for the overview (a failed read just offers to start). */
    async readDrafts(kinds: readonly Kind[]): Promise<void> {
      const answers = await Promise.all(kinds.map((kind) => api.getKycDraft({ query: { kind } })));
      const drafts = new Map<Kind, KycDraftType>();
      kinds.forEach((kind, index) => {
        const answer = answers[index];
        if (answer !== undefined && !isApiFailure(answer) && answer.data !== null) drafts.set(kind, answer.data);
      });
      $drafts.set(drafts);
    },
    start: run.start,
    steps,
    /** Starts (or continues) a run of `kind` from the overview, at the step its draft was saved at. */
    begin(kind: Kind, withAddress: boolean): void {
      const current = data();
      $ended.set(null);
      if (current.kind !== kind) {
        uploads.clear();
        wizard.update({ ...INITIAL, kind, withAddress });
      } else if (current.withAddress !== withAddress) {
        wizard.update({ withAddress });
      }
      void resume(true);
    },
    /** Reads the draft again after a failed read. */
    retryLoad(): void {
      void resume(wizard.$state.get().step === 'profile');
    },
    edit,
    /** Saves now (the "Not saved — retry" button). */
    saveNow(): void {
      void save();
    },
    /** The fields of the rejection still to fix (named, and not changed since). */
    toFix(): string[] {
      const fixed = new Set(data().fixed);
      return ($rejection.get()?.fields ?? []).filter((path) => !fixed.has(path));
    },
    /** The identity document changed: its pictures were of another document, so they go. */
    chooseIdentityDocument(type: string): void {
      const before = valueAt(data().draft, 'identity.document_type');
      if (before === type) return;
      if (isIdDocument(before)) for (const slot of identitySlots(before)) uploads.remove(slot);
      edit('identity.document_type', type);
    },
    /** A step's form is valid: its values go into the draft, then the next step (or the submit, on the last). */
    async completeStep(step: DraftStep, values: Readonly<Record<string, unknown>>): Promise<void> {
      for (const [path, value] of Object.entries(values)) edit(path, value);
      wizard.setErrors(step, undefined);
      const { kind, withAddress } = data();
      const order = stepsOf(kind ?? 'KYC', withAddress);
      const following = order[order.indexOf(step) + 1];
      if (following === undefined) await submit();
      else wizard.goTo(following);
    },
    back(): void {
      const { step } = wizard.$state.get();
      const order = steps();
      const previous = order[order.indexOf(step) - 1];
      if (previous !== undefined) wizard.goTo(previous);
    },
    /** Leaves the run for the overview; the draft stays saved to continue later. */
    leave(): void {
      wizard.goTo('profile');
    },
  };
}

export type VerificationFlow = ReturnType<typeof createVerificationFlow>;
