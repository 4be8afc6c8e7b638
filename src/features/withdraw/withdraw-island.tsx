/**
 * The withdraw wizard's island (/withdraw/bank, /withdraw/e-wallet): it renders a withdraw store
 * (withdraw-store.ts) in the kit's wizard frame and calls its actions; the confirm step and the verifying
 * step's timeline are the kit's. The browser's Back walks the steps.
 */
import { type SubmitEvent, useEffect, useMemo } from 'react';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { AmountField } from '../../ui/amount-field.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmStep } from '../../ui/confirm-step.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { WizardView } from '../../ui/wizard-view.tsx';
import { PreviewFigures } from './preview-figures.tsx';
import { SelectMethod } from './select-method.tsx';
import { VerifyingStep } from './verifying-step.tsx';
import { type MethodKind, methodLabel } from './withdraw.ts';
import { createWithdrawStore, type WithdrawContext, type WithdrawStep, type WithdrawStore } from './withdraw-store.ts';

const STEP_LABEL: Readonly<Record<WithdrawStep, () => string>> = {
  'select-info': () => m.withdraw_step_select(),
  'enter-info': () => m.withdraw_step_amount(),
  'verify-2fa': () => m.withdraw_step_confirm(),
  verifying: () => m.withdraw_step_verifying(),
};

/** The least and the most one withdrawal may be, from the ranges of rate (never written into the screen). */
function limitsHint(store: WithdrawStore): string | null {
  const rules = store.amountRules();
  if (rules?.min === undefined) return null;
  const locale = getLocale();
  const min = formatMoney(rules.min, rules.currency, locale);
  return rules.max === undefined
    ? m.withdraw_limit_min({ min })
    : m.withdraw_limits({ min, max: formatMoney(rules.max, rules.currency, locale) });
}

function AmountStep({
  store,
  context,
  errors,
}: {
  store: WithdrawStore;
  context: WithdrawContext;
  errors?: readonly string[] | undefined;
}) {
  const { data } = useStore(store.wizard.$state);
  const problem = useStore(store.$amountProblem);
  const chosen = store.method();
  const shown = problem === null ? errors : [fieldMessage(problem)];

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('amount');
    if (!store.enterAmount(typeof text === 'string' ? text : ''))
      document.getElementById('withdraw-amount-input')?.focus();
  }

  return (
    <form id="withdraw-amount" onSubmit={submit} noValidate className="flex flex-col gap-5">
      {chosen ? (
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="text-muted">{m.withdraw_to()}</span>
          <span className="min-w-0 break-words font-medium">{methodLabel(chosen, context.providers)}</span>
        </p>
      ) : null}
      <AmountField
        id="withdraw-amount-input"
        label={m.withdraw_amount_label()}
        name="amount"
        currency={context.wallet.currency}
        available={context.wallet.available}
        withMax
        required
        defaultValue={data.amount ?? undefined}
        errors={shown}
        onValueChange={(canonical, text) => store.typeAmount(canonical, text)}
      />
      <PreviewFigures store={store} limits={limitsHint(store)} />
    </form>
  );
}

function StepContent({ store, context, kind }: { store: WithdrawStore; context: WithdrawContext; kind: MethodKind }) {
  const { step, errors, data } = useStore(store.wizard.$state);
  if (step === 'select-info') return <SelectMethod store={store} context={context} kind={kind} />;
  if (step === 'enter-info') {
    return (
      <AmountStep
        key={JSON.stringify(errors['enter-info'] ?? null)}
        store={store}
        context={context}
        errors={errors['enter-info']?.amount}
      />
    );
  }
  if (step === 'verify-2fa') {
    const amount = data.amount === null ? '' : formatMoney(data.amount, context.wallet.currency, getLocale());
    return (
      <ConfirmStep
        store={store.confirm}
        submitLabel={m.withdraw_submit_amount({ amount })}
        secondary={
          <Button variant="ghost" onClick={store.wizard.back}>
            {m.withdraw_edit()}
          </Button>
        }
      />
    );
  }
  return <VerifyingStep store={store} />;
}

export default function WithdrawIsland({ kind }: { kind: MethodKind }) {
  const store = useMemo(() => createWithdrawStore({ kind, api }), [kind]);
  const contextState = useStore(store.$context);
  const { step } = useStore(store.wizard.$state);
  useEffect(() => store.start(), [store]);

  if (contextState.status === 'loading') return <Spinner label={m.withdraw_loading()} />;
  if (contextState.status === 'error') {
    return (
      <FailureAlert
        offline={!navigator.onLine}
        failure={contextState.failure}
        title={m.withdraw_load_failed()}
        offlineText={m.withdraw_offline()}
        onRetry={store.reload}
      />
    );
  }
  return (
    <WizardView
      wizard={store.wizard}
      label={m.withdraw_steps_label()}
      stepLabel={(id) => STEP_LABEL[id]()}
      heading={(id) => STEP_LABEL[id]()}
      back={step === 'enter-info'}
      {...(step === 'enter-info' ? { next: { label: m.withdraw_continue(), form: 'withdraw-amount' } } : {})}
    >
      <StepContent store={store} context={contextState.context} kind={kind} />
    </WizardView>
  );
}
