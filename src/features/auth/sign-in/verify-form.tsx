/**
 * Step two of sign-in: the LOGIN code, read from an email, a text message or an authenticator app. Codes
 * that were sent can be sent again once a minute; the countdown says when.
 */

import type { ApiFailure } from '../../../lib/http/errors.ts';
import { m } from '../../../lib/i18n.ts';
import { ResendButton } from '../../../ui/resend-button.tsx';
import { CodeForm } from '../code-form.tsx';
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
  return (
    <CodeForm
      id="sign-in-verify"
      onSubmit={onSubmit}
      submitLabel={m.signin_verify_submit()}
      back={{ label: m.signin_back(), onClick: onBack }}
      resend={method === 'AUTHENTICATOR_APP' ? null : <ResendButton onResend={onResend} />}
    >
      <p className="text-muted">{instructions(method, email)}</p>
    </CodeForm>
  );
}
