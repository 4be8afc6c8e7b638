/**
 * The withdraw wizard's island (/withdraw/bank, /withdraw/e-wallet): it renders a withdraw store
 * (withdraw-store.ts) in the kit's wizard frame and calls its actions; the confirm step and the verifying
 * step's timeline are the kit's. The browser's Back walks the steps.
 */
import { type ReactNode, type SubmitEvent, useEffect, useMemo, useState } from 'react';
import { amountSchema } from '../../lib/forms/amount.ts';
import { failureText, formMessage } from '../../lib/forms/messages.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { isFinal } from '../../lib/transaction-status.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { Alert } from '../../ui/alert.tsx';
import { AmountField } from '../../ui/amount-field.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ConfirmStep } from '../../ui/confirm-step.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StatusTimeline } from '../../ui/status-timeline.tsx';
import { WizardView } from '../../ui/wizard-view.tsx';
import { type MethodKind, methodLabel, withdrawAmountRules } from './withdraw.ts';
import { createWithdrawStore, type WithdrawContext, type WithdrawStep, type WithdrawStore } from './withdraw-store.ts';

const STEP_LABEL: Readonly<Record<WithdrawStep, () => string>> = {
  'select-info': () => m.withdraw_step_select(),
  'enter-info': () => m.withdraw_step_amount(),
  'verify-2fa': () => m.withdraw_step_confirm(),
  verifying: () => m.withdraw_step_verifying(),
};

const SETTINGS_PATH: Readonly<Record<MethodKind, string>> = {
  BANK: '/setting/payment/bank',
  E_WALLET: '/setting/payment/e-wallet',
};

function SelectStep({ store, context, kind }: { store: WithdrawStore; context: WithdrawContext; kind: MethodKind }) {
  if (context.methods.length === 0) {
    return (
      <Alert
        tone="info"
        title={m.withdraw_no_methods()}
        action={
          <a className={buttonClass('secondary')} href={SETTINGS_PATH[kind]}>
            {m.withdraw_add_method()}
          </a>
        }
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {context.methods.map((method) => (
        <li key={method.id}>
          <Button
            variant="secondary"
            block
            onClick={() => store.chooseMethod(method.id)}
            trailingIcon="i-lucide-arrow-right"
          >
            {methodLabel(method)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function AmountStep({
  store,
  context,
  errors,
}: {
  store: WithdrawStore;
  context: WithdrawContext;
  errors?: readonly string[];
}) {
  const { data } = useStore(store.wizard.$state);
  const rules = useMemo(() => withdrawAmountRules(store.ranges(), context.wallet, getLocale()), [store, context]);
  const [refusal, setRefusal] = useState<readonly string[] | undefined>(errors);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = amountSchema(rules).safeParse(new FormData(event.currentTarget).get('amount') ?? '');
    if (parsed.success) {
      store.enterAmount(parsed.data);
      return;
    }
    const issue = parsed.error.issues[0] as { message: string; params?: Record<string, string> } | undefined;
    setRefusal([formMessage(issue?.message ?? 'amount_format', issue?.params)]);
  }

  return (
    <form id="withdraw-amount" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <AmountField
        label={m.withdraw_amount_label()}
        name="amount"
        currency={context.wallet.currency}
        available={context.wallet.available}
        withMax
        required
        defaultValue={data.amount ?? undefined}
        errors={refusal}
      />
    </form>
  );
}

function VerifyingStep({ store }: { store: WithdrawStore }) {
  const { status, value, failure } = useStore(store.transaction.$state);
  if (value === null) {
    return status === 'loading' ? (
      <Spinner label={m.withdraw_loading()} />
    ) : (
      <Alert tone="danger" action={<Button onClick={store.transaction.retry}>{m.withdraw_retry()}</Button>}>
        {failure ? failureText(failure) : m.withdraw_loading()}
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg font-semibold">
        {formatMoney(value.amount, value.currency, getLocale())} · {value.code}
      </p>
      <StatusTimeline steps={value.status_history} ongoing={!isFinal(value)} />
      {isFinal(value) ? (
        <a className={buttonClass('secondary')} href="/withdraw">
          {m.withdraw_again()}
        </a>
      ) : null}
    </div>
  );
}

export default function WithdrawIsland({ kind }: { kind: MethodKind }) {
  const store = useMemo(() => createWithdrawStore({ kind, api }), [kind]);
  const contextState = useStore(store.$context);
  const { step, errors } = useStore(store.wizard.$state);
  useEffect(() => store.start(), [store]);

  if (contextState.status === 'loading') return <Spinner label={m.withdraw_loading()} />;
  if (contextState.status === 'error') {
    return <Alert tone="danger">{failureText(contextState.failure)}</Alert>;
  }
  const { context } = contextState;
  let content: ReactNode;
  if (step === 'select-info') content = <SelectStep store={store} context={context} kind={kind} />;
  else if (step === 'enter-info') {
    content = (
      <AmountStep
        key={JSON.stringify(errors['enter-info'] ?? null)}
        store={store}
        context={context}
        errors={errors['enter-info']?.amount}
      />
    );
  } else if (step === 'verify-2fa') {
    content = (
      <ConfirmStep
        store={store.confirm}
        submitLabel={m.withdraw_submit()}
        secondary={
          <Button variant="ghost" onClick={store.wizard.back}>
            {m.withdraw_edit()}
          </Button>
        }
      />
    );
  } else content = <VerifyingStep store={store} />;

  return (
    <WizardView
      wizard={store.wizard}
      label={m.withdraw_steps_label()}
      stepLabel={(id) => STEP_LABEL[id]()}
      heading={(id) => STEP_LABEL[id]()}
      back={step === 'enter-info'}
      {...(step === 'enter-info' ? { next: { label: m.withdraw_continue(), form: 'withdraw-amount' } } : {})}
    >
      {content}
    </WizardView>
  );
}
