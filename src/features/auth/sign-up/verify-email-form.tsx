/**
 * Step two of sign-up: the code sent to the email (POST /otp/verify-mail). A new code can be asked for once
 * a minute; "Change email" goes back to the details with everything kept. Reached again by Back once the
 * email is verified, it says so and goes on.
 */

import { failureText } from '../../../lib/failure-text.ts';
import type { ApiFailure } from '../../../lib/http/errors.ts';
import { m } from '../../../lib/i18n.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ResendButton } from '../../../ui/resend-button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { CodeForm } from '../code-form.tsx';
import type { CodeDelivery } from './sign-up-store.ts';

interface Props {
  readonly email: string;
  readonly delivery: CodeDelivery;
  /** Why the user is here again (the verification lapsed). */
  readonly notice: string | null;
  readonly onSubmit: (code: string) => Promise<ApiFailure | undefined>;
  readonly onResend: () => Promise<ApiFailure | undefined>;
  readonly onChangeEmail: () => void;
}

export function VerifyEmailForm({ email, delivery, notice, onSubmit, onResend, onChangeEmail }: Props) {
  return (
    <CodeForm
      id="sign-up-verify"
      onSubmit={onSubmit}
      submitLabel={m.signup_verify_submit()}
      back={{ label: m.signup_change_email(), onClick: onChangeEmail }}
      resend={
        delivery.state === 'sending' ? null : (
          <ResendButton key={delivery.resendAt} onResend={onResend} initialResendAt={delivery.resendAt} />
        )
      }
    >
      {notice === null ? null : (
        <Alert tone="warning" icon="i-lucide-clock-alert" live>
          {notice}
        </Alert>
      )}
      {delivery.state === 'sending' ? (
        <p className="flex items-center gap-2 text-muted">
          <Spinner label={m.signup_verify_sending({ email })} />
          <span aria-hidden="true">{m.signup_verify_sending({ email })}</span>
        </p>
      ) : (
        <p className="text-muted">{m.signup_verify_instructions({ email })}</p>
      )}
      {delivery.state === 'failed' ? (
        <Alert tone="danger" live>
          {failureText(delivery.failure)}
        </Alert>
      ) : null}
    </CodeForm>
  );
}

interface VerifiedProps {
  readonly email: string;
  readonly onContinue: () => void;
  readonly onChangeEmail: () => void;
}

/** The code step of an email already verified (the browser's Back from the last step). */
export function VerifiedEmail({ email, onContinue, onChangeEmail }: VerifiedProps) {
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="success">{m.signup_verify_done({ email })}</Alert>
      <Button type="button" size="lg" block onClick={onContinue} trailingIcon="i-lucide-arrow-right">
        {m.signup_continue()}
      </Button>
      <Button type="button" variant="ghost" icon="i-lucide-arrow-left" onClick={onChangeEmail}>
        {m.signup_change_email()}
      </Button>
    </div>
  );
}
