/** The answer to one pending action, in a dialog: a message, a confirmation, or where to upload documents. */
import { useState } from 'react';
import type { PendingActionType } from '../../contract/calls/pending-actions.ts';
import { failureText } from '../../lib/failure-text.ts';
import { m } from '../../lib/i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { CONTROL_SURFACE } from '../../ui/text-input.tsx';
import { answerRequest, type RequestAnswer } from './list-store.ts';

interface Props {
  item: PendingActionType | null;
  onClose: () => void;
}

/** The answer dialog; the typed message stays when sending fails. */
export function AnswerDialog({ item, onClose }: Props) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (item === null) return null;

  const send = async (answer: RequestAnswer) => {
    setSending(true);
    setError(null);
    const failure = await answerRequest(item, answer);
    setSending(false);
    if (failure === null) {
      setMessage('');
      onClose();
    } else setError(failureText(failure));
  };
  const blank = message.trim() === '';
  const footer =
    item.kind === 'DOCUMENT' ? (
      <a className={buttonClass()} href="/profile">
        {m.pa_go_to_kyc()}
      </a>
    ) : item.kind === 'CONFIRMATION' ? (
      <Button loading={sending} onClick={() => void send({ confirmed: true })}>
        {m.pa_confirm()}
      </Button>
    ) : (
      <Button loading={sending} disabled={blank} onClick={() => void send({ message: message.trim() })}>
        {m.pa_send()}
      </Button>
    );

  return (
    <Dialog open onClose={onClose} title={item.title} description={item.description} footer={footer}>
      {error ? <Alert live tone="danger" title={error} /> : null}
      {item.kind === 'INFORMATION' ? (
        <Field label={m.pa_message_label()} required>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={2000}
              className={`${CONTROL_SURFACE} w-full p-3`}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </Field>
      ) : item.kind === 'DOCUMENT' ? (
        <p className="text-sm text-muted">{m.pa_document_hint()}</p>
      ) : (
        <p className="text-sm text-muted">{m.pa_confirm_hint()}</p>
      )}
    </Dialog>
  );
}
