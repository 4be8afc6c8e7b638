/**
 * Step two of sign-in: the LOGIN code, read from an email, a text message or an authenticator app. Codes
 * that were sent can be sent again once a minute; the countdown says when.
 */
import * as z from 'zod/mini';
import { m } from '../../../app/i18n.ts';
import { otpField } from '../../../lib/forms/fields.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import type { ApiFailure } from '../../../lib/http/errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { TextInput } from '../../../ui/text-input.tsx';
import { ResendButton } from '../resend-button.tsx';
import type { SecondFactorMethod } from './sign-in.ts';

const schema = z.object({ code: otpField });

const FIELD_OF_CODE = { INVALID_OTP: 'code', OTP_EXPIRED: 'code', OTP_TOO_MANY_ATTEMPTS: 'code' };

interface Props {
  readonly method: SecondFactorMethod;
  readonly email: string;
  readonly onSubmit: (code: string) => Promise<ApiFailure | undefined>;
  /** Sends a new code; resolves to the failure, if any. */
  readonly onResend: () => Promise<ApiFailure | undefined>;
  readonly onBack: () => void;
}

function instructions(method: SecondFactorMethod, email: string): string {
  if (method === 'AUTHENTICATOR_APP') return m.signin_verify_app();
  if (method === 'SMS') return m.signin_verify_sms();
  return m.signin_verify_email({ email });
}

export function VerifyForm({ method, email, onSubmit, onResend, onBack }: Props) {
  const { form, fields, pending } = useSchemaForm({
    id: 'sign-in-verify',
    schema,
    fieldOfCode: FIELD_OF_CODE,
    submit: ({ code }) => onSubmit(code),
  });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      <p className="text-muted">{instructions(method, email)}</p>
      {form.errors?.length ? (
        <Alert tone="danger" live>
          {form.errors.join(' ')}
        </Alert>
      ) : null}
      <Field label={m.signin_code()} id={fields.code.id} errors={fields.code.errors} required>
        <TextInput
          key={fields.code.key}
          name={fields.code.name}
          defaultValue={fields.code.initialValue}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          leadingIcon="i-lucide-key-round"
          className="font-mono tracking-widest"
        />
      </Field>
      <Button type="submit" size="lg" block loading={pending}>
        {m.signin_verify_submit()}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="ghost" icon="i-lucide-arrow-left" onClick={onBack}>
          {m.signin_back()}
        </Button>
        {method === 'AUTHENTICATOR_APP' ? null : <ResendButton onResend={onResend} />}
      </div>
    </form>
  );
}
