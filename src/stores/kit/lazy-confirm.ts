/**
 * A confirm step (confirm.ts) whose code loads after the page: the step, its second factor and the outcome rule
 * (~3 KB gzip with the recovery-code helpers) are used only once the user reaches the confirm step, so a screen
 * whose first step comes before it (withdraw: the method list, then the amount) loads them in the background as
 * its island starts, beside its later steps, instead of with the page.
 *
 * It is the same `ConfirmStep`: the screen's store opens and closes it from its wizard as it would the real one.
 * An `open()` made before the code is in is kept and made when it arrives, unless `close()` came first; until
 * then `$state` is the closed step's and `$ready` is false, so the view shows its loading state rather than a
 * step without its summary. A failed load is tried again by the next `load()` or `open()`.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ConfirmOptions, ConfirmPurpose, ConfirmRequest, ConfirmState, ConfirmStep } from './confirm.ts';

/** What the step's module gives (`() => import('…/stores/kit/confirm.ts')`). */
export interface ConfirmModule {
  readonly createConfirmStep: <T, P extends ConfirmPurpose | null>(options: ConfirmOptions<P>) => ConfirmStep<T, P>;
}

export interface LazyConfirmStep<T, P extends ConfirmPurpose | null> extends ConfirmStep<T, P> {
  /** True once the step's code is in and the step made. */
  readonly $ready: ReadableAtom<boolean>;
  /** Loads the step's code (once; again after a failure). */
  load(): Promise<void>;
}

/** What a confirm step shows before it is opened (confirm.ts's own initial state). */
const CLOSED: ConfirmState<never> = {
  summary: null,
  factor: null,
  challenge: { state: 'idle' },
  verified: false,
  codeError: null,
  recovery: false,
  busy: false,
  outcome: { state: 'idle' },
};

export function lazyConfirmStep<T, P extends ConfirmPurpose | null>(
  loadModule: () => Promise<ConfirmModule>,
  options: ConfirmOptions<P>,
): LazyConfirmStep<T, P> {
  const $state = atom<ConfirmState<T>>(CLOSED);
  const $ready = atom(false);
  let step: ConfirmStep<T, P> | null = null;
  let loading: Promise<void> | null = null;
  /** Opened before the code was in: opened when it arrives. */
  let pending: ConfirmRequest<T, P> | null = null;

  function load(): Promise<void> {
    loading ??= loadModule().then(
      (module) => {
        const made = module.createConfirmStep<T, P>(options);
        step = made;
        made.$state.subscribe((state) => $state.set(state));
        if (pending !== null) made.open(pending);
        pending = null;
        $ready.set(true);
      },
      () => {
        // Offline or a new deploy: the next load() or open() asks again.
        loading = null;
      },
    );
    return loading;
  }

  return {
    $state,
    $ready,
    load,
    open(request) {
      if (step !== null) {
        step.open(request);
        return;
      }
      pending = request;
      void load();
    },
    close() {
      pending = null;
      step?.close();
    },
    // Until the step is in, its view is not shown: nothing to submit, resend or check.
    submit: (code) => step?.submit(code) ?? Promise.resolve($state.get().outcome),
    resend: () => step?.resend() ?? Promise.resolve(),
    useRecovery: (on) => step?.useRecovery(on),
    checkAgain: () => step?.checkAgain() ?? Promise.resolve($state.get().outcome),
  };
}
