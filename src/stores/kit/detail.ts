/**
 * The detail store factory (issue 11, section 1): one record by id, from the name of the contract call that reads
 * it. While the record's status is not final it is read again every 5000 ms (PRODUCT.md section 4) — which statuses
 * are final is the caller's knowledge, not the kit's. Polling stops at a final status, pauses while the tab is
 * hidden (a hidden tab's timers would only spend the user's data and the server's time), reads at once when the tab
 * is seen again, and ends when the screen stops or the user logs out.
 *
 * A plain timer rather than the pausable one of src/lib: coming back to a tab means "read now", not "wait for the
 * rest of the interval", so nothing is left to resume.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { z } from 'zod';
import type { CallName } from '../../contract/index.ts';
import { type ApiFailure, networkFailure } from '../../lib/http/errors.ts';
import type { CallByName } from '../../lib/http/types.ts';
import { onReset } from '../reset.ts';
import { callByName, failureStatus, isAborted, type Payload } from './calls.ts';
import { browserPage, type PageEnv } from './page-env.ts';

/** PRODUCT.md section 4: a pending transaction's detail page reads its status every 5000 ms. */
export const DETAIL_POLL_MS = 5000;

/** The calls that read one record by its `id` path parameter. */
export type DetailCallName = {
  [Name in CallName]: CallByName<Name> extends {
    readonly method: 'GET';
    readonly params: infer Params extends z.ZodType;
  }
    ? 'id' extends keyof z.input<Params>
      ? Name
      : never
    : never;
}[CallName];

export type DetailStatus = 'loading' | 'ready' | 'not-found' | 'error' | 'offline';

export interface DetailState<Value> {
  readonly status: DetailStatus;
  /** The record; kept while a later read fails, so a dropped poll does not blank the page. */
  readonly value: Value | null;
  /** Why the last read failed. */
  readonly failure: ApiFailure | null;
  /** A next read is scheduled: the status is not final and the tab is seen. */
  readonly polling: boolean;
}

export interface DetailOptions<Value> {
  /** Whether a record has reached a status that no longer changes (polling stops there). */
  readonly isFinal: (value: Value) => boolean;
  /** How long between reads; per record where it depends on it (a displayed QR is read every 3000 ms). */
  readonly intervalMs?: number | ((value: Value) => number);
  /** The browser page; unit tests pass a fake one. */
  readonly env?: PageEnv;
}

export interface DetailStore<Value> {
  readonly $state: ReadableAtom<DetailState<Value>>;
  /** Read the record `id` and keep it current; returns the stop function (the screen's unmount). */
  start(id: string | number): () => void;
  /** Read again now (the retry of a failed read). */
  retry(): void;
}

function initialState<Value>(): DetailState<Value> {
  return { status: 'loading', value: null, failure: null, polling: false };
}

/** The server's "no such record" (or one this user may not see): a wrong or foreign id in the address. */
function isNotFound(failure: ApiFailure): boolean {
  return failure.code === 'NOT_FOUND' || failure.errors?.id !== undefined;
}

/** Make the detail store of the call `name`. */
export function createDetailStore<Name extends DetailCallName>(
  name: Name,
  options: DetailOptions<Payload<Name>>,
): DetailStore<Payload<Name>> {
  type Value = Payload<Name>;
  const env = options.env ?? browserPage;
  const interval = options.intervalMs ?? DETAIL_POLL_MS;
  const intervalFor = (value: Value) => (typeof interval === 'number' ? interval : interval(value));
  const $state = atom<DetailState<Value>>(initialState());
  let id: string | number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;

  function update(patch: Partial<DetailState<Value>>): void {
    $state.set({ ...$state.get(), ...patch });
  }

  function clearTimer(): void {
    clearTimeout(timer);
    timer = undefined;
  }

  /** Schedule the next read while it is worth one. */
  function schedule(): void {
    clearTimer();
    const { value } = $state.get();
    const wanted = id !== null && value !== null && !options.isFinal(value) && env.visible();
    if (wanted) timer = setTimeout(read, intervalFor(value));
    update({ polling: wanted });
  }

  function settleFailure(failure: ApiFailure): void {
    // A failed poll keeps the record on screen and tries again at the next interval.
    if ($state.get().value !== null) {
      update({ failure });
      schedule();
      return;
    }
    const status = isNotFound(failure) ? 'not-found' : failureStatus(failure, env.online());
    update({ status, failure, polling: false });
  }

  async function read(): Promise<void> {
    clearTimer();
    if (id === null || controller !== null) return;
    if (!env.online()) {
      settleFailure(networkFailure());
      return;
    }
    const current = new AbortController();
    controller = current;
    const { payload, failure } = await callByName(name, { params: { id } }, current.signal);
    if (controller !== current) return;
    controller = null;
    if (failure === undefined) {
      update({ status: 'ready', value: payload, failure: null });
      schedule();
    } else if (!isAborted(failure)) {
      settleFailure(failure);
    }
  }

  function stop(): void {
    id = null;
    clearTimer();
    controller?.abort();
    controller = null;
    update({ polling: false });
  }

  function onVisibility(): void {
    const { status, value } = $state.get();
    if (!env.visible()) {
      clearTimer();
      update({ polling: false });
    } else if (status === 'ready' && value !== null && !options.isFinal(value)) {
      void read();
    }
  }

  onReset(() => {
    stop();
    $state.set(initialState());
  });

  return {
    $state,
    start(nextId) {
      stop();
      if (env.refused()) return () => {};
      id = nextId;
      $state.set(initialState());
      void read();
      const unfollow = [
        env.on('visibilitychange', onVisibility),
        env.on('online', () => {
          if ($state.get().status === 'offline') void read();
        }),
      ];
      return () => {
        for (const off of unfollow) off();
        stop();
      };
    },
    retry() {
      if (id === null) return;
      if ($state.get().value === null) update({ status: 'loading', failure: null });
      void read();
    },
  };
}
