/**
 * Is the email being typed already registered? Asked (POST /is-registered) 400 ms after the user stops
 * typing an address the contract's email rule takes, each new keystroke cancelling the pending check and aborting the call in
 * flight. A check that fails (offline, rate limited) blocks nothing: the server refuses a taken email at the
 * end anyway.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../../contract/rules.ts';
import { isRegistered } from './sign-up.ts';

export const EMAIL_CHECK_DELAY_MS = 400;

export type EmailCheckStatus = 'idle' | 'checking' | 'free' | 'registered' | 'unknown';

export interface EmailCheck {
  /** The address the status is about (trimmed). */
  readonly email: string;
  readonly status: EmailCheckStatus;
}

export function useEmailCheck(): readonly [EmailCheck, (typed: string) => void] {
  const [check, setCheck] = useState<EmailCheck>({ email: '', status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const onEmail = useCallback(
    (typed: string) => {
      const email = typed.trim();
      cancel();
      if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
        setCheck({ email, status: 'idle' });
        return;
      }
      setCheck({ email, status: 'checking' });
      timer.current = setTimeout(async () => {
        const controller = new AbortController();
        inFlight.current = controller;
        const registered = await isRegistered(email, controller.signal);
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setCheck({ email, status: registered === null ? 'unknown' : registered ? 'registered' : 'free' });
      }, EMAIL_CHECK_DELAY_MS);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);
  return [check, onEmail] as const;
}
