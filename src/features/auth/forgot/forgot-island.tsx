/**
 * /forgot (SPEC section 2): the email, then the 6-digit code it was sent. The server answers the same
 * whether or not an account exists, and so does this page. A right code answers the w-token, and the user
 * goes on to /forgot/<w-token> to choose the new password, the email kept for that page in this tab.
 */
import { useEffect, useRef, useState } from 'react';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import type { ApiFailure } from '../../../lib/http/errors.ts';
import { m } from '../../../lib/i18n.ts';
import { useLazyModule } from '../../../lib/use-lazy-module.ts';
import { api } from '../../../stores/api.ts';
import { Button } from '../../../ui/button.tsx';
import { EmailField } from '../../../ui/forms/email-field.tsx';
import { FormErrors } from '../../../ui/forms/form-errors.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { loadResetEmailSchema } from '../load-schemas.ts';
import { keepResetEmail } from './reset-email.ts';

// The code step loads while the first step is being sent, not with the page.
const loadCodeForm = () => import('./reset-code-form.tsx');

export default function ForgotIsland() {
  const [email, setEmail] = useState<string | null>(null);
  const [step, setStep] = useState<'email' | 'code'>('email');
  /** When a new code may be asked for, if not the usual minute from now. */
  const [resendAt, setResendAt] = useState<number | undefined>();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const CodeForm = useLazyModule(loadCodeForm, email !== null)?.ResetCodeForm;

  useEffect(() => {
    if (step === 'code') stepHeading.current?.focus();
  }, [step]);

  const sendCode = async (to: string) => {
    const result = await api.forgotPassword({ body: { email: to } });
    return result.status === false ? result : undefined;
  };

  if (step === 'code' && email !== null) {
    return (
      <section aria-labelledby="forgot-code-heading" className="flex flex-col gap-4">
        <h2 id="forgot-code-heading" ref={stepHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {m.forgot_code_heading()}
        </h2>
        <p className="text-muted">{m.forgot_code_sent({ email })}</p>
        {CodeForm ? (
          <CodeForm
            onSubmit={async (code) => {
              const result = await api.verifyResetRequest({ body: { email, code } });
              if (result.status === false) return result;
              keepResetEmail(result.data.w_token, email);
              location.assign(`/forgot/${encodeURIComponent(result.data.w_token)}`);
              return undefined;
            }}
            resendAt={resendAt}
            onResend={() => sendCode(email)}
            onBack={() => setStep('email')}
          />
        ) : (
          <Spinner label={m.signin_loading()} />
        )}
      </section>
    );
  }

  return (
    <EmailForm
      initial={email}
      onSubmit={async (typed) => {
        setEmail(typed);
        void loadCodeForm();
        const failure = await sendCode(typed);
        // Asked again within the minute (back to change the email, then the same one): the code sent
        // before still works, so go on to it and count down to the next.
        const waiting = failure?.code === 'OTP_RESEND_TOO_SOON' && failure.retryAfter !== undefined;
        if (failure !== undefined && !waiting) return failure;
        setResendAt(waiting ? Date.now() + (failure?.retryAfter ?? 0) * 1000 : undefined);
        setStep('code');
        return undefined;
      }}
    />
  );
}

interface EmailFormProps {
  readonly initial: string | null;
  readonly onSubmit: (email: string) => Promise<ApiFailure | undefined>;
}

function EmailForm({ initial, onSubmit }: EmailFormProps) {
  const { form, fields, pending, engine } = useSchemaForm({
    id: 'forgot',
    schema: loadResetEmailSchema,
    defaultValue: initial === null ? {} : { email: initial },
    submit: ({ email }) => onSubmit(email),
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      {engine}
      <FormErrors errors={form.errors} />
      <EmailField field={fields.email} autoComplete="username" />
      <Button type="submit" size="lg" block loading={pending}>
        {m.forgot_send_code()}
      </Button>
      <p className="text-center text-sm">
        <a href="/signin" className="font-medium text-primary-text hover:underline focus-ring rounded">
          {m.forgot_back_to_sign_in()}
        </a>
      </p>
    </form>
  );
}
