/**
 * The one way forms are wired (conform + a zod/mini schema): validate a field when it loses focus and again
 * as it is corrected, send once when valid, and show a failed call's reasons next to their fields — or above
 * the form when they belong to none — without losing anything typed. Conform focuses the first field in
 * error, on the client's check and on the server's answer alike.
 */
import { type SubmissionResult, useForm } from '@conform-to/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import type { ApiFailure } from '../http/errors.ts';
import { markFormReady, takeHeldSubmit } from './early-submit.ts';
import { failureText } from './messages.ts';
import { parseWithSchema } from './parse.ts';

/** A form's schema: an object of fields. */
type FormSchema = z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;

export interface SchemaFormOptions<Schema extends FormSchema> {
  /** A stable id when two forms could share a page (conform derives the field ids from it). */
  readonly id?: string;
  readonly schema: Schema;
  /** Sends the valid value; resolves to the failure to show, or nothing when it worked. */
  readonly submit: (value: z.output<Schema>) => Promise<ApiFailure | undefined>;
  /** Business error codes whose message belongs beside one field (`INVALID_CREDENTIALS` → `password`). */
  readonly fieldOfCode?: Readonly<Record<string, string>>;
  readonly defaultValue?: Partial<z.input<Schema>>;
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
  const { id, schema, submit, fieldOfCode, defaultValue } = options;
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [pending, setPending] = useState(false);
  // A ref, not the state: a double click lands before React re-renders the disabled button.
  const sending = useRef(false);

  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    ...(id === undefined ? {} : { id }),
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithSchema(formData, schema),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success' || sending.current) return;
      sending.current = true;
      setPending(true);
      try {
        const failure = await submit(submission.value);
        setLastResult(failure === undefined ? undefined : submission.reply(replyOptionsOf(failure, fieldOfCode)));
      } finally {
        sending.current = false;
        setPending(false);
      }
    },
  });
  useSendHeldSubmit(form.id);
  return { form: withOwnSubmit(form), fields, pending };
}

/**
 * Send a submit the boot script held while this form's script was on its way (src/lib/forms/early-submit.ts).
 * A tick later: when the held event itself woke the island (React hydrates on a discrete event), the form's
 * own handler has then answered it and the hold is gone.
 */
function useSendHeldSubmit(formId: string): void {
  useEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    markFormReady(element);
    const timer = setTimeout(() => {
      if (takeHeldSubmit(element)) element.requestSubmit();
    });
    return () => clearTimeout(timer);
  }, [formId]);
}

/** Conform's form metadata, its submit handler also answering a held submit. */
function withOwnSubmit<Form extends { onSubmit: (event: FormEvent<HTMLFormElement>) => void }>(form: Form): Form {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    takeHeldSubmit(event.currentTarget);
    form.onSubmit(event);
  };
  return new Proxy(form, {
    get: (target, key, receiver) => (key === 'onSubmit' ? onSubmit : Reflect.get(target, key, receiver)),
  });
}
