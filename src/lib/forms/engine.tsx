/**
 * The form engine: conform with a zod/mini schema (~14 KB gzip with the schemas), loaded when a form is first
 * touched rather than with the page (src/lib/forms/use-schema-form.ts). It renders nothing: conform works on
 * the form element by its id, and this component hands the form's errors and submit handler up to the hook,
 * so the fields the user is typing in are never re-created.
 */
import { type Submission, type SubmissionResult, useForm } from '@conform-to/react';
import { type SubmitEvent, useLayoutEffect } from 'react';
import type * as z from 'zod/mini';
import { parseWithSchema } from './parse.ts';

/** What the hook renders from: every error by field name ('' for the form's own), and the submit handler. */
export interface EngineView {
  readonly errors: Readonly<Record<string, readonly string[] | undefined>>;
  readonly onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
}

/** A form's schema: an object of fields. */
export type FormSchema = z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;

/** A submission that passed the schema. */
export type ValidSubmission<Schema extends FormSchema> = Extract<
  Submission<z.input<Schema>, string[], z.output<Schema>>,
  { status: 'success' }
>;

export interface FormEngineProps<Schema extends FormSchema> {
  readonly id: string;
  readonly schema: Schema;
  readonly defaultValue: Record<string, unknown>;
  readonly lastResult: SubmissionResult<string[]> | undefined;
  readonly onValid: (submission: ValidSubmission<Schema>) => void;
  readonly onView: (view: EngineView) => void;
}

export function FormEngine<Schema extends FormSchema>(props: FormEngineProps<Schema>) {
  const { id, schema, defaultValue, lastResult, onValid, onView } = props;
  const [form] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithSchema(formData, schema),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') onValid(submission);
    },
  });
  // Read here, so conform re-renders this component whenever any error changes.
  const errors = form.allErrors;
  const onSubmit = form.onSubmit;
  const changed = JSON.stringify(errors);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changed` is the errors' content; the object is new on every render.
  useLayoutEffect(() => onView({ errors, onSubmit }), [changed, onSubmit]);
  return null;
}
