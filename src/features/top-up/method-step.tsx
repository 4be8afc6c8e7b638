/**
 * Step one of a top-up (select-method): the transfer method, its currency when it has several, and the amount.
 * The amount is checked with the money forms' own rule (lib/forms/amount.ts: the contract's decimal pattern and
 * the currency's decimals) before anything is sent; the server's refusals land beside the field they name.
 * Everything typed stays through a refusal, an unknown outcome and the browser's Back. Loaded after the page
 * (top-up-island.tsx), in parallel with the methods' read.
 */
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import type { TransferMethodType } from '../../contract/calls/reference.ts';
import { typedFromCanonical } from '../../lib/amount-typing.ts';
import { failureText } from '../../lib/failure-text.ts';
import { amountRefusal } from '../../lib/forms/amount.ts';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { displayCurrency, parseAmount } from '../../lib/money.ts';
import { transferMethodName } from '../../lib/transfer-method-name.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { AmountField } from '../../ui/amount-field.tsx';
import { Button } from '../../ui/button.tsx';
import { PendingChecking } from '../../ui/confirm-step.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { currencyFor, offersVirtualAccount } from './top-up.ts';
import { type TopUpRequest, topUpFlow } from './top-up-store.ts';

interface Props {
  readonly methods: readonly TransferMethodType[];
  readonly sending: boolean;
  readonly onSubmit: (request: TopUpRequest) => void;
}

/** The amount's message, or none when the form may send it. */
function amountErrors(shown: string, currency: string): string[] | undefined {
  const refusal = amountRefusal(parseAmount(shown, getLocale()), { currency, locale: getLocale() });
  return refusal === null ? undefined : [fieldMessage({ key: refusal[0], ...(refusal[1] && { params: refusal[1] }) })];
}

function MethodChoice({
  methods,
  chosen,
  onChoose,
  errors,
}: {
  readonly methods: readonly TransferMethodType[];
  readonly chosen: string | null;
  readonly onChoose: (code: string) => void;
  readonly errors: readonly string[] | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errors ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{m.topup_method_label()}</legend>
      {methods.map((method) => (
        <label
          key={method.code}
          className="card flex cursor-pointer items-center gap-3 p-4 has-[:checked]:(border-primary ring-1 ring-primary) has-[:focus-visible]:ring-2"
        >
          <input
            type="radio"
            name="method"
            value={method.code}
            checked={chosen === method.code}
            onChange={() => onChoose(method.code)}
            className="h-4 w-4 accent-primary"
          />
          <img src={method.icon} alt="" width={32} height={32} className="h-8 w-8 shrink-0 rounded" />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">{transferMethodName(method)}</span>
            <span className="text-sm text-muted">{method.currencies.map(displayCurrency).join(', ')}</span>
          </span>
        </label>
      ))}
      {errors ? (
        <p id={errorId} className="text-sm text-danger">
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The method, currency and amount form. */
export function MethodStep({ methods, sending, onSubmit }: Props) {
  const { data, restored } = useStore(topUpFlow.wizard.$state);
  const serverErrors = useStore(topUpFlow.$fieldErrors);
  const [method, setMethod] = useState(() => data.request?.method ?? methods[0]?.code ?? null);
  const chosen = methods.find((entry) => entry.code === method) ?? null;
  const [currency, setCurrency] = useState(data.request?.currency ?? null);
  const shownCurrency = chosen ? currencyFor(chosen, currency) : null;
  // The amount the store holds for a currency (what was sent before Back), as the field shows it.
  const storedAmount = (code: string | null) =>
    data.request !== null && data.request.currency === code ? data.request.amount : undefined;
  const typedFor = (code: string | null) => {
    const stored = storedAmount(code);
    return stored === undefined ? '' : typedFromCanonical(stored, getLocale());
  };
  const [shown, setShown] = useState(() => typedFor(shownCurrency));
  const [checked, setChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const amountError = checked && shownCurrency ? amountErrors(shown, shownCurrency) : undefined;
  const errorsOf = (field: string) => serverErrors?.[field]?.slice();

  useEffect(() => {
    if (serverErrors !== null) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [serverErrors]);

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (chosen === null || shownCurrency === null || amountErrors(shown, shownCurrency) !== undefined) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
      return;
    }
    const amount = parseAmount(shown, getLocale());
    if (amount === null) return;
    onSubmit({ method: chosen.code, currency: shownCurrency, amount: amount.toFixed() });
  }

  return (
    <form ref={formRef} id="top-up-method" onSubmit={send} noValidate className="flex flex-col gap-5">
      <MethodChoice
        methods={methods}
        chosen={method}
        onChoose={(code) => {
          const next = methods.find((entry) => entry.code === code);
          const nextCurrency = next ? currencyFor(next, currency) : null;
          setMethod(code);
          if (nextCurrency !== shownCurrency) setShown(typedFor(nextCurrency));
        }}
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
            options={chosen.currencies.map((code) => ({ value: code, label: displayCurrency(code) }))}
          />
        </Field>
      ) : null}
      {shownCurrency ? (
        <AmountField
          // Another currency has other decimals: the field starts again, with what the store holds for that currency.
          key={`${shownCurrency}-${restored ? 'restored' : 'fresh'}`}
          label={m.topup_amount_label()}
          name="amount"
          currency={shownCurrency}
          defaultValue={storedAmount(shownCurrency)}
          hint={m.topup_amount_hint()}
          errors={amountError ?? errorsOf('amount')}
          required
          onValueChange={(_, text) => setShown(text)}
        />
      ) : null}
      <Button type="submit" size="lg" block loading={sending} trailingIcon="i-lucide-arrow-right">
        {m.topup_submit()}
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

/** Step one: the methods once read, the form, and what became of the last request. */
export function SelectMethod() {
  const methods = useStore(topUpFlow.$methods);
  const { outcome } = useStore(topUpFlow.confirm.$state);
  useEffect(() => void topUpFlow.loadMethods(), []);
  if (methods.status === 'loading') return <Skeleton className="h-64 w-full" />;
  if (methods.status !== 'ready') {
    return (
      <FailureAlert
        offline={methods.status === 'offline'}
        failure={methods.failure}
        title={m.topup_methods_failed()}
        offlineText={m.topup_load_offline()}
        onRetry={() => void topUpFlow.loadMethods()}
      />
    );
  }
  if (methods.methods.length === 0) return <Alert tone="info" title={m.topup_no_methods()} />;
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
        methods={methods.methods}
        sending={outcome.state === 'submitting' || unknown}
        onSubmit={(request) => void topUpFlow.requestTopUp(request)}
      />
      {offersVirtualAccount(methods.all) ? <VirtualAccountHint /> : null}
    </div>
  );
}
