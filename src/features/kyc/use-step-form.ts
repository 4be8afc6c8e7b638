/**
 * One step's form: the form hook over the step's schema (its rules the contract's), its fields starting from the
 * draft, every keystroke going into the draft (the flow saves it after the pause), and each field's messages —
 * its rule's, the server's after a refused submit (until the field changes), and "Please fix this" while a
 * rejection names it.
 */
import { type InputEvent, useState } from 'react';
import type { FormSchema } from '../../lib/forms/engine.tsx';
import { type FieldView, useSchemaForm } from '../../lib/forms/use-schema-form.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { isNamed } from './fix-fields.ts';
import type { VerificationFlow } from './flow-store.ts';
import { valueAt } from './paths.ts';
import { errorsByName, pathsOf, prefixOf } from './step-fields.ts';
import type { DraftStep } from './steps.ts';

interface StepFormOptions<Schema extends FormSchema> {
  readonly flow: VerificationFlow;
  readonly step: DraftStep;
  readonly schema: () => Promise<Schema>;
  readonly names: readonly string[];
  /** Runs before the step goes on; false holds it (a document still missing). */
  readonly beforeNext?: () => boolean;
}

/** Each list once, in order; undefined when there is nothing to say. */
function merged(...lists: (readonly string[] | undefined)[]): string[] | undefined {
  const all = [...new Set(lists.flatMap((list) => list ?? []))];
  return all.length > 0 ? all : undefined;
}

export function useStepForm<Schema extends FormSchema>(options: StepFormOptions<Schema>) {
  const { flow, step, names } = options;
  const { data, errors } = useStore(flow.wizard.$state);
  useStore(flow.$rejection);
  const kind = data.kind ?? 'KYC';
  const prefix = prefixOf(step, kind);
  const [serverErrors, setServerErrors] = useState(() => errorsByName(prefix, errors[step]));
  const initial = Object.fromEntries(
    names.map((name) => [name, String(valueAt(data.draft, `${prefix}${name}`) ?? '')]),
  );
  const { form, fields, pending, engine } = useSchemaForm({
    id: `kyc-${step}`,
    schema: options.schema,
    defaultValue: initial as never,
    submit: async (value) => {
      if (options.beforeNext && !options.beforeNext()) return undefined;
      await flow.completeStep(step, pathsOf(prefix, names, value));
      return undefined;
    },
  });
  const toFix = flow.toFix();
  // The hook types its fields by the schema; here they are read by the names the step lists.
  const byName = fields as Readonly<Record<string, FieldView>>;

  /** The server's word on a field is answered by changing it. */
  function forget(name: string): void {
    if (name in serverErrors) setServerErrors(({ [name]: _, ...rest }) => rest);
  }

  return {
    form,
    engine,
    pending,
    prefix,
    /** The text a field starts with. */
    initial: (name: string) => initial[name] ?? '',
    /** Conform's id and name of a field. */
    field: (name: string): FieldView | undefined => byName[name],
    /** A field's messages. */
    errorsOf: (name: string) =>
      merged(
        byName[name]?.errors,
        serverErrors[name],
        isNamed(`${prefix}${name}`, toFix) ? [m.kyc_fix_this()] : undefined,
      ),
    /** The step's messages that belong to no field. */
    formErrors: merged(form.errors, serverErrors['']),
    /** A value chosen without typing (a select, a radio). */
    choose: (name: string, value: string | null) => {
      forget(name);
      flow.edit(`${prefix}${name}`, value);
    },
    /** The form's input events: what is typed goes into the draft. */
    onInput: (event: InputEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (!names.includes(target.name) || target.type === 'radio') return;
      forget(target.name);
      flow.edit(`${prefix}${target.name}`, target.value);
    },
  };
}

export type StepForm = ReturnType<typeof useStepForm>;
