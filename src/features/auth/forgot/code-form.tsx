/** The reset code step of /forgot: the 6-digit code from the email, with a new one every 60 seconds. */
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

const schema = z.object({ code: otpField });

const FIELD_OF_CODE = { INVALID_OTP: 'code', OTP_EXPIRED: 'code', OTP_TOO_MANY_ATTEMPTS: 'code' };

interface Props {
  readonly onSubmit: (code: string) => Promise<ApiFailure | undefined>;
  readonly onResend: () => Promise<ApiFailure | undefined>;
  /** When a new code may be asked for (epoch ms); a minute from now when absent. */
  readonly resendAt: number | undefined;
  readonly onBack: () => void;
}

export function CodeForm({ onSubmit, onResend, resendAt, onBack }: Props) {
  const { form, fields, pending } = useSchemaForm({
    id: 'forgot-code',
    schema,
    fieldOfCode: FIELD_OF_CODE,
    submit: ({ code }) => onSubmit(code),
  });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
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
        {m.forgot_verify_code()}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="ghost" icon="i-lucide-arrow-left" onClick={onBack}>
          {m.forgot_other_email()}
        </Button>
        <ResendButton onResend={onResend} initialResendAt={resendAt} />
      </div>
    </form>
  );
}
