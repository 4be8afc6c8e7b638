/**
 * The outcome rule of a money-moving submit (issue 11; PRODUCT.md sections 4 and 5). A submit ends in one of
 * three ways, and the rule never says "failed" when the money may have moved:
 *
 * - **done**: the server answered the transaction;
 * - **failed**: the server refused it (a 4xx with a catalogue code): nothing happened — the server frees the
 *   idempotency key of a failed attempt (docs/API.md, "Idempotency") — so the form keeps what was typed and
 *   the reasons go beside their fields (`fieldOf`);
 * - **pending-checking**: no answer (a timeout, a dropped connection, an abort), a 5xx, a 4xx without a catalogue
 *   code (not the API's), or "the first attempt is still running" (409 IDEMPOTENCY_IN_PROGRESS). The request may have committed, so the rule finds out by
 *   sending the SAME request with the SAME idempotency key again: the server answers the stored result when
 *   the first one committed, and runs it once when it did not. Checks back off (1 s, 2 s, 4 s… with jitter);
 *   while the browser is offline they wait for it to come back. When they run out the state says so
 *   (`phase: 'stalled'`) and `checkAgain()` is offered: the money may be in progress.
 *
 * A second transaction cannot come of this: every send of one intent carries its one key (confirm.ts), and a
 * submit while one is running or being checked is ignored.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { type ApiFailure, isApiFailure } from '../../lib/http/errors.ts';

/** Messages per form field. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** Where the checks of an unknown outcome stand. */
export type CheckPhase = 'checking' | 'offline' | 'stalled';

export type OutcomeState<T> =
  | { readonly state: 'idle' }
  | { readonly state: 'submitting' }
  | { readonly state: 'done'; readonly result: T }
  | { readonly state: 'failed'; readonly failure: ApiFailure; readonly fieldErrors: FieldErrors | null }
  | { readonly state: 'pending-checking'; readonly phase: CheckPhase; readonly checks: number };

/** One send of the request, with its idempotency key (and w-token) already bound: the same every time. */
export type Send<T> = () => Promise<T | ApiFailure>;

/** What the checks need of the browser; tests pass a fake. */
export interface NetworkHost {
  isOnline(): boolean;
  /** Resolves on the next `online` event. */
  untilOnline(): Promise<void>;
  wait(ms: number): Promise<void>;
  random(): number;
}

export interface OutcomeOptions {
  /** Where a refusal belongs on the form: a wire field (`amount`, `payment.id`) or a catalogue code → a form field. */
  readonly fieldOf?: Readonly<Record<string, string>>;
  /** Automatic checks before "check again" is offered. */
  readonly maxChecks?: number;
  readonly network?: () => NetworkHost;
}

export interface Outcome<T> {
  readonly $state: ReadableAtom<OutcomeState<T>>;
  /** Sends once and settles; ignored (resolves to the current state) while a submit runs or is checked. */
  submit(send: Send<T>): Promise<OutcomeState<T>>;
  /** The request was sent before (a reload of the confirm step) and its outcome is unknown: check it. */
  reconcile(send: Send<T>): Promise<OutcomeState<T>>;
  /** When the automatic checks ran out: check once more, now, and go on checking. */
  checkAgain(): Promise<OutcomeState<T>>;
  /** Forget the outcome (a new intent, leaving the screen); stops any checking. */
  reset(): void;
}

/** First wait before checking an unknown outcome; doubles per check. */
export const CHECK_BASE_MS = 1000;
/** Longest wait between two checks. */
export const CHECK_CAP_MS = 16_000;
/** Automatic checks (about half a minute with the waits) before "check again" is offered. */
export const MAX_CHECKS = 5;

/** The first attempt with this key is still running on the server. */
const IN_PROGRESS_CODE = 'IDEMPOTENCY_IN_PROGRESS';

/**
 * Whether a failed money submit may still have moved the money: no answer at all (network, timeout, abort),
 * an answer that was not a refusal (5xx, or a 2xx whose body could not be read), or "still running". A 4xx is a
 * refusal only when the API gave it: the API's errors always carry a catalogue code, so a 4xx without one is a
 * page of something between (a gateway's 408, a CDN's own 4xx), which says nothing of whether the server took it.
 */
export function mayHaveMovedMoney(failure: ApiFailure): boolean {
  const { httpStatus, code } = failure;
  if (httpStatus === undefined || httpStatus < 400 || httpStatus >= 500) return true;
  return code === undefined || code === IN_PROGRESS_CODE;
}

/** A refusal's reasons by form field: field errors by their (mapped) field, else a mapped code's message. */
export function fieldErrorsOf(failure: ApiFailure, fieldOf: Readonly<Record<string, string>> = {}): FieldErrors | null {
  const errors: Record<string, string[]> = {};
  for (const [wire, messages] of Object.entries(failure.errors ?? {})) {
    const field = fieldOf[wire] ?? wire;
    errors[field] = [...(errors[field] ?? []), ...messages];
  }
  const coded = failure.code === undefined ? undefined : fieldOf[failure.code];
  if (coded !== undefined && failure.errors === undefined) errors[coded] = [failure.message];
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The wait before check `check` (1-based): doubling from 1 s up to 16 s, each between half and all of it. */
export function checkDelay(check: number, random: () => number): number {
  const ceiling = Math.min(CHECK_CAP_MS, CHECK_BASE_MS * 2 ** (check - 1));
  return Math.round(ceiling * (0.5 + Math.min(1, Math.max(0, random())) / 2));
}

/** The browser's network: `navigator.onLine`, the `online` event, timers. */
export function browserNetwork(): NetworkHost {
  return {
    isOnline: () => navigator.onLine,
    untilOnline: () => new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    random: Math.random,
  };
}

export function createOutcome<T>(options: OutcomeOptions = {}): Outcome<T> {
  const { fieldOf = {}, maxChecks = MAX_CHECKS } = options;
  const $state = atom<OutcomeState<T>>({ state: 'idle' });
  let network: NetworkHost | null = null;
  let lastSend: Send<T> | null = null;
  // Each run has its number; a run that `reset()` or a newer run replaced stops at its next step.
  let run = 0;

  const networkOf = () => {
    network ??= (options.network ?? browserNetwork)();
    return network;
  };
  const busy = () => {
    const { state } = $state.get();
    return state === 'submitting' || state === 'pending-checking';
  };

  /** The final state of an answer, or null when the outcome is still unknown. */
  function settled(result: T | ApiFailure): OutcomeState<T> | null {
    if (!isApiFailure(result)) return { state: 'done', result };
    if (mayHaveMovedMoney(result)) return null;
    return { state: 'failed', failure: result, fieldErrors: fieldErrorsOf(result, fieldOf) };
  }

  /**
   * Check by replaying until the outcome is known or the checks run out; stops when the run is replaced.
   * `waitFirst`: after a fresh failure the server may still be working, so the first check waits too.
   */
  async function checkUntilKnown(send: Send<T>, mine: number, waitFirst: boolean): Promise<OutcomeState<T>> {
    const net = networkOf();
    for (let check = 1; check <= maxChecks; check++) {
      if (!net.isOnline()) {
        $state.set({ state: 'pending-checking', phase: 'offline', checks: check - 1 });
        await net.untilOnline();
      } else if (waitFirst || check > 1) {
        $state.set({ state: 'pending-checking', phase: 'checking', checks: check - 1 });
        await net.wait(checkDelay(check, net.random));
      }
      if (mine !== run) return $state.get();
      $state.set({ state: 'pending-checking', phase: 'checking', checks: check });
      const known = settled(await send());
      if (mine !== run) return $state.get();
      if (known !== null) {
        $state.set(known);
        return known;
      }
    }
    const stalled: OutcomeState<T> = { state: 'pending-checking', phase: 'stalled', checks: maxChecks };
    $state.set(stalled);
    return stalled;
  }

  async function submit(send: Send<T>): Promise<OutcomeState<T>> {
    if (busy()) return $state.get();
    lastSend = send;
    const mine = ++run;
    $state.set({ state: 'submitting' });
    const known = settled(await send());
    if (mine !== run) return $state.get();
    if (known === null) return checkUntilKnown(send, mine, true);
    $state.set(known);
    return known;
  }

  function reconcile(send: Send<T>): Promise<OutcomeState<T>> {
    if (busy()) return Promise.resolve($state.get());
    lastSend = send;
    return checkUntilKnown(send, ++run, false);
  }

  function checkAgain(): Promise<OutcomeState<T>> {
    const current = $state.get();
    if (lastSend === null || current.state !== 'pending-checking' || current.phase !== 'stalled') {
      return Promise.resolve(current);
    }
    return checkUntilKnown(lastSend, ++run, false);
  }

  function reset(): void {
    run++;
    lastSend = null;
    $state.set({ state: 'idle' });
  }

  return { $state, submit, reconcile, checkAgain, reset };
}
