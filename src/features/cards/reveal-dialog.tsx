/**
 * "Show details": a code is sent (the user's second factor, else email), typed, checked, and the w-token it buys
 * reads the card's number, expiry, CVV and holder. Those values live in this component's state ONLY — no store, no
 * cache, no storage, no URL, no log — and go after 60 seconds (counted down on screen), at once when the tab is
 * hidden, when the dialog closes, and when it unmounts (reveal-logic.ts). Keyboard first: the focus goes to the code
 * field, then to the values; Escape closes. Loaded when first opened.
 */
import { type SubmitEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import * as z from 'zod/mini';
import type { CardType } from '../../contract/calls/card.ts';
import { problemOf } from '../../contract/field-errors.ts';
import { OtpCode } from '../../contract/fields.ts';
import { failureText } from '../../lib/failure-text.ts';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import { type ApiFailure, isApiFailure } from '../../lib/http/errors.ts';
import { m } from '../../lib/i18n.ts';
import { formatSeconds, useCountdown } from '../../lib/use-countdown.ts';
import { api } from '../../stores/api.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CodeInput } from '../../ui/code-input.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { ResendButton } from '../../ui/resend-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { cardActions } from './card-actions.ts';
import {
  expiryText,
  groupedNumber,
  REVEAL_MS,
  type RevealedCard,
  readWithCode,
  sendRevealCode,
  watchReveal,
} from './reveal-logic.ts';

type Sent = { readonly method: string; readonly destination: string | null; readonly resendAt: number };
type Phase = 'sending' | 'code' | 'shown' | 'hidden';

function useRevealCode(cardId: number) {
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const send = useCallback(async (): Promise<ApiFailure | undefined> => {
    const answer = await sendRevealCode(api, cardId);
    if (isApiFailure(answer)) {
      setFailure(answer);
      return answer;
    }
    setFailure(null);
    setSent({ method: answer.method, destination: answer.destination, resendAt: Date.parse(answer.resend_at) });
    return undefined;
  }, [cardId]);
  return { sent, failure, setFailure, send };
}

function CodeForm({
  sent,
  onResend,
  onCode,
  busy,
}: {
  sent: Sent;
  onResend: () => Promise<ApiFailure | undefined>;
  onCode: (code: string) => void;
  busy: boolean;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    const checked = z.safeParse(OtpCode, code);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setProblem(issue ? fieldMessage(problemOf(issue, code)) : null);
      return;
    }
    setProblem(null);
    onCode(checked.data);
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm">
        {sent.destination === null ? m.vc_reveal_sent_app() : m.vc_reveal_sent({ destination: sent.destination })}
      </p>
      <Field label={m.vc_reveal_code()} errors={problem === null ? undefined : [problem]} required>
        <CodeInput name="code" autoFocus />
      </Field>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {sent.method === 'AUTHENTICATOR' ? (
          <span />
        ) : (
          <ResendButton onResend={onResend} initialResendAt={sent.resendAt} />
        )}
        <Button type="submit" loading={busy} icon="i-lucide-eye">
          {m.vc_reveal_verify()}
        </Button>
      </div>
    </form>
  );
}

function Values({ values, until, onHide }: { values: RevealedCard; until: number; onHide: () => void }) {
  const left = useCountdown(until);
  const ref = useRef<HTMLDListElement>(null);
  const headingId = useId();
  useEffect(() => ref.current?.focus(), []);
  const rows: [string, string, string][] = [
    [m.vc_reveal_number(), groupedNumber(values.pan), values.pan],
    [
      m.vc_reveal_expiry(),
      expiryText(values.expiry_month, values.expiry_year),
      expiryText(values.expiry_month, values.expiry_year),
    ],
    [m.vc_reveal_cvv(), values.cvv, values.cvv],
    [m.vc_reveal_holder(), values.cardholder_name, values.cardholder_name],
  ];
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning" title={m.vc_reveal_warning()} />
      <p id={headingId} className="text-sm text-muted" data-testid="reveal-countdown">
        {m.vc_reveal_hides_in({ time: formatSeconds(left) })}
      </p>
      <dl
        ref={ref}
        tabIndex={-1}
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-lg outline-none focus-visible:(outline-2 outline-solid outline-ring outline-offset-2)"
        data-testid="reveal-values"
      >
        {rows.map(([label, shown, copied]) => (
          <div key={label} className="flex flex-col border-b border-border pb-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="flex items-center justify-between gap-3">
              <span className="min-w-0 break-all font-mono text-base tracking-wide">{shown}</span>
              <CopyButton value={copied} what={label} />
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" icon="i-lucide-eye-off" className="self-end" onClick={onHide}>
        {m.vc_reveal_hide()}
      </Button>
    </div>
  );
}

export default function RevealDialog({ card }: { card: CardType }) {
  const [phase, setPhase] = useState<Phase>('sending');
  const [values, setValues] = useState<RevealedCard | null>(null);
  const [until, setUntil] = useState(0);
  const [busy, setBusy] = useState(false);
  const code = useRevealCode(card.id);
  const { send } = code;

  const hide = useCallback(() => {
    setValues(null);
    setPhase('hidden');
  }, []);

  const ask = useCallback(async () => {
    setPhase('sending');
    const failure = await send();
    setPhase(failure === undefined ? 'code' : 'hidden');
  }, [send]);

  useEffect(() => {
    void ask();
  }, [ask]);

  // The values go after 60 s, when the tab is hidden, and with the dialog.
  useEffect(() => (values === null ? undefined : watchReveal(hide)), [values, hide]);

  async function read(typed: string) {
    if (busy) return;
    setBusy(true);
    const answer = await readWithCode(api, card.id, typed);
    setBusy(false);
    if (isApiFailure(answer)) {
      code.setFailure(answer);
      return;
    }
    code.setFailure(null);
    setUntil(Date.now() + REVEAL_MS);
    setValues(answer);
    setPhase('shown');
  }

  const close = () => {
    setValues(null);
    cardActions.close();
  };

  return (
    <Dialog open onClose={close} title={m.vc_reveal_title({ name: card.name })}>
      <div className="flex flex-col gap-4" data-testid="reveal-dialog" data-phase={phase}>
        {code.failure ? (
          <Alert tone="danger" title={m.vc_reveal_failed()} live>
            {failureText(code.failure)}
          </Alert>
        ) : null}
        {phase === 'sending' ? (
          <p className="flex items-center gap-2 text-sm" role="status">
            <Spinner />
            {m.vc_reveal_sending()}
          </p>
        ) : null}
        {phase === 'code' && code.sent ? (
          <CodeForm sent={code.sent} onResend={send} onCode={(typed) => void read(typed)} busy={busy} />
        ) : null}
        {phase === 'shown' && values ? <Values values={values} until={until} onHide={hide} /> : null}
        {phase === 'hidden' ? (
          <div className="flex flex-col gap-3">
            {code.failure ? null : <p role="status">{m.vc_reveal_hidden()}</p>}
            <Button variant="secondary" className="self-end" icon="i-lucide-send" onClick={() => void ask()}>
              {m.vc_reveal_again()}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
