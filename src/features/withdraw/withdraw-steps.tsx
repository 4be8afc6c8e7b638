/**
 * The withdraw wizard's steps after the first (enter-info, verify-2fa, verifying), and the first when there is
 * no method to choose: loaded by the island right
 * after the page, in parallel with its reads, so the first load carries only the frame and the method list.
 */
import type { SubmitEvent } from 'react';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { type MethodKind, methodLabel } from '../../lib/payment-method.ts';
import { useStore } from '../../lib/use-store.ts';
import { $profile } from '../../stores/profile.ts';
import { Alert } from '../../ui/alert.tsx';
import { AmountField } from '../../ui/amount-field.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ConfirmStep } from '../../ui/confirm-step.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { walletLabel } from '../../ui/transaction-labels.ts';
import { PreviewFigures, RateBands } from './preview-figures.tsx';
import { VerifyingStep } from './verifying-step.tsx';
import type { WithdrawContext, WithdrawStore } from './withdraw-store.ts';

const PAYMENT_SETTINGS = '/setting/payment';

/** select-info without any approved method of the kind: where to add one (or whom to ask). */
export function NoMethods({ kind }: { kind: MethodKind }) {
  const profile = useStore($profile, null);
  // FINANCE may view payment methods but not add them (PRODUCT.md section 4).
  const mayAdd = profile?.role !== 'financial';
  return (
    <Alert
      tone="info"
      title={kind === 'BANK' ? m.withdraw_no_banks() : m.withdraw_no_ewallets()}
      action={
        <a className={buttonClass('secondary', 'sm')} href={PAYMENT_SETTINGS}>
          {mayAdd ? m.withdraw_add_method() : m.withdraw_see_methods()}
        </a>
      }
    >
      {mayAdd ? m.withdraw_no_methods_text() : m.withdraw_no_methods_ask()}
    </Alert>
  );
}

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
      {store.source === 'MAIN' ? null : (
        <p className="text-sm text-muted">{m.withdraw_available_from({ wallet: walletLabel(store.source) })}</p>
      )}
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
      <RateBands store={store} />
    </form>
  );
}

/** The step after select-info the wizard is on. */
export function LaterStep({ store, context }: { store: WithdrawStore; context: WithdrawContext }) {
  const { step, errors, data } = useStore(store.wizard.$state);
  // The confirm step's code loads beside this module (withdraw-store.ts); it is nearly always in by now.
  const confirmReady = useStore(store.confirm.$ready);
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
    if (!confirmReady) return <Spinner label={m.withdraw_loading()} />;
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
  return data.transactionId === null ? null : <VerifyingStep store={store} transactionId={data.transactionId} />;
}
