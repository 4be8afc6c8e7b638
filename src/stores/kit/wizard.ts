/**
 * The wizard store factory (issue 11; SPEC section 2's step lists). A wizard is its steps as data, the step
 * it is on, the data its steps collected, per-step errors and whether a submit is running.
 *
 * - **The step lives in the browser's history**: each move forward is a `pushState` with `?step=<id>` in the
 *   address (the first step has no parameter), so the browser's Back goes one step back and Forward one
 *   forward. The wizard's own "back" and a return to an earlier step (a refusal that belongs there) go back
 *   through that history too, so Back never replays a step the user already left behind.
 * - **A step opens only when every step before it is complete** (`isComplete` of each step, judged on the
 *   data): a direct load or a history move to a later step whose data is missing lands on the first
 *   incomplete step instead, and the address is corrected in place.
 * - **Data survives a reload of the same tab** (sessionStorage, one record per wizard). Fields named in
 *   `secrets` (passwords, codes, w-tokens) never reach storage: after a reload they are empty, which makes
 *   their step incomplete again. The record is forgotten when the flow finishes and on local logout.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { onReset } from '../reset.ts';
import { browserWizardHost, WIZARD_STORAGE_PREFIX, type WizardHost } from './wizard-host.ts';

/** Messages per field name of a step's form; `''` holds what belongs to no field. */
export type StepErrors = Readonly<Record<string, readonly string[]>>;

export interface WizardStep<Id extends string, Data> {
  /** The step id exactly as SPEC section 2 writes it (`select-info`, `verify-2fa`…). */
  readonly id: Id;
  /** Whether `data` holds everything this step collects. */
  readonly isComplete: (data: Data) => boolean;
}

export interface WizardOptions<Id extends string, Data extends object> {
  /** Names the wizard's storage record and its history entries. */
  readonly id: string;
  readonly steps: readonly [WizardStep<Id, Data>, ...WizardStep<Id, Data>[]];
  readonly initial: Data;
  /** Fields kept in memory only, never in storage. */
  readonly secrets?: readonly (keyof Data)[];
  /** Runs on every arrival at a step (a move, Back, Forward, the first load), after the state is set. */
  readonly onEnter?: (step: Id) => void;
  /** The browser by default; tests pass a fake. Read on `start()`, never while prerendering. */
  readonly host?: () => WizardHost;
  /**
   * The step that means the flow is over (the request exists: its status is shown there). A fresh visit — a link or
   * a typed address, not a reload nor Back/Forward — to a wizard whose saved data reaches it starts anew: a finished
   * withdrawal's amount and destination are not offered again as if they were still being typed.
   */
  readonly endsAt?: Id;
}

export interface WizardState<Id extends string, Data> {
  readonly step: Id;
  readonly data: Data;
  readonly errors: Partial<Record<Id, StepErrors>>;
  readonly submitting: boolean;
  /** Counts arrivals at a step after the first load (a return to the same step too): the view moves focus on each. */
  readonly arrivals: number;
  /** `start()` found data this tab saved before (a reload): forms that read their initial values re-mount. */
  readonly restored: boolean;
}

/** One slot of non-secret data kept in the wizard's record, forgotten with it (the confirm step's key). */
export interface PersistedSlot<T> {
  read(): T | null;
  write(value: T): void;
  clear(): void;
}

export interface Wizard<Id extends string, Data extends object> {
  readonly $state: ReadableAtom<WizardState<Id, Data>>;
  /** The step ids in order. */
  readonly steps: readonly Id[];
  /** Restores data and step (storage, address) and follows the history; returns the stop function. */
  start(): () => void;
  /** Merges into the data and saves it. */
  update(patch: Partial<Data>): void;
  /** Goes to a step: forward is a new history entry, backward goes back through the history. */
  goTo(step: Id, options?: { readonly errors?: StepErrors }): void;
  /** Merges `patch` and goes to the step after the current one. */
  next(patch?: Partial<Data>): void;
  /** The step before the current one, as the browser's Back would. */
  back(): void;
  /** Sets or clears (undefined) the errors shown on a step. */
  setErrors(step: Id, errors: StepErrors | undefined): void;
  /** Runs `work` with `submitting` set; a second call while one runs is ignored (resolves undefined). */
  submit<T>(work: () => Promise<T>): Promise<T | undefined>;
  /** A named slot of the wizard's record, for data a part of the screen keeps beside the steps' data. */
  slot<T>(name: string): PersistedSlot<T>;
  /** The flow is over or abandoned: forget its data (memory and storage) and stand on the first step. */
  finish(): void;
}

/** What a wizard writes into `history.state`: the steps of its entries up to and including this one. */
interface HistoryMark<Id> {
  readonly wizard: string;
  readonly trail: readonly Id[];
}

/** The wizard's record in sessionStorage. */
interface SavedRecord {
  readonly data: Record<string, unknown>;
  readonly slots: Record<string, unknown>;
}

const STEP_PARAM = 'step';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `record` without `key`. */
function without<Key extends string, Value>(
  record: Partial<Record<Key, Value>>,
  key: string,
): Partial<Record<Key, Value>> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)) as Partial<Record<Key, Value>>;
}

export function createWizard<Id extends string, Data extends object>(
  options: WizardOptions<Id, Data>,
): Wizard<Id, Data> {
  const { id, steps, initial, secrets = [], onEnter } = options;
  const ids = steps.map((step) => step.id);
  const [first] = ids as [Id, ...Id[]];
  const storageKey = `${WIZARD_STORAGE_PREFIX}${id}`;
  const fresh = (): WizardState<Id, Data> => ({
    step: first,
    data: initial,
    errors: {},
    submitting: false,
    arrivals: 0,
    restored: false,
  });
  const $state = atom<WizardState<Id, Data>>(fresh());
  let host: WizardHost | null = null;
  let slots: Record<string, unknown> = {};

  const hostOf = (): WizardHost => {
    host ??= (options.host ?? browserWizardHost)();
    return host;
  };
  const patchState = (patch: Partial<WizardState<Id, Data>>) => $state.set({ ...$state.get(), ...patch });
  const indexOf = (step: Id) => ids.indexOf(step);
  const isStep = (value: unknown): value is Id => typeof value === 'string' && ids.includes(value as Id);

  // --- storage ---------------------------------------------------------------------------------------

  function readRecord(): SavedRecord | null {
    const raw = hostOf().storage?.getItem(storageKey);
    if (raw == null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!isRecord(parsed) || !isRecord(parsed.data) || !isRecord(parsed.slots)) return null;
      return { data: parsed.data, slots: parsed.slots };
    } catch {
      return null;
    }
  }

  /** The data without its secrets. */
  function storable(data: Data): Record<string, unknown> {
    return Object.fromEntries(Object.entries(data).filter(([key]) => !secrets.includes(key as keyof Data)));
  }

  function save(): void {
    const record: SavedRecord = { data: storable($state.get().data), slots };
    try {
      hostOf().storage?.setItem(storageKey, JSON.stringify(record));
    } catch {
      // Storage full or refused: the wizard still works, it just will not survive a reload.
    }
  }

  function forget(): void {
    slots = {};
    try {
      hostOf().storage?.removeItem(storageKey);
    } catch {
      // Nothing to forget where storage is refused.
    }
  }

  /** Saved fields the wizard knows (a field a newer release dropped is ignored), never a secret. */
  function restoredData(saved: SavedRecord): Data {
    const known = Object.entries(saved.data).filter(([key]) => key in initial && !secrets.includes(key as keyof Data));
    return { ...initial, ...Object.fromEntries(known) };
  }

  // --- steps and history ----------------------------------------------------------------------------

  /** `wanted` if every step before it is complete, else the first incomplete step before it. */
  function reachable(wanted: Id, data: Data): Id {
    const blocking = steps.slice(0, indexOf(wanted)).find((step) => !step.isComplete(data));
    return blocking?.id ?? wanted;
  }

  function stepInAddress(): Id | null {
    const value = new URL(hostOf().href()).searchParams.get(STEP_PARAM);
    return isStep(value) ? value : null;
  }

  /** The address with the step in its query (none for the first step), everything else kept. */
  function addressOf(step: Id): string {
    const url = new URL(hostOf().href());
    if (step === first) url.searchParams.delete(STEP_PARAM);
    else url.searchParams.set(STEP_PARAM, step);
    return `${url.pathname}${url.search}${url.hash}`;
  }

  function markOf(state: unknown): HistoryMark<Id> | null {
    if (!isRecord(state) || state.wizard !== id || !Array.isArray(state.trail)) return null;
    const trail = state.trail.filter(isStep);
    return trail.length > 0 ? { wizard: id, trail } : null;
  }

  function currentTrail(): readonly Id[] {
    return markOf(hostOf().history.state)?.trail ?? [$state.get().step];
  }

  function mark(trail: readonly Id[]): HistoryMark<Id> {
    return { wizard: id, trail };
  }

  /** Stand on `step` (the history already says so). */
  function arrive(step: Id, counted: boolean): void {
    const { arrivals } = $state.get();
    patchState({ step, arrivals: counted ? arrivals + 1 : arrivals });
    onEnter?.(step);
  }

  /** Where the history stands now, corrected in place when that step may not open yet. */
  function settleOnHistory(counted: boolean): void {
    const { data } = $state.get();
    const wanted = stepInAddress() ?? first;
    const step = reachable(wanted, data);
    const trail = currentTrail();
    if (step !== wanted || trail.at(-1) !== step || markOf(hostOf().history.state) === null) {
      hostOf().history.replaceState(mark([...trail.slice(0, -1), step]), '', addressOf(step));
    }
    arrive(step, counted);
  }

  /** The saved flow reached its end, and this page was not reached by a reload or Back/Forward: start anew. */
  function isOver(saved: SavedRecord): boolean {
    const { endsAt } = options;
    if (endsAt === undefined || hostOf().navigation() !== 'navigate') return false;
    return reachable(endsAt, restoredData(saved)) === endsAt;
  }

  function start(): () => void {
    let saved = readRecord();
    if (saved !== null && isOver(saved)) {
      forget();
      saved = null;
    }
    slots = saved?.slots ?? {};
    if (saved !== null) patchState({ data: restoredData(saved), restored: true });
    settleOnHistory(false);
    return hostOf().onPopState(() => settleOnHistory(true));
  }

  function goBackTo(step: Id): void {
    const trail = currentTrail();
    const behind = trail.slice(0, -1).lastIndexOf(step);
    if (behind >= 0) {
      // The history move fires popstate, which sets the step.
      hostOf().history.go(behind - (trail.length - 1));
      return;
    }
    // Never visited (skipped on the way): this entry becomes that step, so Back still goes where it went.
    hostOf().history.replaceState(mark([...trail.slice(0, -1), step]), '', addressOf(step));
    arrive(step, true);
  }

  function goForwardTo(wanted: Id): void {
    const current = $state.get();
    const step = reachable(wanted, current.data);
    // What was said about the step being left is answered by leaving it.
    patchState({ errors: without(current.errors, current.step) });
    hostOf().history.pushState(mark([...currentTrail(), step]), '', addressOf(step));
    arrive(step, true);
  }

  function goTo(step: Id, goOptions: { readonly errors?: StepErrors } = {}): void {
    if (goOptions.errors !== undefined) setErrors(step, goOptions.errors);
    const current = $state.get().step;
    if (step === current) arrive(step, true);
    else if (indexOf(step) < indexOf(current)) goBackTo(step);
    else goForwardTo(step);
  }

  function setErrors(step: Id, errors: StepErrors | undefined): void {
    const rest = without($state.get().errors, step);
    patchState({ errors: errors === undefined ? rest : { ...rest, [step]: errors } });
  }

  function update(patch: Partial<Data>): void {
    patchState({ data: { ...$state.get().data, ...patch } });
    save();
  }

  function next(patch: Partial<Data> = {}): void {
    update(patch);
    const following = ids[indexOf($state.get().step) + 1];
    if (following !== undefined) goTo(following);
  }

  function back(): void {
    const previous = ids[indexOf($state.get().step) - 1];
    if (previous !== undefined) goTo(previous);
  }

  async function submit<T>(work: () => Promise<T>): Promise<T | undefined> {
    if ($state.get().submitting) return undefined;
    patchState({ submitting: true });
    try {
      return await work();
    } finally {
      patchState({ submitting: false });
    }
  }

  function slot<T>(name: string): PersistedSlot<T> {
    return {
      read: () => (name in slots ? (slots[name] as T) : null),
      write: (value) => {
        slots = { ...slots, [name]: value };
        save();
      },
      clear: () => {
        slots = without(slots, name);
        save();
      },
    };
  }

  function finish(): void {
    forget();
    const { arrivals } = $state.get();
    $state.set({ ...fresh(), arrivals });
    if (host === null) return;
    host.history.replaceState(mark([first]), '', addressOf(first));
    arrive(first, true);
  }

  // Local logout. A page that never started the wizard has no host here; logout sweeps every wizard's
  // record from storage itself (forgetAllWizards).
  onReset(() => {
    if (host !== null) forget();
    slots = {};
    $state.set(fresh());
  });

  return { $state, steps: ids, start, update, goTo, next, back, setErrors, submit, slot, finish };
}
