/**
 * How a form's engine arrives (src/lib/forms/use-schema-form.ts): loading it once wanted, waking it on the
 * form's first touch, and handing over to it what happened before it was up.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isSubmitHeld, markFormReady, takeHeldSubmit } from './early-submit.ts';
import type { FormEngine, FormSchema } from './engine.tsx';

/** The first touches of a form that mean it is about to be used. */
const TOUCHES = ['focusin', 'pointerdown', 'keydown'] as const;

const loadEngine = () => import('./engine.tsx');

/** Loads asked for: a new one starts when asked while none was, or after the last one failed. */
interface Attempts {
  readonly count: number;
  readonly failed: boolean;
}

function attempted(state: Attempts, event: 'wanted' | 'failed'): Attempts {
  if (event === 'failed') return { ...state, failed: true };
  return state.count === 0 || state.failed ? { count: state.count + 1, failed: false } : state;
}

/**
 * The engine and the form's schema, loading once `want` is called; `failed` is called when a load fails, and
 * the next `want` tries again. Counted, not a flag: a failure and the next touch can land in one render
 * batch, and a flag going false then true again would look unchanged and start nothing. A second try works
 * when the first was not made (known offline) or failed on the way to the network; a module the browser
 * received broken stays failed until the page is reloaded (browsers keep that answer).
 */
export function useEngine<Schema extends FormSchema>(loadSchema: () => Promise<Schema>, failed: () => void) {
  const [loaded, setLoaded] = useState<{ FormEngine: typeof FormEngine; schema: Schema } | null>(null);
  const [attempts, dispatch] = useReducer(attempted, { count: 0, failed: false });
  const failedRef = useRef(failed);
  failedRef.current = failed;
  useEffect(() => {
    if (attempts.count === 0 || loaded !== null) return undefined;
    let current = true;
    // Known offline: not even tried, since a module that failed to load stays failed for the page's life.
    const loading = navigator.onLine ? Promise.all([loadEngine(), loadSchema()]) : Promise.reject(new Error('offline'));
    loading.then(
      ([engine, schema]) => {
        if (!current) return;
        setLoaded({ FormEngine: engine.FormEngine, schema });
      },
      () => {
        if (!current) return;
        dispatch('failed');
        failedRef.current();
      },
    );
    return () => {
      current = false;
    };
  }, [loadSchema, attempts.count, loaded]);
  return { loaded, want: useCallback(() => dispatch('wanted'), []) };
}

/**
 * Until the engine is up: mark the form as the app's (src/lib/forms/early-submit.ts), wake the engine on the
 * first touch or a submit the boot script held, and note the fields the user has left (to check them then).
 */
export function useLeftFields(
  formId: string,
  waiting: boolean,
  callbacks: { readonly wake: () => void; readonly hold: () => void },
): Set<HTMLElement> {
  const left = useRef(new Set<HTMLElement>()).current;
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  useEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement) || !waiting) return;
    markFormReady(element);
    const touched = () => callbacksRef.current.wake();
    const leave = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) left.add(event.target);
    };
    if (isSubmitHeld(element)) callbacksRef.current.hold();
    for (const type of TOUCHES) element.addEventListener(type, touched);
    element.addEventListener('focusout', leave);
    return () => {
      for (const type of TOUCHES) element.removeEventListener(type, touched);
      element.removeEventListener('focusout', leave);
    };
  }, [formId, waiting, left]);
  return left;
}

/**
 * A named field of the form that the user is not back in. Others are left alone: a widget's own button (a
 * select's trigger) reacts to focusout itself, and a made-up one would close the list the user just opened.
 */
function isLeftField(field: HTMLElement, form: HTMLFormElement): boolean {
  const named =
    field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;
  return named && field.name !== '' && field.form === form && field !== document.activeElement;
}

/** What leaving a field tells conform, told again. */
function leave(field: HTMLElement): void {
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/**
 * Once the engine is up, a tick later (so an event being dispatched reaches the form's handler first): send
 * a held submit, or else check the fields left meanwhile the way leaving them would have.
 */
export function useHandOver(formId: string, live: boolean, left: Set<HTMLElement>, handedOver: () => void): void {
  const handedOverRef = useRef(handedOver);
  handedOverRef.current = handedOver;
  useEffect(() => {
    if (!live) return undefined;
    const timer = setTimeout(() => {
      const element = document.getElementById(formId);
      if (!(element instanceof HTMLFormElement)) return;
      if (takeHeldSubmit(element)) element.requestSubmit();
      else for (const field of left) if (isLeftField(field, element)) leave(field);
      left.clear();
      handedOverRef.current();
      // Says the engine is up and has taken over (tests wait for it).
      element.dataset.formEngine = 'on';
    });
    return () => clearTimeout(timer);
  }, [formId, live, left]);
}
