/**
 * Step one of a top-up (select-method): the transfer method — or an invoice to someone else — its currency when it
 * has several, the amount, and for an invoice the payer and due date (invoice-fields.tsx). The amount is checked with the money forms' own rule (lib/forms/amount.ts: the contract's decimal pattern and
 * the currency's decimals) before anything is sent; the server's refusals land beside the field they name.
 * Everything typed stays through a refusal, an unknown outcome and the browser's Back. Loaded after the page
 * (top-up-island.tsx), in parallel with the methods' read.
 */
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { TransferMethodType } from '../../contract/calls/reference.ts';
import { typedFromCanonical } from '../../lib/amount-typing.ts';
import { failureText } from '../../lib/failure-text.ts';
import { checkTypedAmount } from '../../lib/forms/amount.ts';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/money.ts';
import { transferMethodName } from '../../lib/transfer-method-name.ts';
import { useStore } from '../../lib/use-store.ts';
import { failureStatus } from '../../stores/kit/calls.ts';
import { $transferMethods } from '../../stores/reference.ts';
import { Alert } from '../../ui/alert.tsx';
import { AmountField } from '../../ui/amount-field.tsx';
import { Button } from '../../ui/button.tsx';
import { type Choice, ChoiceCards } from '../../ui/choice-cards.tsx';
import { PendingChecking } from '../../ui/confirm-step.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { InvoiceFields } from './invoice-fields.tsx';
import { type InvoiceField, type InvoiceFieldValues, invoiceProblems } from './invoice-rules.ts';
import { MethodStepPlaceholder } from './method-placeholder.tsx';
import { currencyFor, offersVirtualAccount, topUpMethods } from './top-up.ts';
import { type PaymentRequest, topUpFlow } from './top-up-store.ts';

interface Props {
  readonly methods: readonly TransferMethodType[];
  readonly sending: boolean;
  readonly onSubmit: (request: PaymentRequest) => void;
}

/** One choice of the first step: a transfer method, or the invoice, with the currencies it takes. */
interface MethodChoice extends Choice {
  readonly currencies: readonly string[];
}

/** The invoice's choice code; no transfer method is called that (codes are the server's upper-case names). */
const INVOICE = 'invoice';
/** An invoice is paid into a VA, and the VAs are Vietnamese bank accounts. */
const INVOICE_CURRENCIES = ['VND'];

function choicesOf(methods: readonly TransferMethodType[]): MethodChoice[] {
  return [
    ...methods.map((method) => ({
      value: method.code,
      label: transferMethodName(method),
      detail: method.currencies.map(displayCurrency).join(', '),
      currencies: method.currencies,
      media: <img src={method.icon} alt="" width={32} height={32} className="h-8 w-8 shrink-0 rounded" />,
    })),
    {
      value: INVOICE,
      label: m.topup_invoice_label(),
      detail: m.topup_invoice_detail(),
      currencies: INVOICE_CURRENCIES,
      media: (
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded bg-primary-soft text-primary-text">
          <span className="i-lucide-file-text" aria-hidden="true" />
        </span>
      ),
    },
  ];
}

/** The invoice fields as the form holds them. */
function invoiceValues(form: HTMLFormElement): InvoiceFieldValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    payer_name: text('payer_name'),
    payer_email: text('payer_email'),
    note: text('note'),
    due_date: text('due_date'),
  };
}

/** The typed amount, checked against the currency's rules. */
const checkedAmount = (shown: string, currency: string) => checkTypedAmount(shown, { currency, locale: getLocale() });

/** The amount's message, or none when the form may send it. */
function amountErrors(shown: string, currency: string): string[] | undefined {
  const { problem } = checkedAmount(shown, currency);
  return problem === null ? undefined : [fieldMessage(problem)];
}

/** What the store holds of the last request, as the form starts with it. */
function startingPoint(request: PaymentRequest | null) {
  if (request === null) return { code: null, currency: null, amount: undefined, invoice: {} };
  if (request.kind === 'invoice') {
    const { amount, currency, note = '', ...payer } = request.body;
    return { code: INVOICE, currency, amount, invoice: { ...payer, note } };
  }
  return { code: request.body.method, currency: request.body.currency, amount: request.body.amount, invoice: {} };
}

/** The choice, currency, amount (and invoice) form. */
export function MethodStep({ methods, sending, onSubmit }: Props) {
  const { data, restored } = useStore(topUpFlow.wizard.$state);
  const serverErrors = useStore(topUpFlow.$fieldErrors);
  const choices = choicesOf(methods);
  const start = startingPoint(data.request);
  const [code, setCode] = useState(() => start.code ?? choices[0]?.value ?? null);
  const chosen = choices.find((entry) => entry.value === code) ?? null;
  const [currency, setCurrency] = useState(start.currency);
  const shownCurrency = chosen ? currencyFor(chosen, currency) : null;
  // The amount the store holds for a currency (what was sent before Back), as the field shows it.
  const storedAmount = (wanted: string | null) => (start.currency === wanted ? start.amount : undefined);
  const typedFor = (wanted: string | null) => {
    const stored = storedAmount(wanted);
    return stored === undefined ? '' : typedFromCanonical(stored, getLocale());
  };
  const [shown, setShown] = useState(() => typedFor(shownCurrency));
  const [checked, setChecked] = useState(false);
  const [invoiceErrors, setInvoiceErrors] = useState<Partial<Record<InvoiceField, string[]>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const invoice = code === INVOICE;

  const amountError = checked && shownCurrency ? amountErrors(shown, shownCurrency) : undefined;
  const errorsOf = (field: string) => serverErrors?.[field]?.slice();

  useEffect(() => {
    if (serverErrors !== null) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [serverErrors]);

  function choose(next: string) {
    const nextChoice = choices.find((entry) => entry.value === next);
    const nextCurrency = nextChoice ? currencyFor(nextChoice, currency) : null;
    setCode(next);
    if (nextCurrency !== shownCurrency) setShown(typedFor(nextCurrency));
  }

  /** The invoice's fields checked; their messages shown. True when they may be sent. */
  function invoiceChecked(values: InvoiceFieldValues): boolean {
    const problems = invoiceProblems(values, new Date());
    setInvoiceErrors(
      Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, [fieldMessage(problem)]])),
    );
    return Object.keys(problems).length === 0;
  }

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setChecked(true);
    const amount = shownCurrency === null ? null : checkedAmount(shown, shownCurrency).amount;
    const values = invoice ? invoiceValues(form) : null;
    const invoiceFine = values === null || invoiceChecked(values);
    if (chosen === null || shownCurrency === null || amount === null || !invoiceFine) {
      // After React shows the messages: the first field in error, in the form's order.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (values === null) {
      onSubmit({ kind: 'top-up', body: { method: chosen.value, currency: shownCurrency, amount } });
      return;
    }
    const note = values.note.trim();
    onSubmit({
      kind: 'invoice',
      body: {
        amount,
        currency: shownCurrency,
        payer_name: values.payer_name.trim(),
        payer_email: values.payer_email.trim(),
        due_date: values.due_date,
        ...(note === '' ? {} : { note }),
      },
    });
  }

  return (
    <form ref={formRef} id="top-up-method" onSubmit={send} noValidate className="flex flex-col gap-5">
      <ChoiceCards
        legend={m.topup_method_label()}
        name="method"
        choices={choices}
        value={code}
        onChange={choose}
        errors={errorsOf('method')}
      />
      {chosen && chosen.currencies.length > 1 ? (
        <Field label={m.topup_currency_label()} errors={errorsOf('currency')} required>
          <NativeSelect
            name="currency"
            value={shownCurrency ?? ''}
            onChange={(event) => {
              setCurrency(event.target.value);
              setShown(typedFor(event.target.value));
            }}
            options={chosen.currencies.map((entry) => ({ value: entry, label: displayCurrency(entry) }))}
          />
        </Field>
      ) : null}
      {shownCurrency ? (
        <AmountField
          // Another currency has other decimals: the field starts again, with what the store holds for that currency.
          key={`${shownCurrency}-${restored ? 'restored' : 'fresh'}`}
          label={invoice ? m.topup_invoice_amount() : m.topup_amount_label()}
          name="amount"
          currency={shownCurrency}
          defaultValue={storedAmount(shownCurrency)}
          hint={invoice ? m.topup_invoice_amount_hint() : m.topup_amount_hint()}
          errors={amountError ?? errorsOf('amount')}
          required
          onValueChange={(_, text) => setShown(text)}
        />
      ) : null}
      {invoice ? (
        <InvoiceFields
          key={restored ? 'restored' : 'fresh'}
          initial={start.invoice}
          errorsOf={(field) => invoiceErrors[field] ?? errorsOf(field)}
        />
      ) : null}
      <Button type="submit" size="lg" block loading={sending} trailingIcon="i-lucide-arrow-right">
        {invoice ? m.topup_invoice_submit() : m.topup_submit()}
      </Button>
    </form>
  );
}

function VirtualAccountHint() {
  return (
    <p className="text-sm text-muted">
      {m.topup_va_hint()}{' '}
      <a href="/va" className="font-medium text-primary-text hover:underline focus-ring rounded">
        {m.topup_va_link()}
      </a>
    </p>
  );
}

/** Step one: the methods once read (shared reference data), the form, and what became of the last request. */
export function SelectMethod() {
  const reference = useStore($transferMethods);
  const { outcome } = useStore(topUpFlow.confirm.$state);
  if (reference.data === null && reference.error !== null) {
    return (
      <FailureAlert
        offline={failureStatus(reference.error, navigator.onLine) === 'offline'}
        failure={reference.error}
        title={m.topup_methods_failed()}
        offlineText={m.topup_load_offline()}
        onRetry={() => void $transferMethods.load()}
      />
    );
  }
  if (reference.data === null) return <MethodStepPlaceholder />;
  const methods = topUpMethods(reference.data);
  if (methods.length === 0) return <Alert tone="info" title={m.topup_no_methods()} />;
  const unknown = outcome.state === 'pending-checking';
  return (
    <div className="flex flex-col gap-5">
      {unknown ? <PendingChecking outcome={outcome} onCheckAgain={() => void topUpFlow.confirm.checkAgain()} /> : null}
      {outcome.state === 'failed' && outcome.fieldErrors === null ? (
        <Alert tone="danger" title={m.kit_failed_title()} live>
          {failureText(outcome.failure)}
        </Alert>
      ) : null}
      <MethodStep
        methods={methods}
        sending={outcome.state === 'submitting' || unknown}
        onSubmit={(request) => void topUpFlow.open(request)}
      />
      {offersVirtualAccount(reference.data) ? <VirtualAccountHint /> : null}
    </div>
  );
}
