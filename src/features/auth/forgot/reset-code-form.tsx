/** The reset code step of /forgot: the 6-digit code from the email, with a new one every 60 seconds. */

import type { ApiFailure } from '../../../lib/http/errors.ts';
import { m } from '../../../lib/i18n.ts';
import { ResendButton } from '../../../ui/resend-button.tsx';
import { CodeForm } from '../code-form.tsx';

interface Props {
  readonly onSubmit: (code: string) => Promise<ApiFailure | undefined>;
  readonly onResend: () => Promise<ApiFailure | undefined>;
  /** When a new code may be asked for (epoch ms); a minute from now when absent. */
  readonly resendAt: number | undefined;
  readonly onBack: () => void;
}

export function ResetCodeForm({ onSubmit, onResend, resendAt, onBack }: Props) {
  return (
    <CodeForm
      id="forgot-code"
      onSubmit={onSubmit}
      submitLabel={m.forgot_verify_code()}
      back={{ label: m.forgot_other_email(), onClick: onBack }}
      resend={<ResendButton onResend={onResend} initialResendAt={resendAt} />}
    />
  );
}
