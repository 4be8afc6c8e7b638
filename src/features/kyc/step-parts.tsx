/**
 * What the step forms are made of: the form itself (the hook's engine, the errors of no field, every keystroke into
 * the draft), a text field and a country field wired to the step's form (use-step-form.ts).
 */
import { type InputHTMLAttributes, type ReactNode, type SubmitEvent, useState } from 'react';
import { CountrySelect } from '../../ui/country-select.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import type { StepForm } from './use-step-form.ts';

interface FrameProps {
  readonly step: StepForm;
  readonly children: ReactNode;
  /** Runs before the form's own submit (the identity step marks missing documents). */
  readonly onSubmitCapture?: (event: SubmitEvent<HTMLFormElement>) => void;
}

/** A step's form. */
export function StepFormFrame({ step, children, onSubmitCapture }: FrameProps) {
  return (
    <form
      id={step.form.id}
      onSubmit={step.form.onSubmit}
      onSubmitCapture={onSubmitCapture}
      onInput={step.onInput}
      noValidate
      className="flex flex-col gap-5"
    >
      {step.engine}
      <FormErrors errors={step.formErrors} />
      {children}
    </form>
  );
}

interface TextProps
  extends Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'maxLength' | 'min' | 'max' | 'autoCapitalize' | 'spellCheck'
  > {
  readonly step: StepForm;
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly required?: boolean;
}

/** A typed field of the step, starting from the draft. */
export function StepText({ step, name, label, hint, required = false, autoComplete = 'off', ...input }: TextProps) {
  return (
    <Field label={label} hint={hint} id={step.field(name)?.id} errors={step.errorsOf(name)} required={required}>
      <TextInput name={name} defaultValue={step.initial(name)} autoComplete={autoComplete} {...input} />
    </Field>
  );
}

interface CountryProps {
  readonly step: StepForm;
  readonly name: string;
  readonly label: string;
  /** The country shown until one is chosen. */
  readonly fallback: string;
}

/** A country field of the step (required everywhere it is asked). */
export function StepCountry({ step, name, label, fallback }: CountryProps) {
  const [country, setCountry] = useState<string | null>(step.initial(name) || fallback);
  return (
    <Field label={label} id={step.field(name)?.id} errors={step.errorsOf(name)} required>
      {(control) => (
        <CountrySelect
          {...control}
          name={name}
          value={country}
          onChange={(iso) => {
            setCountry(iso);
            step.choose(name, iso);
          }}
        />
      )}
    </Field>
  );
}
