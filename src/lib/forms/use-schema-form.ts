/**
 * The one way forms are wired (conform + a zod/mini schema): validate a field when it loses focus and again
 * as it is corrected, send once when valid, and show a failed call's reasons next to their fields — or above
 * the form when they belong to none — without losing anything typed. Conform focuses the first field in
 * error, on the client's check and on the server's answer alike.
 *
 * The engine (conform, zod/mini and the form's schema) is not in the page's first load: it loads when the
 * form is first touched (focus, pointer, key) or sent. Until then the prerendered fields work as they are,
 * a submit is held and sent once the engine is up, and a field left meanwhile is checked then. The form
 * renders the hook's `engine` element anywhere inside it.
 */
import type { SubmissionResult } from '@conform-to/react';
import { createElement, type ReactNode, type SubmitEvent, useId, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { failureText } from '../failure-text.ts';
import type { ApiFailure } from '../http/errors.ts';
import { m } from '../i18n.ts';
import { holdSubmit, takeHeldSubmit } from './early-submit.ts';
import type { EngineView, FormSchema, ValidSubmission } from './engine.tsx';
import { useEngine, useHandOver, useLeftFields } from './engine-loading.ts';

export interface SchemaFormOptions<Schema extends FormSchema> {
  /** A stable id when two forms could share a page (the field ids derive from it). */
  readonly id?: string;
  /** Loads the schema, with the engine; a module-level function, so it is the same on every render. */
  readonly schema: () => Promise<Schema>;
  /** Sends the valid value; resolves to the failure to show, or nothing when it worked. */
  readonly submit: (value: z.output<Schema>) => Promise<ApiFailure | undefined>;
  /** Business error codes whose message belongs beside one field (`INVALID_CREDENTIALS` → `password`). */
  readonly fieldOfCode?: Readonly<Record<string, string>>;
  readonly defaultValue?: Partial<z.input<Schema>>;
}

/** What a form needs of a field: conform's names and ids, the text it starts with, its messages. */
export interface FieldView {
  readonly id: string;
  readonly name: string;
  readonly initialValue: string | undefined;
  readonly errors: string[] | undefined;
}

export interface FormView {
  readonly id: string;
  readonly errors: string[] | undefined;
  readonly onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
}

/** Where a failure's messages go: the server's field errors, a code's field, or the whole form. */
export function replyOptionsOf(
  failure: ApiFailure,
  fieldOfCode: Readonly<Record<string, string>> = {},
): { formErrors?: string[]; fieldErrors?: Record<string, string[]> } {
  if (failure.errors !== undefined) return { fieldErrors: failure.errors };
  const field = failure.code === undefined ? undefined : fieldOfCode[failure.code];
  const text = failureText(failure);
  return field === undefined ? { formErrors: [text] } : { fieldErrors: { [field]: [text] } };
}

export function useSchemaForm<Schema extends FormSchema>(options: SchemaFormOptions<Schema>) {
  const { schema: loadSchema, submit, fieldOfCode, defaultValue = {} } = options;
  const generatedId = useId();
  const formId = options.id ?? generatedId;
  const [view, setView] = useState<EngineView | null>(null);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [pending, setPending] = useState(false);
  // A ref, not the state: a double click lands before React re-renders the disabled button.
  const sending = useRef(false);
  // A submit held until the engine is up shows as sending too: the user sees it was taken.
  const [held, setHeld] = useState(false);
  // The engine could not load. Said until the next send, not until a load works: that load often starts on
  // the pointerdown of the user's next click, and the message leaving then would move the button from under
  // the pointer before the click lands.
  const [offline, setOffline] = useState(false);
  const { loaded, want } = useEngine(loadSchema, () => {
    // Not loaded (a dropped connection): nothing stays held or spinning, and the next touch tries again.
    setOffline(true);
    setHeld(false);
    const element = document.getElementById(formId);
    if (element instanceof HTMLFormElement) takeHeldSubmit(element);
  });

  const hold = () => {
    setOffline(false);
    setHeld(true);
    want();
  };
  const left = useLeftFields(formId, view === null, { wake: want, hold });
  useHandOver(formId, view !== null, left, () => setHeld(false));

  async function onValid(submission: ValidSubmission<Schema>) {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    try {
      const failure = await submit(submission.value);
      setLastResult(failure === undefined ? undefined : submission.reply(replyOptionsOf(failure, fieldOfCode)));
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  const engine: ReactNode = loaded
    ? createElement(loaded.FormEngine<Schema>, {
        id: formId,
        schema: loaded.schema,
        defaultValue,
        lastResult,
        onValid,
        onView: setView,
      })
    : null;
  return {
    form: formView(formId, view, { hold, sent: () => setOffline(false) }, offline),
    fields: fieldViews<Schema>(formId, view, defaultValue),
    pending: pending || held,
    engine,
  };
}

/** The form's own attributes: before the engine, a submit is held (and wakes the engine). */
function formView(
  id: string,
  view: EngineView | null,
  on: { readonly hold: () => void; readonly sent: () => void },
  offline: boolean,
): FormView {
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    if (view === null) {
      event.preventDefault();
      holdSubmit(event.currentTarget);
      on.hold();
      return;
    }
    if (!isValidationOnly(event)) {
      // Sent now, by the user: a submit still held must not follow it.
      takeHeldSubmit(event.currentTarget);
      on.sent();
    }
    view.onSubmit(event);
  };
  const errors = offline ? [m.error_network()] : view?.errors['']?.slice();
  return { id, errors, onSubmit };
}

/**
 * Conform checks a field the user left by submitting the form with a hidden `__intent__` button (its
 * `requestIntent`); that is no send, and must neither drop a held submit nor clear what the last send said.
 */
function isValidationOnly(event: SubmitEvent<HTMLFormElement>): boolean {
  const { submitter } = event.nativeEvent;
  return submitter instanceof HTMLButtonElement && submitter.name === '__intent__';
}

function fieldViews<Schema extends FormSchema>(
  formId: string,
  view: EngineView | null,
  defaultValue: Record<string, unknown>,
): Record<keyof z.input<Schema> & string, FieldView> {
  return new Proxy({} as Record<keyof z.input<Schema> & string, FieldView>, {
    get: (_, name) => {
      if (typeof name !== 'string') return undefined;
      const initial = defaultValue[name];
      return {
        id: `${formId}-${name}`,
        name,
        initialValue: typeof initial === 'string' ? initial : undefined,
        errors: view?.errors[name]?.slice(),
      } satisfies FieldView;
    },
  });
}
