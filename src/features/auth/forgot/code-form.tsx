/** The reset code step of /forgot: the 6-digit code from the email, with a new one every 60 seconds. */
import { m } from '../../../app/i18n.ts';
import { FormErrors } from '../../../lib/forms/form-errors.tsx';
import type { ApiFailure } from '../../../lib/http/errors.ts';
import { Button } from '../../../ui/button.tsx';
import { CodeField, useCodeForm } from '../code-form.tsx';
import { ResendButton } from '../resend-button.tsx';

interface Props {
  readonly onSubmit: (code: string) => Promise<ApiFailure | undefined>;
  readonly onResend: () => Promise<ApiFailure | undefined>;
  /** When a new code may be asked for (epoch ms); a minute from now when absent. */
  readonly resendAt: number | undefined;
  readonly onBack: () => void;
}

export function CodeForm({ onSubmit, onResend, resendAt, onBack }: Props) {
  const { form, fields, pending, engine } = useCodeForm('forgot-code', onSubmit);

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      {engine}
      <FormErrors errors={form.errors} />
      <CodeField field={fields.code} />
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
