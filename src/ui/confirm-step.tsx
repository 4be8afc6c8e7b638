/**
 * The confirm step of a money-moving screen (stores/kit/confirm.ts): what will happen as a definition list,
 * the verification code when the call needs one, and the submit — then, when the answer did not come, the
 * "pending — checking" state of the outcome rule (stores/kit/outcome.ts), never a "failed" that may be
 * wrong. A refusal is said above the button; the screen takes its field reasons back to the form.
 */
import type { ReadableAtom } from 'nanostores';
import { type ReactNode, type SubmitEvent, useEffect, useId } from 'react';
import { failureText } from '../lib/failure-text.ts';
import { getLocale, m } from '../lib/i18n.ts';
import { formatSeconds, useCountdown } from '../lib/use-countdown.ts';
import { useStore } from '../lib/use-store.ts';
import type { ChallengeState, CodeError, ConfirmState, ConfirmSummary, SecondFactor } from '../stores/kit/confirm.ts';
import type { OutcomeState } from '../stores/kit/outcome.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { CodeInput } from './code-input.tsx';
import { summaryRows } from './confirm-summary.ts';
import { Field } from './field.tsx';
import { Spinner } from './spinner.tsx';

/** What the view reads of a confirm store and the actions it calls. */
export interface ConfirmStepStore {
  readonly $state: ReadableAtom<ConfirmState<unknown>>;
  submit(code?: string): Promise<unknown>;
  resend(): Promise<void>;
  checkAgain(): Promise<unknown>;
}

interface Props {
  readonly store: ConfirmStepStore;
  /** What the submit does, e.g. "Withdraw 1.500.000 ₫". */
  readonly submitLabel: string;
  /** Beside the submit (a way back to edit); hidden while an unknown outcome is being checked. */
  readonly secondary?: ReactNode;
}

/** Summary, code, submit and the outcome's states. */
export function ConfirmStep({ store, submitLabel, secondary }: Props) {
  const state = useStore(store.$state);
  const { outcome } = state;
  const codeId = useId();
  const unknown = outcome.state === 'pending-checking';
  const askCode = state.factor !== null && !state.verified && !unknown;

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    void store.submit(typeof code === 'string' ? code : undefined);
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-5">
      {state.summary ? <SummaryList summary={state.summary} /> : null}
      {outcome.state === 'pending-checking' ? (
        <PendingChecking outcome={outcome} onCheckAgain={() => void store.checkAgain()} />
      ) : null}
      {outcome.state === 'failed' ? (
        <Alert tone="danger" title={m.kit_failed_title()} live>
          {failureText(outcome.failure)}
        </Alert>
      ) : null}
      {askCode && state.factor ? (
        <CodeEntry
          id={codeId}
          factor={state.factor}
          challenge={state.challenge}
          error={state.codeError}
          onResend={() => void store.resend()}
        />
      ) : null}
      {state.factor !== null && state.verified && !unknown ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <span className="i-lucide-shield-check text-success" aria-hidden="true" />
          {m.kit_confirm_verified()}
        </p>
      ) : null}
      {unknown ? null : (
        <div className="flex flex-wrap-reverse items-center justify-between gap-3">
          {secondary ?? <span />}
          <Button
            type="submit"
            size="lg"
            loading={state.busy || outcome.state === 'submitting'}
            trailingIcon="i-lucide-arrow-right"
          >
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}

/** The summary's rows (confirm-summary.ts); the first, what matters most, stands out. */
function SummaryList({ summary }: { readonly summary: ConfirmSummary }) {
  const rows = summaryRows(summary, getLocale());
  return (
    <dl className="card divide-y divide-border text-sm">
      {rows.map(([label, value], index) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
          <dt className="text-muted">{label}</dt>
          <dd
            className={`min-w-0 break-words text-right text-fg tabular-nums ${index === 0 ? 'text-base font-semibold' : 'font-medium'}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An outcome not yet known: being checked, waiting for the connection, or checks ran out (check again). */
export function PendingChecking({
  outcome,
  onCheckAgain,
}: {
  readonly outcome: Extract<OutcomeState<unknown>, { state: 'pending-checking' }>;
  readonly onCheckAgain: () => void;
}) {
  if (outcome.phase === 'stalled') {
    return (
      <Alert
        tone="warning"
        title={m.kit_pending_title()}
        live
        action={
          <Button type="button" variant="secondary" size="sm" icon="i-lucide-refresh-cw" onClick={onCheckAgain}>
            {m.kit_pending_check_again()}
          </Button>
        }
      >
        {m.kit_pending_stalled()}
      </Alert>
    );
  }
  return (
    <Alert tone="info" icon="i-lucide-loader-circle animate-spin" title={m.kit_pending_title()} live>
      {outcome.phase === 'offline' ? m.kit_pending_offline() : m.kit_pending_checking()}
    </Alert>
  );
}

function codeInstructions(factor: SecondFactor, challenge: ChallengeState): string {
  if (challenge.state === 'sending') return m.kit_confirm_code_sending();
  const method = challenge.state === 'sent' ? challenge.method : factor.method;
  if (method === 'AUTHENTICATOR_APP') return m.kit_confirm_code_app();
  const destination = challenge.state === 'sent' ? challenge.destination : null;
  return destination === null ? m.kit_confirm_code_sent_somewhere() : m.kit_confirm_code_sent({ destination });
}

function codeErrors(error: CodeError | null): string[] | undefined {
  if (error === null) return undefined;
  return [error.kind === 'format' ? m.field_otp_format() : failureText(error.failure)];
}

function CodeEntry({
  id,
  factor,
  challenge,
  error,
  onResend,
}: {
  readonly id: string;
  readonly factor: SecondFactor;
  readonly challenge: ChallengeState;
  readonly error: CodeError | null;
  readonly onResend: () => void;
}) {
  // A refused code is read out and the field focused, ready for the next try.
  useEffect(() => {
    if (error !== null) document.getElementById(id)?.focus();
  }, [error, id]);
  const resendAt = challenge.state === 'sent' || challenge.state === 'failed' ? challenge.resendAt : null;
  const sendsCodes = !(challenge.state === 'sent' && challenge.method === 'AUTHENTICATOR_APP');
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm text-muted">
        {challenge.state === 'sending' ? <Spinner /> : null}
        {codeInstructions(factor, challenge)}
      </p>
      {challenge.state === 'failed' ? (
        <Alert tone="danger" live>
          {failureText(challenge.failure)}
        </Alert>
      ) : null}
      <Field label={m.kit_confirm_code()} id={id} errors={codeErrors(error)} required>
        <CodeInput name="code" />
      </Field>
      {sendsCodes && challenge.state !== 'sending' ? <ResendCode resendAt={resendAt} onResend={onResend} /> : null}
    </div>
  );
}

function ResendCode({ resendAt, onResend }: { readonly resendAt: number | null; readonly onResend: () => void }) {
  const left = useCountdown(resendAt);
  return (
    <div className="flex justify-end">
      <Button type="button" variant="secondary" size="sm" disabled={left > 0} onClick={onResend}>
        {left > 0 ? m.kit_confirm_resend_in({ time: formatSeconds(left) }) : m.kit_confirm_resend()}
      </Button>
    </div>
  );
}
