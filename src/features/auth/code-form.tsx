/**
 * The one-time-code form every auth flow shares (sign-in's LOGIN code, sign-up's email check, the reset
 * code): what the step says above the code, the 6-digit field with its refusals beside it, the submit,
 * and a footer with the way back and, where the code is sent, the resend button.
 */
import type { ReactNode } from 'react';
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { m } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { CodeInput } from '../../ui/code-input.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { loadCodeSchema } from './load-schemas.ts';

/** A wrong, expired or used-up code reads beside the code. */
const FIELD_OF_CODE = { INVALID_OTP: 'code', OTP_EXPIRED: 'code', OTP_TOO_MANY_ATTEMPTS: 'code' };

interface Props {
  readonly id: string;
  readonly onSubmit: (code: string) => Promise<ApiFailure | undefined>;
  readonly submitLabel: string;
  readonly back: { readonly label: string; readonly onClick: () => void };
  /** The resend button, where the code is sent (not for an authenticator app). */
  readonly resend?: ReactNode;
  /** What the step says above the code: instructions, notices. */
  readonly children?: ReactNode;
}

export function CodeForm({ id, onSubmit, submitLabel, back, resend, children }: Props) {
  const { form, fields, pending, engine } = useSchemaForm({
    id,
    schema: loadCodeSchema,
    fieldOfCode: FIELD_OF_CODE,
    submit: ({ code }) => onSubmit(code),
  });
  const field = fields.code;
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      {engine}
      {children}
      <FormErrors errors={form.errors} />
      <Field label={m.signin_code()} id={field.id} errors={field.errors} required>
        <CodeInput name={field.name} defaultValue={field.initialValue} />
      </Field>
      <Button type="submit" size="lg" block loading={pending}>
        {submitLabel}
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Button type="button" variant="ghost" icon="i-lucide-arrow-left" onClick={back.onClick}>
          {back.label}
        </Button>
        {resend}
      </div>
    </form>
  );
}
