/**
 * Step two of sign-in: the LOGIN code, read from an email, a text message or an authenticator app. Codes
 * that were sent can be sent again once a minute; the countdown says when.
 */
import { m } from '../../../app/i18n.ts';
import { FormErrors } from '../../../lib/forms/form-errors.tsx';
import type { ApiFailure } from '../../../lib/http/errors.ts';
import { Button } from '../../../ui/button.tsx';
import { CodeField, useCodeForm } from '../code-form.tsx';
import { ResendButton } from '../resend-button.tsx';
import type { SecondFactorMethod } from './sign-in.ts';

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
  const { form, fields, pending, engine } = useCodeForm('sign-in-verify', onSubmit);

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      {engine}
      <p className="text-muted">{instructions(method, email)}</p>
      <FormErrors errors={form.errors} />
      <CodeField field={fields.code} />
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
