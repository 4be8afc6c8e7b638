/**
 * Step two of sign-in: the LOGIN code, read from an email, a text message or an authenticator app. Codes
 * that were sent can be sent again once a minute; the countdown says when. Someone whose phone or app is out
 * of reach types one of their recovery codes instead ("Use a recovery code"; each works once).
 */

import { useState } from 'react';
import type { ApiFailure } from '../../../lib/http/errors.ts';
import { m } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
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
  // Switched at least once: the new form takes the focus.
  const [recovery, setRecovery] = useState<boolean | null>(null);
  const usingRecovery = recovery === true;
  return (
    <CodeForm
      key={usingRecovery ? 'recovery' : 'code'}
      id="sign-in-verify"
      recovery={usingRecovery}
      focusCode={recovery !== null}
      onSubmit={onSubmit}
      submitLabel={m.signin_verify_submit()}
      back={{ label: m.signin_back(), onClick: onBack }}
      resend={
        <div className="flex flex-col items-end gap-2">
          {method === 'AUTHENTICATOR_APP' || usingRecovery ? null : <ResendButton onResend={onResend} />}
          <Button type="button" variant="ghost" size="sm" onClick={() => setRecovery(!usingRecovery)}>
            {usingRecovery ? m.auth_recovery_back() : m.auth_recovery_use()}
          </Button>
        </div>
      }
    >
      <p className="text-muted">{usingRecovery ? m.auth_recovery_instructions() : instructions(method, email)}</p>
    </CodeForm>
  );
}
