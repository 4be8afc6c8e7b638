/**
 * The one-time-code form every auth flow shares (sign-in's LOGIN code, sign-up's email check, the reset
 * code): the 6-digit field, the code's refusals shown beside it, and the form's own state.
 */
import { m } from '../../app/i18n.ts';
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { Field } from '../../ui/field.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { loadCodeSchema } from './load-schemas.ts';

/** A wrong, expired or used-up code reads beside the code. */
const FIELD_OF_CODE = { INVALID_OTP: 'code', OTP_EXPIRED: 'code', OTP_TOO_MANY_ATTEMPTS: 'code' };

export function useCodeForm(id: string, onSubmit: (code: string) => Promise<ApiFailure | undefined>) {
  return useSchemaForm({
    id,
    schema: loadCodeSchema,
    fieldOfCode: FIELD_OF_CODE,
    submit: ({ code }) => onSubmit(code),
  });
}

type CodeFieldMeta = ReturnType<typeof useCodeForm>['fields']['code'];

export function CodeField({ field }: { readonly field: CodeFieldMeta }) {
  return (
    <Field label={m.signin_code()} id={field.id} errors={field.errors} required>
      <TextInput
        name={field.name}
        defaultValue={field.initialValue}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        leadingIcon="i-lucide-key-round"
        className="font-mono tracking-widest"
      />
    </Field>
  );
}
