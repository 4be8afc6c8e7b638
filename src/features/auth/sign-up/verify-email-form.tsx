/**
 * Step two of sign-up: the code sent to the email (POST /otp/verify-mail). A new code can be asked for once
 * a minute; "Change email" goes back to the details with everything kept.
 */

import { failureText } from '../../../lib/forms/messages.ts';
import type { ApiFailure } from '../../../lib/http/errors.ts';
import { m } from '../../../lib/i18n.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { CodeForm } from '../code-form.tsx';
import { ResendButton } from '../resend-button.tsx';

/** Where the code stands: being sent, sent (the next one allowed at `resendAt`), or refused. */
export type CodeDelivery =
  | { readonly state: 'sending' }
  | { readonly state: 'sent'; readonly resendAt: number }
  | { readonly state: 'failed'; readonly failure: ApiFailure; readonly resendAt: number };

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
