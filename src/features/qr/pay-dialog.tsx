/**
 * The "Pay a QR code" dialog (DIRECTOR and FINANCE): paste the code's text, see its amount or type one, choose
 * the wallet, then the kit's confirm step sends the payment once (pay-store.ts). Loaded when first opened.
 */
import { type SubmitEvent, useMemo, useState } from 'react';
import type { FieldProblem } from '../../contract/field-errors.ts';
import { QR_PAYLOAD_MAX_LENGTH } from '../../contract/rules.ts';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { Alert } from '../../ui/alert.tsx';
import { AmountField } from '../../ui/amount-field.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmStep } from '../../ui/confirm-step.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import {
  createPayStore,
  PAY_SOURCES,
  type PayField,
  type PaySource,
  type PayStore,
  payRequestOf,
} from './pay-store.ts';
import { readPayload } from './payload.ts';

type Problems = Partial<Record<PayField, string>>;

const SOURCE_LABEL: Readonly<Record<PaySource, () => string>> = { MAIN: m.qrm_pay_main, VA: m.qrm_pay_va };

function problemText(field: PayField, problem: FieldProblem): string {
  return field === 'payload' && problem.key === 'invalid' ? m.qrm_pay_invalid() : fieldMessage(problem);
}

function PayForm({ store }: { store: PayStore }) {
  const locale = getLocale();
  const kept = useStore(store.$values);
  const serverErrors = useStore(store.$fieldErrors);
  const [payload, setPayload] = useState(kept?.payload ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const read = readPayload(payload);
  const shown: Problems = {
    ...Object.fromEntries(Object.entries(serverErrors ?? {}).map(([field, texts]) => [field, texts[0]])),
    ...problems,
  };

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      payload,
      amount: String(form.get('amount') ?? ''),
      source: form.get('source') === 'VA' ? ('VA' as const) : ('MAIN' as const),
    };
    const check = payRequestOf(values, locale);
    if (check.problems) {
      const found: Problems = {};
      for (const field of ['payload', 'amount', 'source'] as const) {
        const problem = check.problems[field];
        if (problem) found[field] = problemText(field, problem);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    store.review(values, check.request, check.read);
  }

  const errorsOf = (field: keyof Problems) => (shown[field] === undefined ? undefined : [shown[field]]);
  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-5" id="qr-pay-form">
      <Field label={m.qrm_pay_payload()} hint={m.qrm_pay_payload_hint()} errors={errorsOf('payload')} required>
        <TextInput
          name="payload"
          value={payload}
          onChange={(event) => setPayload(event.currentTarget.value)}
          maxLength={QR_PAYLOAD_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      {read?.amount ? (
        <p className="text-sm" data-testid="qr-pay-fixed">
          {m.qrm_pay_amount_fixed({ amount: formatMoney(read.amount, read.currency, locale) })}
        </p>
      ) : read ? (
        <AmountField
          label={m.qrm_amount()}
          currency={read.currency}
          name="amount"
          defaultValue={kept?.amount}
          errors={errorsOf('amount')}
          hint={m.qrm_pay_amount_hint()}
          required
        />
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{m.qrm_pay_source()}</legend>
        {PAY_SOURCES.map((source) => (
          <label key={source} className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="radio"
              name="source"
              value={source}
              defaultChecked={(kept?.source ?? 'MAIN') === source}
              className="h-4 w-4 accent-primary"
            />
            {SOURCE_LABEL[source]()}
          </label>
        ))}
        {shown.source ? (
          <p className="text-sm text-danger" role="alert">
            {shown.source}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" trailingIcon="i-lucide-arrow-right" className="self-end">
        {m.qrm_pay_continue()}
      </Button>
    </form>
  );
}

function Done({ store, onClose }: { store: PayStore; onClose: () => void }) {
  const paid = useStore(store.$paid);
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success" title={m.qrm_pay_done_title()} live>
        <p data-testid="qr-pay-done">{m.qrm_pay_done_body({ code: paid?.code ?? '' })}</p>
      </Alert>
      <Button onClick={onClose} className="self-end">
        {m.qrm_pay_close()}
      </Button>
    </div>
  );
}

/** The dialog, with its store: made when the dialog first loads, kept while the page lives. */
export default function PayDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const store = useMemo(() => createPayStore({ api }), []);
  const step = useStore(store.$step);
  const summary = useStore(store.confirm.$state).summary;
  const locale = getLocale();
  const close = () => {
    store.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={m.qrm_pay_title()} description={m.qrm_pay_lead()}>
      {step === 'form' ? (
        <PayForm store={store} />
      ) : step === 'confirm' ? (
        <ConfirmStep
          store={store.confirm}
          submitLabel={m.qrm_pay_submit({
            amount: summary?.amount ? formatMoney(summary.amount.amount, summary.amount.currency, locale) : '',
          })}
          secondary={
            <Button type="button" variant="ghost" icon="i-lucide-arrow-left" onClick={store.edit}>
              {m.qrm_pay_edit()}
            </Button>
          }
        />
      ) : (
        <Done store={store} onClose={close} />
      )}
    </Dialog>
  );
}
