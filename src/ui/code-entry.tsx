/**
 * Where a second factor's code is typed (stores/kit/second-factor.ts): what to do and where the code went, the
 * field with its refusal beside it, "Send a new code" with its countdown where a code was sent, and — where the
 * user's own 2FA asks — "Use a recovery code" for someone whose app or phone is out of reach. Used inside a
 * form: the field is named `code`, the form's submit sends it.
 */
import { useEffect, useRef } from 'react';
import { failureText } from '../lib/failure-text.ts';
import { m } from '../lib/i18n.ts';
import { formatSeconds, useCountdown } from '../lib/use-countdown.ts';
import type { ChallengeState, CodeAskState, CodeError, SecondFactor } from '../stores/kit/second-factor.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Spinner } from './spinner.tsx';
import { TextInput } from './text-input.tsx';

/** What to do, from the challenge's answer once it came (its method and masked destination). */
export function codeInstructions(factor: SecondFactor, challenge: ChallengeState): string {
  if (challenge.state === 'sending') return m.kit_confirm_code_sending();
  const method = challenge.state === 'sent' ? challenge.method : factor.method;
  if (method === 'AUTHENTICATOR_APP') return m.kit_confirm_code_app();
  const destination = challenge.state === 'sent' ? challenge.destination : null;
  return destination === null ? m.kit_confirm_code_sent_somewhere() : m.kit_confirm_code_sent({ destination });
}

function codeErrors(error: CodeError | null, recovery: boolean): string[] | undefined {
  if (error === null) return undefined;
  if (error.kind === 'refused') return [failureText(error.failure)];
  return [recovery ? m.field_recovery_code_format() : m.field_otp_format()];
}

interface Props {
  /** The field's id. */
  readonly id: string;
  /** How the code is asked for before the challenge answers, and whether the user's 2FA asks (recovery codes). */
  readonly factor: SecondFactor;
  readonly state: CodeAskState;
  readonly onResend: () => void;
  /** Switches to a recovery code and back; absent where one cannot stand in (the 2FA settings' own code). */
  readonly onRecovery?: ((on: boolean) => void) | undefined;
  /** The field's label; "Verification code" by default. */
  readonly label?: string;
}

/** Instructions, the code field, the resend and the recovery switch. */
export function CodeEntry({ id, factor, state, onResend, onRecovery, label }: Props) {
  const { challenge, codeError, recovery } = state;
  // A refused code is read out and the field focused, ready for the next try. Only a refusal that arrives
  // while the field is shown: an error already there when it mounts (a page opening on it) takes no focus
  // from where the user is (seen on /test: a click's focus moved, so a dialog gave it back to the field).
  const shownError = useRef(codeError);
  useEffect(() => {
    if (codeError !== null && codeError !== shownError.current) document.getElementById(id)?.focus();
    shownError.current = codeError;
  }, [codeError, id]);
  const resendAt = challenge.state === 'sent' || challenge.state === 'failed' ? challenge.resendAt : null;
  const sendsCodes = !(challenge.state === 'sent' && challenge.method === 'AUTHENTICATOR_APP');
  const offerRecovery = onRecovery !== undefined && factor.covered;
  // The field is a new one after the switch (its rule and words change); the user goes on typing there.
  const switched = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `recovery` changing is what the effect follows.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    document.getElementById(id)?.focus();
  }, [recovery, id]);

  function switchRecovery() {
    switched.current = true;
    onRecovery?.(!recovery);
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm text-muted">
        {challenge.state === 'sending' && !recovery ? <Spinner /> : null}
        {recovery ? m.auth_recovery_instructions() : codeInstructions(factor, challenge)}
      </p>
      {challenge.state === 'failed' && !recovery ? (
        <Alert tone="danger" live>
          {failureText(challenge.failure)}
        </Alert>
      ) : null}
      <Field
        label={recovery ? m.auth_recovery_code() : (label ?? m.kit_confirm_code())}
        id={id}
        errors={codeErrors(codeError, recovery)}
        required
      >
        <TextInput
          key={recovery ? 'recovery' : 'code'}
          name="code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize={recovery ? 'none' : undefined}
          spellCheck={false}
          maxLength={recovery ? 16 : 12}
          leadingIcon={recovery ? 'i-lucide-life-buoy' : 'i-lucide-key-round'}
          className="font-mono tracking-widest"
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {offerRecovery ? (
          <Button type="button" variant="ghost" size="sm" onClick={switchRecovery}>
            {recovery ? m.auth_recovery_back() : m.auth_recovery_use()}
          </Button>
        ) : (
          <span />
        )}
        {sendsCodes && challenge.state !== 'sending' && !recovery ? (
          <ResendCode resendAt={resendAt} onResend={onResend} />
        ) : null}
      </div>
    </div>
  );
}

/** What a resend button says: ready, and while it counts down. */
export interface ResendWords {
  readonly now: () => string;
  readonly wait: (time: string) => string;
}

const CODE_WORDS: ResendWords = {
  now: () => m.kit_confirm_resend(),
  wait: (time) => m.kit_confirm_resend_in({ time }),
};

/** "Send a new code", counting down to `resendAt` (epoch ms; null: now); other words where two codes are asked. */
export function ResendCode({
  resendAt,
  onResend,
  words = CODE_WORDS,
}: {
  readonly resendAt: number | null;
  readonly onResend: () => void;
  readonly words?: ResendWords;
}) {
  const left = useCountdown(resendAt);
  return (
    <Button type="button" variant="secondary" size="sm" disabled={left > 0} onClick={onResend}>
      {left > 0 ? words.wait(formatSeconds(left)) : words.now()}
    </Button>
  );
}
