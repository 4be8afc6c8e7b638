/**
 * "Send a new code" with its countdown (PRODUCT.md section 4: a new code may be asked for 60 seconds after
 * the last). Shared by every step that sends a code (sign-in, sign-up, forgot password, a new phone number on
 * the profile). The first code went out just before the step opened, so the countdown starts at once; a
 * refused resend that says when to try again (a 429's retry_after) moves the countdown to that moment.
 */
import { useState } from 'react';
import { failureText } from '../lib/failure-text.ts';
import type { ApiFailure } from '../lib/http/errors.ts';
import { m } from '../lib/i18n.ts';
import { formatSeconds, useCountdown } from '../lib/use-countdown.ts';
import { Button } from './button.tsx';

/** PRODUCT.md section 4: a new code may be asked for 60 seconds after the last. */
export const RESEND_AFTER_MS = 60_000;

interface Props {
  /** Sends a new code; resolves to the failure, if any. */
  readonly onResend: () => Promise<ApiFailure | undefined>;
  /** When the next code may be asked for (epoch ms); 60 s from now by default. */
  readonly initialResendAt?: number | undefined;
}

export function ResendButton({ onResend, initialResendAt }: Props) {
  const [resendAt, setResendAt] = useState(() => initialResendAt ?? Date.now() + RESEND_AFTER_MS);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const left = useCountdown(resendAt);

  async function resend() {
    if (sending) return;
    setSending(true);
    const failure = await onResend();
    setSending(false);
    if (failure === undefined) {
      setResendAt(Date.now() + RESEND_AFTER_MS);
      setStatus({ tone: 'success', text: m.signin_code_sent() });
    } else if (failure.retryAfter !== undefined) {
      // The button counts the server's wait down; a number in the text as well would stand still beside it.
      setResendAt(Date.now() + failure.retryAfter * 1000);
      setStatus({ tone: 'danger', text: m.signin_resend_too_soon() });
    } else {
      setStatus({ tone: 'danger', text: failureText(failure) });
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <Button type="button" variant="secondary" loading={sending} disabled={left > 0} onClick={resend}>
        {left > 0 ? m.signin_resend_in({ time: formatSeconds(left) }) : m.signin_resend()}
      </Button>
      <p role="status" className={`text-sm ${status?.tone === 'danger' ? 'text-danger' : 'text-muted'}`}>
        {status?.text}
      </p>
    </div>
  );
}
